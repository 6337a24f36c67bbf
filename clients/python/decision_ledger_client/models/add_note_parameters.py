from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.component import Component
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AddNoteParameters")



@_attrs_define
class AddNoteParameters:
    """ 
        Attributes:
            content (str):
            component (Component | None | Unset): The component it belongs to, if any.
     """

    content: str
    component: Component | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        content = self.content

        component: None | str | Unset
        if isinstance(self.component, Unset):
            component = UNSET
        elif isinstance(self.component, Component):
            component = self.component.value
        else:
            component = self.component


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "content": content,
        })
        if component is not UNSET:
            field_dict["component"] = component

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        content = d.pop("content")

        def _parse_component(data: object) -> Component | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                component_type_0 = Component(data)



                return component_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Component | None | Unset, data)

        component = _parse_component(d.pop("component", UNSET))


        add_note_parameters = cls(
            content=content,
            component=component,
        )

        return add_note_parameters

