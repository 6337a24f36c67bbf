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
  from ..models.cell_agreement import CellAgreement





T = TypeVar("T", bound="RateConsequenceAsResult")



@_attrs_define
class RateConsequenceAsResult:
    """ 
        Attributes:
            rater_id (str):
            alternative_id (str):
            objective_id (str):
            rating (PughRating): Pugh rating against the datum: -2 much worse, -1 worse, 0 same, 1 better, 2 much better.
            cell (CellAgreement): A cell rated by raters: the aggregate, the disagreement and who said what.
            rule (str): How the aggregate is computed.
            matrix_completion (float): Rated cells / ratable cells, 0.0–1.0.
            cells_remaining (int):
            previous_rating (None | PughRating | Unset): This rater's earlier rating of the cell, if any.
            previous_cell_rating (None | PughRating | Unset): The cell's Pugh rating before this call (a plain rating, or
                the
                raters' aggregate), if it was rated.
     """

    rater_id: str
    alternative_id: str
    objective_id: str
    rating: PughRating
    cell: CellAgreement
    rule: str
    matrix_completion: float
    cells_remaining: int
    previous_rating: None | PughRating | Unset = UNSET
    previous_cell_rating: None | PughRating | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.cell_agreement import CellAgreement # noqa: PLC0415
        rater_id = self.rater_id

        alternative_id = self.alternative_id

        objective_id = self.objective_id

        rating = self.rating.value

        cell = self.cell.to_dict()

        rule = self.rule

        matrix_completion = self.matrix_completion

        cells_remaining = self.cells_remaining

        previous_rating: int | None | Unset
        if isinstance(self.previous_rating, Unset):
            previous_rating = UNSET
        elif isinstance(self.previous_rating, PughRating):
            previous_rating = self.previous_rating.value
        else:
            previous_rating = self.previous_rating

        previous_cell_rating: int | None | Unset
        if isinstance(self.previous_cell_rating, Unset):
            previous_cell_rating = UNSET
        elif isinstance(self.previous_cell_rating, PughRating):
            previous_cell_rating = self.previous_cell_rating.value
        else:
            previous_cell_rating = self.previous_cell_rating


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rater_id": rater_id,
            "alternative_id": alternative_id,
            "objective_id": objective_id,
            "rating": rating,
            "cell": cell,
            "rule": rule,
            "matrix_completion": matrix_completion,
            "cells_remaining": cells_remaining,
        })
        if previous_rating is not UNSET:
            field_dict["previous_rating"] = previous_rating
        if previous_cell_rating is not UNSET:
            field_dict["previous_cell_rating"] = previous_cell_rating

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cell_agreement import CellAgreement # noqa: PLC0415
        d = dict(src_dict)
        rater_id = d.pop("rater_id")

        alternative_id = d.pop("alternative_id")

        objective_id = d.pop("objective_id")

        rating = PughRating(d.pop("rating"))




        cell = CellAgreement.from_dict(d.pop("cell"))




        rule = d.pop("rule")

        matrix_completion = d.pop("matrix_completion")

        cells_remaining = d.pop("cells_remaining")

        def _parse_previous_rating(data: object) -> None | PughRating | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                previous_rating_type_0 = PughRating(data)



                return previous_rating_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PughRating | Unset, data)

        previous_rating = _parse_previous_rating(d.pop("previous_rating", UNSET))


        def _parse_previous_cell_rating(data: object) -> None | PughRating | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                previous_cell_rating_type_0 = PughRating(data)



                return previous_cell_rating_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PughRating | Unset, data)

        previous_cell_rating = _parse_previous_cell_rating(d.pop("previous_cell_rating", UNSET))


        rate_consequence_as_result = cls(
            rater_id=rater_id,
            alternative_id=alternative_id,
            objective_id=objective_id,
            rating=rating,
            cell=cell,
            rule=rule,
            matrix_completion=matrix_completion,
            cells_remaining=cells_remaining,
            previous_rating=previous_rating,
            previous_cell_rating=previous_cell_rating,
        )


        rate_consequence_as_result.additional_properties = d
        return rate_consequence_as_result

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
