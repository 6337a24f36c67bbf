from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pugh_rating import PughRating






T = TypeVar("T", bound="ConsequenceRatedByRaterEvent")



@_attrs_define
class ConsequenceRatedByRaterEvent:
    """ One rater rated one cell (−2…+2 against the datum, with reasoning),
    replacing their earlier rating of it. The cell's Pugh rating becomes
    the median of its raters' ratings, a half rounded toward 0.

    Published as the `payload` of an EventEnvelope with `event_type` = "ConsequenceRatedByRater" and `schema_version` =
    1, on subject `decisions.events.<cycle_id>.ConsequenceRatedByRater`.

        Attributes:
            rater_id (str):
            alternative_id (str):
            objective_id (str):
            rating (PughRating): Pugh rating against the datum: -2 much worse, -1 worse, 0 same, 1 better, 2 much better.
            reasoning (str):
     """

    rater_id: str
    alternative_id: str
    objective_id: str
    rating: PughRating
    reasoning: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        rater_id = self.rater_id

        alternative_id = self.alternative_id

        objective_id = self.objective_id

        rating = self.rating.value

        reasoning = self.reasoning


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rater_id": rater_id,
            "alternative_id": alternative_id,
            "objective_id": objective_id,
            "rating": rating,
            "reasoning": reasoning,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rater_id = d.pop("rater_id")

        alternative_id = d.pop("alternative_id")

        objective_id = d.pop("objective_id")

        rating = PughRating(d.pop("rating"))




        reasoning = d.pop("reasoning")

        consequence_rated_by_rater_event = cls(
            rater_id=rater_id,
            alternative_id=alternative_id,
            objective_id=objective_id,
            rating=rating,
            reasoning=reasoning,
        )


        consequence_rated_by_rater_event.additional_properties = d
        return consequence_rated_by_rater_event

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
