from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="EvenSwapUndoneEvent")



@_attrs_define
class EvenSwapUndoneEvent:
    """ The latest even-swap step still in force was undone.

    Published as the `payload` of an EventEnvelope with `event_type` = "EvenSwapUndone" and `schema_version` = 1, on
    subject `decisions.events.<cycle_id>.EvenSwapUndone`.

        Attributes:
            step_id (str):
            reason (str):
     """

    step_id: str
    reason: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        step_id = self.step_id

        reason = self.reason


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "step_id": step_id,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        step_id = d.pop("step_id")

        reason = d.pop("reason")

        even_swap_undone_event = cls(
            step_id=step_id,
            reason=reason,
        )


        even_swap_undone_event.additional_properties = d
        return even_swap_undone_event

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
