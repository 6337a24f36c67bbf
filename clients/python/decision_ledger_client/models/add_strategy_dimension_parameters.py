from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="AddStrategyDimensionParameters")



@_attrs_define
class AddStrategyDimensionParameters:
    """ 
        Attributes:
            dimension (str): A row of the strategy table, e.g. "Location".
            options (list[str]): Its distinct options, e.g. ["Remote", "Hybrid", "Office"] (1 to 20).
     """

    dimension: str
    options: list[str]





    def to_dict(self) -> dict[str, Any]:
        dimension = self.dimension

        options = self.options




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "dimension": dimension,
            "options": options,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dimension = d.pop("dimension")

        options = cast(list[str], d.pop("options"))


        add_strategy_dimension_parameters = cls(
            dimension=dimension,
            options=options,
        )

        return add_strategy_dimension_parameters

