from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ConfirmationGateResult")



@_attrs_define
class ConfirmationGateResult:
    """ 
        Attributes:
            require_confirmation (bool):
            changed (bool): False when the gate was already so (nothing appended).
     """

    require_confirmation: bool
    changed: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        require_confirmation = self.require_confirmation

        changed = self.changed


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "require_confirmation": require_confirmation,
            "changed": changed,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        require_confirmation = d.pop("require_confirmation")

        changed = d.pop("changed")

        confirmation_gate_result = cls(
            require_confirmation=require_confirmation,
            changed=changed,
        )


        confirmation_gate_result.additional_properties = d
        return confirmation_gate_result

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
