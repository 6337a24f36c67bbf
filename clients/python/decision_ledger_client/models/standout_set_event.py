from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="StandoutSetEvent")



@_attrs_define
class StandoutSetEvent:
    """ The payload of a `StandoutSet` event.

    Published as the `payload` of an EventEnvelope with `event_type` = "StandoutSet" and `schema_version` = 1, on
    subject `decisions.events.<cycle_id>.StandoutSet`.

        Attributes:
            alternative_id (None | str): `None`: no clear standout.
            rationale (str):
     """

    alternative_id: None | str
    rationale: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        alternative_id: None | str
        alternative_id = self.alternative_id

        rationale = self.rationale


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "alternative_id": alternative_id,
            "rationale": rationale,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_alternative_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        alternative_id = _parse_alternative_id(d.pop("alternative_id"))


        rationale = d.pop("rationale")

        standout_set_event = cls(
            alternative_id=alternative_id,
            rationale=rationale,
        )


        standout_set_event.additional_properties = d
        return standout_set_event

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
