from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SummaryCounts")



@_attrs_define
class SummaryCounts:
    """ 
        Attributes:
            potential_decisions (int):
            constraints (int):
            parties (int):
            rated_cells (int):
            tensions (int):
            key_considerations (int):
            dq_elements_rated (int):
            notes (int):
            pending_confirmations (int):
     """

    potential_decisions: int
    constraints: int
    parties: int
    rated_cells: int
    tensions: int
    key_considerations: int
    dq_elements_rated: int
    notes: int
    pending_confirmations: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        potential_decisions = self.potential_decisions

        constraints = self.constraints

        parties = self.parties

        rated_cells = self.rated_cells

        tensions = self.tensions

        key_considerations = self.key_considerations

        dq_elements_rated = self.dq_elements_rated

        notes = self.notes

        pending_confirmations = self.pending_confirmations


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "potential_decisions": potential_decisions,
            "constraints": constraints,
            "parties": parties,
            "rated_cells": rated_cells,
            "tensions": tensions,
            "key_considerations": key_considerations,
            "dq_elements_rated": dq_elements_rated,
            "notes": notes,
            "pending_confirmations": pending_confirmations,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        potential_decisions = d.pop("potential_decisions")

        constraints = d.pop("constraints")

        parties = d.pop("parties")

        rated_cells = d.pop("rated_cells")

        tensions = d.pop("tensions")

        key_considerations = d.pop("key_considerations")

        dq_elements_rated = d.pop("dq_elements_rated")

        notes = d.pop("notes")

        pending_confirmations = d.pop("pending_confirmations")

        summary_counts = cls(
            potential_decisions=potential_decisions,
            constraints=constraints,
            parties=parties,
            rated_cells=rated_cells,
            tensions=tensions,
            key_considerations=key_considerations,
            dq_elements_rated=dq_elements_rated,
            notes=notes,
            pending_confirmations=pending_confirmations,
        )


        summary_counts.additional_properties = d
        return summary_counts

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
