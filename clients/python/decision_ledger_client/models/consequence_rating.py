from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pugh_rating import PughRating






T = TypeVar("T", bound="ConsequenceRating")



@_attrs_define
class ConsequenceRating:
    """ One cell of a batch.

        Attributes:
            alternative_id (str):
            objective_id (str):
            rating (PughRating): Pugh rating against the datum: -2 much worse, -1 worse, 0 same, 1 better, 2 much better.
            reasoning (str):
     """

    alternative_id: str
    objective_id: str
    rating: PughRating
    reasoning: str





    def to_dict(self) -> dict[str, Any]:
        alternative_id = self.alternative_id

        objective_id = self.objective_id

        rating = self.rating.value

        reasoning = self.reasoning


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "alternative_id": alternative_id,
            "objective_id": objective_id,
            "rating": rating,
            "reasoning": reasoning,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alternative_id = d.pop("alternative_id")

        objective_id = d.pop("objective_id")

        rating = PughRating(d.pop("rating"))




        reasoning = d.pop("reasoning")

        consequence_rating = cls(
            alternative_id=alternative_id,
            objective_id=objective_id,
            rating=rating,
            reasoning=reasoning,
        )

        return consequence_rating

