from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rater_kind import RaterKind
from ..types import UNSET, Unset






T = TypeVar("T", bound="ListRaterDisagreementsResultRaterSummary")



@_attrs_define
class ListRaterDisagreementsResultRaterSummary:
    """ A rater, and how many cells of the matrix they rated.

        Attributes:
            rater_id (str):
            name (str):
            cells_rated (int): Cells of the current matrix this rater rated.
            kind (RaterKind | Unset): Who a rater is to the decision: the person it belongs to, their partner,
                an expert, the agent, or someone else.
     """

    rater_id: str
    name: str
    cells_rated: int
    kind: RaterKind | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        rater_id = self.rater_id

        name = self.name

        cells_rated = self.cells_rated

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rater_id": rater_id,
            "name": name,
            "cells_rated": cells_rated,
        })
        if kind is not UNSET:
            field_dict["kind"] = kind

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rater_id = d.pop("rater_id")

        name = d.pop("name")

        cells_rated = d.pop("cells_rated")

        _kind = d.pop("kind", UNSET)
        kind: RaterKind | Unset
        if isinstance(_kind,  Unset):
            kind = UNSET
        else:
            kind = RaterKind(_kind)




        list_rater_disagreements_result_rater_summary = cls(
            rater_id=rater_id,
            name=name,
            cells_rated=cells_rated,
            kind=kind,
        )


        list_rater_disagreements_result_rater_summary.additional_properties = d
        return list_rater_disagreements_result_rater_summary

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
