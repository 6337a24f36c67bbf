from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.confirmation_status import ConfirmationStatus
from ..models.responder import Responder
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.confirmation_option import ConfirmationOption
  from ..models.proposal import Proposal





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
            status (ConfirmationStatus): A confirmation request's state: pending, confirmed, rejected, expired.
            default_option (int | None | Unset):
            conversation_turn (int | None | Unset):
            chosen_option (int | None | Unset): The option chosen (its index), once answered.
            user_input (None | str | Unset):
            responded_at (datetime.datetime | None | Unset):
            responded_by (None | Responder | Unset):
            proposal (None | Proposal | Unset): The agent's tool call the gate held, which approving runs (so a
                page can say it in the person's words); `null` for an agent's own
                question.
     """

    id: str
    summary: str
    options: list[ConfirmationOption]
    requested_at: datetime.datetime
    expires_at: datetime.datetime
    status: ConfirmationStatus
    default_option: int | None | Unset = UNSET
    conversation_turn: int | None | Unset = UNSET
    chosen_option: int | None | Unset = UNSET
    user_input: None | str | Unset = UNSET
    responded_at: datetime.datetime | None | Unset = UNSET
    responded_by: None | Responder | Unset = UNSET
    proposal: None | Proposal | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.confirmation_option import ConfirmationOption # noqa: PLC0415
        from ..models.proposal import Proposal # noqa: PLC0415
        id = self.id

        summary = self.summary

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        requested_at = self.requested_at.isoformat()

        expires_at = self.expires_at.isoformat()

        status = self.status.value

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

        chosen_option: int | None | Unset
        if isinstance(self.chosen_option, Unset):
            chosen_option = UNSET
        else:
            chosen_option = self.chosen_option

        user_input: None | str | Unset
        if isinstance(self.user_input, Unset):
            user_input = UNSET
        else:
            user_input = self.user_input

        responded_at: None | str | Unset
        if isinstance(self.responded_at, Unset):
            responded_at = UNSET
        elif isinstance(self.responded_at, datetime.datetime):
            responded_at = self.responded_at.isoformat()
        else:
            responded_at = self.responded_at

        responded_by: None | str | Unset
        if isinstance(self.responded_by, Unset):
            responded_by = UNSET
        elif isinstance(self.responded_by, Responder):
            responded_by = self.responded_by.value
        else:
            responded_by = self.responded_by

        proposal: dict[str, Any] | None | Unset
        if isinstance(self.proposal, Unset):
            proposal = UNSET
        elif isinstance(self.proposal, Proposal):
            proposal = self.proposal.to_dict()
        else:
            proposal = self.proposal


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "summary": summary,
            "options": options,
            "requested_at": requested_at,
            "expires_at": expires_at,
            "status": status,
        })
        if default_option is not UNSET:
            field_dict["default_option"] = default_option
        if conversation_turn is not UNSET:
            field_dict["conversation_turn"] = conversation_turn
        if chosen_option is not UNSET:
            field_dict["chosen_option"] = chosen_option
        if user_input is not UNSET:
            field_dict["user_input"] = user_input
        if responded_at is not UNSET:
            field_dict["responded_at"] = responded_at
        if responded_by is not UNSET:
            field_dict["responded_by"] = responded_by
        if proposal is not UNSET:
            field_dict["proposal"] = proposal

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.confirmation_option import ConfirmationOption # noqa: PLC0415
        from ..models.proposal import Proposal # noqa: PLC0415
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




        status = ConfirmationStatus(d.pop("status"))




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


        def _parse_chosen_option(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        chosen_option = _parse_chosen_option(d.pop("chosen_option", UNSET))


        def _parse_user_input(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        user_input = _parse_user_input(d.pop("user_input", UNSET))


        def _parse_responded_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                responded_at_type_0 = datetime.datetime.fromisoformat(data)



                return responded_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        responded_at = _parse_responded_at(d.pop("responded_at", UNSET))


        def _parse_responded_by(data: object) -> None | Responder | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                responded_by_type_0 = Responder(data)



                return responded_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Responder | Unset, data)

        responded_by = _parse_responded_by(d.pop("responded_by", UNSET))


        def _parse_proposal(data: object) -> None | Proposal | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                proposal_type_0 = Proposal.from_dict(data)



                return proposal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Proposal | Unset, data)

        proposal = _parse_proposal(d.pop("proposal", UNSET))


        pending_confirmation = cls(
            id=id,
            summary=summary,
            options=options,
            requested_at=requested_at,
            expires_at=expires_at,
            status=status,
            default_option=default_option,
            conversation_turn=conversation_turn,
            chosen_option=chosen_option,
            user_input=user_input,
            responded_at=responded_at,
            responded_by=responded_by,
            proposal=proposal,
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
