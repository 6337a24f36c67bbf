from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.tool_definition import ToolDefinition





T = TypeVar("T", bound="CatalogViewComponents")



@_attrs_define
class CatalogViewComponents:
    """ Tools by component; `cross_cutting` for those callable everywhere.

     """

    additional_properties: dict[str, list[Any] | list[ToolDefinition]] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.tool_definition import ToolDefinition # noqa: PLC0415
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            
            if isinstance(prop, list):
                field_dict[prop_name] = []
                for componentsschemas_tools_type_0_item_data in prop:
                    componentsschemas_tools_type_0_item = componentsschemas_tools_type_0_item_data.to_dict()
                    field_dict[prop_name].append(componentsschemas_tools_type_0_item)


            else:
                field_dict[prop_name] = prop





        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tool_definition import ToolDefinition # noqa: PLC0415
        d = dict(src_dict)
        catalog_view_components = cls(
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            def _parse_additional_property(data: object) -> list[Any] | list[ToolDefinition]:
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

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        catalog_view_components.additional_properties = additional_properties
        return catalog_view_components

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> list[Any] | list[ToolDefinition]:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: list[Any] | list[ToolDefinition]) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
