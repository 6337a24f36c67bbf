from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SetFocalStatementParameters")



@_attrs_define
class SetFocalStatementParameters:
    """ 
        Attributes:
            statement (str): The focal decision as a question, e.g. "Which role should I take?"
     """

    statement: str





    def to_dict(self) -> dict[str, Any]:
        statement = self.statement


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "statement": statement,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        statement = d.pop("statement")

        set_focal_statement_parameters = cls(
            statement=statement,
        )

        return set_focal_statement_parameters

