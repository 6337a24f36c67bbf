from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.confirmation_option import ConfirmationOption





T = TypeVar("T", bound="PendingConfirmation")



@_attrs_define
class PendingConfirmation:
    """ 
        Attributes:
            id (str):
            summary (str):
            options (list[ConfirmationOption]):
            requested_at (datetime.datetime):
            expires_at (datetime.datetime):
            default_option (int | None | Unset):
            conversation_turn (int | None | Unset):
     """

    id: str
    summary: str
    options: list[ConfirmationOption]
    requested_at: datetime.datetime
    expires_at: datetime.datetime
    default_option: int | None | Unset = UNSET
    conversation_turn: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.confirmation_option import ConfirmationOption # noqa: PLC0415
        id = self.id

        summary = self.summary

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        requested_at = self.requested_at.isoformat()

        expires_at = self.expires_at.isoformat()

        default_option: int | None | Unset
        if isinstance(self.default_option, Unset):
            default_option = UNSET
        else:
            default_option = self.default_option

        conversation_turn: int | None | Unset
        if isinstance(self.conversation_turn, Unset):
            conversation_turn = UNSET
        else:
            conversation_turn = self.conversation_turn


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "summary": summary,
            "options": options,
            "requested_at": requested_at,
            "expires_at": expires_at,
        })
        if default_option is not UNSET:
            field_dict["default_option"] = default_option
        if conversation_turn is not UNSET:
            field_dict["conversation_turn"] = conversation_turn

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.confirmation_option import ConfirmationOption # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        summary = d.pop("summary")

        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = ConfirmationOption.from_dict(options_item_data)



            options.append(options_item)


        requested_at = datetime.datetime.fromisoformat(d.pop("requested_at"))




        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        def _parse_default_option(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        default_option = _parse_default_option(d.pop("default_option", UNSET))


        def _parse_conversation_turn(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        conversation_turn = _parse_conversation_turn(d.pop("conversation_turn", UNSET))


        pending_confirmation = cls(
            id=id,
            summary=summary,
            options=options,
            requested_at=requested_at,
            expires_at=expires_at,
            default_option=default_option,
            conversation_turn=conversation_turn,
        )


        pending_confirmation.additional_properties = d
        return pending_confirmation

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
