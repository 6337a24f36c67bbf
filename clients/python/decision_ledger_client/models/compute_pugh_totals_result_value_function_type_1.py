from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.value_step import ValueStep





T = TypeVar("T", bound="ComputePughTotalsResultValueFunctionType1")



@_attrs_define
class ComputePughTotalsResultValueFunctionType1:
    """ Thresholds in increasing `from` order: a value scores the `value` of
    the last step whose `from` it reaches (below the first step, the
    first step's). The values span 0 to 1.

        Attributes:
            kind (Literal['stepwise']):
            steps (list[ValueStep]):
     """

    kind: Literal['stepwise']
    steps: list[ValueStep]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.value_step import ValueStep # noqa: PLC0415
        kind = self.kind

        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "steps": steps,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.value_step import ValueStep # noqa: PLC0415
        d = dict(src_dict)
        kind = cast(Literal['stepwise'] , d.pop("kind"))
        if kind != 'stepwise':
            raise ValueError(f"kind must match const 'stepwise', got '{kind}'")

        steps = []
        _steps = d.pop("steps")
        for steps_item_data in (_steps):
            steps_item = ValueStep.from_dict(steps_item_data)



            steps.append(steps_item)


        compute_pugh_totals_result_value_function_type_1 = cls(
            kind=kind,
            steps=steps,
        )


        compute_pugh_totals_result_value_function_type_1.additional_properties = d
        return compute_pugh_totals_result_value_function_type_1

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
