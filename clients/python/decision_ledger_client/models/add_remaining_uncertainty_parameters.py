from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="AddRemainingUncertaintyParameters")



@_attrs_define
class AddRemainingUncertaintyParameters:
    """ 
        Attributes:
            uncertainty (str):
            resolution_path (str): How it could be resolved, e.g. "Ask two current VPs".
     """

    uncertainty: str
    resolution_path: str





    def to_dict(self) -> dict[str, Any]:
        uncertainty = self.uncertainty

        resolution_path = self.resolution_path


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "uncertainty": uncertainty,
            "resolution_path": resolution_path,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        uncertainty = d.pop("uncertainty")

        resolution_path = d.pop("resolution_path")

        add_remaining_uncertainty_parameters = cls(
            uncertainty=uncertainty,
            resolution_path=resolution_path,
        )

        return add_remaining_uncertainty_parameters

