from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.confirmation_status import ConfirmationStatus
from ..models.responder import Responder
from typing import cast
import datetime






T = TypeVar("T", bound="ConfirmationResolvedEvent")



@_attrs_define
class ConfirmationResolvedEvent:
    """ The payload of a `ConfirmationResolved` event.

    Published as the `payload` of an EventEnvelope with `event_type` = "ConfirmationResolved" and `schema_version` = 1,
    on subject `decisions.events.<cycle_id>.ConfirmationResolved`.

        Attributes:
            confirmation_id (str):
            status (ConfirmationStatus): A confirmation request's state: pending, confirmed, rejected, expired.
            chosen_option (int | None):
            user_input (None | str):
            responded_at (datetime.datetime):
            by (Responder): Who answered a revisit or confirmation: the agent on the user's behalf
                (a tool call) or the user directly (the UI's HTTP endpoints).
     """

    confirmation_id: str
    status: ConfirmationStatus
    chosen_option: int | None
    user_input: None | str
    responded_at: datetime.datetime
    by: Responder
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        confirmation_id = self.confirmation_id

        status = self.status.value

        chosen_option: int | None
        chosen_option = self.chosen_option

        user_input: None | str
        user_input = self.user_input

        responded_at = self.responded_at.isoformat()

        by = self.by.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "confirmation_id": confirmation_id,
            "status": status,
            "chosen_option": chosen_option,
            "user_input": user_input,
            "responded_at": responded_at,
            "by": by,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        confirmation_id = d.pop("confirmation_id")

        status = ConfirmationStatus(d.pop("status"))




        def _parse_chosen_option(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        chosen_option = _parse_chosen_option(d.pop("chosen_option"))


        def _parse_user_input(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        user_input = _parse_user_input(d.pop("user_input"))


        responded_at = datetime.datetime.fromisoformat(d.pop("responded_at"))




        by = Responder(d.pop("by"))




        confirmation_resolved_event = cls(
            confirmation_id=confirmation_id,
            status=status,
            chosen_option=chosen_option,
            user_input=user_input,
            responded_at=responded_at,
            by=by,
        )


        confirmation_resolved_event.additional_properties = d
        return confirmation_resolved_event

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
