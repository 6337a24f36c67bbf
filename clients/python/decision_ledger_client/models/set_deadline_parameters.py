from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SetDeadlineParameters")



@_attrs_define
class SetDeadlineParameters:
    """ 
        Attributes:
            deadline (str): When the decision is due: a date YYYY-MM-DD or an RFC 3339 date-time.
            hard (bool): True if the deadline cannot move.
     """

    deadline: str
    hard: bool





    def to_dict(self) -> dict[str, Any]:
        deadline = self.deadline

        hard = self.hard


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deadline": deadline,
            "hard": hard,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deadline = d.pop("deadline")

        hard = d.pop("hard")

        set_deadline_parameters = cls(
            deadline=deadline,
            hard=hard,
        )

        return set_deadline_parameters

