from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="EvenSwapRecordedEventEvenSwapDominance")



@_attrs_define
class EvenSwapRecordedEventEvenSwapDominance:
    """ `alternative_id` is dominated by `dominated_by` in the working table.

        Attributes:
            alternative_id (str):
            dominated_by (str):
            slightly_better_on (None | str): `null`: equal or worse on every objective (dominated outright);
                otherwise the one objective where it is only slightly better
                (practical dominance).
     """

    alternative_id: str
    dominated_by: str
    slightly_better_on: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        alternative_id = self.alternative_id

        dominated_by = self.dominated_by

        slightly_better_on: None | str
        slightly_better_on = self.slightly_better_on


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "alternative_id": alternative_id,
            "dominated_by": dominated_by,
            "slightly_better_on": slightly_better_on,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alternative_id = d.pop("alternative_id")

        dominated_by = d.pop("dominated_by")

        def _parse_slightly_better_on(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        slightly_better_on = _parse_slightly_better_on(d.pop("slightly_better_on"))


        even_swap_recorded_event_even_swap_dominance = cls(
            alternative_id=alternative_id,
            dominated_by=dominated_by,
            slightly_better_on=slightly_better_on,
        )


        even_swap_recorded_event_even_swap_dominance.additional_properties = d
        return even_swap_recorded_event_even_swap_dominance

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
