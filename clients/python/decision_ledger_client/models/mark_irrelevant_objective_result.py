from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="MarkIrrelevantObjectiveResult")



@_attrs_define
class MarkIrrelevantObjectiveResult:
    """ 
        Attributes:
            objective_id (str):
            name (str):
            counted_objectives (int): Objectives still counted in Pugh totals.
            analysis_note (None | str | Unset): Set when the ratings do differ on this objective.
     """

    objective_id: str
    name: str
    counted_objectives: int
    analysis_note: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        objective_id = self.objective_id

        name = self.name

        counted_objectives = self.counted_objectives

        analysis_note: None | str | Unset
        if isinstance(self.analysis_note, Unset):
            analysis_note = UNSET
        else:
            analysis_note = self.analysis_note


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "objective_id": objective_id,
            "name": name,
            "counted_objectives": counted_objectives,
        })
        if analysis_note is not UNSET:
            field_dict["analysis_note"] = analysis_note

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        objective_id = d.pop("objective_id")

        name = d.pop("name")

        counted_objectives = d.pop("counted_objectives")

        def _parse_analysis_note(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        analysis_note = _parse_analysis_note(d.pop("analysis_note", UNSET))


        mark_irrelevant_objective_result = cls(
            objective_id=objective_id,
            name=name,
            counted_objectives=counted_objectives,
            analysis_note=analysis_note,
        )


        mark_irrelevant_objective_result.additional_properties = d
        return mark_irrelevant_objective_result

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
