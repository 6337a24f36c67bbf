from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.completion_status import CompletionStatus
from ..models.component import Component
from typing import cast






T = TypeVar("T", bound="SectionView")



@_attrs_define
class SectionView:
    """ 
        Attributes:
            component (Component): A PrOACT component, in the order a cycle walks through them.
            title (str):
            status (CompletionStatus):
            markdown (str):
            missing (list[str]): What the component still lacks, in words; empty when complete.
     """

    component: Component
    title: str
    status: CompletionStatus
    markdown: str
    missing: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        component = self.component.value

        title = self.title

        status = self.status.value

        markdown = self.markdown

        missing = self.missing




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "component": component,
            "title": title,
            "status": status,
            "markdown": markdown,
            "missing": missing,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        component = Component(d.pop("component"))




        title = d.pop("title")

        status = CompletionStatus(d.pop("status"))




        markdown = d.pop("markdown")

        missing = cast(list[str], d.pop("missing"))


        section_view = cls(
            component=component,
            title=title,
            status=status,
            markdown=markdown,
            missing=missing,
        )


        section_view.additional_properties = d
        return section_view

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
