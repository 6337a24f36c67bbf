from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.completion_status import CompletionStatus
from ..models.component import Component
from typing import cast
from uuid import UUID






T = TypeVar("T", bound="OneSection")



@_attrs_define
class OneSection:
    """ `GET /api/cycles/:id/document/sections/:component`.

        Attributes:
            cycle_id (UUID):
            component (Component): A PrOACT component, in the order a cycle walks through them.
            title (str):
            status (CompletionStatus):
            markdown (str):
            missing (list[str]): What the component still lacks, in words; empty when complete.
            version (int): The document's version.
     """

    cycle_id: UUID
    component: Component
    title: str
    status: CompletionStatus
    markdown: str
    missing: list[str]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cycle_id = str(self.cycle_id)

        component = self.component.value

        title = self.title

        status = self.status.value

        markdown = self.markdown

        missing = self.missing



        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cycle_id": cycle_id,
            "component": component,
            "title": title,
            "status": status,
            "markdown": markdown,
            "missing": missing,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cycle_id = UUID(d.pop("cycle_id"))




        component = Component(d.pop("component"))




        title = d.pop("title")

        status = CompletionStatus(d.pop("status"))




        markdown = d.pop("markdown")

        missing = cast(list[str], d.pop("missing"))


        version = d.pop("version")

        one_section = cls(
            cycle_id=cycle_id,
            component=component,
            title=title,
            status=status,
            markdown=markdown,
            missing=missing,
            version=version,
        )


        one_section.additional_properties = d
        return one_section

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
