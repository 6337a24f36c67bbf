from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.component import Component
from typing import cast






T = TypeVar("T", bound="NoteAddedEvent")



@_attrs_define
class NoteAddedEvent:
    """ The payload of a `NoteAdded` event.

    Published as the `payload` of an EventEnvelope with `event_type` = "NoteAdded" and `schema_version` = 1, on subject
    `decisions.events.<cycle_id>.NoteAdded`.

        Attributes:
            note_id (str):
            content (str):
            component (Component | None):
     """

    note_id: str
    content: str
    component: Component | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        note_id = self.note_id

        content = self.content

        component: None | str
        if isinstance(self.component, Component):
            component = self.component.value
        else:
            component = self.component


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "note_id": note_id,
            "content": content,
            "component": component,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        note_id = d.pop("note_id")

        content = d.pop("content")

        def _parse_component(data: object) -> Component | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                component_type_0 = Component(data)



                return component_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Component | None, data)

        component = _parse_component(d.pop("component"))


        note_added_event = cls(
            note_id=note_id,
            content=content,
            component=component,
        )


        note_added_event.additional_properties = d
        return note_added_event

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
