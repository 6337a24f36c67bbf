from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="UpdateObjectiveMeasureParameters")



@_attrs_define
class UpdateObjectiveMeasureParameters:
    """ 
        Attributes:
            id (str): The objective's id, e.g. "obj_2".
            new_measure (str):
     """

    id: str
    new_measure: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        new_measure = self.new_measure


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "new_measure": new_measure,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        new_measure = d.pop("new_measure")

        update_objective_measure_parameters = cls(
            id=id,
            new_measure=new_measure,
        )

        return update_objective_measure_parameters

