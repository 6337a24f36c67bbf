from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.component import Component
from typing import cast
from typing import Literal, cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.next_steps import NextSteps
  from ..models.tool_definition import ToolDefinition





T = TypeVar("T", bound="ToolList")



@_attrs_define
class ToolList:
    """ 
        Attributes:
            cycle_id (UUID):
            current_component (Component): A PrOACT component, in the order a cycle walks through them.
            next_steps (NextSteps): What is left in one component.
            format_ (str):
            scope (Literal['all'] | Literal['component'] | Literal['step']): Which tools a cycle's listing holds.
            detail (str):
            tools (list[Any] | list[ToolDefinition]): The catalog's own definitions, or a provider's wire format (whose
                shape is the provider's).
     """

    cycle_id: UUID
    current_component: Component
    next_steps: NextSteps
    format_: str
    scope: Literal['all'] | Literal['component'] | Literal['step']
    detail: str
    tools: list[Any] | list[ToolDefinition]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.next_steps import NextSteps # noqa: PLC0415
        from ..models.tool_definition import ToolDefinition # noqa: PLC0415
        cycle_id = str(self.cycle_id)

        current_component = self.current_component.value

        next_steps = self.next_steps.to_dict()

        format_ = self.format_

        scope: Literal['all'] | Literal['component'] | Literal['step']
        scope = self.scope

        detail = self.detail

        tools: list[Any] | list[dict[str, Any]]
        if isinstance(self.tools, list):
            tools = []
            for componentsschemas_tools_type_0_item_data in self.tools:
                componentsschemas_tools_type_0_item = componentsschemas_tools_type_0_item_data.to_dict()
                tools.append(componentsschemas_tools_type_0_item)


        else:
            tools = self.tools





        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cycle_id": cycle_id,
            "current_component": current_component,
            "next_steps": next_steps,
            "format": format_,
            "scope": scope,
            "detail": detail,
            "tools": tools,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.next_steps import NextSteps # noqa: PLC0415
        from ..models.tool_definition import ToolDefinition # noqa: PLC0415
        d = dict(src_dict)
        cycle_id = UUID(d.pop("cycle_id"))




        current_component = Component(d.pop("current_component"))




        next_steps = NextSteps.from_dict(d.pop("next_steps"))




        format_ = d.pop("format")

        def _parse_scope(data: object) -> Literal['all'] | Literal['component'] | Literal['step']:
            componentsschemas_scope_type_0 = cast(Literal['step'] , data)
            if componentsschemas_scope_type_0 != 'step':
                raise ValueError(f"/components/schemas/Scope_type_0 must match const 'step', got '{componentsschemas_scope_type_0}'")
            return componentsschemas_scope_type_0
            componentsschemas_scope_type_1 = cast(Literal['component'] , data)
            if componentsschemas_scope_type_1 != 'component':
                raise ValueError(f"/components/schemas/Scope_type_1 must match const 'component', got '{componentsschemas_scope_type_1}'")
            return componentsschemas_scope_type_1
            componentsschemas_scope_type_2 = cast(Literal['all'] , data)
            if componentsschemas_scope_type_2 != 'all':
                raise ValueError(f"/components/schemas/Scope_type_2 must match const 'all', got '{componentsschemas_scope_type_2}'")
            return componentsschemas_scope_type_2

        scope = _parse_scope(d.pop("scope"))


        detail = d.pop("detail")

        def _parse_tools(data: object) -> list[Any] | list[ToolDefinition]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                componentsschemas_tools_type_0 = []
                _componentsschemas_tools_type_0 = data
                for componentsschemas_tools_type_0_item_data in (_componentsschemas_tools_type_0):
                    componentsschemas_tools_type_0_item = ToolDefinition.from_dict(componentsschemas_tools_type_0_item_data)



                    componentsschemas_tools_type_0.append(componentsschemas_tools_type_0_item)

                return componentsschemas_tools_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            componentsschemas_tools_type_1 = cast(list[Any], data)

            return componentsschemas_tools_type_1

        tools = _parse_tools(d.pop("tools"))


        tool_list = cls(
            cycle_id=cycle_id,
            current_component=current_component,
            next_steps=next_steps,
            format_=format_,
            scope=scope,
            detail=detail,
            tools=tools,
        )


        tool_list.additional_properties = d
        return tool_list

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
