from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ConsequenceMeasuredEvent")



@_attrs_define
class ConsequenceMeasuredEvent:
    """ A consequence cell (alternative × objective) was measured: the most
    likely value in `unit`, and optionally the plausible range around it
    (`low` ≤ `value` ≤ `high`, both or neither) and where it comes from.
    Measuring a cell again replaces its measurement; its Pugh rating is
    untouched.

    Published as the `payload` of an EventEnvelope with `event_type` = "ConsequenceMeasured" and `schema_version` = 1,
    on subject `decisions.events.<cycle_id>.ConsequenceMeasured`.

        Attributes:
            alternative_id (str):
            objective_id (str):
            value (float): The measured, most likely value, in `unit`.
            unit (str): The unit, as the person wrote it (e.g. "min", "EUR/year").
            low (float | None): The lowest plausible value, or `null` without a range.
            high (float | None): The highest plausible value, or `null` without a range.
            source (None | str): Where the value comes from, or `null`.
     """

    alternative_id: str
    objective_id: str
    value: float
    unit: str
    low: float | None
    high: float | None
    source: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        alternative_id = self.alternative_id

        objective_id = self.objective_id

        value = self.value

        unit = self.unit

        low: float | None
        low = self.low

        high: float | None
        high = self.high

        source: None | str
        source = self.source


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "alternative_id": alternative_id,
            "objective_id": objective_id,
            "value": value,
            "unit": unit,
            "low": low,
            "high": high,
            "source": source,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alternative_id = d.pop("alternative_id")

        objective_id = d.pop("objective_id")

        value = d.pop("value")

        unit = d.pop("unit")

        def _parse_low(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        low = _parse_low(d.pop("low"))


        def _parse_high(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        high = _parse_high(d.pop("high"))


        def _parse_source(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source = _parse_source(d.pop("source"))


        consequence_measured_event = cls(
            alternative_id=alternative_id,
            objective_id=objective_id,
            value=value,
            unit=unit,
            low=low,
            high=high,
            source=source,
        )


        consequence_measured_event.additional_properties = d
        return consequence_measured_event

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
