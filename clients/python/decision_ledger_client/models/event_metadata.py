from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.actor_kind import ActorKind
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.trace_context import TraceContext





T = TypeVar("T", bound="EventMetadata")



@_attrs_define
class EventMetadata:
    """ Who and what caused an event. Serialized into the `metadata` column and
    carried unchanged to consumers.

        Attributes:
            correlation_id (UUID): Ties together everything done for one request chain (header
                `X-Correlation-Id`, else the invocation id).
            actor (str): The subject the call was made for.
            causation_id (None | Unset | UUID): What directly caused this event: the tool invocation, or `None` for
                events not caused by a tool call (cycle creation, navigation).
            actor_kind (ActorKind | None | Unset): What made the call for `actor`: the person, their agent, a service
                acting for them, or decisiond itself (decision 28). Absent from
                events stored before it existed, and when the service runs without
                authentication (nothing tells the page from an agent there).
            invocation_id (None | Unset | UUID):
            conversation_turn (int | None | Unset):
            trace_context (None | TraceContext | Unset): The W3C trace context of the request that appended the event, when
                it came with one (or decisiond traces): the relay sets it on the
                JetStream message as `traceparent`. Absent from events stored
                before it existed and from untraced requests.
     """

    correlation_id: UUID
    actor: str
    causation_id: None | Unset | UUID = UNSET
    actor_kind: ActorKind | None | Unset = UNSET
    invocation_id: None | Unset | UUID = UNSET
    conversation_turn: int | None | Unset = UNSET
    trace_context: None | TraceContext | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.trace_context import TraceContext # noqa: PLC0415
        correlation_id = str(self.correlation_id)

        actor = self.actor

        causation_id: None | str | Unset
        if isinstance(self.causation_id, Unset):
            causation_id = UNSET
        elif isinstance(self.causation_id, UUID):
            causation_id = str(self.causation_id)
        else:
            causation_id = self.causation_id

        actor_kind: None | str | Unset
        if isinstance(self.actor_kind, Unset):
            actor_kind = UNSET
        elif isinstance(self.actor_kind, ActorKind):
            actor_kind = self.actor_kind.value
        else:
            actor_kind = self.actor_kind

        invocation_id: None | str | Unset
        if isinstance(self.invocation_id, Unset):
            invocation_id = UNSET
        elif isinstance(self.invocation_id, UUID):
            invocation_id = str(self.invocation_id)
        else:
            invocation_id = self.invocation_id

        conversation_turn: int | None | Unset
        if isinstance(self.conversation_turn, Unset):
            conversation_turn = UNSET
        else:
            conversation_turn = self.conversation_turn

        trace_context: dict[str, Any] | None | Unset
        if isinstance(self.trace_context, Unset):
            trace_context = UNSET
        elif isinstance(self.trace_context, TraceContext):
            trace_context = self.trace_context.to_dict()
        else:
            trace_context = self.trace_context


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "correlation_id": correlation_id,
            "actor": actor,
        })
        if causation_id is not UNSET:
            field_dict["causation_id"] = causation_id
        if actor_kind is not UNSET:
            field_dict["actor_kind"] = actor_kind
        if invocation_id is not UNSET:
            field_dict["invocation_id"] = invocation_id
        if conversation_turn is not UNSET:
            field_dict["conversation_turn"] = conversation_turn
        if trace_context is not UNSET:
            field_dict["trace_context"] = trace_context

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.trace_context import TraceContext # noqa: PLC0415
        d = dict(src_dict)
        correlation_id = UUID(d.pop("correlation_id"))




        actor = d.pop("actor")

        def _parse_causation_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                causation_id_type_0 = UUID(data)



                return causation_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        causation_id = _parse_causation_id(d.pop("causation_id", UNSET))


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


        def _parse_conversation_turn(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        conversation_turn = _parse_conversation_turn(d.pop("conversation_turn", UNSET))


        def _parse_trace_context(data: object) -> None | TraceContext | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                trace_context_type_0 = TraceContext.from_dict(data)



                return trace_context_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TraceContext | Unset, data)

        trace_context = _parse_trace_context(d.pop("trace_context", UNSET))


        event_metadata = cls(
            correlation_id=correlation_id,
            actor=actor,
            causation_id=causation_id,
            actor_kind=actor_kind,
            invocation_id=invocation_id,
            conversation_turn=conversation_turn,
            trace_context=trace_context,
        )


        event_metadata.additional_properties = d
        return event_metadata

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
