from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pugh_rating import PughRating
from typing import cast

if TYPE_CHECKING:
  from ..models.rater_mark import RaterMark





T = TypeVar("T", bound="CellSpread")



@_attrs_define
class CellSpread:
    """ A cell rated by raters, in the Pugh view.

        Attributes:
            alternative_id (str):
            objective_id (str):
            aggregate (PughRating): Pugh rating against the datum: -2 much worse, -1 worse, 0 same, 1 better, 2 much better.
            spread (int): Highest minus lowest rating, 0…4.
            ratings (list[RaterMark]):
     """

    alternative_id: str
    objective_id: str
    aggregate: PughRating
    spread: int
    ratings: list[RaterMark]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.rater_mark import RaterMark # noqa: PLC0415
        alternative_id = self.alternative_id

        objective_id = self.objective_id

        aggregate = self.aggregate.value

        spread = self.spread

        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "alternative_id": alternative_id,
            "objective_id": objective_id,
            "aggregate": aggregate,
            "spread": spread,
            "ratings": ratings,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rater_mark import RaterMark # noqa: PLC0415
        d = dict(src_dict)
        alternative_id = d.pop("alternative_id")

        objective_id = d.pop("objective_id")

        aggregate = PughRating(d.pop("aggregate"))




        spread = d.pop("spread")

        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in (_ratings):
            ratings_item = RaterMark.from_dict(ratings_item_data)



            ratings.append(ratings_item)


        cell_spread = cls(
            alternative_id=alternative_id,
            objective_id=objective_id,
            aggregate=aggregate,
            spread=spread,
            ratings=ratings,
        )


        cell_spread.additional_properties = d
        return cell_spread

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
