from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SetDecisionMakerParameters")



@_attrs_define
class SetDecisionMakerParameters:
    """ 
        Attributes:
            name (str): Who makes the decision.
            role (str): Their role, e.g. "Engineering manager".
     """

    name: str
    role: str





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        role = self.role


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "role": role,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        role = d.pop("role")

        set_decision_maker_parameters = cls(
            name=name,
            role=role,
        )

        return set_decision_maker_parameters

