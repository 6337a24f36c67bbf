from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.even_swap_recorded_event_even_swap_findings import EvenSwapRecordedEventEvenSwapFindings





T = TypeVar("T", bound="EvenSwapRecordedEvent")



@_attrs_define
class EvenSwapRecordedEvent:
    """ The person judged two changes to one alternative equally good: its
    value on `objective_id` goes `from` → `to`, compensated by
    `compensation_from` → `compensation_to` on `compensating_objective_id`.
    Values are on the working table's scale of each cell (`unit`; "rating"
    for a Pugh rating, −2…+2, higher is better).

    Published as the `payload` of an EventEnvelope with `event_type` = "EvenSwapRecorded" and `schema_version` = 1, on
    subject `decisions.events.<cycle_id>.EvenSwapRecorded`.

        Attributes:
            step_id (str): e.g. "es_1": the step's place in the even-swap log.
            alternative_id (str):
            objective_id (str): The objective changed (usually the one being made irrelevant).
            from_ (float):
            to (float):
            unit (str):
            compensating_objective_id (str): The objective that pays for the change.
            compensation_from (float):
            compensation_to (float):
            compensation_unit (str):
            reasoning (str): Why the person judges the two changes equally good.
            judged_by (str): Whose judgement it is (the decision maker unless named).
            recorded_at (datetime.datetime):
            revealed (EvenSwapRecordedEventEvenSwapFindings): Dominated alternatives and irrelevant objectives of the
                working table.
     """

    step_id: str
    alternative_id: str
    objective_id: str
    from_: float
    to: float
    unit: str
    compensating_objective_id: str
    compensation_from: float
    compensation_to: float
    compensation_unit: str
    reasoning: str
    judged_by: str
    recorded_at: datetime.datetime
    revealed: EvenSwapRecordedEventEvenSwapFindings
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.even_swap_recorded_event_even_swap_findings import EvenSwapRecordedEventEvenSwapFindings # noqa: PLC0415
        step_id = self.step_id

        alternative_id = self.alternative_id

        objective_id = self.objective_id

        from_ = self.from_

        to = self.to

        unit = self.unit

        compensating_objective_id = self.compensating_objective_id

        compensation_from = self.compensation_from

        compensation_to = self.compensation_to

        compensation_unit = self.compensation_unit

        reasoning = self.reasoning

        judged_by = self.judged_by

        recorded_at = self.recorded_at.isoformat()

        revealed = self.revealed.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "step_id": step_id,
            "alternative_id": alternative_id,
            "objective_id": objective_id,
            "from": from_,
            "to": to,
            "unit": unit,
            "compensating_objective_id": compensating_objective_id,
            "compensation_from": compensation_from,
            "compensation_to": compensation_to,
            "compensation_unit": compensation_unit,
            "reasoning": reasoning,
            "judged_by": judged_by,
            "recorded_at": recorded_at,
            "revealed": revealed,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.even_swap_recorded_event_even_swap_findings import EvenSwapRecordedEventEvenSwapFindings # noqa: PLC0415
        d = dict(src_dict)
        step_id = d.pop("step_id")

        alternative_id = d.pop("alternative_id")

        objective_id = d.pop("objective_id")

        from_ = d.pop("from")

        to = d.pop("to")

        unit = d.pop("unit")

        compensating_objective_id = d.pop("compensating_objective_id")

        compensation_from = d.pop("compensation_from")

        compensation_to = d.pop("compensation_to")

        compensation_unit = d.pop("compensation_unit")

        reasoning = d.pop("reasoning")

        judged_by = d.pop("judged_by")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))




        revealed = EvenSwapRecordedEventEvenSwapFindings.from_dict(d.pop("revealed"))




        even_swap_recorded_event = cls(
            step_id=step_id,
            alternative_id=alternative_id,
            objective_id=objective_id,
            from_=from_,
            to=to,
            unit=unit,
            compensating_objective_id=compensating_objective_id,
            compensation_from=compensation_from,
            compensation_to=compensation_to,
            compensation_unit=compensation_unit,
            reasoning=reasoning,
            judged_by=judged_by,
            recorded_at=recorded_at,
            revealed=revealed,
        )


        even_swap_recorded_event.additional_properties = d
        return even_swap_recorded_event

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
