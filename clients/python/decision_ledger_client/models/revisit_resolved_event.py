from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.responder import Responder
from ..models.revisit_status import RevisitStatus






T = TypeVar("T", bound="RevisitResolvedEvent")



@_attrs_define
class RevisitResolvedEvent:
    """ The payload of a `RevisitResolved` event.

    Published as the `payload` of an EventEnvelope with `event_type` = "RevisitResolved" and `schema_version` = 1, on
    subject `decisions.events.<cycle_id>.RevisitResolved`.

        Attributes:
            revisit_id (str):
            status (RevisitStatus): A revisit suggestion's state: pending, accepted (the user chose to
                revisit), dismissed, expired.
            resolution (str):
            by (Responder): Who answered a revisit or confirmation: the agent on the user's behalf
                (a tool call) or the user directly (the UI's HTTP endpoints).
     """

    revisit_id: str
    status: RevisitStatus
    resolution: str
    by: Responder
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        revisit_id = self.revisit_id

        status = self.status.value

        resolution = self.resolution

        by = self.by.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "revisit_id": revisit_id,
            "status": status,
            "resolution": resolution,
            "by": by,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        revisit_id = d.pop("revisit_id")

        status = RevisitStatus(d.pop("status"))




        resolution = d.pop("resolution")

        by = Responder(d.pop("by"))




        revisit_resolved_event = cls(
            revisit_id=revisit_id,
            status=status,
            resolution=resolution,
            by=by,
        )


        revisit_resolved_event.additional_properties = d
        return revisit_resolved_event

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
