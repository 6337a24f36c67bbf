from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pugh_rating import PughRating






T = TypeVar("T", bound="RaterSaid")



@_attrs_define
class RaterSaid:
    """ What one rater said of a cell.

        Attributes:
            rater_id (str):
            name (str):
            rating (PughRating): Pugh rating against the datum: -2 much worse, -1 worse, 0 same, 1 better, 2 much better.
            reasoning (str):
     """

    rater_id: str
    name: str
    rating: PughRating
    reasoning: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        rater_id = self.rater_id

        name = self.name

        rating = self.rating.value

        reasoning = self.reasoning


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rater_id": rater_id,
            "name": name,
            "rating": rating,
            "reasoning": reasoning,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rater_id = d.pop("rater_id")

        name = d.pop("name")

        rating = PughRating(d.pop("rating"))




        reasoning = d.pop("reasoning")

        rater_said = cls(
            rater_id=rater_id,
            name=name,
            rating=rating,
            reasoning=reasoning,
        )


        rater_said.additional_properties = d
        return rater_said

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
