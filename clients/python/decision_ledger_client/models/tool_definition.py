from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="ToolDefinition")



@_attrs_define
class ToolDefinition:
    """ A tool as listed to clients (`GET /api/cycles/:id/tools`).

        Attributes:
            name (str):
            description (str): What it does and when to use it; with `detail=full`, the whole
                guidance (example, edge cases, what it returns).
            access (Literal['read'] | Literal['write']): Whether a tool changes the cycle.
            requires_confirmation (bool): Write tools that discard or override the user's input: ask first.
            parameters (Any):
            returns (Any):
            component (None | str | Unset): `null` for cross-cutting tools.
     """

    name: str
    description: str
    access: Literal['read'] | Literal['write']
    requires_confirmation: bool
    parameters: Any
    returns: Any
    component: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        access: Literal['read'] | Literal['write']
        access = self.access

        requires_confirmation = self.requires_confirmation

        parameters = self.parameters

        returns = self.returns

        component: None | str | Unset
        if isinstance(self.component, Unset):
            component = UNSET
        else:
            component = self.component


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "description": description,
            "access": access,
            "requires_confirmation": requires_confirmation,
            "parameters": parameters,
            "returns": returns,
        })
        if component is not UNSET:
            field_dict["component"] = component

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        description = d.pop("description")

        def _parse_access(data: object) -> Literal['read'] | Literal['write']:
            componentsschemas_access_type_0 = cast(Literal['read'] , data)
            if componentsschemas_access_type_0 != 'read':
                raise ValueError(f"/components/schemas/Access_type_0 must match const 'read', got '{componentsschemas_access_type_0}'")
            return componentsschemas_access_type_0
            componentsschemas_access_type_1 = cast(Literal['write'] , data)
            if componentsschemas_access_type_1 != 'write':
                raise ValueError(f"/components/schemas/Access_type_1 must match const 'write', got '{componentsschemas_access_type_1}'")
            return componentsschemas_access_type_1

        access = _parse_access(d.pop("access"))


        requires_confirmation = d.pop("requires_confirmation")

        parameters = d.pop("parameters")

        returns = d.pop("returns")

        def _parse_component(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        component = _parse_component(d.pop("component", UNSET))


        tool_definition = cls(
            name=name,
            description=description,
            access=access,
            requires_confirmation=requires_confirmation,
            parameters=parameters,
            returns=returns,
            component=component,
        )


        tool_definition.additional_properties = d
        return tool_definition

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
