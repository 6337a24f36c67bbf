from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="ToolCallProposedEvent")



@_attrs_define
class ToolCallProposedEvent:
    """ A gated write tool call, held as a proposal until the person answers
    its confirmation (approval runs exactly these parameters, once).

    Published as the `payload` of an EventEnvelope with `event_type` = "ToolCallProposed" and `schema_version` = 1, on
    subject `decisions.events.<cycle_id>.ToolCallProposed`.

        Attributes:
            confirmation_id (str): The confirmation that approves or rejects it (`conf_N`).
            tool_name (str): The write tool proposed.
            parameters (Any): Its parameters, as the agent sent them (schema-valid).
            summary (str): What the person is asked, in one line.
            proposed_by (UUID): The agent's invocation that proposed it: the causation of the
                call an approval runs.
            conversation_turn (int):
            requested_at (datetime.datetime):
            expires_at (datetime.datetime):
     """

    confirmation_id: str
    tool_name: str
    parameters: Any
    summary: str
    proposed_by: UUID
    conversation_turn: int
    requested_at: datetime.datetime
    expires_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        confirmation_id = self.confirmation_id

        tool_name = self.tool_name

        parameters = self.parameters

        summary = self.summary

        proposed_by = str(self.proposed_by)

        conversation_turn = self.conversation_turn

        requested_at = self.requested_at.isoformat()

        expires_at = self.expires_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "confirmation_id": confirmation_id,
            "tool_name": tool_name,
            "parameters": parameters,
            "summary": summary,
            "proposed_by": proposed_by,
            "conversation_turn": conversation_turn,
            "requested_at": requested_at,
            "expires_at": expires_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        confirmation_id = d.pop("confirmation_id")

        tool_name = d.pop("tool_name")

        parameters = d.pop("parameters")

        summary = d.pop("summary")

        proposed_by = UUID(d.pop("proposed_by"))




        conversation_turn = d.pop("conversation_turn")

        requested_at = datetime.datetime.fromisoformat(d.pop("requested_at"))




        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        tool_call_proposed_event = cls(
            confirmation_id=confirmation_id,
            tool_name=tool_name,
            parameters=parameters,
            summary=summary,
            proposed_by=proposed_by,
            conversation_turn=conversation_turn,
            requested_at=requested_at,
            expires_at=expires_at,
        )


        tool_call_proposed_event.additional_properties = d
        return tool_call_proposed_event

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
