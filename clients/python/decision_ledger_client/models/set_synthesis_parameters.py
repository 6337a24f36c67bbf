from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SetSynthesisParameters")



@_attrs_define
class SetSynthesisParameters:
    """ 
        Attributes:
            synthesis (str): The analysis in a few sentences.
     """

    synthesis: str





    def to_dict(self) -> dict[str, Any]:
        synthesis = self.synthesis


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "synthesis": synthesis,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        synthesis = d.pop("synthesis")

        set_synthesis_parameters = cls(
            synthesis=synthesis,
        )

        return set_synthesis_parameters

