from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RecordUserChoiceParameters")



@_attrs_define
class RecordUserChoiceParameters:
    """ 
        Attributes:
            confirmation_id (str): e.g. "conf_1".
            choice (str): The option's label, or the user's own words.
     """

    confirmation_id: str
    choice: str





    def to_dict(self) -> dict[str, Any]:
        confirmation_id = self.confirmation_id

        choice = self.choice


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "confirmation_id": confirmation_id,
            "choice": choice,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        confirmation_id = d.pop("confirmation_id")

        choice = d.pop("choice")

        record_user_choice_parameters = cls(
            confirmation_id=confirmation_id,
            choice=choice,
        )

        return record_user_choice_parameters

