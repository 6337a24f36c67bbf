from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ClearMeasuredConsequenceParameters")



@_attrs_define
class ClearMeasuredConsequenceParameters:
    """ 
        Attributes:
            alternative_id (str):
            objective_id (str):
            reason (str): Why the measurement no longer holds, in a sentence.
     """

    alternative_id: str
    objective_id: str
    reason: str





    def to_dict(self) -> dict[str, Any]:
        alternative_id = self.alternative_id

        objective_id = self.objective_id

        reason = self.reason


        field_dict: dict[str, Any] = {}

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

        clear_measured_consequence_parameters = cls(
            alternative_id=alternative_id,
            objective_id=objective_id,
            reason=reason,
        )

        return clear_measured_consequence_parameters

