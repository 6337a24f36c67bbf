from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SetAlternativeStrategyParameters")



@_attrs_define
class SetAlternativeStrategyParameters:
    """ 
        Attributes:
            alternative_id (str): e.g. "alt_a".
            dim_id (str): The strategy dimension, e.g. "dim_1".
            option (str): One of the dimension's options.
     """

    alternative_id: str
    dim_id: str
    option: str





    def to_dict(self) -> dict[str, Any]:
        alternative_id = self.alternative_id

        dim_id = self.dim_id

        option = self.option


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "alternative_id": alternative_id,
            "dim_id": dim_id,
            "option": option,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alternative_id = d.pop("alternative_id")

        dim_id = d.pop("dim_id")

        option = d.pop("option")

        set_alternative_strategy_parameters = cls(
            alternative_id=alternative_id,
            dim_id=dim_id,
            option=option,
        )

        return set_alternative_strategy_parameters

