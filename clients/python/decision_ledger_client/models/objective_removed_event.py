from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ObjectiveRemovedEvent")



@_attrs_define
class ObjectiveRemovedEvent:
    """ The payload of a `ObjectiveRemoved` event.

    Published as the `payload` of an EventEnvelope with `event_type` = "ObjectiveRemoved" and `schema_version` = 1, on
    subject `decisions.events.<cycle_id>.ObjectiveRemoved`.

        Attributes:
            objective_id (str):
            reason (str):
     """

    objective_id: str
    reason: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        objective_id = self.objective_id

        reason = self.reason


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "objective_id": objective_id,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        objective_id = d.pop("objective_id")

        reason = d.pop("reason")

        objective_removed_event = cls(
            objective_id=objective_id,
            reason=reason,
        )


        objective_removed_event.additional_properties = d
        return objective_removed_event

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
