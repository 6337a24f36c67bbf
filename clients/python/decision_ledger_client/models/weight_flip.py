from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="WeightFlip")



@_attrs_define
class WeightFlip:
    """ 
        Attributes:
            objective_id (str):
            current_weight (float):
            flip_at_weight (float): The nearest weight at which the leader changes (the challenger ties
                there, and leads beyond it).
            change (float): flip_at_weight − current_weight, signed.
            new_leader_id (str):
            objective_name (str | Unset): Only in the `detailed` response format.
            new_leader_name (str | Unset): Only in the `detailed` response format.
     """

    objective_id: str
    current_weight: float
    flip_at_weight: float
    change: float
    new_leader_id: str
    objective_name: str | Unset = UNSET
    new_leader_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        objective_id = self.objective_id

        current_weight = self.current_weight

        flip_at_weight = self.flip_at_weight

        change = self.change

        new_leader_id = self.new_leader_id

        objective_name = self.objective_name

        new_leader_name = self.new_leader_name


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "objective_id": objective_id,
            "current_weight": current_weight,
            "flip_at_weight": flip_at_weight,
            "change": change,
            "new_leader_id": new_leader_id,
        })
        if objective_name is not UNSET:
            field_dict["objective_name"] = objective_name
        if new_leader_name is not UNSET:
            field_dict["new_leader_name"] = new_leader_name

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        objective_id = d.pop("objective_id")

        current_weight = d.pop("current_weight")

        flip_at_weight = d.pop("flip_at_weight")

        change = d.pop("change")

        new_leader_id = d.pop("new_leader_id")

        objective_name = d.pop("objective_name", UNSET)

        new_leader_name = d.pop("new_leader_name", UNSET)

        weight_flip = cls(
            objective_id=objective_id,
            current_weight=current_weight,
            flip_at_weight=flip_at_weight,
            change=change,
            new_leader_id=new_leader_id,
            objective_name=objective_name,
            new_leader_name=new_leader_name,
        )


        weight_flip.additional_properties = d
        return weight_flip

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
