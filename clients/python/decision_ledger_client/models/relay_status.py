from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.relay_state_type_0 import RelayStateType0
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast
import datetime






T = TypeVar("T", bound="RelayStatus")



@_attrs_define
class RelayStatus:
    """ 
        Attributes:
            relay (str): The checkpoint's name (`relay`, or `relay:<STREAM>`).
            stream (str):
            subject_prefix (str):
            state (Literal['relaying'] | Literal['retrying'] | Literal['standby'] | Literal['starting'] | RelayStateType0):
                What this process's relay task is doing.
            nats_connected (bool):
            position (int): The last event acknowledged by JetStream (0: none yet).
            head_position (int):
            lag_positions (int): Positions between the checkpoint and the head (an upper bound: the
                feed is in commit order, positions are allocation order); 0 when
                every event is published.
            lag_seconds (float): Age of the oldest unpublished event, 0 when caught up.
            updated_at (datetime.datetime):
            published (int): Events this process published since it started.
            payloads_omitted (int): Events this process published without their payload, too large
                for the NATS server (`Decision-Payload-Omitted`).
            last_publish_lag_ms (int | None | Unset): Commit-to-ack time of the last event this process published.
            last_error (None | str | Unset):
            last_error_at (datetime.datetime | None | Unset):
     """

    relay: str
    stream: str
    subject_prefix: str
    state: Literal['relaying'] | Literal['retrying'] | Literal['standby'] | Literal['starting'] | RelayStateType0
    nats_connected: bool
    position: int
    head_position: int
    lag_positions: int
    lag_seconds: float
    updated_at: datetime.datetime
    published: int
    payloads_omitted: int
    last_publish_lag_ms: int | None | Unset = UNSET
    last_error: None | str | Unset = UNSET
    last_error_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        relay = self.relay

        stream = self.stream

        subject_prefix = self.subject_prefix

        state: Literal['relaying'] | Literal['retrying'] | Literal['standby'] | Literal['starting'] | str
        if isinstance(self.state, RelayStateType0):
            state = self.state.value
        else:
            state = self.state

        nats_connected = self.nats_connected

        position = self.position

        head_position = self.head_position

        lag_positions = self.lag_positions

        lag_seconds = self.lag_seconds

        updated_at = self.updated_at.isoformat()

        published = self.published

        payloads_omitted = self.payloads_omitted

        last_publish_lag_ms: int | None | Unset
        if isinstance(self.last_publish_lag_ms, Unset):
            last_publish_lag_ms = UNSET
        else:
            last_publish_lag_ms = self.last_publish_lag_ms

        last_error: None | str | Unset
        if isinstance(self.last_error, Unset):
            last_error = UNSET
        else:
            last_error = self.last_error

        last_error_at: None | str | Unset
        if isinstance(self.last_error_at, Unset):
            last_error_at = UNSET
        elif isinstance(self.last_error_at, datetime.datetime):
            last_error_at = self.last_error_at.isoformat()
        else:
            last_error_at = self.last_error_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "relay": relay,
            "stream": stream,
            "subject_prefix": subject_prefix,
            "state": state,
            "nats_connected": nats_connected,
            "position": position,
            "head_position": head_position,
            "lag_positions": lag_positions,
            "lag_seconds": lag_seconds,
            "updated_at": updated_at,
            "published": published,
            "payloads_omitted": payloads_omitted,
        })
        if last_publish_lag_ms is not UNSET:
            field_dict["last_publish_lag_ms"] = last_publish_lag_ms
        if last_error is not UNSET:
            field_dict["last_error"] = last_error
        if last_error_at is not UNSET:
            field_dict["last_error_at"] = last_error_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        relay = d.pop("relay")

        stream = d.pop("stream")

        subject_prefix = d.pop("subject_prefix")

        def _parse_state(data: object) -> Literal['relaying'] | Literal['retrying'] | Literal['standby'] | Literal['starting'] | RelayStateType0:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_relay_state_type_0 = RelayStateType0(data)



                return componentsschemas_relay_state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            componentsschemas_relay_state_type_1 = cast(Literal['standby'] , data)
            if componentsschemas_relay_state_type_1 != 'standby':
                raise ValueError(f"/components/schemas/RelayState_type_1 must match const 'standby', got '{componentsschemas_relay_state_type_1}'")
            return componentsschemas_relay_state_type_1
            componentsschemas_relay_state_type_2 = cast(Literal['starting'] , data)
            if componentsschemas_relay_state_type_2 != 'starting':
                raise ValueError(f"/components/schemas/RelayState_type_2 must match const 'starting', got '{componentsschemas_relay_state_type_2}'")
            return componentsschemas_relay_state_type_2
            componentsschemas_relay_state_type_3 = cast(Literal['relaying'] , data)
            if componentsschemas_relay_state_type_3 != 'relaying':
                raise ValueError(f"/components/schemas/RelayState_type_3 must match const 'relaying', got '{componentsschemas_relay_state_type_3}'")
            return componentsschemas_relay_state_type_3
            componentsschemas_relay_state_type_4 = cast(Literal['retrying'] , data)
            if componentsschemas_relay_state_type_4 != 'retrying':
                raise ValueError(f"/components/schemas/RelayState_type_4 must match const 'retrying', got '{componentsschemas_relay_state_type_4}'")
            return componentsschemas_relay_state_type_4

        state = _parse_state(d.pop("state"))


        nats_connected = d.pop("nats_connected")

        position = d.pop("position")

        head_position = d.pop("head_position")

        lag_positions = d.pop("lag_positions")

        lag_seconds = d.pop("lag_seconds")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        published = d.pop("published")

        payloads_omitted = d.pop("payloads_omitted")

        def _parse_last_publish_lag_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        last_publish_lag_ms = _parse_last_publish_lag_ms(d.pop("last_publish_lag_ms", UNSET))


        def _parse_last_error(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        last_error = _parse_last_error(d.pop("last_error", UNSET))


        def _parse_last_error_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_error_at_type_0 = datetime.datetime.fromisoformat(data)



                return last_error_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        last_error_at = _parse_last_error_at(d.pop("last_error_at", UNSET))


        relay_status = cls(
            relay=relay,
            stream=stream,
            subject_prefix=subject_prefix,
            state=state,
            nats_connected=nats_connected,
            position=position,
            head_position=head_position,
            lag_positions=lag_positions,
            lag_seconds=lag_seconds,
            updated_at=updated_at,
            published=published,
            payloads_omitted=payloads_omitted,
            last_publish_lag_ms=last_publish_lag_ms,
            last_error=last_error,
            last_error_at=last_error_at,
        )


        relay_status.additional_properties = d
        return relay_status

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
