from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="StepInput")



@_attrs_define
class StepInput:
    """ One step: from this threshold on (up to the next), the score `value`.

        Attributes:
            from_ (float): The threshold, in `unit`; steps in increasing order.
            value (float): The score from this threshold on, 0–1.
     """

    from_: float
    value: float





    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "from": from_,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from")

        value = d.pop("value")

        step_input = cls(
            from_=from_,
            value=value,
        )

        return step_input

