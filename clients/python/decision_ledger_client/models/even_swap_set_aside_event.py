from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="EvenSwapSetAsideEvent")



@_attrs_define
class EvenSwapSetAsideEvent:
    """ An alternative (practically) dominated, or an objective irrelevant, in
    the working table is set aside there; exactly one of the ids is set.

    Published as the `payload` of an EventEnvelope with `event_type` = "EvenSwapSetAside" and `schema_version` = 1, on
    subject `decisions.events.<cycle_id>.EvenSwapSetAside`.

        Attributes:
            step_id (str):
            alternative_id (None | str):
            objective_id (None | str):
            reason (str):
            judged_by (str):
            recorded_at (datetime.datetime):
     """

    step_id: str
    alternative_id: None | str
    objective_id: None | str
    reason: str
    judged_by: str
    recorded_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        step_id = self.step_id

        alternative_id: None | str
        alternative_id = self.alternative_id

        objective_id: None | str
        objective_id = self.objective_id

        reason = self.reason

        judged_by = self.judged_by

        recorded_at = self.recorded_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "step_id": step_id,
            "alternative_id": alternative_id,
            "objective_id": objective_id,
            "reason": reason,
            "judged_by": judged_by,
            "recorded_at": recorded_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        step_id = d.pop("step_id")

        def _parse_alternative_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        alternative_id = _parse_alternative_id(d.pop("alternative_id"))


        def _parse_objective_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        objective_id = _parse_objective_id(d.pop("objective_id"))


        reason = d.pop("reason")

        judged_by = d.pop("judged_by")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))




        even_swap_set_aside_event = cls(
            step_id=step_id,
            alternative_id=alternative_id,
            objective_id=objective_id,
            reason=reason,
            judged_by=judged_by,
            recorded_at=recorded_at,
        )


        even_swap_set_aside_event.additional_properties = d
        return even_swap_set_aside_event

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
