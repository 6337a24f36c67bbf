from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Acceptability")



@_attrs_define
class Acceptability:
    """ 
        Attributes:
            alternative_id (str):
            valued_total (float): The valued total at the likely values, 0–1.
            first_rank_share (float): Share of samples in which it leads, 0–1.
            expected_rank (float): The mean rank over the samples (1 = always first).
            alternative_name (str | Unset): Only in the `detailed` response format.
            rank_shares (list[float] | Unset): Share of samples at rank 1, 2, … (one entry per ranked alternative). Only in
                the `detailed` response format.
     """

    alternative_id: str
    valued_total: float
    first_rank_share: float
    expected_rank: float
    alternative_name: str | Unset = UNSET
    rank_shares: list[float] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        alternative_id = self.alternative_id

        valued_total = self.valued_total

        first_rank_share = self.first_rank_share

        expected_rank = self.expected_rank

        alternative_name = self.alternative_name

        rank_shares: list[float] | Unset = UNSET
        if not isinstance(self.rank_shares, Unset):
            rank_shares = self.rank_shares




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "alternative_id": alternative_id,
            "valued_total": valued_total,
            "first_rank_share": first_rank_share,
            "expected_rank": expected_rank,
        })
        if alternative_name is not UNSET:
            field_dict["alternative_name"] = alternative_name
        if rank_shares is not UNSET:
            field_dict["rank_shares"] = rank_shares

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alternative_id = d.pop("alternative_id")

        valued_total = d.pop("valued_total")

        first_rank_share = d.pop("first_rank_share")

        expected_rank = d.pop("expected_rank")

        alternative_name = d.pop("alternative_name", UNSET)

        rank_shares = cast(list[float], d.pop("rank_shares", UNSET))


        acceptability = cls(
            alternative_id=alternative_id,
            valued_total=valued_total,
            first_rank_share=first_rank_share,
            expected_rank=expected_rank,
            alternative_name=alternative_name,
            rank_shares=rank_shares,
        )


        acceptability.additional_properties = d
        return acceptability

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
