from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.consequence_rating import ConsequenceRating





T = TypeVar("T", bound="BatchRateConsequencesParameters")



@_attrs_define
class BatchRateConsequencesParameters:
    """ 
        Attributes:
            ratings (list[ConsequenceRating]): The cells to rate (1 to 100). Each cell succeeds or fails on its own.
     """

    ratings: list[ConsequenceRating]





    def to_dict(self) -> dict[str, Any]:
        from ..models.consequence_rating import ConsequenceRating # noqa: PLC0415
        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ratings": ratings,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.consequence_rating import ConsequenceRating # noqa: PLC0415
        d = dict(src_dict)
        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in (_ratings):
            ratings_item = ConsequenceRating.from_dict(ratings_item_data)



            ratings.append(ratings_item)


        batch_rate_consequences_parameters = cls(
            ratings=ratings,
        )

        return batch_rate_consequences_parameters

