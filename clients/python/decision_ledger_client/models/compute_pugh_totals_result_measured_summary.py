from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.compute_pugh_totals_result_value_function_in_use import ComputePughTotalsResultValueFunctionInUse
  from ..models.compute_pugh_totals_result_valued_totals import ComputePughTotalsResultValuedTotals
  from ..models.measured_cell import MeasuredCell





T = TypeVar("T", bound="ComputePughTotalsResultMeasuredSummary")



@_attrs_define
class ComputePughTotalsResultMeasuredSummary:
    """ Measurements and value functions beside the Pugh totals; present once
    either exists on active alternatives and objectives.

        Attributes:
            cells (list[MeasuredCell]): Every measured cell of active alternatives and objectives (in the
                order alternatives, then objectives, were added).
            value_functions (list[ComputePughTotalsResultValueFunctionInUse]): The value functions of active objectives, in
                the order objectives
                were added.
            valued (ComputePughTotalsResultValuedTotals | None | Unset): Absent until a valued objective has a measurement.
     """

    cells: list[MeasuredCell]
    value_functions: list[ComputePughTotalsResultValueFunctionInUse]
    valued: ComputePughTotalsResultValuedTotals | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.compute_pugh_totals_result_value_function_in_use import ComputePughTotalsResultValueFunctionInUse # noqa: PLC0415
        from ..models.compute_pugh_totals_result_valued_totals import ComputePughTotalsResultValuedTotals # noqa: PLC0415
        from ..models.measured_cell import MeasuredCell # noqa: PLC0415
        cells = []
        for cells_item_data in self.cells:
            cells_item = cells_item_data.to_dict()
            cells.append(cells_item)



        value_functions = []
        for value_functions_item_data in self.value_functions:
            value_functions_item = value_functions_item_data.to_dict()
            value_functions.append(value_functions_item)



        valued: dict[str, Any] | None | Unset
        if isinstance(self.valued, Unset):
            valued = UNSET
        elif isinstance(self.valued, ComputePughTotalsResultValuedTotals):
            valued = self.valued.to_dict()
        else:
            valued = self.valued


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cells": cells,
            "value_functions": value_functions,
        })
        if valued is not UNSET:
            field_dict["valued"] = valued

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.compute_pugh_totals_result_value_function_in_use import ComputePughTotalsResultValueFunctionInUse # noqa: PLC0415
        from ..models.compute_pugh_totals_result_valued_totals import ComputePughTotalsResultValuedTotals # noqa: PLC0415
        from ..models.measured_cell import MeasuredCell # noqa: PLC0415
        d = dict(src_dict)
        cells = []
        _cells = d.pop("cells")
        for cells_item_data in (_cells):
            cells_item = MeasuredCell.from_dict(cells_item_data)



            cells.append(cells_item)


        value_functions = []
        _value_functions = d.pop("value_functions")
        for value_functions_item_data in (_value_functions):
            value_functions_item = ComputePughTotalsResultValueFunctionInUse.from_dict(value_functions_item_data)



            value_functions.append(value_functions_item)


        def _parse_valued(data: object) -> ComputePughTotalsResultValuedTotals | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                valued_type_0 = ComputePughTotalsResultValuedTotals.from_dict(data)



                return valued_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ComputePughTotalsResultValuedTotals | None | Unset, data)

        valued = _parse_valued(d.pop("valued", UNSET))


        compute_pugh_totals_result_measured_summary = cls(
            cells=cells,
            value_functions=value_functions,
            valued=valued,
        )


        compute_pugh_totals_result_measured_summary.additional_properties = d
        return compute_pugh_totals_result_measured_summary

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
