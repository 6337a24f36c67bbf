from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.revisit_action import RevisitAction
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ResolveBody")



@_attrs_define
class ResolveBody:
    """ 
        Attributes:
            action (RevisitAction):
            resolution (None | str | Unset):
     """

    action: RevisitAction
    resolution: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        resolution: None | str | Unset
        if isinstance(self.resolution, Unset):
            resolution = UNSET
        else:
            resolution = self.resolution


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
        })
        if resolution is not UNSET:
            field_dict["resolution"] = resolution

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = RevisitAction(d.pop("action"))




        def _parse_resolution(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        resolution = _parse_resolution(d.pop("resolution", UNSET))


        resolve_body = cls(
            action=action,
            resolution=resolution,
        )

        return resolve_body

