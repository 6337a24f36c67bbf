from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="DeadlineSetEvent")



@_attrs_define
class DeadlineSetEvent:
    """ The payload of a `DeadlineSet` event.

    Published as the `payload` of an EventEnvelope with `event_type` = "DeadlineSet" and `schema_version` = 1, on
    subject `decisions.events.<cycle_id>.DeadlineSet`.

        Attributes:
            deadline (str):
            hard (bool):
     """

    deadline: str
    hard: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        deadline = self.deadline

        hard = self.hard


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deadline": deadline,
            "hard": hard,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deadline = d.pop("deadline")

        hard = d.pop("hard")

        deadline_set_event = cls(
            deadline=deadline,
            hard=hard,
        )


        deadline_set_event.additional_properties = d
        return deadline_set_event

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
