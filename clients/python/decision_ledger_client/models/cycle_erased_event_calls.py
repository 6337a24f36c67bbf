from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.call_counts import CallCounts





T = TypeVar("T", bound="CycleErasedEventCalls")



@_attrs_define
class CycleErasedEventCalls:
    """ The erased cycle's audited calls per tool (`unknown` for names
    the catalog lacks): counts and durations only.

     """

    additional_properties: dict[str, CallCounts] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.call_counts import CallCounts # noqa: PLC0415
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()


        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.call_counts import CallCounts # noqa: PLC0415
        d = dict(src_dict)
        cycle_erased_event_calls = cls(
        )


        from ..models.call_counts_by_result import CallCountsByResult # noqa: PLC0415
        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = CallCounts.from_dict(prop_dict)



            additional_properties[prop_name] = additional_property

        cycle_erased_event_calls.additional_properties = additional_properties
        return cycle_erased_event_calls

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> CallCounts:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: CallCounts) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
