from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.dominated_mark import DominatedMark
  from ..models.pugh_objective import PughObjective
  from ..models.pugh_totals import PughTotals
  from ..models.rated_cell import RatedCell
  from ..models.raters_view import RatersView





T = TypeVar("T", bound="PughDoc")



@_attrs_define
class PughDoc:
    """ `pugh/<cycle>`: the Pugh matrix with its totals.

        Attributes:
            cycle_id (UUID):
            version (int): The version of the last event that changed the matrix.
            objectives (list[PughObjective]): Active objectives in the order added; `counted` is false for one
                marked irrelevant (it leaves the totals).
            matrix (list[RatedCell]): Every rated cell, with its reasoning.
            rated_cells (int):
            cells (int):
            totals (None | PughTotals | Unset): `null` until the cycle has an alternative.
            dominated (list[DominatedMark] | Unset): Alternatives marked dominated (`mark_dominated`), with by whom and why.
            raters (None | RatersView | Unset): The raters, the aggregate rule and each cell's spread and ratings
                (decision 16); absent for a cycle without raters.
     """

    cycle_id: UUID
    version: int
    objectives: list[PughObjective]
    matrix: list[RatedCell]
    rated_cells: int
    cells: int
    totals: None | PughTotals | Unset = UNSET
    dominated: list[DominatedMark] | Unset = UNSET
    raters: None | RatersView | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.dominated_mark import DominatedMark # noqa: PLC0415
        from ..models.pugh_objective import PughObjective # noqa: PLC0415
        from ..models.pugh_totals import PughTotals # noqa: PLC0415
        from ..models.rated_cell import RatedCell # noqa: PLC0415
        from ..models.raters_view import RatersView # noqa: PLC0415
        cycle_id = str(self.cycle_id)

        version = self.version

        objectives = []
        for objectives_item_data in self.objectives:
            objectives_item = objectives_item_data.to_dict()
            objectives.append(objectives_item)



        matrix = []
        for matrix_item_data in self.matrix:
            matrix_item = matrix_item_data.to_dict()
            matrix.append(matrix_item)



        rated_cells = self.rated_cells

        cells = self.cells

        totals: dict[str, Any] | None | Unset
        if isinstance(self.totals, Unset):
            totals = UNSET
        elif isinstance(self.totals, PughTotals):
            totals = self.totals.to_dict()
        else:
            totals = self.totals

        dominated: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.dominated, Unset):
            dominated = []
            for dominated_item_data in self.dominated:
                dominated_item = dominated_item_data.to_dict()
                dominated.append(dominated_item)



        raters: dict[str, Any] | None | Unset
        if isinstance(self.raters, Unset):
            raters = UNSET
        elif isinstance(self.raters, RatersView):
            raters = self.raters.to_dict()
        else:
            raters = self.raters


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cycle_id": cycle_id,
            "version": version,
            "objectives": objectives,
            "matrix": matrix,
            "rated_cells": rated_cells,
            "cells": cells,
        })
        if totals is not UNSET:
            field_dict["totals"] = totals
        if dominated is not UNSET:
            field_dict["dominated"] = dominated
        if raters is not UNSET:
            field_dict["raters"] = raters

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dominated_mark import DominatedMark # noqa: PLC0415
        from ..models.pugh_objective import PughObjective # noqa: PLC0415
        from ..models.pugh_totals import PughTotals # noqa: PLC0415
        from ..models.rated_cell import RatedCell # noqa: PLC0415
        from ..models.raters_view import RatersView # noqa: PLC0415
        d = dict(src_dict)
        cycle_id = UUID(d.pop("cycle_id"))




        version = d.pop("version")

        objectives = []
        _objectives = d.pop("objectives")
        for objectives_item_data in (_objectives):
            objectives_item = PughObjective.from_dict(objectives_item_data)



            objectives.append(objectives_item)


        matrix = []
        _matrix = d.pop("matrix")
        for matrix_item_data in (_matrix):
            matrix_item = RatedCell.from_dict(matrix_item_data)



            matrix.append(matrix_item)


        rated_cells = d.pop("rated_cells")

        cells = d.pop("cells")

        def _parse_totals(data: object) -> None | PughTotals | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                totals_type_0 = PughTotals.from_dict(data)



                return totals_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PughTotals | Unset, data)

        totals = _parse_totals(d.pop("totals", UNSET))


        _dominated = d.pop("dominated", UNSET)
        dominated: list[DominatedMark] | Unset = UNSET
        if _dominated is not UNSET:
            dominated = []
            for dominated_item_data in _dominated:
                dominated_item = DominatedMark.from_dict(dominated_item_data)



                dominated.append(dominated_item)


        def _parse_raters(data: object) -> None | RatersView | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                raters_type_0 = RatersView.from_dict(data)



                return raters_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RatersView | Unset, data)

        raters = _parse_raters(d.pop("raters", UNSET))


        pugh_doc = cls(
            cycle_id=cycle_id,
            version=version,
            objectives=objectives,
            matrix=matrix,
            rated_cells=rated_cells,
            cells=cells,
            totals=totals,
            dominated=dominated,
            raters=raters,
        )


        pugh_doc.additional_properties = d
        return pugh_doc

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
