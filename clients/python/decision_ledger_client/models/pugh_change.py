from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.cell_change import CellChange
  from ..models.leader_change import LeaderChange
  from ..models.total_change import TotalChange





T = TypeVar("T", bound="PughChange")



@_attrs_define
class PughChange:
    """ 
        Attributes:
            cells (list[CellChange]): Cells whose rating or reasoning changed; `null` on a side where the
                cell was not rated (or not in the matrix).
            totals (list[TotalChange]): Alternatives whose total changed (`null`: not in the matrix then).
            leader (LeaderChange | None | Unset): `null` when the leader did not change.
     """

    cells: list[CellChange]
    totals: list[TotalChange]
    leader: LeaderChange | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.cell_change import CellChange # noqa: PLC0415
        from ..models.leader_change import LeaderChange # noqa: PLC0415
        from ..models.total_change import TotalChange # noqa: PLC0415
        cells = []
        for cells_item_data in self.cells:
            cells_item = cells_item_data.to_dict()
            cells.append(cells_item)



        totals = []
        for totals_item_data in self.totals:
            totals_item = totals_item_data.to_dict()
            totals.append(totals_item)



        leader: dict[str, Any] | None | Unset
        if isinstance(self.leader, Unset):
            leader = UNSET
        elif isinstance(self.leader, LeaderChange):
            leader = self.leader.to_dict()
        else:
            leader = self.leader


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cells": cells,
            "totals": totals,
        })
        if leader is not UNSET:
            field_dict["leader"] = leader

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cell_change import CellChange # noqa: PLC0415
        from ..models.leader_change import LeaderChange # noqa: PLC0415
        from ..models.total_change import TotalChange # noqa: PLC0415
        d = dict(src_dict)
        cells = []
        _cells = d.pop("cells")
        for cells_item_data in (_cells):
            cells_item = CellChange.from_dict(cells_item_data)



            cells.append(cells_item)


        totals = []
        _totals = d.pop("totals")
        for totals_item_data in (_totals):
            totals_item = TotalChange.from_dict(totals_item_data)



            totals.append(totals_item)


        def _parse_leader(data: object) -> LeaderChange | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                leader_type_0 = LeaderChange.from_dict(data)



                return leader_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LeaderChange | None | Unset, data)

        leader = _parse_leader(d.pop("leader", UNSET))


        pugh_change = cls(
            cells=cells,
            totals=totals,
            leader=leader,
        )


        pugh_change.additional_properties = d
        return pugh_change

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
