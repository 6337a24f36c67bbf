from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="AddTensionParameters")



@_attrs_define
class AddTensionParameters:
    """ 
        Attributes:
            alternative_id (str): e.g. "alt_a".
            excels_at (str): What it is strong at, e.g. "Career growth".
            sacrifices (str): What it gives up for that, e.g. "Family time".
     """

    alternative_id: str
    excels_at: str
    sacrifices: str





    def to_dict(self) -> dict[str, Any]:
        alternative_id = self.alternative_id

        excels_at = self.excels_at

        sacrifices = self.sacrifices


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "alternative_id": alternative_id,
            "excels_at": excels_at,
            "sacrifices": sacrifices,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alternative_id = d.pop("alternative_id")

        excels_at = d.pop("excels_at")

        sacrifices = d.pop("sacrifices")

        add_tension_parameters = cls(
            alternative_id=alternative_id,
            excels_at=excels_at,
            sacrifices=sacrifices,
        )

        return add_tension_parameters

