from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="UndoEvenSwapResult")



@_attrs_define
class UndoEvenSwapResult:
    """ 
        Attributes:
            step_id (str):
            remaining_alternatives (int):
            remaining_objectives (int):
            next_ (str):
            latest_step_id (None | str | Unset): The latest step still in force after the undo, if any.
     """

    step_id: str
    remaining_alternatives: int
    remaining_objectives: int
    next_: str
    latest_step_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        step_id = self.step_id

        remaining_alternatives = self.remaining_alternatives

        remaining_objectives = self.remaining_objectives

        next_ = self.next_

        latest_step_id: None | str | Unset
        if isinstance(self.latest_step_id, Unset):
            latest_step_id = UNSET
        else:
            latest_step_id = self.latest_step_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "step_id": step_id,
            "remaining_alternatives": remaining_alternatives,
            "remaining_objectives": remaining_objectives,
            "next": next_,
        })
        if latest_step_id is not UNSET:
            field_dict["latest_step_id"] = latest_step_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        step_id = d.pop("step_id")

        remaining_alternatives = d.pop("remaining_alternatives")

        remaining_objectives = d.pop("remaining_objectives")

        next_ = d.pop("next")

        def _parse_latest_step_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        latest_step_id = _parse_latest_step_id(d.pop("latest_step_id", UNSET))


        undo_even_swap_result = cls(
            step_id=step_id,
            remaining_alternatives=remaining_alternatives,
            remaining_objectives=remaining_objectives,
            next_=next_,
            latest_step_id=latest_step_id,
        )


        undo_even_swap_result.additional_properties = d
        return undo_even_swap_result

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
