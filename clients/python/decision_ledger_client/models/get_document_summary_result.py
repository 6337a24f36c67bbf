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
  from ..models.get_document_summary_result_completion_status import GetDocumentSummaryResultCompletionStatus
  from ..models.get_document_summary_result_confirmation_item import GetDocumentSummaryResultConfirmationItem
  from ..models.get_document_summary_result_next_steps import GetDocumentSummaryResultNextSteps
  from ..models.summary_counts import SummaryCounts





T = TypeVar("T", bound="GetDocumentSummaryResult")



@_attrs_define
class GetDocumentSummaryResult:
    """ The `get_document_summary` result: the summary, and in the `detailed`
    format what the current component still lacks and a few counts.

        Attributes:
            title (str):
            completion_status (GetDocumentSummaryResultCompletionStatus):
            objectives_count (int):
            alternatives_count (int):
            matrix_completion (float):
            open_uncertainties (int):
            pending_revisits (int):
            require_confirmation (bool): Whether write tools that require confirmation are held for the
                person (the cycle's setting).
            pending_proposals (list[GetDocumentSummaryResultConfirmationItem]): Proposed calls the person has not answered
                yet.
            refused_proposals (list[GetDocumentSummaryResultConfirmationItem]): Proposed calls the person rejected (or that
                expired): they did not
                run. The last 10.
            focal_decision (None | str | Unset): The focal decision's text (set_focal_decision), else the focal statement.
            current_component (Component | None | Unset):
            next_steps (GetDocumentSummaryResultNextSteps | None | Unset): `detailed` only. Only in the `detailed` response
                format.
            counts (None | SummaryCounts | Unset): `detailed` only. Only in the `detailed` response format.
     """

    title: str
    completion_status: GetDocumentSummaryResultCompletionStatus
    objectives_count: int
    alternatives_count: int
    matrix_completion: float
    open_uncertainties: int
    pending_revisits: int
    require_confirmation: bool
    pending_proposals: list[GetDocumentSummaryResultConfirmationItem]
    refused_proposals: list[GetDocumentSummaryResultConfirmationItem]
    focal_decision: None | str | Unset = UNSET
    current_component: Component | None | Unset = UNSET
    next_steps: GetDocumentSummaryResultNextSteps | None | Unset = UNSET
    counts: None | SummaryCounts | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.get_document_summary_result_completion_status import GetDocumentSummaryResultCompletionStatus # noqa: PLC0415
        from ..models.get_document_summary_result_confirmation_item import GetDocumentSummaryResultConfirmationItem # noqa: PLC0415
        from ..models.get_document_summary_result_next_steps import GetDocumentSummaryResultNextSteps # noqa: PLC0415
        from ..models.summary_counts import SummaryCounts # noqa: PLC0415
        title = self.title

        completion_status = self.completion_status.to_dict()

        objectives_count = self.objectives_count

        alternatives_count = self.alternatives_count

        matrix_completion = self.matrix_completion

        open_uncertainties = self.open_uncertainties

        pending_revisits = self.pending_revisits

        require_confirmation = self.require_confirmation

        pending_proposals = []
        for pending_proposals_item_data in self.pending_proposals:
            pending_proposals_item = pending_proposals_item_data.to_dict()
            pending_proposals.append(pending_proposals_item)



        refused_proposals = []
        for refused_proposals_item_data in self.refused_proposals:
            refused_proposals_item = refused_proposals_item_data.to_dict()
            refused_proposals.append(refused_proposals_item)



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

        next_steps: dict[str, Any] | None | Unset
        if isinstance(self.next_steps, Unset):
            next_steps = UNSET
        elif isinstance(self.next_steps, GetDocumentSummaryResultNextSteps):
            next_steps = self.next_steps.to_dict()
        else:
            next_steps = self.next_steps

        counts: dict[str, Any] | None | Unset
        if isinstance(self.counts, Unset):
            counts = UNSET
        elif isinstance(self.counts, SummaryCounts):
            counts = self.counts.to_dict()
        else:
            counts = self.counts


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
            "require_confirmation": require_confirmation,
            "pending_proposals": pending_proposals,
            "refused_proposals": refused_proposals,
        })
        if focal_decision is not UNSET:
            field_dict["focal_decision"] = focal_decision
        if current_component is not UNSET:
            field_dict["current_component"] = current_component
        if next_steps is not UNSET:
            field_dict["next_steps"] = next_steps
        if counts is not UNSET:
            field_dict["counts"] = counts

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_document_summary_result_completion_status import GetDocumentSummaryResultCompletionStatus # noqa: PLC0415
        from ..models.get_document_summary_result_confirmation_item import GetDocumentSummaryResultConfirmationItem # noqa: PLC0415
        from ..models.get_document_summary_result_next_steps import GetDocumentSummaryResultNextSteps # noqa: PLC0415
        from ..models.summary_counts import SummaryCounts # noqa: PLC0415
        d = dict(src_dict)
        title = d.pop("title")

        completion_status = GetDocumentSummaryResultCompletionStatus.from_dict(d.pop("completion_status"))




        objectives_count = d.pop("objectives_count")

        alternatives_count = d.pop("alternatives_count")

        matrix_completion = d.pop("matrix_completion")

        open_uncertainties = d.pop("open_uncertainties")

        pending_revisits = d.pop("pending_revisits")

        require_confirmation = d.pop("require_confirmation")

        pending_proposals = []
        _pending_proposals = d.pop("pending_proposals")
        for pending_proposals_item_data in (_pending_proposals):
            pending_proposals_item = GetDocumentSummaryResultConfirmationItem.from_dict(pending_proposals_item_data)



            pending_proposals.append(pending_proposals_item)


        refused_proposals = []
        _refused_proposals = d.pop("refused_proposals")
        for refused_proposals_item_data in (_refused_proposals):
            refused_proposals_item = GetDocumentSummaryResultConfirmationItem.from_dict(refused_proposals_item_data)



            refused_proposals.append(refused_proposals_item)


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


        def _parse_next_steps(data: object) -> GetDocumentSummaryResultNextSteps | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                next_steps_type_0 = GetDocumentSummaryResultNextSteps.from_dict(data)



                return next_steps_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetDocumentSummaryResultNextSteps | None | Unset, data)

        next_steps = _parse_next_steps(d.pop("next_steps", UNSET))


        def _parse_counts(data: object) -> None | SummaryCounts | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                counts_type_0 = SummaryCounts.from_dict(data)



                return counts_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SummaryCounts | Unset, data)

        counts = _parse_counts(d.pop("counts", UNSET))


        get_document_summary_result = cls(
            title=title,
            completion_status=completion_status,
            objectives_count=objectives_count,
            alternatives_count=alternatives_count,
            matrix_completion=matrix_completion,
            open_uncertainties=open_uncertainties,
            pending_revisits=pending_revisits,
            require_confirmation=require_confirmation,
            pending_proposals=pending_proposals,
            refused_proposals=refused_proposals,
            focal_decision=focal_decision,
            current_component=current_component,
            next_steps=next_steps,
            counts=counts,
        )


        get_document_summary_result.additional_properties = d
        return get_document_summary_result

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
