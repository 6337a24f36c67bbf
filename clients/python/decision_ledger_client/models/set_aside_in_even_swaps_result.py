from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.set_aside_in_even_swaps_result_even_swap_findings import SetAsideInEvenSwapsResultEvenSwapFindings





T = TypeVar("T", bound="SetAsideInEvenSwapsResult")



@_attrs_define
class SetAsideInEvenSwapsResult:
    """ 
        Attributes:
            step_id (str):
            remaining_alternatives (list[str]): Remaining alternative ids.
            remaining_objectives (list[str]): Remaining objective ids.
            findings (SetAsideInEvenSwapsResultEvenSwapFindings): Dominated alternatives and irrelevant objectives of the
                working table.
            next_ (str):
            alternative_id (None | str | Unset):
            objective_id (None | str | Unset):
     """

    step_id: str
    remaining_alternatives: list[str]
    remaining_objectives: list[str]
    findings: SetAsideInEvenSwapsResultEvenSwapFindings
    next_: str
    alternative_id: None | str | Unset = UNSET
    objective_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.set_aside_in_even_swaps_result_even_swap_findings import SetAsideInEvenSwapsResultEvenSwapFindings # noqa: PLC0415
        step_id = self.step_id

        remaining_alternatives = self.remaining_alternatives



        remaining_objectives = self.remaining_objectives



        findings = self.findings.to_dict()

        next_ = self.next_

        alternative_id: None | str | Unset
        if isinstance(self.alternative_id, Unset):
            alternative_id = UNSET
        else:
            alternative_id = self.alternative_id

        objective_id: None | str | Unset
        if isinstance(self.objective_id, Unset):
            objective_id = UNSET
        else:
            objective_id = self.objective_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "step_id": step_id,
            "remaining_alternatives": remaining_alternatives,
            "remaining_objectives": remaining_objectives,
            "findings": findings,
            "next": next_,
        })
        if alternative_id is not UNSET:
            field_dict["alternative_id"] = alternative_id
        if objective_id is not UNSET:
            field_dict["objective_id"] = objective_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.set_aside_in_even_swaps_result_even_swap_findings import SetAsideInEvenSwapsResultEvenSwapFindings # noqa: PLC0415
        d = dict(src_dict)
        step_id = d.pop("step_id")

        remaining_alternatives = cast(list[str], d.pop("remaining_alternatives"))


        remaining_objectives = cast(list[str], d.pop("remaining_objectives"))


        findings = SetAsideInEvenSwapsResultEvenSwapFindings.from_dict(d.pop("findings"))




        next_ = d.pop("next")

        def _parse_alternative_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        alternative_id = _parse_alternative_id(d.pop("alternative_id", UNSET))


        def _parse_objective_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        objective_id = _parse_objective_id(d.pop("objective_id", UNSET))


        set_aside_in_even_swaps_result = cls(
            step_id=step_id,
            remaining_alternatives=remaining_alternatives,
            remaining_objectives=remaining_objectives,
            findings=findings,
            next_=next_,
            alternative_id=alternative_id,
            objective_id=objective_id,
        )


        set_aside_in_even_swaps_result.additional_properties = d
        return set_aside_in_even_swaps_result

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
