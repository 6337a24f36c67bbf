from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ConsequenceMeasurementClearedEvent")



@_attrs_define
class ConsequenceMeasurementClearedEvent:
    """ A cell's measurement was withdrawn (its Pugh rating is untouched).

    Published as the `payload` of an EventEnvelope with `event_type` = "ConsequenceMeasurementCleared" and
    `schema_version` = 1, on subject `decisions.events.<cycle_id>.ConsequenceMeasurementCleared`.

        Attributes:
            alternative_id (str):
            objective_id (str):
            reason (str):
     """

    alternative_id: str
    objective_id: str
    reason: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        alternative_id = self.alternative_id

        objective_id = self.objective_id

        reason = self.reason


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "alternative_id": alternative_id,
            "objective_id": objective_id,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alternative_id = d.pop("alternative_id")

        objective_id = d.pop("objective_id")

        reason = d.pop("reason")

        consequence_measurement_cleared_event = cls(
            alternative_id=alternative_id,
            objective_id=objective_id,
            reason=reason,
        )


        consequence_measurement_cleared_event.additional_properties = d
        return consequence_measurement_cleared_event

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
