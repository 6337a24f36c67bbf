from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.stats import Stats





T = TypeVar("T", bound="CycleStatsView")



@_attrs_define
class CycleStatsView:
    """ `GET /api/cycles/:id/tools/stats`.

        Attributes:
            cycle_id (UUID):
            stats (Stats): Statistics of a cycle (or of all cycles).
     """

    cycle_id: UUID
    stats: Stats
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.stats import Stats # noqa: PLC0415
        cycle_id = str(self.cycle_id)

        stats = self.stats.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cycle_id": cycle_id,
            "stats": stats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.stats import Stats # noqa: PLC0415
        d = dict(src_dict)
        cycle_id = UUID(d.pop("cycle_id"))




        stats = Stats.from_dict(d.pop("stats"))




        cycle_stats_view = cls(
            cycle_id=cycle_id,
            stats=stats,
        )


        cycle_stats_view.additional_properties = d
        return cycle_stats_view

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
