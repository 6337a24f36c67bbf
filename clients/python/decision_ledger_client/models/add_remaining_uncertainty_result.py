from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="AddRemainingUncertaintyResult")



@_attrs_define
class AddRemainingUncertaintyResult:
    """ 
        Attributes:
            uncertainty_id (str):
            total_open_uncertainties (int):
            resolvable_count (int):
     """

    uncertainty_id: str
    total_open_uncertainties: int
    resolvable_count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        uncertainty_id = self.uncertainty_id

        total_open_uncertainties = self.total_open_uncertainties

        resolvable_count = self.resolvable_count


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "uncertainty_id": uncertainty_id,
            "total_open_uncertainties": total_open_uncertainties,
            "resolvable_count": resolvable_count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        uncertainty_id = d.pop("uncertainty_id")

        total_open_uncertainties = d.pop("total_open_uncertainties")

        resolvable_count = d.pop("resolvable_count")

        add_remaining_uncertainty_result = cls(
            uncertainty_id=uncertainty_id,
            total_open_uncertainties=total_open_uncertainties,
            resolvable_count=resolvable_count,
        )


        add_remaining_uncertainty_result.additional_properties = d
        return add_remaining_uncertainty_result

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
