from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.direction import Direction






T = TypeVar("T", bound="ObjectiveAddedEvent")



@_attrs_define
class ObjectiveAddedEvent:
    """ The payload of a `ObjectiveAdded` event.

    Published as the `payload` of an EventEnvelope with `event_type` = "ObjectiveAdded" and `schema_version` = 1, on
    subject `decisions.events.<cycle_id>.ObjectiveAdded`.

        Attributes:
            objective_id (str):
            name (str):
            measure (str):
            direction (Direction): Which way an objective's measure is better: higher (maximize), lower
                (minimize) or target (a specific value is best).
            is_fundamental (bool):
     """

    objective_id: str
    name: str
    measure: str
    direction: Direction
    is_fundamental: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        objective_id = self.objective_id

        name = self.name

        measure = self.measure

        direction = self.direction.value

        is_fundamental = self.is_fundamental


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "objective_id": objective_id,
            "name": name,
            "measure": measure,
            "direction": direction,
            "is_fundamental": is_fundamental,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        objective_id = d.pop("objective_id")

        name = d.pop("name")

        measure = d.pop("measure")

        direction = Direction(d.pop("direction"))




        is_fundamental = d.pop("is_fundamental")

        objective_added_event = cls(
            objective_id=objective_id,
            name=name,
            measure=measure,
            direction=direction,
            is_fundamental=is_fundamental,
        )


        objective_added_event.additional_properties = d
        return objective_added_event

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
