from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.record_even_swap_result_even_swap_findings import RecordEvenSwapResultEvenSwapFindings





T = TypeVar("T", bound="RecordEvenSwapResult")



@_attrs_define
class RecordEvenSwapResult:
    """ 
        Attributes:
            step_id (str): e.g. "es_1".
            alternative_id (str):
            objective_id (str):
            from_ (float):
            to (float):
            compensating_objective_id (str):
            compensation_from (float):
            compensation_to (float):
            revealed (RecordEvenSwapResultEvenSwapFindings): Dominated alternatives and irrelevant objectives of the working
                table.
            revealed_text (list[str]): The findings in words.
            remaining_alternatives (int):
            remaining_objectives (int):
            next_ (str): What to do next, in words.
     """

    step_id: str
    alternative_id: str
    objective_id: str
    from_: float
    to: float
    compensating_objective_id: str
    compensation_from: float
    compensation_to: float
    revealed: RecordEvenSwapResultEvenSwapFindings
    revealed_text: list[str]
    remaining_alternatives: int
    remaining_objectives: int
    next_: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.record_even_swap_result_even_swap_findings import RecordEvenSwapResultEvenSwapFindings # noqa: PLC0415
        step_id = self.step_id

        alternative_id = self.alternative_id

        objective_id = self.objective_id

        from_ = self.from_

        to = self.to

        compensating_objective_id = self.compensating_objective_id

        compensation_from = self.compensation_from

        compensation_to = self.compensation_to

        revealed = self.revealed.to_dict()

        revealed_text = self.revealed_text



        remaining_alternatives = self.remaining_alternatives

        remaining_objectives = self.remaining_objectives

        next_ = self.next_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "step_id": step_id,
            "alternative_id": alternative_id,
            "objective_id": objective_id,
            "from": from_,
            "to": to,
            "compensating_objective_id": compensating_objective_id,
            "compensation_from": compensation_from,
            "compensation_to": compensation_to,
            "revealed": revealed,
            "revealed_text": revealed_text,
            "remaining_alternatives": remaining_alternatives,
            "remaining_objectives": remaining_objectives,
            "next": next_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_even_swap_result_even_swap_findings import RecordEvenSwapResultEvenSwapFindings # noqa: PLC0415
        d = dict(src_dict)
        step_id = d.pop("step_id")

        alternative_id = d.pop("alternative_id")

        objective_id = d.pop("objective_id")

        from_ = d.pop("from")

        to = d.pop("to")

        compensating_objective_id = d.pop("compensating_objective_id")

        compensation_from = d.pop("compensation_from")

        compensation_to = d.pop("compensation_to")

        revealed = RecordEvenSwapResultEvenSwapFindings.from_dict(d.pop("revealed"))




        revealed_text = cast(list[str], d.pop("revealed_text"))


        remaining_alternatives = d.pop("remaining_alternatives")

        remaining_objectives = d.pop("remaining_objectives")

        next_ = d.pop("next")

        record_even_swap_result = cls(
            step_id=step_id,
            alternative_id=alternative_id,
            objective_id=objective_id,
            from_=from_,
            to=to,
            compensating_objective_id=compensating_objective_id,
            compensation_from=compensation_from,
            compensation_to=compensation_to,
            revealed=revealed,
            revealed_text=revealed_text,
            remaining_alternatives=remaining_alternatives,
            remaining_objectives=remaining_objectives,
            next_=next_,
        )


        record_even_swap_result.additional_properties = d
        return record_even_swap_result

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
