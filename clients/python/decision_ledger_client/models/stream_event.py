from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.stream_event_event import StreamEventEvent
from ..types import UNSET, Unset






T = TypeVar("T", bound="StreamEvent")



@_attrs_define
class StreamEvent:
    """ One server-sent event (each item of the `text/event-stream`, as OpenAPI 3.2 describes them): `domain_event` carries
    an `EventEnvelope` as JSON with `id` = its version; `sections` carries `{version, sections}`: the document sections
    that changed; `caught_up` (`{version}`), once per connection, says everything stored before it was sent; `end`
    (`{reason: "token_expired"}`) ends the stream for good; `shutdown` (`{reason: "shutdown", retry_ms}`, with `retry`)
    ends it because the server is stopping: reconnect with `Last-Event-ID`.

        Attributes:
            event (StreamEventEvent):
            data (str):
            id (str | Unset):
            retry (int | Unset): Milliseconds to wait before reconnecting (on `shutdown`).
     """

    event: StreamEventEvent
    data: str
    id: str | Unset = UNSET
    retry: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        event = self.event.value

        data = self.data

        id = self.id

        retry = self.retry


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "event": event,
            "data": data,
        })
        if id is not UNSET:
            field_dict["id"] = id
        if retry is not UNSET:
            field_dict["retry"] = retry

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = StreamEventEvent(d.pop("event"))




        data = d.pop("data")

        id = d.pop("id", UNSET)

        retry = d.pop("retry", UNSET)

        stream_event = cls(
            event=event,
            data=data,
            id=id,
            retry=retry,
        )


        stream_event.additional_properties = d
        return stream_event

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
