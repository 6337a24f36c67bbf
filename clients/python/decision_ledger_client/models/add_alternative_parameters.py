from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="AddAlternativeParameters")



@_attrs_define
class AddAlternativeParameters:
    """ 
        Attributes:
            name (str): Short name, e.g. "Accept VP offer".
            description (str):
            is_status_quo (bool): True for "keep things as they are"; at most one per cycle. The
                status quo is the Pugh datum.
     """

    name: str
    description: str
    is_status_quo: bool





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        is_status_quo = self.is_status_quo


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "description": description,
            "is_status_quo": is_status_quo,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        description = d.pop("description")

        is_status_quo = d.pop("is_status_quo")

        add_alternative_parameters = cls(
            name=name,
            description=description,
            is_status_quo=is_status_quo,
        )

        return add_alternative_parameters

