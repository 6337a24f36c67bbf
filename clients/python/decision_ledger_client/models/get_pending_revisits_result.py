from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.get_pending_revisits_result_revisit_item import GetPendingRevisitsResultRevisitItem





T = TypeVar("T", bound="GetPendingRevisitsResult")



@_attrs_define
class GetPendingRevisitsResult:
    """ 
        Attributes:
            revisits (list[GetPendingRevisitsResultRevisitItem]):
            has_critical (bool):
     """

    revisits: list[GetPendingRevisitsResultRevisitItem]
    has_critical: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.get_pending_revisits_result_revisit_item import GetPendingRevisitsResultRevisitItem # noqa: PLC0415
        revisits = []
        for revisits_item_data in self.revisits:
            revisits_item = revisits_item_data.to_dict()
            revisits.append(revisits_item)



        has_critical = self.has_critical


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "revisits": revisits,
            "has_critical": has_critical,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_pending_revisits_result_revisit_item import GetPendingRevisitsResultRevisitItem # noqa: PLC0415
        d = dict(src_dict)
        revisits = []
        _revisits = d.pop("revisits")
        for revisits_item_data in (_revisits):
            revisits_item = GetPendingRevisitsResultRevisitItem.from_dict(revisits_item_data)



            revisits.append(revisits_item)


        has_critical = d.pop("has_critical")

        get_pending_revisits_result = cls(
            revisits=revisits,
            has_critical=has_critical,
        )


        get_pending_revisits_result.additional_properties = d
        return get_pending_revisits_result

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
