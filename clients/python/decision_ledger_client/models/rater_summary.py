from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rater_kind import RaterKind






T = TypeVar("T", bound="RaterSummary")



@_attrs_define
class RaterSummary:
    """ A rater, and how many cells of the matrix they rated.

        Attributes:
            rater_id (str):
            kind (RaterKind): Who a rater is to the decision: the person it belongs to, their partner,
                an expert, the agent, or someone else.
            name (str):
            cells_rated (int): Cells of the current matrix this rater rated.
     """

    rater_id: str
    kind: RaterKind
    name: str
    cells_rated: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        rater_id = self.rater_id

        kind = self.kind.value

        name = self.name

        cells_rated = self.cells_rated


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rater_id": rater_id,
            "kind": kind,
            "name": name,
            "cells_rated": cells_rated,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rater_id = d.pop("rater_id")

        kind = RaterKind(d.pop("kind"))




        name = d.pop("name")

        cells_rated = d.pop("cells_rated")

        rater_summary = cls(
            rater_id=rater_id,
            kind=kind,
            name=name,
            cells_rated=cells_rated,
        )


        rater_summary.additional_properties = d
        return rater_summary

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
