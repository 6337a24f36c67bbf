from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="MarkDominatedParameters")



@_attrs_define
class MarkDominatedParameters:
    """ 
        Attributes:
            alternative_id (str): The dominated alternative, e.g. "alt_c".
            dominated_by (str): The alternative that dominates it, e.g. "alt_a".
            reason (str):
     """

    alternative_id: str
    dominated_by: str
    reason: str





    def to_dict(self) -> dict[str, Any]:
        alternative_id = self.alternative_id

        dominated_by = self.dominated_by

        reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "alternative_id": alternative_id,
            "dominated_by": dominated_by,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alternative_id = d.pop("alternative_id")

        dominated_by = d.pop("dominated_by")

        reason = d.pop("reason")

        mark_dominated_parameters = cls(
            alternative_id=alternative_id,
            dominated_by=dominated_by,
            reason=reason,
        )

        return mark_dominated_parameters

