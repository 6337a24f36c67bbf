from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SetFocalDecisionParameters")



@_attrs_define
class SetFocalDecisionParameters:
    """ 
        Attributes:
            decision_id (str): The potential decision to focus on, e.g. "dec_1".
     """

    decision_id: str





    def to_dict(self) -> dict[str, Any]:
        decision_id = self.decision_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "decision_id": decision_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        decision_id = d.pop("decision_id")

        set_focal_decision_parameters = cls(
            decision_id=decision_id,
        )

        return set_focal_decision_parameters

