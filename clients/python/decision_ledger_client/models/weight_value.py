from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="WeightValue")



@_attrs_define
class WeightValue:
    """ One objective's number: a direct weight or a swing rating.

        Attributes:
            objective_id (str): e.g. "obj_1" (a counted fundamental objective).
            value (float): direct: a positive number (normalised with the others); swing: 0–100
                against the top swing, which is 100.
     """

    objective_id: str
    value: float





    def to_dict(self) -> dict[str, Any]:
        objective_id = self.objective_id

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "objective_id": objective_id,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        objective_id = d.pop("objective_id")

        value = d.pop("value")

        weight_value = cls(
            objective_id=objective_id,
            value=value,
        )

        return weight_value

