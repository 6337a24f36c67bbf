from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.set_value_function_result_value_function_in_use import SetValueFunctionResultValueFunctionInUse





T = TypeVar("T", bound="SetValueFunctionResult")



@_attrs_define
class SetValueFunctionResult:
    """ 
        Attributes:
            value_function (SetValueFunctionResultValueFunctionInUse): One objective's value function as the views show it.
            scored_cells (int): Measured cells of this objective, now scored.
            valued_leader_id (None | str | Unset): The leader by valued total (`null` until one exists).
     """

    value_function: SetValueFunctionResultValueFunctionInUse
    scored_cells: int
    valued_leader_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.set_value_function_result_value_function_in_use import SetValueFunctionResultValueFunctionInUse # noqa: PLC0415
        value_function = self.value_function.to_dict()

        scored_cells = self.scored_cells

        valued_leader_id: None | str | Unset
        if isinstance(self.valued_leader_id, Unset):
            valued_leader_id = UNSET
        else:
            valued_leader_id = self.valued_leader_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "value_function": value_function,
            "scored_cells": scored_cells,
        })
        if valued_leader_id is not UNSET:
            field_dict["valued_leader_id"] = valued_leader_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.set_value_function_result_value_function_in_use import SetValueFunctionResultValueFunctionInUse # noqa: PLC0415
        d = dict(src_dict)
        value_function = SetValueFunctionResultValueFunctionInUse.from_dict(d.pop("value_function"))




        scored_cells = d.pop("scored_cells")

        def _parse_valued_leader_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        valued_leader_id = _parse_valued_leader_id(d.pop("valued_leader_id", UNSET))


        set_value_function_result = cls(
            value_function=value_function,
            scored_cells=scored_cells,
            valued_leader_id=valued_leader_id,
        )


        set_value_function_result.additional_properties = d
        return set_value_function_result

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
