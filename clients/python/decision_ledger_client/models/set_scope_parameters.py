from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SetScopeParameters")



@_attrs_define
class SetScopeParameters:
    """ 
        Attributes:
            in_scope (list[str]): What the decision covers (at most 50 items).
            out_scope (list[str]): What it deliberately leaves out (at most 50 items).
     """

    in_scope: list[str]
    out_scope: list[str]





    def to_dict(self) -> dict[str, Any]:
        in_scope = self.in_scope



        out_scope = self.out_scope




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "in_scope": in_scope,
            "out_scope": out_scope,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        in_scope = cast(list[str], d.pop("in_scope"))


        out_scope = cast(list[str], d.pop("out_scope"))


        set_scope_parameters = cls(
            in_scope=in_scope,
            out_scope=out_scope,
        )

        return set_scope_parameters

