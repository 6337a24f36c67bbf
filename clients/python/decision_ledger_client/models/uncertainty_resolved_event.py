from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="UncertaintyResolvedEvent")



@_attrs_define
class UncertaintyResolvedEvent:
    """ The payload of a `UncertaintyResolved` event.

    Published as the `payload` of an EventEnvelope with `event_type` = "UncertaintyResolved" and `schema_version` = 1,
    on subject `decisions.events.<cycle_id>.UncertaintyResolved`.

        Attributes:
            uncertainty_id (str):
            resolution (str):
     """

    uncertainty_id: str
    resolution: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        uncertainty_id = self.uncertainty_id

        resolution = self.resolution


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "uncertainty_id": uncertainty_id,
            "resolution": resolution,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        uncertainty_id = d.pop("uncertainty_id")

        resolution = d.pop("resolution")

        uncertainty_resolved_event = cls(
            uncertainty_id=uncertainty_id,
            resolution=resolution,
        )


        uncertainty_resolved_event.additional_properties = d
        return uncertainty_resolved_event

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
