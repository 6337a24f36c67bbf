from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.alternative_score import AlternativeScore
  from ..models.measured_summary import MeasuredSummary
  from ..models.weighted_totals import WeightedTotals





T = TypeVar("T", bound="PughTotals")



@_attrs_define
class PughTotals:
    """ The `compute_pugh_totals` result.

        Attributes:
            alternatives (list[AlternativeScore]): Active alternatives in the order they were added; the datum included.
            baseline_id (str):
            baseline_name (str):
            leader_id (str):
            leader_name (str):
            tied_leaders (bool):
            leaders (list[str]): Every alternative sharing the top total, in order added.
            objectives_counted (int):
            matrix_completion (float):
            weighted (None | Unset | WeightedTotals): Weights, weighted leader and staleness; absent until objective
                weights are set (unweighted is the default).
            measured (MeasuredSummary | None | Unset): Measured values, value functions and the valued leader; absent
                until a measurement or a value function exists.
     """

    alternatives: list[AlternativeScore]
    baseline_id: str
    baseline_name: str
    leader_id: str
    leader_name: str
    tied_leaders: bool
    leaders: list[str]
    objectives_counted: int
    matrix_completion: float
    weighted: None | Unset | WeightedTotals = UNSET
    measured: MeasuredSummary | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.alternative_score import AlternativeScore # noqa: PLC0415
        from ..models.measured_summary import MeasuredSummary # noqa: PLC0415
        from ..models.weighted_totals import WeightedTotals # noqa: PLC0415
        alternatives = []
        for alternatives_item_data in self.alternatives:
            alternatives_item = alternatives_item_data.to_dict()
            alternatives.append(alternatives_item)



        baseline_id = self.baseline_id

        baseline_name = self.baseline_name

        leader_id = self.leader_id

        leader_name = self.leader_name

        tied_leaders = self.tied_leaders

        leaders = self.leaders



        objectives_counted = self.objectives_counted

        matrix_completion = self.matrix_completion

        weighted: dict[str, Any] | None | Unset
        if isinstance(self.weighted, Unset):
            weighted = UNSET
        elif isinstance(self.weighted, WeightedTotals):
            weighted = self.weighted.to_dict()
        else:
            weighted = self.weighted

        measured: dict[str, Any] | None | Unset
        if isinstance(self.measured, Unset):
            measured = UNSET
        elif isinstance(self.measured, MeasuredSummary):
            measured = self.measured.to_dict()
        else:
            measured = self.measured


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "alternatives": alternatives,
            "baseline_id": baseline_id,
            "baseline_name": baseline_name,
            "leader_id": leader_id,
            "leader_name": leader_name,
            "tied_leaders": tied_leaders,
            "leaders": leaders,
            "objectives_counted": objectives_counted,
            "matrix_completion": matrix_completion,
        })
        if weighted is not UNSET:
            field_dict["weighted"] = weighted
        if measured is not UNSET:
            field_dict["measured"] = measured

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.alternative_score import AlternativeScore # noqa: PLC0415
        from ..models.measured_summary import MeasuredSummary # noqa: PLC0415
        from ..models.weighted_totals import WeightedTotals # noqa: PLC0415
        d = dict(src_dict)
        alternatives = []
        _alternatives = d.pop("alternatives")
        for alternatives_item_data in (_alternatives):
            alternatives_item = AlternativeScore.from_dict(alternatives_item_data)



            alternatives.append(alternatives_item)


        baseline_id = d.pop("baseline_id")

        baseline_name = d.pop("baseline_name")

        leader_id = d.pop("leader_id")

        leader_name = d.pop("leader_name")

        tied_leaders = d.pop("tied_leaders")

        leaders = cast(list[str], d.pop("leaders"))


        objectives_counted = d.pop("objectives_counted")

        matrix_completion = d.pop("matrix_completion")

        def _parse_weighted(data: object) -> None | Unset | WeightedTotals:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                weighted_type_0 = WeightedTotals.from_dict(data)



                return weighted_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WeightedTotals, data)

        weighted = _parse_weighted(d.pop("weighted", UNSET))


        def _parse_measured(data: object) -> MeasuredSummary | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                measured_type_0 = MeasuredSummary.from_dict(data)



                return measured_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeasuredSummary | None | Unset, data)

        measured = _parse_measured(d.pop("measured", UNSET))


        pugh_totals = cls(
            alternatives=alternatives,
            baseline_id=baseline_id,
            baseline_name=baseline_name,
            leader_id=leader_id,
            leader_name=leader_name,
            tied_leaders=tied_leaders,
            leaders=leaders,
            objectives_counted=objectives_counted,
            matrix_completion=matrix_completion,
            weighted=weighted,
            measured=measured,
        )


        pugh_totals.additional_properties = d
        return pugh_totals

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
