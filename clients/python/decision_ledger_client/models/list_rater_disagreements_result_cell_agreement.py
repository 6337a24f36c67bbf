from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pugh_rating import PughRating
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.list_rater_disagreements_result_rater_said import ListRaterDisagreementsResultRaterSaid





T = TypeVar("T", bound="ListRaterDisagreementsResultCellAgreement")



@_attrs_define
class ListRaterDisagreementsResultCellAgreement:
    """ A cell rated by raters: the aggregate, the disagreement and who said what.

        Attributes:
            alternative_id (str):
            objective_id (str):
            aggregate (PughRating): Pugh rating against the datum: -2 much worse, -1 worse, 0 same, 1 better, 2 much better.
            spread (int): Highest minus lowest rating, 0 (agreement) to 4.
            ratings (list[ListRaterDisagreementsResultRaterSaid]): In the order the raters were added.
            not_rated_by (list[str]): Raters who have not rated this cell (they do not count in it).
            alternative_name (str | Unset): Only in the `detailed` response format.
            objective_name (str | Unset): Only in the `detailed` response format.
     """

    alternative_id: str
    objective_id: str
    aggregate: PughRating
    spread: int
    ratings: list[ListRaterDisagreementsResultRaterSaid]
    not_rated_by: list[str]
    alternative_name: str | Unset = UNSET
    objective_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.list_rater_disagreements_result_rater_said import ListRaterDisagreementsResultRaterSaid # noqa: PLC0415
        alternative_id = self.alternative_id

        objective_id = self.objective_id

        aggregate = self.aggregate.value

        spread = self.spread

        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)



        not_rated_by = self.not_rated_by



        alternative_name = self.alternative_name

        objective_name = self.objective_name


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "alternative_id": alternative_id,
            "objective_id": objective_id,
            "aggregate": aggregate,
            "spread": spread,
            "ratings": ratings,
            "not_rated_by": not_rated_by,
        })
        if alternative_name is not UNSET:
            field_dict["alternative_name"] = alternative_name
        if objective_name is not UNSET:
            field_dict["objective_name"] = objective_name

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_rater_disagreements_result_rater_said import ListRaterDisagreementsResultRaterSaid # noqa: PLC0415
        d = dict(src_dict)
        alternative_id = d.pop("alternative_id")

        objective_id = d.pop("objective_id")

        aggregate = PughRating(d.pop("aggregate"))




        spread = d.pop("spread")

        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in (_ratings):
            ratings_item = ListRaterDisagreementsResultRaterSaid.from_dict(ratings_item_data)



            ratings.append(ratings_item)


        not_rated_by = cast(list[str], d.pop("not_rated_by"))


        alternative_name = d.pop("alternative_name", UNSET)

        objective_name = d.pop("objective_name", UNSET)

        list_rater_disagreements_result_cell_agreement = cls(
            alternative_id=alternative_id,
            objective_id=objective_id,
            aggregate=aggregate,
            spread=spread,
            ratings=ratings,
            not_rated_by=not_rated_by,
            alternative_name=alternative_name,
            objective_name=objective_name,
        )


        list_rater_disagreements_result_cell_agreement.additional_properties = d
        return list_rater_disagreements_result_cell_agreement

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
