from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="WorkingRow")



@_attrs_define
class WorkingRow:
    """ One row of the working table.

        Attributes:
            alternative_id (str):
            values (list[float | None]): Values in the order of `remaining_objectives`; null unrated.
            alternative_name (str | Unset): Only in the `detailed` response format.
     """

    alternative_id: str
    values: list[float | None]
    alternative_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        alternative_id = self.alternative_id

        values = []
        for values_item_data in self.values:
            values_item: float | None
            values_item = values_item_data
            values.append(values_item)



        alternative_name = self.alternative_name


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "alternative_id": alternative_id,
            "values": values,
        })
        if alternative_name is not UNSET:
            field_dict["alternative_name"] = alternative_name

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alternative_id = d.pop("alternative_id")

        values = []
        _values = d.pop("values")
        for values_item_data in (_values):
            def _parse_values_item(data: object) -> float | None:
                if data is None:
                    return data
                return cast(float | None, data)

            values_item = _parse_values_item(values_item_data)

            values.append(values_item)


        alternative_name = d.pop("alternative_name", UNSET)

        working_row = cls(
            alternative_id=alternative_id,
            values=values,
            alternative_name=alternative_name,
        )


        working_row.additional_properties = d
        return working_row

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
