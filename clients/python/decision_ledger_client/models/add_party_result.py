from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="AddPartyResult")



@_attrs_define
class AddPartyResult:
    """ 
        Attributes:
            party_id (str):
            name (str):
            total_parties (int):
     """

    party_id: str
    name: str
    total_parties: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        party_id = self.party_id

        name = self.name

        total_parties = self.total_parties


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "party_id": party_id,
            "name": name,
            "total_parties": total_parties,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        party_id = d.pop("party_id")

        name = d.pop("name")

        total_parties = d.pop("total_parties")

        add_party_result = cls(
            party_id=party_id,
            name=name,
            total_parties=total_parties,
        )


        add_party_result.additional_properties = d
        return add_party_result

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
