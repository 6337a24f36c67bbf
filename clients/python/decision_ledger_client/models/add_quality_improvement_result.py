from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="AddQualityImprovementResult")



@_attrs_define
class AddQualityImprovementResult:
    """ 
        Attributes:
            improvement_id (str):
            total_improvements (int):
     """

    improvement_id: str
    total_improvements: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        improvement_id = self.improvement_id

        total_improvements = self.total_improvements


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "improvement_id": improvement_id,
            "total_improvements": total_improvements,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        improvement_id = d.pop("improvement_id")

        total_improvements = d.pop("total_improvements")

        add_quality_improvement_result = cls(
            improvement_id=improvement_id,
            total_improvements=total_improvements,
        )


        add_quality_improvement_result.additional_properties = d
        return add_quality_improvement_result

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
