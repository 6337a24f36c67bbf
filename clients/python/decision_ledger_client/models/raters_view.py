from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.cell_spread import CellSpread
  from ..models.rater_summary import RaterSummary





T = TypeVar("T", bound="RatersView")



@_attrs_define
class RatersView:
    """ The raters in the Pugh view: absent for a cycle without raters.

        Attributes:
            rule (str): How a cell's Pugh rating is aggregated from its raters' ratings.
            raters (list[RaterSummary]):
            cells (list[CellSpread]): Every cell of the matrix raters rated, in matrix order.
     """

    rule: str
    raters: list[RaterSummary]
    cells: list[CellSpread]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.cell_spread import CellSpread # noqa: PLC0415
        from ..models.rater_summary import RaterSummary # noqa: PLC0415
        rule = self.rule

        raters = []
        for raters_item_data in self.raters:
            raters_item = raters_item_data.to_dict()
            raters.append(raters_item)



        cells = []
        for cells_item_data in self.cells:
            cells_item = cells_item_data.to_dict()
            cells.append(cells_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rule": rule,
            "raters": raters,
            "cells": cells,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cell_spread import CellSpread # noqa: PLC0415
        from ..models.rater_summary import RaterSummary # noqa: PLC0415
        d = dict(src_dict)
        rule = d.pop("rule")

        raters = []
        _raters = d.pop("raters")
        for raters_item_data in (_raters):
            raters_item = RaterSummary.from_dict(raters_item_data)



            raters.append(raters_item)


        cells = []
        _cells = d.pop("cells")
        for cells_item_data in (_cells):
            cells_item = CellSpread.from_dict(cells_item_data)



            cells.append(cells_item)


        raters_view = cls(
            rule=rule,
            raters=raters,
            cells=cells,
        )


        raters_view.additional_properties = d
        return raters_view

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
