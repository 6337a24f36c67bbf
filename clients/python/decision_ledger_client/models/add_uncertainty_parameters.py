from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="AddUncertaintyParameters")



@_attrs_define
class AddUncertaintyParameters:
    """ 
        Attributes:
            description (str): What is not known, e.g. "Will the startup close its next round?"
            resolvable (bool): True if more information could resolve it before deciding.
     """

    description: str
    resolvable: bool





    def to_dict(self) -> dict[str, Any]:
        description = self.description

        resolvable = self.resolvable


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "description": description,
            "resolvable": resolvable,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        description = d.pop("description")

        resolvable = d.pop("resolvable")

        add_uncertainty_parameters = cls(
            description=description,
            resolvable=resolvable,
        )

        return add_uncertainty_parameters

