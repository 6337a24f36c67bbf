from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="UndoEvenSwapParameters")



@_attrs_define
class UndoEvenSwapParameters:
    """ 
        Attributes:
            step_id (str): The latest step in force, e.g. "es_3" (naming it makes a repeated
                call refuse instead of undoing a second step).
            reason (str):
     """

    step_id: str
    reason: str





    def to_dict(self) -> dict[str, Any]:
        step_id = self.step_id

        reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "step_id": step_id,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        step_id = d.pop("step_id")

        reason = d.pop("reason")

        undo_even_swap_parameters = cls(
            step_id=step_id,
            reason=reason,
        )

        return undo_even_swap_parameters

