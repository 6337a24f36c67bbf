from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dq_element import DqElement
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.dq_element_score import DqElementScore





T = TypeVar("T", bound="CalculateOverallDqResult")



@_attrs_define
class CalculateOverallDqResult:
    """ 
        Attributes:
            elements (list[DqElementScore]):
            elements_rated (int):
            elements_remaining (int):
            unrated (list[DqElement]):
            overall_dq (int | None | Unset): The minimum of the rated elements; null before any is rated.
            weakest_element (DqElement | None | Unset):
            note (None | str | Unset):
     """

    elements: list[DqElementScore]
    elements_rated: int
    elements_remaining: int
    unrated: list[DqElement]
    overall_dq: int | None | Unset = UNSET
    weakest_element: DqElement | None | Unset = UNSET
    note: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.dq_element_score import DqElementScore # noqa: PLC0415
        elements = []
        for elements_item_data in self.elements:
            elements_item = elements_item_data.to_dict()
            elements.append(elements_item)



        elements_rated = self.elements_rated

        elements_remaining = self.elements_remaining

        unrated = []
        for unrated_item_data in self.unrated:
            unrated_item = unrated_item_data.value
            unrated.append(unrated_item)



        overall_dq: int | None | Unset
        if isinstance(self.overall_dq, Unset):
            overall_dq = UNSET
        else:
            overall_dq = self.overall_dq

        weakest_element: None | str | Unset
        if isinstance(self.weakest_element, Unset):
            weakest_element = UNSET
        elif isinstance(self.weakest_element, DqElement):
            weakest_element = self.weakest_element.value
        else:
            weakest_element = self.weakest_element

        note: None | str | Unset
        if isinstance(self.note, Unset):
            note = UNSET
        else:
            note = self.note


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "elements": elements,
            "elements_rated": elements_rated,
            "elements_remaining": elements_remaining,
            "unrated": unrated,
        })
        if overall_dq is not UNSET:
            field_dict["overall_dq"] = overall_dq
        if weakest_element is not UNSET:
            field_dict["weakest_element"] = weakest_element
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dq_element_score import DqElementScore # noqa: PLC0415
        d = dict(src_dict)
        elements = []
        _elements = d.pop("elements")
        for elements_item_data in (_elements):
            elements_item = DqElementScore.from_dict(elements_item_data)



            elements.append(elements_item)


        elements_rated = d.pop("elements_rated")

        elements_remaining = d.pop("elements_remaining")

        unrated = []
        _unrated = d.pop("unrated")
        for unrated_item_data in (_unrated):
            unrated_item = DqElement(unrated_item_data)



            unrated.append(unrated_item)


        def _parse_overall_dq(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        overall_dq = _parse_overall_dq(d.pop("overall_dq", UNSET))


        def _parse_weakest_element(data: object) -> DqElement | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                weakest_element_type_0 = DqElement(data)



                return weakest_element_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DqElement | None | Unset, data)

        weakest_element = _parse_weakest_element(d.pop("weakest_element", UNSET))


        def _parse_note(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        note = _parse_note(d.pop("note", UNSET))


        calculate_overall_dq_result = cls(
            elements=elements,
            elements_rated=elements_rated,
            elements_remaining=elements_remaining,
            unrated=unrated,
            overall_dq=overall_dq,
            weakest_element=weakest_element,
            note=note,
        )


        calculate_overall_dq_result.additional_properties = d
        return calculate_overall_dq_result

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
