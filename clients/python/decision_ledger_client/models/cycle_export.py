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
  from ..models.document_doc import DocumentDoc
  from ..models.event_envelope import EventEnvelope
  from ..models.invocation_record import InvocationRecord





T = TypeVar("T", bound="CycleExport")



@_attrs_define
class CycleExport:
    """ The whole cycle, as of its last event (the body's shape, for the
    OpenAPI document: it is written a piece at a time, in this order).

        Attributes:
            cycle_id (UUID):
            exported_at (datetime.datetime):
            version (int): The stream's last version: what the document and the audit show.
            events (list[EventEnvelope]): Every event of the cycle, in version order, as stored.
            document (DocumentDoc): `document/<cycle>`: the decision document, one section per component.
            audit (list[InvocationRecord]): Every audited call, in stream order.
     """

    cycle_id: UUID
    exported_at: datetime.datetime
    version: int
    events: list[EventEnvelope]
    document: DocumentDoc
    audit: list[InvocationRecord]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.document_doc import DocumentDoc # noqa: PLC0415
        from ..models.event_envelope import EventEnvelope # noqa: PLC0415
        from ..models.invocation_record import InvocationRecord # noqa: PLC0415
        cycle_id = str(self.cycle_id)

        exported_at = self.exported_at.isoformat()

        version = self.version

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        document = self.document.to_dict()

        audit = []
        for audit_item_data in self.audit:
            audit_item = audit_item_data.to_dict()
            audit.append(audit_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cycle_id": cycle_id,
            "exported_at": exported_at,
            "version": version,
            "events": events,
            "document": document,
            "audit": audit,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.document_doc import DocumentDoc # noqa: PLC0415
        from ..models.event_envelope import EventEnvelope # noqa: PLC0415
        from ..models.invocation_record import InvocationRecord # noqa: PLC0415
        d = dict(src_dict)
        cycle_id = UUID(d.pop("cycle_id"))




        exported_at = datetime.datetime.fromisoformat(d.pop("exported_at"))




        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = EventEnvelope.from_dict(events_item_data)



            events.append(events_item)


        document = DocumentDoc.from_dict(d.pop("document"))




        audit = []
        _audit = d.pop("audit")
        for audit_item_data in (_audit):
            audit_item = InvocationRecord.from_dict(audit_item_data)



            audit.append(audit_item)


        cycle_export = cls(
            cycle_id=cycle_id,
            exported_at=exported_at,
            version=version,
            events=events,
            document=document,
            audit=audit,
        )


        cycle_export.additional_properties = d
        return cycle_export

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
