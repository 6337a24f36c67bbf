from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="MarkDominatedResult")



@_attrs_define
class MarkDominatedResult:
    """ 
        Attributes:
            marked (bool):
            alternative_id (str):
            alternative_name (str):
            dominated_by (str):
            dominated_by_name (str):
            remaining_alternatives (int): Active alternatives not marked dominated.
            analysis_note (None | str | Unset): e.g. "Only 2 non-dominated alternatives remain".
     """

    marked: bool
    alternative_id: str
    alternative_name: str
    dominated_by: str
    dominated_by_name: str
    remaining_alternatives: int
    analysis_note: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        marked = self.marked

        alternative_id = self.alternative_id

        alternative_name = self.alternative_name

        dominated_by = self.dominated_by

        dominated_by_name = self.dominated_by_name

        remaining_alternatives = self.remaining_alternatives

        analysis_note: None | str | Unset
        if isinstance(self.analysis_note, Unset):
            analysis_note = UNSET
        else:
            analysis_note = self.analysis_note


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "marked": marked,
            "alternative_id": alternative_id,
            "alternative_name": alternative_name,
            "dominated_by": dominated_by,
            "dominated_by_name": dominated_by_name,
            "remaining_alternatives": remaining_alternatives,
        })
        if analysis_note is not UNSET:
            field_dict["analysis_note"] = analysis_note

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        marked = d.pop("marked")

        alternative_id = d.pop("alternative_id")

        alternative_name = d.pop("alternative_name")

        dominated_by = d.pop("dominated_by")

        dominated_by_name = d.pop("dominated_by_name")

        remaining_alternatives = d.pop("remaining_alternatives")

        def _parse_analysis_note(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        analysis_note = _parse_analysis_note(d.pop("analysis_note", UNSET))


        mark_dominated_result = cls(
            marked=marked,
            alternative_id=alternative_id,
            alternative_name=alternative_name,
            dominated_by=dominated_by,
            dominated_by_name=dominated_by_name,
            remaining_alternatives=remaining_alternatives,
            analysis_note=analysis_note,
        )


        mark_dominated_result.additional_properties = d
        return mark_dominated_result

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
