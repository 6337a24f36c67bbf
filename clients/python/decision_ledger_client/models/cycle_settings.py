from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from uuid import UUID






T = TypeVar("T", bound="CycleSettings")



@_attrs_define
class CycleSettings:
    """ `GET /api/cycles/:id/settings`.

        Attributes:
            cycle_id (UUID):
            require_confirmation (bool): The cycle's own gate (`PUT` sets it).
            service_requires_confirmation (bool): The service holds every cycle's gated tools (`--require-confirmation`);
                a cycle cannot lift that.
            effective (bool): Whether write tools that require confirmation are held here now.
            version (int): The cycle's version.
     """

    cycle_id: UUID
    require_confirmation: bool
    service_requires_confirmation: bool
    effective: bool
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cycle_id = str(self.cycle_id)

        require_confirmation = self.require_confirmation

        service_requires_confirmation = self.service_requires_confirmation

        effective = self.effective

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cycle_id": cycle_id,
            "require_confirmation": require_confirmation,
            "service_requires_confirmation": service_requires_confirmation,
            "effective": effective,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cycle_id = UUID(d.pop("cycle_id"))




        require_confirmation = d.pop("require_confirmation")

        service_requires_confirmation = d.pop("service_requires_confirmation")

        effective = d.pop("effective")

        version = d.pop("version")

        cycle_settings = cls(
            cycle_id=cycle_id,
            require_confirmation=require_confirmation,
            service_requires_confirmation=service_requires_confirmation,
            effective=effective,
            version=version,
        )


        cycle_settings.additional_properties = d
        return cycle_settings

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
