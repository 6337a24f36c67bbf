from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.party_role import PartyRole
from typing import cast






T = TypeVar("T", bound="PartyAddedEvent")



@_attrs_define
class PartyAddedEvent:
    """ The payload of a `PartyAdded` event.

    Published as the `payload` of an EventEnvelope with `event_type` = "PartyAdded" and `schema_version` = 1, on subject
    `decisions.events.<cycle_id>.PartyAdded`.

        Attributes:
            party_id (str):
            name (str):
            role (PartyRole): The part a person or group plays in the decision: decision_maker (makes
                or shares it), stakeholder (has a stake in the outcome), affected (lives
                with the consequences without a say), advisor (gives advice or
                expertise), approver (must approve or can veto), other.
            concerns (list[str]):
     """

    party_id: str
    name: str
    role: PartyRole
    concerns: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        party_id = self.party_id

        name = self.name

        role = self.role.value

        concerns = self.concerns




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "party_id": party_id,
            "name": name,
            "role": role,
            "concerns": concerns,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        party_id = d.pop("party_id")

        name = d.pop("name")

        role = PartyRole(d.pop("role"))




        concerns = cast(list[str], d.pop("concerns"))


        party_added_event = cls(
            party_id=party_id,
            name=name,
            role=role,
            concerns=concerns,
        )


        party_added_event.additional_properties = d
        return party_added_event

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
