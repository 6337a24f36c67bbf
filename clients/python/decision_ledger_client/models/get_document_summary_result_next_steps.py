from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.completion_status import CompletionStatus
from ..models.component import Component
from typing import cast






T = TypeVar("T", bound="GetDocumentSummaryResultNextSteps")



@_attrs_define
class GetDocumentSummaryResultNextSteps:
    """ What is left in one component.

        Attributes:
            component (Component): A PrOACT component, in the order a cycle walks through them.
            status (CompletionStatus):
            missing (list[str]): What is still missing, in words; empty when complete.
            suggested_tools (list[str]): Tools that would address what is missing, most useful first.
     """

    component: Component
    status: CompletionStatus
    missing: list[str]
    suggested_tools: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        component = self.component.value

        status = self.status.value

        missing = self.missing



        suggested_tools = self.suggested_tools




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "component": component,
            "status": status,
            "missing": missing,
            "suggested_tools": suggested_tools,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        component = Component(d.pop("component"))




        status = CompletionStatus(d.pop("status"))




        missing = cast(list[str], d.pop("missing"))


        suggested_tools = cast(list[str], d.pop("suggested_tools"))


        get_document_summary_result_next_steps = cls(
            component=component,
            status=status,
            missing=missing,
            suggested_tools=suggested_tools,
        )


        get_document_summary_result_next_steps.additional_properties = d
        return get_document_summary_result_next_steps

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
