from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.actor_kind import ActorKind
from ..models.component import Component
from ..models.tool_result_class import ToolResultClass
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="InvocationRecord")



@_attrs_define
class InvocationRecord:
    """ One row of the log (the seed's `tool_invocations` table): the audit
    record as the agent's call left it, plus where it sits in the store.

        Attributes:
            invocation_id (UUID):
            tool_name (str): The tool called; a name no tool has is cut to 64 characters.
            component (Component): A PrOACT component, in the order a cycle walks through them.
            parameters (Any): The parameters as sent; past the audit's size bound, an object
                `{omitted, bytes, sha256, excerpt}` in their place.
            result (ToolResultClass): How a tool call ended (the seed's `ToolResult`).
            events_appended (int): Number of domain events the call appended before this record.
            conversation_turn (int):
            invoked_at (datetime.datetime):
            duration_ms (int):
            completed_at (datetime.datetime):
            position (int): Feed position and stream version of the audit record.
            version (int):
            actor (str): The user the call was made for (the record's metadata).
            result_data (Any | Unset): The response's `data` (on success): a write's as returned (past the
                size bound, `{omitted, bytes, sha256}`); a read's always
                `{omitted, bytes, sha256}`, since it follows from the events before
                this record.
            error (None | str | Unset): The response's `error` text (on rejection), cut at 4,000 characters;
                for `internal_error`, what failed and a reference to the service's
                log (such a record means nothing else of the call was stored).
            trigger_context (None | str | Unset):
            replay_of (None | Unset | UUID): A replay (the same idempotency key and request again) of the read
                this invocation names: the caller got that read's answer again,
                and the replay is counted like a call (decision 26). Null on every
                first call. (Version 2; version 1 had no such field.)
            actor_kind (ActorKind | None | Unset): Whether the person, their agent, a service acting for them or
                decisiond made it (decision 28); `null` for calls recorded before
                it was, or without authentication.
     """

    invocation_id: UUID
    tool_name: str
    component: Component
    parameters: Any
    result: ToolResultClass
    events_appended: int
    conversation_turn: int
    invoked_at: datetime.datetime
    duration_ms: int
    completed_at: datetime.datetime
    position: int
    version: int
    actor: str
    result_data: Any | Unset = UNSET
    error: None | str | Unset = UNSET
    trigger_context: None | str | Unset = UNSET
    replay_of: None | Unset | UUID = UNSET
    actor_kind: ActorKind | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        invocation_id = str(self.invocation_id)

        tool_name = self.tool_name

        component = self.component.value

        parameters = self.parameters

        result = self.result.value

        events_appended = self.events_appended

        conversation_turn = self.conversation_turn

        invoked_at = self.invoked_at.isoformat()

        duration_ms = self.duration_ms

        completed_at = self.completed_at.isoformat()

        position = self.position

        version = self.version

        actor = self.actor

        result_data = self.result_data

        error: None | str | Unset
        if isinstance(self.error, Unset):
            error = UNSET
        else:
            error = self.error

        trigger_context: None | str | Unset
        if isinstance(self.trigger_context, Unset):
            trigger_context = UNSET
        else:
            trigger_context = self.trigger_context

        replay_of: None | str | Unset
        if isinstance(self.replay_of, Unset):
            replay_of = UNSET
        elif isinstance(self.replay_of, UUID):
            replay_of = str(self.replay_of)
        else:
            replay_of = self.replay_of

        actor_kind: None | str | Unset
        if isinstance(self.actor_kind, Unset):
            actor_kind = UNSET
        elif isinstance(self.actor_kind, ActorKind):
            actor_kind = self.actor_kind.value
        else:
            actor_kind = self.actor_kind


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "invocation_id": invocation_id,
            "tool_name": tool_name,
            "component": component,
            "parameters": parameters,
            "result": result,
            "events_appended": events_appended,
            "conversation_turn": conversation_turn,
            "invoked_at": invoked_at,
            "duration_ms": duration_ms,
            "completed_at": completed_at,
            "position": position,
            "version": version,
            "actor": actor,
        })
        if result_data is not UNSET:
            field_dict["result_data"] = result_data
        if error is not UNSET:
            field_dict["error"] = error
        if trigger_context is not UNSET:
            field_dict["trigger_context"] = trigger_context
        if replay_of is not UNSET:
            field_dict["replay_of"] = replay_of
        if actor_kind is not UNSET:
            field_dict["actor_kind"] = actor_kind

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        invocation_id = UUID(d.pop("invocation_id"))




        tool_name = d.pop("tool_name")

        component = Component(d.pop("component"))




        parameters = d.pop("parameters")

        result = ToolResultClass(d.pop("result"))




        events_appended = d.pop("events_appended")

        conversation_turn = d.pop("conversation_turn")

        invoked_at = datetime.datetime.fromisoformat(d.pop("invoked_at"))




        duration_ms = d.pop("duration_ms")

        completed_at = datetime.datetime.fromisoformat(d.pop("completed_at"))




        position = d.pop("position")

        version = d.pop("version")

        actor = d.pop("actor")

        result_data = d.pop("result_data", UNSET)

        def _parse_error(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        error = _parse_error(d.pop("error", UNSET))


        def _parse_trigger_context(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        trigger_context = _parse_trigger_context(d.pop("trigger_context", UNSET))


        def _parse_replay_of(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                replay_of_type_0 = UUID(data)



                return replay_of_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        replay_of = _parse_replay_of(d.pop("replay_of", UNSET))


        def _parse_actor_kind(data: object) -> ActorKind | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                actor_kind_type_0 = ActorKind(data)



                return actor_kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ActorKind | None | Unset, data)

        actor_kind = _parse_actor_kind(d.pop("actor_kind", UNSET))


        invocation_record = cls(
            invocation_id=invocation_id,
            tool_name=tool_name,
            component=component,
            parameters=parameters,
            result=result,
            events_appended=events_appended,
            conversation_turn=conversation_turn,
            invoked_at=invoked_at,
            duration_ms=duration_ms,
            completed_at=completed_at,
            position=position,
            version=version,
            actor=actor,
            result_data=result_data,
            error=error,
            trigger_context=trigger_context,
            replay_of=replay_of,
            actor_kind=actor_kind,
        )


        invocation_record.additional_properties = d
        return invocation_record

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
