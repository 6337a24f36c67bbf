from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.component import Component
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.document_summary_completion_status import DocumentSummaryCompletionStatus





T = TypeVar("T", bound="DocumentSummary")



@_attrs_define
class DocumentSummary:
    """ A high-level view of the cycle: minimal context for an agent.

        Attributes:
            title (str):
            completion_status (DocumentSummaryCompletionStatus):
            objectives_count (int):
            alternatives_count (int):
            matrix_completion (float):
            open_uncertainties (int):
            pending_revisits (int):
            focal_decision (None | str | Unset): The focal decision's text (set_focal_decision), else the focal statement.
            current_component (Component | None | Unset):
     """

    title: str
    completion_status: DocumentSummaryCompletionStatus
    objectives_count: int
    alternatives_count: int
    matrix_completion: float
    open_uncertainties: int
    pending_revisits: int
    focal_decision: None | str | Unset = UNSET
    current_component: Component | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.document_summary_completion_status import DocumentSummaryCompletionStatus # noqa: PLC0415
        title = self.title

        completion_status = self.completion_status.to_dict()

        objectives_count = self.objectives_count

        alternatives_count = self.alternatives_count

        matrix_completion = self.matrix_completion

        open_uncertainties = self.open_uncertainties

        pending_revisits = self.pending_revisits

        focal_decision: None | str | Unset
        if isinstance(self.focal_decision, Unset):
            focal_decision = UNSET
        else:
            focal_decision = self.focal_decision

        current_component: None | str | Unset
        if isinstance(self.current_component, Unset):
            current_component = UNSET
        elif isinstance(self.current_component, Component):
            current_component = self.current_component.value
        else:
            current_component = self.current_component


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "title": title,
            "completion_status": completion_status,
            "objectives_count": objectives_count,
            "alternatives_count": alternatives_count,
            "matrix_completion": matrix_completion,
            "open_uncertainties": open_uncertainties,
            "pending_revisits": pending_revisits,
        })
        if focal_decision is not UNSET:
            field_dict["focal_decision"] = focal_decision
        if current_component is not UNSET:
            field_dict["current_component"] = current_component

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.document_summary_completion_status import DocumentSummaryCompletionStatus # noqa: PLC0415
        d = dict(src_dict)
        title = d.pop("title")

        completion_status = DocumentSummaryCompletionStatus.from_dict(d.pop("completion_status"))




        objectives_count = d.pop("objectives_count")

        alternatives_count = d.pop("alternatives_count")

        matrix_completion = d.pop("matrix_completion")

        open_uncertainties = d.pop("open_uncertainties")

        pending_revisits = d.pop("pending_revisits")

        def _parse_focal_decision(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        focal_decision = _parse_focal_decision(d.pop("focal_decision", UNSET))


        def _parse_current_component(data: object) -> Component | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                current_component_type_0 = Component(data)



                return current_component_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Component | None | Unset, data)

        current_component = _parse_current_component(d.pop("current_component", UNSET))


        document_summary = cls(
            title=title,
            completion_status=completion_status,
            objectives_count=objectives_count,
            alternatives_count=alternatives_count,
            matrix_completion=matrix_completion,
            open_uncertainties=open_uncertainties,
            pending_revisits=pending_revisits,
            focal_decision=focal_decision,
            current_component=current_component,
        )


        document_summary.additional_properties = d
        return document_summary

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
