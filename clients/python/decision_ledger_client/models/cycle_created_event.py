from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.component import Component






T = TypeVar("T", bound="CycleCreatedEvent")



@_attrs_define
class CycleCreatedEvent:
    """ A decision cycle was opened.

    Published as the `payload` of an EventEnvelope with `event_type` = "CycleCreated" and `schema_version` = 1, on
    subject `decisions.events.<cycle_id>.CycleCreated`.

        Attributes:
            title (str):
            component (Component): A PrOACT component, in the order a cycle walks through them.
     """

    title: str
    component: Component
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        title = self.title

        component = self.component.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "title": title,
            "component": component,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        title = d.pop("title")

        component = Component(d.pop("component"))




        cycle_created_event = cls(
            title=title,
            component=component,
        )


        cycle_created_event.additional_properties = d
        return cycle_created_event

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
