from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="WhatIf")



@_attrs_define
class WhatIf:
    """ 
        Attributes:
            rating (int):
            total_change (int):
            ranking_change (bool): The order of alternatives by total (ties: order added) changes.
            still_leads (bool): The alternative leads after the change.
            new_leader (str):
            new_total (int | Unset): Only in the `detailed` response format.
            new_leader_name (str | Unset): Only in the `detailed` response format.
            tied_leaders (bool | Unset): Only in the `detailed` response format.
     """

    rating: int
    total_change: int
    ranking_change: bool
    still_leads: bool
    new_leader: str
    new_total: int | Unset = UNSET
    new_leader_name: str | Unset = UNSET
    tied_leaders: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        rating = self.rating

        total_change = self.total_change

        ranking_change = self.ranking_change

        still_leads = self.still_leads

        new_leader = self.new_leader

        new_total = self.new_total

        new_leader_name = self.new_leader_name

        tied_leaders = self.tied_leaders


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rating": rating,
            "total_change": total_change,
            "ranking_change": ranking_change,
            "still_leads": still_leads,
            "new_leader": new_leader,
        })
        if new_total is not UNSET:
            field_dict["new_total"] = new_total
        if new_leader_name is not UNSET:
            field_dict["new_leader_name"] = new_leader_name
        if tied_leaders is not UNSET:
            field_dict["tied_leaders"] = tied_leaders

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rating = d.pop("rating")

        total_change = d.pop("total_change")

        ranking_change = d.pop("ranking_change")

        still_leads = d.pop("still_leads")

        new_leader = d.pop("new_leader")

        new_total = d.pop("new_total", UNSET)

        new_leader_name = d.pop("new_leader_name", UNSET)

        tied_leaders = d.pop("tied_leaders", UNSET)

        what_if = cls(
            rating=rating,
            total_change=total_change,
            ranking_change=ranking_change,
            still_leads=still_leads,
            new_leader=new_leader,
            new_total=new_total,
            new_leader_name=new_leader_name,
            tied_leaders=tied_leaders,
        )


        what_if.additional_properties = d
        return what_if

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
