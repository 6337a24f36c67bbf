from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RemainingUncertaintyAddedEvent")



@_attrs_define
class RemainingUncertaintyAddedEvent:
    """ The payload of a `RemainingUncertaintyAdded` event.

    Published as the `payload` of an EventEnvelope with `event_type` = "RemainingUncertaintyAdded" and `schema_version`
    = 1, on subject `decisions.events.<cycle_id>.RemainingUncertaintyAdded`.

        Attributes:
            uncertainty_id (str):
            uncertainty (str):
            resolution_path (str):
     """

    uncertainty_id: str
    uncertainty: str
    resolution_path: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        uncertainty_id = self.uncertainty_id

        uncertainty = self.uncertainty

        resolution_path = self.resolution_path


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "uncertainty_id": uncertainty_id,
            "uncertainty": uncertainty,
            "resolution_path": resolution_path,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        uncertainty_id = d.pop("uncertainty_id")

        uncertainty = d.pop("uncertainty")

        resolution_path = d.pop("resolution_path")

        remaining_uncertainty_added_event = cls(
            uncertainty_id=uncertainty_id,
            uncertainty=uncertainty,
            resolution_path=resolution_path,
        )


        remaining_uncertainty_added_event.additional_properties = d
        return remaining_uncertainty_added_event

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
