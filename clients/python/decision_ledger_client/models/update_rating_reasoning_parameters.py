from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="UpdateRatingReasoningParameters")



@_attrs_define
class UpdateRatingReasoningParameters:
    """ 
        Attributes:
            alternative_id (str):
            objective_id (str):
            reasoning (str):
     """

    alternative_id: str
    objective_id: str
    reasoning: str





    def to_dict(self) -> dict[str, Any]:
        alternative_id = self.alternative_id

        objective_id = self.objective_id

        reasoning = self.reasoning


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "alternative_id": alternative_id,
            "objective_id": objective_id,
            "reasoning": reasoning,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alternative_id = d.pop("alternative_id")

        objective_id = d.pop("objective_id")

        reasoning = d.pop("reasoning")

        update_rating_reasoning_parameters = cls(
            alternative_id=alternative_id,
            objective_id=objective_id,
            reasoning=reasoning,
        )

        return update_rating_reasoning_parameters

