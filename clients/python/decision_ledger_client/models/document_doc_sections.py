from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.section_doc import SectionDoc





T = TypeVar("T", bound="DocumentDocSections")



@_attrs_define
class DocumentDocSections:
    """ Every component's section, in PrOACT order.

        Attributes:
            alternatives (SectionDoc | Unset): One section of the document.
            consequences (SectionDoc | Unset): One section of the document.
            decision_quality (SectionDoc | Unset): One section of the document.
            issue_raising (SectionDoc | Unset): One section of the document.
            objectives (SectionDoc | Unset): One section of the document.
            problem_frame (SectionDoc | Unset): One section of the document.
            recommendation (SectionDoc | Unset): One section of the document.
            tradeoffs (SectionDoc | Unset): One section of the document.
     """

    alternatives: SectionDoc | Unset = UNSET
    consequences: SectionDoc | Unset = UNSET
    decision_quality: SectionDoc | Unset = UNSET
    issue_raising: SectionDoc | Unset = UNSET
    objectives: SectionDoc | Unset = UNSET
    problem_frame: SectionDoc | Unset = UNSET
    recommendation: SectionDoc | Unset = UNSET
    tradeoffs: SectionDoc | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.section_doc import SectionDoc # noqa: PLC0415
        alternatives: dict[str, Any] | Unset = UNSET
        if not isinstance(self.alternatives, Unset):
            alternatives = self.alternatives.to_dict()

        consequences: dict[str, Any] | Unset = UNSET
        if not isinstance(self.consequences, Unset):
            consequences = self.consequences.to_dict()

        decision_quality: dict[str, Any] | Unset = UNSET
        if not isinstance(self.decision_quality, Unset):
            decision_quality = self.decision_quality.to_dict()

        issue_raising: dict[str, Any] | Unset = UNSET
        if not isinstance(self.issue_raising, Unset):
            issue_raising = self.issue_raising.to_dict()

        objectives: dict[str, Any] | Unset = UNSET
        if not isinstance(self.objectives, Unset):
            objectives = self.objectives.to_dict()

        problem_frame: dict[str, Any] | Unset = UNSET
        if not isinstance(self.problem_frame, Unset):
            problem_frame = self.problem_frame.to_dict()

        recommendation: dict[str, Any] | Unset = UNSET
        if not isinstance(self.recommendation, Unset):
            recommendation = self.recommendation.to_dict()

        tradeoffs: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tradeoffs, Unset):
            tradeoffs = self.tradeoffs.to_dict()


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
        from ..models.section_doc import SectionDoc # noqa: PLC0415
        d = dict(src_dict)
        _alternatives = d.pop("alternatives", UNSET)
        alternatives: SectionDoc | Unset
        if isinstance(_alternatives,  Unset):
            alternatives = UNSET
        else:
            alternatives = SectionDoc.from_dict(_alternatives)




        _consequences = d.pop("consequences", UNSET)
        consequences: SectionDoc | Unset
        if isinstance(_consequences,  Unset):
            consequences = UNSET
        else:
            consequences = SectionDoc.from_dict(_consequences)




        _decision_quality = d.pop("decision_quality", UNSET)
        decision_quality: SectionDoc | Unset
        if isinstance(_decision_quality,  Unset):
            decision_quality = UNSET
        else:
            decision_quality = SectionDoc.from_dict(_decision_quality)




        _issue_raising = d.pop("issue_raising", UNSET)
        issue_raising: SectionDoc | Unset
        if isinstance(_issue_raising,  Unset):
            issue_raising = UNSET
        else:
            issue_raising = SectionDoc.from_dict(_issue_raising)




        _objectives = d.pop("objectives", UNSET)
        objectives: SectionDoc | Unset
        if isinstance(_objectives,  Unset):
            objectives = UNSET
        else:
            objectives = SectionDoc.from_dict(_objectives)




        _problem_frame = d.pop("problem_frame", UNSET)
        problem_frame: SectionDoc | Unset
        if isinstance(_problem_frame,  Unset):
            problem_frame = UNSET
        else:
            problem_frame = SectionDoc.from_dict(_problem_frame)




        _recommendation = d.pop("recommendation", UNSET)
        recommendation: SectionDoc | Unset
        if isinstance(_recommendation,  Unset):
            recommendation = UNSET
        else:
            recommendation = SectionDoc.from_dict(_recommendation)




        _tradeoffs = d.pop("tradeoffs", UNSET)
        tradeoffs: SectionDoc | Unset
        if isinstance(_tradeoffs,  Unset):
            tradeoffs = UNSET
        else:
            tradeoffs = SectionDoc.from_dict(_tradeoffs)




        document_doc_sections = cls(
            alternatives=alternatives,
            consequences=consequences,
            decision_quality=decision_quality,
            issue_raising=issue_raising,
            objectives=objectives,
            problem_frame=problem_frame,
            recommendation=recommendation,
            tradeoffs=tradeoffs,
        )

        return document_doc_sections

