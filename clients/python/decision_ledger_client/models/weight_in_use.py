from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="WeightInUse")



@_attrs_define
class WeightInUse:
    """ One objective's weight as the totals use it.

        Attributes:
            objective_id (str):
            name (str):
            weight (float): The weight in use (renormalised when weights are stale), 0–1.
            set_weight (float): The weight as it was set.
     """

    objective_id: str
    name: str
    weight: float
    set_weight: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        objective_id = self.objective_id

        name = self.name

        weight = self.weight

        set_weight = self.set_weight


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "objective_id": objective_id,
            "name": name,
            "weight": weight,
            "set_weight": set_weight,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        objective_id = d.pop("objective_id")

        name = d.pop("name")

        weight = d.pop("weight")

        set_weight = d.pop("set_weight")

        weight_in_use = cls(
            objective_id=objective_id,
            name=name,
            weight=weight,
            set_weight=set_weight,
        )


        weight_in_use.additional_properties = d
        return weight_in_use

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
