from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.uncertainty_item import UncertaintyItem





T = TypeVar("T", bound="ListUncertaintiesResult")



@_attrs_define
class ListUncertaintiesResult:
    """ 
        Attributes:
            uncertainties (list[UncertaintyItem]):
            total_open (int):
            resolvable_count (int):
     """

    uncertainties: list[UncertaintyItem]
    total_open: int
    resolvable_count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.uncertainty_item import UncertaintyItem # noqa: PLC0415
        uncertainties = []
        for uncertainties_item_data in self.uncertainties:
            uncertainties_item = uncertainties_item_data.to_dict()
            uncertainties.append(uncertainties_item)



        total_open = self.total_open

        resolvable_count = self.resolvable_count


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "uncertainties": uncertainties,
            "total_open": total_open,
            "resolvable_count": resolvable_count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.uncertainty_item import UncertaintyItem # noqa: PLC0415
        d = dict(src_dict)
        uncertainties = []
        _uncertainties = d.pop("uncertainties")
        for uncertainties_item_data in (_uncertainties):
            uncertainties_item = UncertaintyItem.from_dict(uncertainties_item_data)



            uncertainties.append(uncertainties_item)


        total_open = d.pop("total_open")

        resolvable_count = d.pop("resolvable_count")

        list_uncertainties_result = cls(
            uncertainties=uncertainties,
            total_open=total_open,
            resolvable_count=resolvable_count,
        )


        list_uncertainties_result.additional_properties = d
        return list_uncertainties_result

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
