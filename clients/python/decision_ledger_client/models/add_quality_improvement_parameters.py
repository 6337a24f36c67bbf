from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="AddQualityImprovementParameters")



@_attrs_define
class AddQualityImprovementParameters:
    """ 
        Attributes:
            action (str): What to do, e.g. "Interview a VP at the new company".
            impact (str): What it would improve.
     """

    action: str
    impact: str





    def to_dict(self) -> dict[str, Any]:
        action = self.action

        impact = self.impact


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "impact": impact,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = d.pop("action")

        impact = d.pop("impact")

        add_quality_improvement_parameters = cls(
            action=action,
            impact=impact,
        )

        return add_quality_improvement_parameters

