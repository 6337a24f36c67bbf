from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="AddObjectiveResult")



@_attrs_define
class AddObjectiveResult:
    """ 
        Attributes:
            objective_id (str):
            name (str):
            objective_type (str): "fundamental" or "means".
            total_fundamental (int):
            total_means (int):
     """

    objective_id: str
    name: str
    objective_type: str
    total_fundamental: int
    total_means: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        objective_id = self.objective_id

        name = self.name

        objective_type = self.objective_type

        total_fundamental = self.total_fundamental

        total_means = self.total_means


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "objective_id": objective_id,
            "name": name,
            "objective_type": objective_type,
            "total_fundamental": total_fundamental,
            "total_means": total_means,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        objective_id = d.pop("objective_id")

        name = d.pop("name")

        objective_type = d.pop("objective_type")

        total_fundamental = d.pop("total_fundamental")

        total_means = d.pop("total_means")

        add_objective_result = cls(
            objective_id=objective_id,
            name=name,
            objective_type=objective_type,
            total_fundamental=total_fundamental,
            total_means=total_means,
        )


        add_objective_result.additional_properties = d
        return add_objective_result

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
