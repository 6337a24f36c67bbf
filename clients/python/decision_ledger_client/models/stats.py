from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.stats_tools import StatsTools
  from ..models.tool_stats import ToolStats





T = TypeVar("T", bound="Stats")



@_attrs_define
class Stats:
    """ Statistics of a cycle (or of all cycles).

        Attributes:
            overall (ToolStats): Counts and durations of one tool (or of all tools together).
            tools (StatsTools):
     """

    overall: ToolStats
    tools: StatsTools
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.stats_tools import StatsTools # noqa: PLC0415
        from ..models.tool_stats import ToolStats # noqa: PLC0415
        overall = self.overall.to_dict()

        tools = self.tools.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "overall": overall,
            "tools": tools,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.stats_tools import StatsTools # noqa: PLC0415
        from ..models.tool_stats import ToolStats # noqa: PLC0415
        d = dict(src_dict)
        overall = ToolStats.from_dict(d.pop("overall"))




        tools = StatsTools.from_dict(d.pop("tools"))




        stats = cls(
            overall=overall,
            tools=tools,
        )


        stats.additional_properties = d
        return stats

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
