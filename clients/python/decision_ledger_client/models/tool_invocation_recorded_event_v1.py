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






T = TypeVar("T", bound="ToolInvocationRecordedEventV1")



@_attrs_define
class ToolInvocationRecordedEventV1:
    """ Version 1 of the `ToolInvocationRecorded` payload (replaced by version
    2, whose nullable `replay_of` names the read a replay repeats).

    Published as the `payload` of an EventEnvelope with `event_type` = "ToolInvocationRecorded" and `schema_version` =
    1, on subject `decisions.events.<cycle_id>.ToolInvocationRecorded`. An older version: events written before version
    2 keep this shape in the store and on the stream (see `ToolInvocationRecorded.json`).

        Attributes:
            invocation_id (UUID):
            tool_name (str):
            component (Component): A PrOACT component, in the order a cycle walks through them.
            parameters (Any):
            result (ToolResultClass): How a tool call ended (the seed's `ToolResult`).
            result_data (Any):
            error (None | str):
            events_appended (int):
            conversation_turn (int):
            trigger_context (None | str):
            invoked_at (datetime.datetime):
            duration_ms (int):
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

        tool_invocation_recorded_event_v1 = cls(
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
        )


        tool_invocation_recorded_event_v1.additional_properties = d
        return tool_invocation_recorded_event_v1

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
