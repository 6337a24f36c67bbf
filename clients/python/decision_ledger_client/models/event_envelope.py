from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
  from ..models.event_metadata import EventMetadata





T = TypeVar("T", bound="EventEnvelope")



@_attrs_define
class EventEnvelope:
    """ An event as stored and published.

        Attributes:
            event_id (UUID): UUID v7, derived from the invocation id (see [`event_id_for`]).
            cycle_id (UUID):
            version (int): 1-based version within the cycle's stream.
            position (int): Position in the global feed (unique, assigned by the store).
            event_type (str):
            schema_version (int):
            recorded_at (datetime.datetime):
            payload (Any):
            metadata (EventMetadata): Who and what caused an event. Serialized into the `metadata` column and
                carried unchanged to consumers.
     """

    event_id: UUID
    cycle_id: UUID
    version: int
    position: int
    event_type: str
    schema_version: int
    recorded_at: datetime.datetime
    payload: Any
    metadata: EventMetadata
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.event_metadata import EventMetadata # noqa: PLC0415
        event_id = str(self.event_id)

        cycle_id = str(self.cycle_id)

        version = self.version

        position = self.position

        event_type = self.event_type

        schema_version = self.schema_version

        recorded_at = self.recorded_at.isoformat()

        payload = self.payload

        metadata = self.metadata.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "event_id": event_id,
            "cycle_id": cycle_id,
            "version": version,
            "position": position,
            "event_type": event_type,
            "schema_version": schema_version,
            "recorded_at": recorded_at,
            "payload": payload,
            "metadata": metadata,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_metadata import EventMetadata # noqa: PLC0415
        d = dict(src_dict)
        event_id = UUID(d.pop("event_id"))




        cycle_id = UUID(d.pop("cycle_id"))




        version = d.pop("version")

        position = d.pop("position")

        event_type = d.pop("event_type")

        schema_version = d.pop("schema_version")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))




        payload = d.pop("payload")

        metadata = EventMetadata.from_dict(d.pop("metadata"))




        event_envelope = cls(
            event_id=event_id,
            cycle_id=cycle_id,
            version=version,
            position=position,
            event_type=event_type,
            schema_version=schema_version,
            recorded_at=recorded_at,
            payload=payload,
            metadata=metadata,
        )


        event_envelope.additional_properties = d
        return event_envelope

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
