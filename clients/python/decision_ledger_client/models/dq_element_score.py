from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dq_element import DqElement
from ..types import UNSET, Unset






T = TypeVar("T", bound="DqElementScore")



@_attrs_define
class DqElementScore:
    """ 
        Attributes:
            element (DqElement): One of the seven elements of decision quality.
            score (int):
            rationale (str | Unset): Detailed. Only in the `detailed` response format.
     """

    element: DqElement
    score: int
    rationale: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        element = self.element.value

        score = self.score

        rationale = self.rationale


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "element": element,
            "score": score,
        })
        if rationale is not UNSET:
            field_dict["rationale"] = rationale

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        element = DqElement(d.pop("element"))




        score = d.pop("score")

        rationale = d.pop("rationale", UNSET)

        dq_element_score = cls(
            element=element,
            score=score,
            rationale=rationale,
        )


        dq_element_score.additional_properties = d
        return dq_element_score

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
