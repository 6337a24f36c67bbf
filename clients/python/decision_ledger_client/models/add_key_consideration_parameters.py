from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="AddKeyConsiderationParameters")



@_attrs_define
class AddKeyConsiderationParameters:
    """ 
        Attributes:
            consideration (str): Something to weigh or do before deciding.
     """

    consideration: str





    def to_dict(self) -> dict[str, Any]:
        consideration = self.consideration


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "consideration": consideration,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        consideration = d.pop("consideration")

        add_key_consideration_parameters = cls(
            consideration=consideration,
        )

        return add_key_consideration_parameters

