from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.tool_stats_by_result import ToolStatsByResult





T = TypeVar("T", bound="ToolStats")



@_attrs_define
class ToolStats:
    """ Counts and durations of one tool (or of all tools together).

        Attributes:
            calls (int):
            failures (int):
            by_result (ToolStatsByResult): Calls per result class (`success`, `validation_error`, …).
            total_ms (int):
            max_ms (int):
            mean_ms (float):
            p95_ms (int): Upper bound of the bucket holding the 95th percentile.
            histogram (list[int]): Calls per duration bucket (see [`BUCKETS_MS`]; one extra open bucket).
            replays (int | Unset): Of `calls`, the replays of a read (the same idempotency key and
                request again): counted like calls, and here on their own
                (decision 26). Not kept for an erased cycle. Default: 0.
     """

    calls: int
    failures: int
    by_result: ToolStatsByResult
    total_ms: int
    max_ms: int
    mean_ms: float
    p95_ms: int
    histogram: list[int]
    replays: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.tool_stats_by_result import ToolStatsByResult # noqa: PLC0415
        calls = self.calls

        failures = self.failures

        by_result = self.by_result.to_dict()

        total_ms = self.total_ms

        max_ms = self.max_ms

        mean_ms = self.mean_ms

        p95_ms = self.p95_ms

        histogram = self.histogram



        replays = self.replays


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "calls": calls,
            "failures": failures,
            "by_result": by_result,
            "total_ms": total_ms,
            "max_ms": max_ms,
            "mean_ms": mean_ms,
            "p95_ms": p95_ms,
            "histogram": histogram,
        })
        if replays is not UNSET:
            field_dict["replays"] = replays

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tool_stats_by_result import ToolStatsByResult # noqa: PLC0415
        d = dict(src_dict)
        calls = d.pop("calls")

        failures = d.pop("failures")

        by_result = ToolStatsByResult.from_dict(d.pop("by_result"))




        total_ms = d.pop("total_ms")

        max_ms = d.pop("max_ms")

        mean_ms = d.pop("mean_ms")

        p95_ms = d.pop("p95_ms")

        histogram = cast(list[int], d.pop("histogram"))


        replays = d.pop("replays", UNSET)

        tool_stats = cls(
            calls=calls,
            failures=failures,
            by_result=by_result,
            total_ms=total_ms,
            max_ms=max_ms,
            mean_ms=mean_ms,
            p95_ms=p95_ms,
            histogram=histogram,
            replays=replays,
        )


        tool_stats.additional_properties = d
        return tool_stats

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
