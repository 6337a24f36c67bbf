from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PromoteToFundamentalParameters")



@_attrs_define
class PromoteToFundamentalParameters:
    """ 
        Attributes:
            id (str): The means objective's id, e.g. "obj_3".
            reason (str):
     """

    id: str
    reason: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        reason = d.pop("reason")

        promote_to_fundamental_parameters = cls(
            id=id,
            reason=reason,
        )

        return promote_to_fundamental_parameters

