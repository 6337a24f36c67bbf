from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.even_swap_dominance import EvenSwapDominance





T = TypeVar("T", bound="EvenSwapFindings")



@_attrs_define
class EvenSwapFindings:
    """ Dominated alternatives and irrelevant objectives of the working table.

        Attributes:
            dominated (list[EvenSwapDominance]):
            irrelevant_objectives (list[str]): Objectives on which every remaining alternative has the same value.
     """

    dominated: list[EvenSwapDominance]
    irrelevant_objectives: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.even_swap_dominance import EvenSwapDominance # noqa: PLC0415
        dominated = []
        for dominated_item_data in self.dominated:
            dominated_item = dominated_item_data.to_dict()
            dominated.append(dominated_item)



        irrelevant_objectives = self.irrelevant_objectives




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "dominated": dominated,
            "irrelevant_objectives": irrelevant_objectives,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.even_swap_dominance import EvenSwapDominance # noqa: PLC0415
        d = dict(src_dict)
        dominated = []
        _dominated = d.pop("dominated")
        for dominated_item_data in (_dominated):
            dominated_item = EvenSwapDominance.from_dict(dominated_item_data)



            dominated.append(dominated_item)


        irrelevant_objectives = cast(list[str], d.pop("irrelevant_objectives"))


        even_swap_findings = cls(
            dominated=dominated,
            irrelevant_objectives=irrelevant_objectives,
        )


        even_swap_findings.additional_properties = d
        return even_swap_findings

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
