from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.completion_status import CompletionStatus
from ..types import UNSET, Unset






T = TypeVar("T", bound="GetDocumentSummaryResultCompletionStatus")



@_attrs_define
class GetDocumentSummaryResultCompletionStatus:
    """ 
        Attributes:
            alternatives (CompletionStatus | Unset):
            consequences (CompletionStatus | Unset):
            decision_quality (CompletionStatus | Unset):
            issue_raising (CompletionStatus | Unset):
            objectives (CompletionStatus | Unset):
            problem_frame (CompletionStatus | Unset):
            recommendation (CompletionStatus | Unset):
            tradeoffs (CompletionStatus | Unset):
     """

    alternatives: CompletionStatus | Unset = UNSET
    consequences: CompletionStatus | Unset = UNSET
    decision_quality: CompletionStatus | Unset = UNSET
    issue_raising: CompletionStatus | Unset = UNSET
    objectives: CompletionStatus | Unset = UNSET
    problem_frame: CompletionStatus | Unset = UNSET
    recommendation: CompletionStatus | Unset = UNSET
    tradeoffs: CompletionStatus | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        alternatives: str | Unset = UNSET
        if not isinstance(self.alternatives, Unset):
            alternatives = self.alternatives.value


        consequences: str | Unset = UNSET
        if not isinstance(self.consequences, Unset):
            consequences = self.consequences.value


        decision_quality: str | Unset = UNSET
        if not isinstance(self.decision_quality, Unset):
            decision_quality = self.decision_quality.value


        issue_raising: str | Unset = UNSET
        if not isinstance(self.issue_raising, Unset):
            issue_raising = self.issue_raising.value


        objectives: str | Unset = UNSET
        if not isinstance(self.objectives, Unset):
            objectives = self.objectives.value


        problem_frame: str | Unset = UNSET
        if not isinstance(self.problem_frame, Unset):
            problem_frame = self.problem_frame.value


        recommendation: str | Unset = UNSET
        if not isinstance(self.recommendation, Unset):
            recommendation = self.recommendation.value


        tradeoffs: str | Unset = UNSET
        if not isinstance(self.tradeoffs, Unset):
            tradeoffs = self.tradeoffs.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if alternatives is not UNSET:
            field_dict["alternatives"] = alternatives
        if consequences is not UNSET:
            field_dict["consequences"] = consequences
        if decision_quality is not UNSET:
            field_dict["decision_quality"] = decision_quality
        if issue_raising is not UNSET:
            field_dict["issue_raising"] = issue_raising
        if objectives is not UNSET:
            field_dict["objectives"] = objectives
        if problem_frame is not UNSET:
            field_dict["problem_frame"] = problem_frame
        if recommendation is not UNSET:
            field_dict["recommendation"] = recommendation
        if tradeoffs is not UNSET:
            field_dict["tradeoffs"] = tradeoffs

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _alternatives = d.pop("alternatives", UNSET)
        alternatives: CompletionStatus | Unset
        if isinstance(_alternatives,  Unset):
            alternatives = UNSET
        else:
            alternatives = CompletionStatus(_alternatives)




        _consequences = d.pop("consequences", UNSET)
        consequences: CompletionStatus | Unset
        if isinstance(_consequences,  Unset):
            consequences = UNSET
        else:
            consequences = CompletionStatus(_consequences)




        _decision_quality = d.pop("decision_quality", UNSET)
        decision_quality: CompletionStatus | Unset
        if isinstance(_decision_quality,  Unset):
            decision_quality = UNSET
        else:
            decision_quality = CompletionStatus(_decision_quality)




        _issue_raising = d.pop("issue_raising", UNSET)
        issue_raising: CompletionStatus | Unset
        if isinstance(_issue_raising,  Unset):
            issue_raising = UNSET
        else:
            issue_raising = CompletionStatus(_issue_raising)




        _objectives = d.pop("objectives", UNSET)
        objectives: CompletionStatus | Unset
        if isinstance(_objectives,  Unset):
            objectives = UNSET
        else:
            objectives = CompletionStatus(_objectives)




        _problem_frame = d.pop("problem_frame", UNSET)
        problem_frame: CompletionStatus | Unset
        if isinstance(_problem_frame,  Unset):
            problem_frame = UNSET
        else:
            problem_frame = CompletionStatus(_problem_frame)




        _recommendation = d.pop("recommendation", UNSET)
        recommendation: CompletionStatus | Unset
        if isinstance(_recommendation,  Unset):
            recommendation = UNSET
        else:
            recommendation = CompletionStatus(_recommendation)




        _tradeoffs = d.pop("tradeoffs", UNSET)
        tradeoffs: CompletionStatus | Unset
        if isinstance(_tradeoffs,  Unset):
            tradeoffs = UNSET
        else:
            tradeoffs = CompletionStatus(_tradeoffs)




        get_document_summary_result_completion_status = cls(
            alternatives=alternatives,
            consequences=consequences,
            decision_quality=decision_quality,
            issue_raising=issue_raising,
            objectives=objectives,
            problem_frame=problem_frame,
            recommendation=recommendation,
            tradeoffs=tradeoffs,
        )

        return get_document_summary_result_completion_status

