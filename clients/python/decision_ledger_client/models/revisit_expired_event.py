from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RevisitExpiredEvent")



@_attrs_define
class RevisitExpiredEvent:
    """ A revisit suggestion was left unanswered past its expiry.

    Published as the `payload` of an EventEnvelope with `event_type` = "RevisitExpired" and `schema_version` = 1, on
    subject `decisions.events.<cycle_id>.RevisitExpired`.

        Attributes:
            revisit_id (str):
            reason (str): Why, in words (the suggestion's age, past the service's limit).
     """

    revisit_id: str
    reason: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        revisit_id = self.revisit_id

        reason = self.reason


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "revisit_id": revisit_id,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        revisit_id = d.pop("revisit_id")

        reason = d.pop("reason")

        revisit_expired_event = cls(
            revisit_id=revisit_id,
            reason=reason,
        )


        revisit_expired_event.additional_properties = d
        return revisit_expired_event

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
