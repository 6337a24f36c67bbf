from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="NavigateBody")



@_attrs_define
class NavigateBody:
    """ 
        Attributes:
            component (str):
     """

    component: str





    def to_dict(self) -> dict[str, Any]:
        component = self.component


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "component": component,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        component = d.pop("component")

        navigate_body = cls(
            component=component,
        )

        return navigate_body

