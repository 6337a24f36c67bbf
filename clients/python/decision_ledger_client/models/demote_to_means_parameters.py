from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="DemoteToMeansParameters")



@_attrs_define
class DemoteToMeansParameters:
    """ 
        Attributes:
            id (str): The fundamental objective's id, e.g. "obj_3".
            fundamental_id (str): Another fundamental objective it serves, e.g. "obj_1".
     """

    id: str
    fundamental_id: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        fundamental_id = self.fundamental_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "fundamental_id": fundamental_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        fundamental_id = d.pop("fundamental_id")

        demote_to_means_parameters = cls(
            id=id,
            fundamental_id=fundamental_id,
        )

        return demote_to_means_parameters

