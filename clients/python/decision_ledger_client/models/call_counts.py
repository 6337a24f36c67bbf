from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.call_counts_by_result import CallCountsByResult





T = TypeVar("T", bound="CallCounts")



@_attrs_define
class CallCounts:
    """ One tool's calls on an erased cycle, as the service-wide statistics
    count them: results by class and a duration histogram.

        Attributes:
            by_result (CallCountsByResult): Calls per result class (`success`, `validation_error`, …).
            total_ms (int):
            max_ms (int):
            histogram (list[int]): Calls per duration bucket (the audit statistics' buckets).
     """

    by_result: CallCountsByResult
    total_ms: int
    max_ms: int
    histogram: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.call_counts_by_result import CallCountsByResult # noqa: PLC0415
        by_result = self.by_result.to_dict()

        total_ms = self.total_ms

        max_ms = self.max_ms

        histogram = self.histogram




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "by_result": by_result,
            "total_ms": total_ms,
            "max_ms": max_ms,
            "histogram": histogram,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.call_counts_by_result import CallCountsByResult # noqa: PLC0415
        d = dict(src_dict)
        by_result = CallCountsByResult.from_dict(d.pop("by_result"))




        total_ms = d.pop("total_ms")

        max_ms = d.pop("max_ms")

        histogram = cast(list[int], d.pop("histogram"))


        call_counts = cls(
            by_result=by_result,
            total_ms=total_ms,
            max_ms=max_ms,
            histogram=histogram,
        )


        call_counts.additional_properties = d
        return call_counts

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
