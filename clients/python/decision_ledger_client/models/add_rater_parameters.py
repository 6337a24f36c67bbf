from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rater_kind import RaterKind






T = TypeVar("T", bound="AddRaterParameters")



@_attrs_define
class AddRaterParameters:
    """ 
        Attributes:
            kind (RaterKind): Who a rater is to the decision: the person it belongs to, their partner,
                an expert, the agent, or someone else.
            name (str): The display name, unique in the cycle, e.g. "Sam" or "Dr Lee".
     """

    kind: RaterKind
    name: str





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        name = self.name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "name": name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = RaterKind(d.pop("kind"))




        name = d.pop("name")

        add_rater_parameters = cls(
            kind=kind,
            name=name,
        )

        return add_rater_parameters

