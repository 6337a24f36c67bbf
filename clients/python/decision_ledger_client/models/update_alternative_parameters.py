from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="UpdateAlternativeParameters")



@_attrs_define
class UpdateAlternativeParameters:
    """ 
        Attributes:
            id (str): The alternative's id, e.g. "alt_b".
            description (str):
     """

    id: str
    description: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        description = self.description


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "description": description,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        description = d.pop("description")

        update_alternative_parameters = cls(
            id=id,
            description=description,
        )

        return update_alternative_parameters

