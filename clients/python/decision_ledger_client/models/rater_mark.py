from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pugh_rating import PughRating






T = TypeVar("T", bound="RaterMark")



@_attrs_define
class RaterMark:
    """ One rater's rating of a cell, as the Pugh view shows it (the reasoning
    is in `list_rater_disagreements` and the document).

        Attributes:
            rater_id (str):
            rating (PughRating): Pugh rating against the datum: -2 much worse, -1 worse, 0 same, 1 better, 2 much better.
     """

    rater_id: str
    rating: PughRating
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        rater_id = self.rater_id

        rating = self.rating.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rater_id": rater_id,
            "rating": rating,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rater_id = d.pop("rater_id")

        rating = PughRating(d.pop("rating"))




        rater_mark = cls(
            rater_id=rater_id,
            rating=rating,
        )


        rater_mark.additional_properties = d
        return rater_mark

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
