from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ObjectiveIdeaAddedEvent")



@_attrs_define
class ObjectiveIdeaAddedEvent:
    """ The payload of a `ObjectiveIdeaAdded` event.

    Published as the `payload` of an EventEnvelope with `event_type` = "ObjectiveIdeaAdded" and `schema_version` = 1, on
    subject `decisions.events.<cycle_id>.ObjectiveIdeaAdded`.

        Attributes:
            idea_id (str):
            description (str):
     """

    idea_id: str
    description: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        idea_id = self.idea_id

        description = self.description


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "idea_id": idea_id,
            "description": description,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        idea_id = d.pop("idea_id")

        description = d.pop("description")

        objective_idea_added_event = cls(
            idea_id=idea_id,
            description=description,
        )


        objective_idea_added_event.additional_properties = d
        return objective_idea_added_event

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
