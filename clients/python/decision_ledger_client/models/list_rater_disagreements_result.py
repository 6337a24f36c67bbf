from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.list_rater_disagreements_result_cell_agreement import ListRaterDisagreementsResultCellAgreement
  from ..models.list_rater_disagreements_result_rater_summary import ListRaterDisagreementsResultRaterSummary





T = TypeVar("T", bound="ListRaterDisagreementsResult")



@_attrs_define
class ListRaterDisagreementsResult:
    """ 
        Attributes:
            rule (str): How a cell's Pugh rating is aggregated from its raters' ratings.
            raters (list[ListRaterDisagreementsResultRaterSummary]):
            cells_rated_by_raters (int): Cells of the matrix at least one rater rated.
            cells_matching (int): Of those, the cells with a spread of at least `min_spread`.
            cells (list[ListRaterDisagreementsResultCellAgreement]): The first `limit` of them, most disagreement first
                (spread, then how
                far the ratings sit from the aggregate, then how many raters rated
                it, then matrix order).
     """

    rule: str
    raters: list[ListRaterDisagreementsResultRaterSummary]
    cells_rated_by_raters: int
    cells_matching: int
    cells: list[ListRaterDisagreementsResultCellAgreement]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.list_rater_disagreements_result_cell_agreement import ListRaterDisagreementsResultCellAgreement # noqa: PLC0415
        from ..models.list_rater_disagreements_result_rater_summary import ListRaterDisagreementsResultRaterSummary # noqa: PLC0415
        rule = self.rule

        raters = []
        for raters_item_data in self.raters:
            raters_item = raters_item_data.to_dict()
            raters.append(raters_item)



        cells_rated_by_raters = self.cells_rated_by_raters

        cells_matching = self.cells_matching

        cells = []
        for cells_item_data in self.cells:
            cells_item = cells_item_data.to_dict()
            cells.append(cells_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rule": rule,
            "raters": raters,
            "cells_rated_by_raters": cells_rated_by_raters,
            "cells_matching": cells_matching,
            "cells": cells,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_rater_disagreements_result_cell_agreement import ListRaterDisagreementsResultCellAgreement # noqa: PLC0415
        from ..models.list_rater_disagreements_result_rater_summary import ListRaterDisagreementsResultRaterSummary # noqa: PLC0415
        d = dict(src_dict)
        rule = d.pop("rule")

        raters = []
        _raters = d.pop("raters")
        for raters_item_data in (_raters):
            raters_item = ListRaterDisagreementsResultRaterSummary.from_dict(raters_item_data)



            raters.append(raters_item)


        cells_rated_by_raters = d.pop("cells_rated_by_raters")

        cells_matching = d.pop("cells_matching")

        cells = []
        _cells = d.pop("cells")
        for cells_item_data in (_cells):
            cells_item = ListRaterDisagreementsResultCellAgreement.from_dict(cells_item_data)



            cells.append(cells_item)


        list_rater_disagreements_result = cls(
            rule=rule,
            raters=raters,
            cells_rated_by_raters=cells_rated_by_raters,
            cells_matching=cells_matching,
            cells=cells,
        )


        list_rater_disagreements_result.additional_properties = d
        return list_rater_disagreements_result

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
