from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="ComputePughTotalsResultValueFunctionType0")



@_attrs_define
class ComputePughTotalsResultValueFunctionType0:
    """ Linear between `worst` (scores 0) and `best` (scores 1), clamped
    outside; `best` below `worst` means lower is better.

        Attributes:
            kind (Literal['linear']):
            worst (float):
            best (float):
     """

    kind: Literal['linear']
    worst: float
    best: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        worst = self.worst

        best = self.best


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "worst": worst,
            "best": best,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = cast(Literal['linear'] , d.pop("kind"))
        if kind != 'linear':
            raise ValueError(f"kind must match const 'linear', got '{kind}'")

        worst = d.pop("worst")

        best = d.pop("best")

        compute_pugh_totals_result_value_function_type_0 = cls(
            kind=kind,
            worst=worst,
            best=best,
        )


        compute_pugh_totals_result_value_function_type_0.additional_properties = d
        return compute_pugh_totals_result_value_function_type_0

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
