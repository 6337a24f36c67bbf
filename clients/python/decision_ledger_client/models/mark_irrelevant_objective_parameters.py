from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="MarkIrrelevantObjectiveParameters")



@_attrs_define
class MarkIrrelevantObjectiveParameters:
    """ 
        Attributes:
            objective_id (str): e.g. "obj_5".
            reason (str):
     """

    objective_id: str
    reason: str





    def to_dict(self) -> dict[str, Any]:
        objective_id = self.objective_id

        reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "objective_id": objective_id,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        objective_id = d.pop("objective_id")

        reason = d.pop("reason")

        mark_irrelevant_objective_parameters = cls(
            objective_id=objective_id,
            reason=reason,
        )

        return mark_irrelevant_objective_parameters

