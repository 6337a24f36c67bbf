from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dq_element import DqElement






T = TypeVar("T", bound="DqElementRatedEvent")



@_attrs_define
class DqElementRatedEvent:
    """ The payload of a `DqElementRated` event.

    Published as the `payload` of an EventEnvelope with `event_type` = "DqElementRated" and `schema_version` = 1, on
    subject `decisions.events.<cycle_id>.DqElementRated`.

        Attributes:
            element (DqElement): One of the seven elements of decision quality.
            score (int):
            rationale (str):
     """

    element: DqElement
    score: int
    rationale: str
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
            "rationale": rationale,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        element = DqElement(d.pop("element"))




        score = d.pop("score")

        rationale = d.pop("rationale")

        dq_element_rated_event = cls(
            element=element,
            score=score,
            rationale=rationale,
        )


        dq_element_rated_event.additional_properties = d
        return dq_element_rated_event

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
