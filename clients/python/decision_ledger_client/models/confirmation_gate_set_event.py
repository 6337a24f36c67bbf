from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ConfirmationGateSetEvent")



@_attrs_define
class ConfirmationGateSetEvent:
    """ The person turned the cycle's confirmation gate on or off: with it
    on, a write tool that requires confirmation is proposed, not run.

    Published as the `payload` of an EventEnvelope with `event_type` = "ConfirmationGateSet" and `schema_version` = 1,
    on subject `decisions.events.<cycle_id>.ConfirmationGateSet`.

        Attributes:
            require_confirmation (bool): True: write tools that require confirmation are proposed, and
                run only once the person approves.
     """

    require_confirmation: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        require_confirmation = self.require_confirmation


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "require_confirmation": require_confirmation,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        require_confirmation = d.pop("require_confirmation")

        confirmation_gate_set_event = cls(
            require_confirmation=require_confirmation,
        )


        confirmation_gate_set_event.additional_properties = d
        return confirmation_gate_set_event

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
