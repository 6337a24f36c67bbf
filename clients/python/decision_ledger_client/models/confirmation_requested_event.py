from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.confirmation_option import ConfirmationOption





T = TypeVar("T", bound="ConfirmationRequestedEvent")



@_attrs_define
class ConfirmationRequestedEvent:
    """ The payload of a `ConfirmationRequested` event.

    Published as the `payload` of an EventEnvelope with `event_type` = "ConfirmationRequested" and `schema_version` = 1,
    on subject `decisions.events.<cycle_id>.ConfirmationRequested`.

        Attributes:
            confirmation_id (str):
            summary (str):
            options (list[ConfirmationOption]):
            default_option (int | None):
            requested_at (datetime.datetime):
            expires_at (datetime.datetime):
     """

    confirmation_id: str
    summary: str
    options: list[ConfirmationOption]
    default_option: int | None
    requested_at: datetime.datetime
    expires_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.confirmation_option import ConfirmationOption # noqa: PLC0415
        confirmation_id = self.confirmation_id

        summary = self.summary

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        default_option: int | None
        default_option = self.default_option

        requested_at = self.requested_at.isoformat()

        expires_at = self.expires_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "confirmation_id": confirmation_id,
            "summary": summary,
            "options": options,
            "default_option": default_option,
            "requested_at": requested_at,
            "expires_at": expires_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.confirmation_option import ConfirmationOption # noqa: PLC0415
        d = dict(src_dict)
        confirmation_id = d.pop("confirmation_id")

        summary = d.pop("summary")

        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = ConfirmationOption.from_dict(options_item_data)



            options.append(options_item)


        def _parse_default_option(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        default_option = _parse_default_option(d.pop("default_option"))


        requested_at = datetime.datetime.fromisoformat(d.pop("requested_at"))




        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        confirmation_requested_event = cls(
            confirmation_id=confirmation_id,
            summary=summary,
            options=options,
            default_option=default_option,
            requested_at=requested_at,
            expires_at=expires_at,
        )


        confirmation_requested_event.additional_properties = d
        return confirmation_requested_event

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
