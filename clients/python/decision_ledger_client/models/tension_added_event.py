from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="TensionAddedEvent")



@_attrs_define
class TensionAddedEvent:
    """ The payload of a `TensionAdded` event.

    Published as the `payload` of an EventEnvelope with `event_type` = "TensionAdded" and `schema_version` = 1, on
    subject `decisions.events.<cycle_id>.TensionAdded`.

        Attributes:
            tension_id (str):
            alternative_id (str):
            excels_at (str):
            sacrifices (str):
     """

    tension_id: str
    alternative_id: str
    excels_at: str
    sacrifices: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        tension_id = self.tension_id

        alternative_id = self.alternative_id

        excels_at = self.excels_at

        sacrifices = self.sacrifices


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "tension_id": tension_id,
            "alternative_id": alternative_id,
            "excels_at": excels_at,
            "sacrifices": sacrifices,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tension_id = d.pop("tension_id")

        alternative_id = d.pop("alternative_id")

        excels_at = d.pop("excels_at")

        sacrifices = d.pop("sacrifices")

        tension_added_event = cls(
            tension_id=tension_id,
            alternative_id=alternative_id,
            excels_at=excels_at,
            sacrifices=sacrifices,
        )


        tension_added_event.additional_properties = d
        return tension_added_event

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
