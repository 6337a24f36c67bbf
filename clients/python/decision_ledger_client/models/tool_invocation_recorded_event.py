from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.component import Component
from ..models.tool_result_class import ToolResultClass
from typing import cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="ToolInvocationRecordedEvent")



@_attrs_define
class ToolInvocationRecordedEvent:
    """ One tool invocation, accepted or rejected, read or write. Appended to the
    cycle's stream after the events the call produced (if any), in the same
    transaction, so the audit log and the decision can never disagree.

    Published as the `payload` of an EventEnvelope with `event_type` = "ToolInvocationRecorded" and `schema_version` =
    2, on subject `decisions.events.<cycle_id>.ToolInvocationRecorded`.

        Attributes:
            invocation_id (UUID):
            tool_name (str): The tool called; a name no tool has is cut to 64 characters.
            component (Component): A PrOACT component, in the order a cycle walks through them.
            parameters (Any): The parameters as sent; past the audit's size bound, an object
                `{omitted, bytes, sha256, excerpt}` in their place.
            result (ToolResultClass): How a tool call ended (the seed's `ToolResult`).
            result_data (Any): The response's `data` (on success): a write's as returned (past the
                size bound, `{omitted, bytes, sha256}`); a read's always
                `{omitted, bytes, sha256}`, since it follows from the events before
                this record.
            error (None | str): The response's `error` text (on rejection), cut at 4,000 characters;
                for `internal_error`, what failed and a reference to the service's
                log (such a record means nothing else of the call was stored).
            events_appended (int): Number of domain events the call appended before this record.
            conversation_turn (int):
            trigger_context (None | str):
            invoked_at (datetime.datetime):
            duration_ms (int):
            replay_of (None | UUID): A replay (the same idempotency key and request again) of the read
                this invocation names: the caller got that read's answer again,
                and the replay is counted like a call (decision 26). Null on every
                first call. (Version 2; version 1 had no such field.)
     """

    invocation_id: UUID
    tool_name: str
    component: Component
    parameters: Any
    result: ToolResultClass
    result_data: Any
    error: None | str
    events_appended: int
    conversation_turn: int
    trigger_context: None | str
    invoked_at: datetime.datetime
    duration_ms: int
    replay_of: None | UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        invocation_id = str(self.invocation_id)

        tool_name = self.tool_name

        component = self.component.value

        parameters = self.parameters

        result = self.result.value

        result_data = self.result_data

        error: None | str
        error = self.error

        events_appended = self.events_appended

        conversation_turn = self.conversation_turn

        trigger_context: None | str
        trigger_context = self.trigger_context

        invoked_at = self.invoked_at.isoformat()

        duration_ms = self.duration_ms

        replay_of: None | str
        if isinstance(self.replay_of, UUID):
            replay_of = str(self.replay_of)
        else:
            replay_of = self.replay_of


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "invocation_id": invocation_id,
            "tool_name": tool_name,
            "component": component,
            "parameters": parameters,
            "result": result,
            "result_data": result_data,
            "error": error,
            "events_appended": events_appended,
            "conversation_turn": conversation_turn,
            "trigger_context": trigger_context,
            "invoked_at": invoked_at,
            "duration_ms": duration_ms,
            "replay_of": replay_of,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        invocation_id = UUID(d.pop("invocation_id"))




        tool_name = d.pop("tool_name")

        component = Component(d.pop("component"))




        parameters = d.pop("parameters")

        result = ToolResultClass(d.pop("result"))




        result_data = d.pop("result_data")

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))


        events_appended = d.pop("events_appended")

        conversation_turn = d.pop("conversation_turn")

        def _parse_trigger_context(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        trigger_context = _parse_trigger_context(d.pop("trigger_context"))


        invoked_at = datetime.datetime.fromisoformat(d.pop("invoked_at"))




        duration_ms = d.pop("duration_ms")

        def _parse_replay_of(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                replay_of_type_0 = UUID(data)



                return replay_of_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        replay_of = _parse_replay_of(d.pop("replay_of"))


        tool_invocation_recorded_event = cls(
            invocation_id=invocation_id,
            tool_name=tool_name,
            component=component,
            parameters=parameters,
            result=result,
            result_data=result_data,
            error=error,
            events_appended=events_appended,
            conversation_turn=conversation_turn,
            trigger_context=trigger_context,
            invoked_at=invoked_at,
            duration_ms=duration_ms,
            replay_of=replay_of,
        )


        tool_invocation_recorded_event.additional_properties = d
        return tool_invocation_recorded_event

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
