from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.component import Component
from uuid import UUID






T = TypeVar("T", bound="CycleCreated")



@_attrs_define
class CycleCreated:
    """ 
        Attributes:
            cycle_id (UUID):
            title (str):
            current_component (Component): A PrOACT component, in the order a cycle walks through them.
            version (int):
            position (int): Feed position of the `CycleCreated` event (for `min_position`).
     """

    cycle_id: UUID
    title: str
    current_component: Component
    version: int
    position: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cycle_id = str(self.cycle_id)

        title = self.title

        current_component = self.current_component.value

        version = self.version

        position = self.position


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cycle_id": cycle_id,
            "title": title,
            "current_component": current_component,
            "version": version,
            "position": position,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cycle_id = UUID(d.pop("cycle_id"))




        title = d.pop("title")

        current_component = Component(d.pop("current_component"))




        version = d.pop("version")

        position = d.pop("position")

        cycle_created = cls(
            cycle_id=cycle_id,
            title=title,
            current_component=current_component,
            version=version,
            position=position,
        )


        cycle_created.additional_properties = d
        return cycle_created

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
