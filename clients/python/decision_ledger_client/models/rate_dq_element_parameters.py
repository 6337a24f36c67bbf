from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dq_element import DqElement






T = TypeVar("T", bound="RateDqElementParameters")



@_attrs_define
class RateDqElementParameters:
    """ 
        Attributes:
            element (DqElement): One of the seven elements of decision quality.
            score (int): 0 to 100.
            rationale (str):
     """

    element: DqElement
    score: int
    rationale: str





    def to_dict(self) -> dict[str, Any]:
        element = self.element.value

        score = self.score

        rationale = self.rationale


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "element": element,
            "score": score,
            "rationale": rationale,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        element = DqElement(d.pop("element"))




        score = d.pop("score")

        rationale = d.pop("rationale")

        rate_dq_element_parameters = cls(
            element=element,
            score=score,
            rationale=rationale,
        )

        return rate_dq_element_parameters

