from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="StrategyDimensionAddedEvent")



@_attrs_define
class StrategyDimensionAddedEvent:
    """ The payload of a `StrategyDimensionAdded` event.

    Published as the `payload` of an EventEnvelope with `event_type` = "StrategyDimensionAdded" and `schema_version` =
    1, on subject `decisions.events.<cycle_id>.StrategyDimensionAdded`.

        Attributes:
            dimension_id (str):
            dimension (str):
            options (list[str]):
     """

    dimension_id: str
    dimension: str
    options: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        dimension_id = self.dimension_id

        dimension = self.dimension

        options = self.options




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "dimension_id": dimension_id,
            "dimension": dimension,
            "options": options,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dimension_id = d.pop("dimension_id")

        dimension = d.pop("dimension")

        options = cast(list[str], d.pop("options"))


        strategy_dimension_added_event = cls(
            dimension_id=dimension_id,
            dimension=dimension,
            options=options,
        )


        strategy_dimension_added_event.additional_properties = d
        return strategy_dimension_added_event

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
