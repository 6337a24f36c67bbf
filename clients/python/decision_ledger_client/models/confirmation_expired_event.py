from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="ConfirmationExpiredEvent")



@_attrs_define
class ConfirmationExpiredEvent:
    """ A confirmation request passed its expiry without an answer.

    Published as the `payload` of an EventEnvelope with `event_type` = "ConfirmationExpired" and `schema_version` = 1,
    on subject `decisions.events.<cycle_id>.ConfirmationExpired`.

        Attributes:
            confirmation_id (str):
            expired_at (datetime.datetime): The request's expiry time (the sweeper appends the event later).
     """

    confirmation_id: str
    expired_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        confirmation_id = self.confirmation_id

        expired_at = self.expired_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "confirmation_id": confirmation_id,
            "expired_at": expired_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        confirmation_id = d.pop("confirmation_id")

        expired_at = datetime.datetime.fromisoformat(d.pop("expired_at"))




        confirmation_expired_event = cls(
            confirmation_id=confirmation_id,
            expired_at=expired_at,
        )


        confirmation_expired_event.additional_properties = d
        return confirmation_expired_event

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
