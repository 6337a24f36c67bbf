from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CellFlip")



@_attrs_define
class CellFlip:
    """ 
        Attributes:
            alternative_id (str):
            objective_id (str):
            current_rating (int):
            flip_to (int): The nearest rating at which the leader changes.
            steps (int): flip_to − current_rating: the size of the change, signed.
            new_leader_id (str):
            alternative_name (str | Unset): Only in the `detailed` response format.
            objective_name (str | Unset): Only in the `detailed` response format.
            new_leader_name (str | Unset): Only in the `detailed` response format.
     """

    alternative_id: str
    objective_id: str
    current_rating: int
    flip_to: int
    steps: int
    new_leader_id: str
    alternative_name: str | Unset = UNSET
    objective_name: str | Unset = UNSET
    new_leader_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        alternative_id = self.alternative_id

        objective_id = self.objective_id

        current_rating = self.current_rating

        flip_to = self.flip_to

        steps = self.steps

        new_leader_id = self.new_leader_id

        alternative_name = self.alternative_name

        objective_name = self.objective_name

        new_leader_name = self.new_leader_name


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "alternative_id": alternative_id,
            "objective_id": objective_id,
            "current_rating": current_rating,
            "flip_to": flip_to,
            "steps": steps,
            "new_leader_id": new_leader_id,
        })
        if alternative_name is not UNSET:
            field_dict["alternative_name"] = alternative_name
        if objective_name is not UNSET:
            field_dict["objective_name"] = objective_name
        if new_leader_name is not UNSET:
            field_dict["new_leader_name"] = new_leader_name

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alternative_id = d.pop("alternative_id")

        objective_id = d.pop("objective_id")

        current_rating = d.pop("current_rating")

        flip_to = d.pop("flip_to")

        steps = d.pop("steps")

        new_leader_id = d.pop("new_leader_id")

        alternative_name = d.pop("alternative_name", UNSET)

        objective_name = d.pop("objective_name", UNSET)

        new_leader_name = d.pop("new_leader_name", UNSET)

        cell_flip = cls(
            alternative_id=alternative_id,
            objective_id=objective_id,
            current_rating=current_rating,
            flip_to=flip_to,
            steps=steps,
            new_leader_id=new_leader_id,
            alternative_name=alternative_name,
            objective_name=objective_name,
            new_leader_name=new_leader_name,
        )


        cell_flip.additional_properties = d
        return cell_flip

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
