from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.constraint_type import ConstraintType






T = TypeVar("T", bound="ConstraintAddedEvent")



@_attrs_define
class ConstraintAddedEvent:
    """ The payload of a `ConstraintAdded` event.

    Published as the `payload` of an EventEnvelope with `event_type` = "ConstraintAdded" and `schema_version` = 1, on
    subject `decisions.events.<cycle_id>.ConstraintAdded`.

        Attributes:
            constraint_id (str):
            constraint_type (ConstraintType): The kind of a problem-frame constraint.
            description (str):
     """

    constraint_id: str
    constraint_type: ConstraintType
    description: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        constraint_id = self.constraint_id

        constraint_type = self.constraint_type.value

        description = self.description


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "constraint_id": constraint_id,
            "constraint_type": constraint_type,
            "description": description,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        constraint_id = d.pop("constraint_id")

        constraint_type = ConstraintType(d.pop("constraint_type"))




        description = d.pop("description")

        constraint_added_event = cls(
            constraint_id=constraint_id,
            constraint_type=constraint_type,
            description=description,
        )


        constraint_added_event.additional_properties = d
        return constraint_added_event

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
