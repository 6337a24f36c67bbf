from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="DominatedInfo")



@_attrs_define
class DominatedInfo:
    """ 
        Attributes:
            alternative_id (str):
            alternative_name (str):
            dominated_by (str):
            dominated_by_name (str):
            reason (str):
            strictly_better_on (list[str] | Unset): Objective ids where the dominating alternative is strictly better. Only
                in the `detailed` response format.
            already_marked (bool | Unset): True if already recorded with mark_dominated. Only in the `detailed` response
                format.
     """

    alternative_id: str
    alternative_name: str
    dominated_by: str
    dominated_by_name: str
    reason: str
    strictly_better_on: list[str] | Unset = UNSET
    already_marked: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        alternative_id = self.alternative_id

        alternative_name = self.alternative_name

        dominated_by = self.dominated_by

        dominated_by_name = self.dominated_by_name

        reason = self.reason

        strictly_better_on: list[str] | Unset = UNSET
        if not isinstance(self.strictly_better_on, Unset):
            strictly_better_on = self.strictly_better_on



        already_marked = self.already_marked


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "alternative_id": alternative_id,
            "alternative_name": alternative_name,
            "dominated_by": dominated_by,
            "dominated_by_name": dominated_by_name,
            "reason": reason,
        })
        if strictly_better_on is not UNSET:
            field_dict["strictly_better_on"] = strictly_better_on
        if already_marked is not UNSET:
            field_dict["already_marked"] = already_marked

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alternative_id = d.pop("alternative_id")

        alternative_name = d.pop("alternative_name")

        dominated_by = d.pop("dominated_by")

        dominated_by_name = d.pop("dominated_by_name")

        reason = d.pop("reason")

        strictly_better_on = cast(list[str], d.pop("strictly_better_on", UNSET))


        already_marked = d.pop("already_marked", UNSET)

        dominated_info = cls(
            alternative_id=alternative_id,
            alternative_name=alternative_name,
            dominated_by=dominated_by,
            dominated_by_name=dominated_by_name,
            reason=reason,
            strictly_better_on=strictly_better_on,
            already_marked=already_marked,
        )


        dominated_info.additional_properties = d
        return dominated_info

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
