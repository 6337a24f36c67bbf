from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.direction import Direction






T = TypeVar("T", bound="AddObjectiveParameters")



@_attrs_define
class AddObjectiveParameters:
    """ 
        Attributes:
            name (str): Brief name, e.g. "Maximize compensation".
            measure (str): How it is measured, e.g. "Total comp ($/year)".
            direction (Direction): Which way an objective's measure is better: higher (maximize), lower
                (minimize) or target (a specific value is best).
            is_fundamental (bool): True for a fundamental objective (what really matters), false for a
                means objective (a way to achieve a fundamental one).
     """

    name: str
    measure: str
    direction: Direction
    is_fundamental: bool





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        measure = self.measure

        direction = self.direction.value

        is_fundamental = self.is_fundamental


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "measure": measure,
            "direction": direction,
            "is_fundamental": is_fundamental,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        measure = d.pop("measure")

        direction = Direction(d.pop("direction"))




        is_fundamental = d.pop("is_fundamental")

        add_objective_parameters = cls(
            name=name,
            measure=measure,
            direction=direction,
            is_fundamental=is_fundamental,
        )

        return add_objective_parameters

