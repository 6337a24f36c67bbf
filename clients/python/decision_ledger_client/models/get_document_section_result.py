from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.completion_status import CompletionStatus
from ..models.component import Component
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.get_document_section_result_next_steps import GetDocumentSectionResultNextSteps





T = TypeVar("T", bound="GetDocumentSectionResult")



@_attrs_define
class GetDocumentSectionResult:
    """ 
        Attributes:
            component (Component): A PrOACT component, in the order a cycle walks through them.
            title (str):
            status (CompletionStatus):
            markdown (str):
            next_steps (GetDocumentSectionResultNextSteps | Unset): What is left in one component.
     """

    component: Component
    title: str
    status: CompletionStatus
    markdown: str
    next_steps: GetDocumentSectionResultNextSteps | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.get_document_section_result_next_steps import GetDocumentSectionResultNextSteps # noqa: PLC0415
        component = self.component.value

        title = self.title

        status = self.status.value

        markdown = self.markdown

        next_steps: dict[str, Any] | Unset = UNSET
        if not isinstance(self.next_steps, Unset):
            next_steps = self.next_steps.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "component": component,
            "title": title,
            "status": status,
            "markdown": markdown,
        })
        if next_steps is not UNSET:
            field_dict["next_steps"] = next_steps

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_document_section_result_next_steps import GetDocumentSectionResultNextSteps # noqa: PLC0415
        d = dict(src_dict)
        component = Component(d.pop("component"))




        title = d.pop("title")

        status = CompletionStatus(d.pop("status"))




        markdown = d.pop("markdown")

        _next_steps = d.pop("next_steps", UNSET)
        next_steps: GetDocumentSectionResultNextSteps | Unset
        if isinstance(_next_steps,  Unset):
            next_steps = UNSET
        else:
            next_steps = GetDocumentSectionResultNextSteps.from_dict(_next_steps)




        get_document_section_result = cls(
            component=component,
            title=title,
            status=status,
            markdown=markdown,
            next_steps=next_steps,
        )


        get_document_section_result.additional_properties = d
        return get_document_section_result

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
