from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RecordEvenSwapParameters")



@_attrs_define
class RecordEvenSwapParameters:
    """ 
        Attributes:
            alternative_id (str): The alternative changed, e.g. "alt_b".
            objective_id (str): The objective changed, e.g. "obj_2" (usually the one being swapped away).
            change (float): The change on it in its unit (ratings: steps, e.g. -1 or 0.5); not 0.
            compensating_objective_id (str): The objective that compensates, e.g. "obj_1".
            compensation (float): The change on it, in the opposite direction of preference; not 0.
            reasoning (str): Why the person judges the two changes equally good.
            judged_by (None | str | Unset): Whose judgement it is; null: the decision maker.
     """

    alternative_id: str
    objective_id: str
    change: float
    compensating_objective_id: str
    compensation: float
    reasoning: str
    judged_by: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        alternative_id = self.alternative_id

        objective_id = self.objective_id

        change = self.change

        compensating_objective_id = self.compensating_objective_id

        compensation = self.compensation

        reasoning = self.reasoning

        judged_by: None | str | Unset
        if isinstance(self.judged_by, Unset):
            judged_by = UNSET
        else:
            judged_by = self.judged_by


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "alternative_id": alternative_id,
            "objective_id": objective_id,
            "change": change,
            "compensating_objective_id": compensating_objective_id,
            "compensation": compensation,
            "reasoning": reasoning,
        })
        if judged_by is not UNSET:
            field_dict["judged_by"] = judged_by

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alternative_id = d.pop("alternative_id")

        objective_id = d.pop("objective_id")

        change = d.pop("change")

        compensating_objective_id = d.pop("compensating_objective_id")

        compensation = d.pop("compensation")

        reasoning = d.pop("reasoning")

        def _parse_judged_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        judged_by = _parse_judged_by(d.pop("judged_by", UNSET))


        record_even_swap_parameters = cls(
            alternative_id=alternative_id,
            objective_id=objective_id,
            change=change,
            compensating_objective_id=compensating_objective_id,
            compensation=compensation,
            reasoning=reasoning,
            judged_by=judged_by,
        )

        return record_even_swap_parameters

