from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="AddConsequenceUncertaintyParameters")



@_attrs_define
class AddConsequenceUncertaintyParameters:
    """ 
        Attributes:
            alternative_id (str):
            objective_id (str):
            uncertainty (str): What is uncertain about this cell.
     """

    alternative_id: str
    objective_id: str
    uncertainty: str





    def to_dict(self) -> dict[str, Any]:
        alternative_id = self.alternative_id

        objective_id = self.objective_id

        uncertainty = self.uncertainty


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "alternative_id": alternative_id,
            "objective_id": objective_id,
            "uncertainty": uncertainty,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alternative_id = d.pop("alternative_id")

        objective_id = d.pop("objective_id")

        uncertainty = d.pop("uncertainty")

        add_consequence_uncertainty_parameters = cls(
            alternative_id=alternative_id,
            objective_id=objective_id,
            uncertainty=uncertainty,
        )

        return add_consequence_uncertainty_parameters

