from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.actor_kind import ActorKind
from ..models.tool_result_class import ToolResultClass
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="HistoryEntry")



@_attrs_define
class HistoryEntry:
    """ One tool call or command, as its events recorded it.

        Attributes:
            version (int): The cycle's version after it: pass as `at_version` to see the
                views as they stood then.
            first_version (int): The version of its first event (equal to `version` for one event).
            position (int): Feed position of its last event.
            recorded_at (datetime.datetime):
            actor (str): Who made the call or gave the command.
            changed (bool): Whether it changed the decision (a read tool's call, or a rejected
                one, only adds its audit record).
            summary (str): One line: what changed, or why nothing did.
            changes (list[str]): One line per domain event it appended.
            actor_kind (ActorKind | None | Unset): Whether that was the person, their agent, a service acting for
                them or decisiond itself (decision 28); `null` for events stored
                before it was recorded, or without authentication.
            tool (None | str | Unset): The tool called; `null` for a user-side command (create, navigate,
                resolve, respond, settings) or the sweeper's expiry.
            result (None | ToolResultClass | Unset): How the tool call ended; `null` for a command.
            trigger (None | str | Unset): The call's trigger context, when the caller gave one.
            conversation_turn (int | None | Unset):
            invocation_id (None | Unset | UUID):
     """

    version: int
    first_version: int
    position: int
    recorded_at: datetime.datetime
    actor: str
    changed: bool
    summary: str
    changes: list[str]
    actor_kind: ActorKind | None | Unset = UNSET
    tool: None | str | Unset = UNSET
    result: None | ToolResultClass | Unset = UNSET
    trigger: None | str | Unset = UNSET
    conversation_turn: int | None | Unset = UNSET
    invocation_id: None | Unset | UUID = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        version = self.version

        first_version = self.first_version

        position = self.position

        recorded_at = self.recorded_at.isoformat()

        actor = self.actor

        changed = self.changed

        summary = self.summary

        changes = self.changes



        actor_kind: None | str | Unset
        if isinstance(self.actor_kind, Unset):
            actor_kind = UNSET
        elif isinstance(self.actor_kind, ActorKind):
            actor_kind = self.actor_kind.value
        else:
            actor_kind = self.actor_kind

        tool: None | str | Unset
        if isinstance(self.tool, Unset):
            tool = UNSET
        else:
            tool = self.tool

        result: None | str | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, ToolResultClass):
            result = self.result.value
        else:
            result = self.result

        trigger: None | str | Unset
        if isinstance(self.trigger, Unset):
            trigger = UNSET
        else:
            trigger = self.trigger

        conversation_turn: int | None | Unset
        if isinstance(self.conversation_turn, Unset):
            conversation_turn = UNSET
        else:
            conversation_turn = self.conversation_turn

        invocation_id: None | str | Unset
        if isinstance(self.invocation_id, Unset):
            invocation_id = UNSET
        elif isinstance(self.invocation_id, UUID):
            invocation_id = str(self.invocation_id)
        else:
            invocation_id = self.invocation_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "version": version,
            "first_version": first_version,
            "position": position,
            "recorded_at": recorded_at,
            "actor": actor,
            "changed": changed,
            "summary": summary,
            "changes": changes,
        })
        if actor_kind is not UNSET:
            field_dict["actor_kind"] = actor_kind
        if tool is not UNSET:
            field_dict["tool"] = tool
        if result is not UNSET:
            field_dict["result"] = result
        if trigger is not UNSET:
            field_dict["trigger"] = trigger
        if conversation_turn is not UNSET:
            field_dict["conversation_turn"] = conversation_turn
        if invocation_id is not UNSET:
            field_dict["invocation_id"] = invocation_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        version = d.pop("version")

        first_version = d.pop("first_version")

        position = d.pop("position")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))




        actor = d.pop("actor")

        changed = d.pop("changed")

        summary = d.pop("summary")

        changes = cast(list[str], d.pop("changes"))


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


        def _parse_tool(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        tool = _parse_tool(d.pop("tool", UNSET))


        def _parse_result(data: object) -> None | ToolResultClass | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_0 = ToolResultClass(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ToolResultClass | Unset, data)

        result = _parse_result(d.pop("result", UNSET))


        def _parse_trigger(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        trigger = _parse_trigger(d.pop("trigger", UNSET))


        def _parse_conversation_turn(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        conversation_turn = _parse_conversation_turn(d.pop("conversation_turn", UNSET))


        def _parse_invocation_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                invocation_id_type_0 = UUID(data)



                return invocation_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        invocation_id = _parse_invocation_id(d.pop("invocation_id", UNSET))


        history_entry = cls(
            version=version,
            first_version=first_version,
            position=position,
            recorded_at=recorded_at,
            actor=actor,
            changed=changed,
            summary=summary,
            changes=changes,
            actor_kind=actor_kind,
            tool=tool,
            result=result,
            trigger=trigger,
            conversation_turn=conversation_turn,
            invocation_id=invocation_id,
        )


        history_entry.additional_properties = d
        return history_entry

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
