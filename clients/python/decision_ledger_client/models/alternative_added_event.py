from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="AlternativeAddedEvent")



@_attrs_define
class AlternativeAddedEvent:
    """ The payload of a `AlternativeAdded` event.

    Published as the `payload` of an EventEnvelope with `event_type` = "AlternativeAdded" and `schema_version` = 1, on
    subject `decisions.events.<cycle_id>.AlternativeAdded`.

        Attributes:
            alternative_id (str):
            letter (str): "A", "B", … "Z", "AA", …
            name (str):
            description (str):
            is_status_quo (bool):
     """

    alternative_id: str
    letter: str
    name: str
    description: str
    is_status_quo: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        alternative_id = self.alternative_id

        letter = self.letter

        name = self.name

        description = self.description

        is_status_quo = self.is_status_quo


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "alternative_id": alternative_id,
            "letter": letter,
            "name": name,
            "description": description,
            "is_status_quo": is_status_quo,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alternative_id = d.pop("alternative_id")

        letter = d.pop("letter")

        name = d.pop("name")

        description = d.pop("description")

        is_status_quo = d.pop("is_status_quo")

        alternative_added_event = cls(
            alternative_id=alternative_id,
            letter=letter,
            name=name,
            description=description,
            is_status_quo=is_status_quo,
        )


        alternative_added_event.additional_properties = d
        return alternative_added_event

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
