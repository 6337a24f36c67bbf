from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SettingsBody")



@_attrs_define
class SettingsBody:
    """ 
        Attributes:
            require_confirmation (bool): True: write tools that require confirmation are proposed, and run
                once the person approves. Turning it off needs `cycles:confirm`.
     """

    require_confirmation: bool





    def to_dict(self) -> dict[str, Any]:
        require_confirmation = self.require_confirmation


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "require_confirmation": require_confirmation,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        require_confirmation = d.pop("require_confirmation")

        settings_body = cls(
            require_confirmation=require_confirmation,
        )

        return settings_body

