from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RecordMeasuredConsequenceParameters")



@_attrs_define
class RecordMeasuredConsequenceParameters:
    """ 
        Attributes:
            alternative_id (str): e.g. "alt_a". The datum is measured like every alternative.
            objective_id (str): e.g. "obj_1".
            value (float): The measured (most likely) value, in `unit`.
            unit (str): e.g. "min", "EUR/year"; the objective's value-function unit once it
                has one.
            low (float | None | Unset): The lowest plausible value (≤ value), or null; give low and high
                together.
            high (float | None | Unset): The highest plausible value (≥ value), or null.
            source (None | str | Unset): Where the value comes from (a quote, a page, a person), or null.
     """

    alternative_id: str
    objective_id: str
    value: float
    unit: str
    low: float | None | Unset = UNSET
    high: float | None | Unset = UNSET
    source: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        alternative_id = self.alternative_id

        objective_id = self.objective_id

        value = self.value

        unit = self.unit

        low: float | None | Unset
        if isinstance(self.low, Unset):
            low = UNSET
        else:
            low = self.low

        high: float | None | Unset
        if isinstance(self.high, Unset):
            high = UNSET
        else:
            high = self.high

        source: None | str | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        else:
            source = self.source


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "alternative_id": alternative_id,
            "objective_id": objective_id,
            "value": value,
            "unit": unit,
        })
        if low is not UNSET:
            field_dict["low"] = low
        if high is not UNSET:
            field_dict["high"] = high
        if source is not UNSET:
            field_dict["source"] = source

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alternative_id = d.pop("alternative_id")

        objective_id = d.pop("objective_id")

        value = d.pop("value")

        unit = d.pop("unit")

        def _parse_low(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        low = _parse_low(d.pop("low", UNSET))


        def _parse_high(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        high = _parse_high(d.pop("high", UNSET))


        def _parse_source(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source = _parse_source(d.pop("source", UNSET))


        record_measured_consequence_parameters = cls(
            alternative_id=alternative_id,
            objective_id=objective_id,
            value=value,
            unit=unit,
            low=low,
            high=high,
            source=source,
        )

        return record_measured_consequence_parameters

