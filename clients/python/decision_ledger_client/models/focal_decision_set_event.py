from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="FocalDecisionSetEvent")



@_attrs_define
class FocalDecisionSetEvent:
    """ The payload of a `FocalDecisionSet` event.

    Published as the `payload` of an EventEnvelope with `event_type` = "FocalDecisionSet" and `schema_version` = 1, on
    subject `decisions.events.<cycle_id>.FocalDecisionSet`.

        Attributes:
            decision_id (str):
     """

    decision_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        decision_id = self.decision_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "decision_id": decision_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        decision_id = d.pop("decision_id")

        focal_decision_set_event = cls(
            decision_id=decision_id,
        )


        focal_decision_set_event.additional_properties = d
        return focal_decision_set_event

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
