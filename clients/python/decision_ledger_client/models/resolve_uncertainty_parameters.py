from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ResolveUncertaintyParameters")



@_attrs_define
class ResolveUncertaintyParameters:
    """ 
        Attributes:
            id (str): The uncertainty, e.g. "unc_1".
            resolution (str):
     """

    id: str
    resolution: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        resolution = self.resolution


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "resolution": resolution,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        resolution = d.pop("resolution")

        resolve_uncertainty_parameters = cls(
            id=id,
            resolution=resolution,
        )

        return resolve_uncertainty_parameters

