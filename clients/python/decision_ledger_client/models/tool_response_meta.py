from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.component import Component






T = TypeVar("T", bound="ToolResponseMeta")



@_attrs_define
class ToolResponseMeta:
    """ 
        Attributes:
            tool (str):
            component (Component): A PrOACT component, in the order a cycle walks through them.
            duration_ms (int):
            events_appended (int):
     """

    tool: str
    component: Component
    duration_ms: int
    events_appended: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        tool = self.tool

        component = self.component.value

        duration_ms = self.duration_ms

        events_appended = self.events_appended


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "tool": tool,
            "component": component,
            "duration_ms": duration_ms,
            "events_appended": events_appended,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tool = d.pop("tool")

        component = Component(d.pop("component"))




        duration_ms = d.pop("duration_ms")

        events_appended = d.pop("events_appended")

        tool_response_meta = cls(
            tool=tool,
            component=component,
            duration_ms=duration_ms,
            events_appended=events_appended,
        )


        tool_response_meta.additional_properties = d
        return tool_response_meta

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
