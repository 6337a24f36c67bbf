from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.direction import Direction
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ObjectiveItem")



@_attrs_define
class ObjectiveItem:
    """ 
        Attributes:
            objective_id (str):
            name (str):
            measure (str | Unset): With include_details. Only in the `detailed` response format.
            direction (Direction | Unset): Which way an objective's measure is better: higher (maximize), lower
                (minimize) or target (a specific value is best).
            objective_type (str | Unset): With include_details: "fundamental" or "means". Only in the `detailed` response
                format.
            serves (list[str] | Unset): With include_details: fundamental objectives a means objective serves. Only in the
                `detailed` response format.
            irrelevant (bool | Unset): With include_details: marked irrelevant (not counted in totals). Only in the
                `detailed` response format.
     """

    objective_id: str
    name: str
    measure: str | Unset = UNSET
    direction: Direction | Unset = UNSET
    objective_type: str | Unset = UNSET
    serves: list[str] | Unset = UNSET
    irrelevant: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        objective_id = self.objective_id

        name = self.name

        measure = self.measure

        direction: str | Unset = UNSET
        if not isinstance(self.direction, Unset):
            direction = self.direction.value


        objective_type = self.objective_type

        serves: list[str] | Unset = UNSET
        if not isinstance(self.serves, Unset):
            serves = self.serves



        irrelevant = self.irrelevant


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "objective_id": objective_id,
            "name": name,
        })
        if measure is not UNSET:
            field_dict["measure"] = measure
        if direction is not UNSET:
            field_dict["direction"] = direction
        if objective_type is not UNSET:
            field_dict["objective_type"] = objective_type
        if serves is not UNSET:
            field_dict["serves"] = serves
        if irrelevant is not UNSET:
            field_dict["irrelevant"] = irrelevant

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        objective_id = d.pop("objective_id")

        name = d.pop("name")

        measure = d.pop("measure", UNSET)

        _direction = d.pop("direction", UNSET)
        direction: Direction | Unset
        if isinstance(_direction,  Unset):
            direction = UNSET
        else:
            direction = Direction(_direction)




        objective_type = d.pop("objective_type", UNSET)

        serves = cast(list[str], d.pop("serves", UNSET))


        irrelevant = d.pop("irrelevant", UNSET)

        objective_item = cls(
            objective_id=objective_id,
            name=name,
            measure=measure,
            direction=direction,
            objective_type=objective_type,
            serves=serves,
            irrelevant=irrelevant,
        )


        objective_item.additional_properties = d
        return objective_item

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
