from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RemoveObjectiveParameters")



@_attrs_define
class RemoveObjectiveParameters:
    """ 
        Attributes:
            id (str): The objective's id, e.g. "obj_2".
            reason (str): Why it is removed (kept in the log).
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

        remove_objective_parameters = cls(
            id=id,
            reason=reason,
        )

        return remove_objective_parameters

