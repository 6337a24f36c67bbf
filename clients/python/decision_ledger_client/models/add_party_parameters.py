from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.party_role import PartyRole
from typing import cast






T = TypeVar("T", bound="AddPartyParameters")



@_attrs_define
class AddPartyParameters:
    """ 
        Attributes:
            name (str): The person or group.
            role (PartyRole): The part a person or group plays in the decision: decision_maker (makes
                or shares it), stakeholder (has a stake in the outcome), affected (lives
                with the consequences without a say), advisor (gives advice or
                expertise), approver (must approve or can veto), other.
            concerns (list[str]): What they care about (at most 20).
     """

    name: str
    role: PartyRole
    concerns: list[str]





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        role = self.role.value

        concerns = self.concerns




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "role": role,
            "concerns": concerns,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        role = PartyRole(d.pop("role"))




        concerns = cast(list[str], d.pop("concerns"))


        add_party_parameters = cls(
            name=name,
            role=role,
            concerns=concerns,
        )

        return add_party_parameters

