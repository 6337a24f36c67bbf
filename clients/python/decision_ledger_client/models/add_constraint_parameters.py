from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.constraint_type import ConstraintType






T = TypeVar("T", bound="AddConstraintParameters")



@_attrs_define
class AddConstraintParameters:
    """ 
        Attributes:
            constraint_type (ConstraintType): The kind of a problem-frame constraint.
            description (str): The constraint, e.g. "Offer expires on 2026-12-15".
     """

    constraint_type: ConstraintType
    description: str





    def to_dict(self) -> dict[str, Any]:
        constraint_type = self.constraint_type.value

        description = self.description


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "constraint_type": constraint_type,
            "description": description,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        constraint_type = ConstraintType(d.pop("constraint_type"))




        description = d.pop("description")

        add_constraint_parameters = cls(
            constraint_type=constraint_type,
            description=description,
        )

        return add_constraint_parameters

