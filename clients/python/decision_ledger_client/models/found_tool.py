from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.component import Component
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="FoundTool")



@_attrs_define
class FoundTool:
    """ 
        Attributes:
            name (str):
            callable_here (bool): Callable now; otherwise move the cycle to `component` first.
            description (str):
            parameters (Any): Its strict parameter schema, ready to offer to a model.
            component (Component | None | Unset): The component it belongs to; null for tools callable everywhere.
     """

    name: str
    callable_here: bool
    description: str
    parameters: Any
    component: Component | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        callable_here = self.callable_here

        description = self.description

        parameters = self.parameters

        component: None | str | Unset
        if isinstance(self.component, Unset):
            component = UNSET
        elif isinstance(self.component, Component):
            component = self.component.value
        else:
            component = self.component


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "callable_here": callable_here,
            "description": description,
            "parameters": parameters,
        })
        if component is not UNSET:
            field_dict["component"] = component

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        callable_here = d.pop("callable_here")

        description = d.pop("description")

        parameters = d.pop("parameters")

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


        found_tool = cls(
            name=name,
            callable_here=callable_here,
            description=description,
            parameters=parameters,
            component=component,
        )


        found_tool.additional_properties = d
        return found_tool

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
