from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dq_element import DqElement






T = TypeVar("T", bound="RateDqElementResult")



@_attrs_define
class RateDqElementResult:
    """ 
        Attributes:
            element (DqElement): One of the seven elements of decision quality.
            score (int):
            overall_dq (int): The minimum of the rated elements.
            weakest_element (DqElement): One of the seven elements of decision quality.
            elements_rated (int):
            elements_remaining (int):
     """

    element: DqElement
    score: int
    overall_dq: int
    weakest_element: DqElement
    elements_rated: int
    elements_remaining: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        element = self.element.value

        score = self.score

        overall_dq = self.overall_dq

        weakest_element = self.weakest_element.value

        elements_rated = self.elements_rated

        elements_remaining = self.elements_remaining


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "element": element,
            "score": score,
            "overall_dq": overall_dq,
            "weakest_element": weakest_element,
            "elements_rated": elements_rated,
            "elements_remaining": elements_remaining,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        element = DqElement(d.pop("element"))




        score = d.pop("score")

        overall_dq = d.pop("overall_dq")

        weakest_element = DqElement(d.pop("weakest_element"))




        elements_rated = d.pop("elements_rated")

        elements_remaining = d.pop("elements_remaining")

        rate_dq_element_result = cls(
            element=element,
            score=score,
            overall_dq=overall_dq,
            weakest_element=weakest_element,
            elements_rated=elements_rated,
            elements_remaining=elements_remaining,
        )


        rate_dq_element_result.additional_properties = d
        return rate_dq_element_result

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
