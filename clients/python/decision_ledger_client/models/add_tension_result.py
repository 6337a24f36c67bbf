from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="AddTensionResult")



@_attrs_define
class AddTensionResult:
    """ 
        Attributes:
            tension_id (str):
            alternative_id (str):
            alternative_name (str):
            total_tensions (int):
     """

    tension_id: str
    alternative_id: str
    alternative_name: str
    total_tensions: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        tension_id = self.tension_id

        alternative_id = self.alternative_id

        alternative_name = self.alternative_name

        total_tensions = self.total_tensions


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "tension_id": tension_id,
            "alternative_id": alternative_id,
            "alternative_name": alternative_name,
            "total_tensions": total_tensions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tension_id = d.pop("tension_id")

        alternative_id = d.pop("alternative_id")

        alternative_name = d.pop("alternative_name")

        total_tensions = d.pop("total_tensions")

        add_tension_result = cls(
            tension_id=tension_id,
            alternative_id=alternative_id,
            alternative_name=alternative_name,
            total_tensions=total_tensions,
        )


        add_tension_result.additional_properties = d
        return add_tension_result

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
