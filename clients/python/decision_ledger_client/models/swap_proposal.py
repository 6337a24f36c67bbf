from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="SwapProposal")



@_attrs_define
class SwapProposal:
    """ A swap to ask the person about; the compensation is theirs to give.

        Attributes:
            alternative_id (str):
            objective_id (str): The objective to swap away (make the same for every alternative).
            from_ (float):
            to (float): The value most remaining alternatives share on it.
            unit (str):
            compensating_objective_id (str): The objective to pay (or be paid) on.
            compensation_from (float):
            compensation_limit (float): How far the compensation can go: the scale's end in the direction
                it must go.
            compensation_unit (str):
            question (str): The question to put to the person, in words.
            why (str): Why this swap.
            alternative_name (str | Unset): Only in the `detailed` response format.
            objective_name (str | Unset): Only in the `detailed` response format.
            compensating_objective_name (str | Unset): Only in the `detailed` response format.
     """

    alternative_id: str
    objective_id: str
    from_: float
    to: float
    unit: str
    compensating_objective_id: str
    compensation_from: float
    compensation_limit: float
    compensation_unit: str
    question: str
    why: str
    alternative_name: str | Unset = UNSET
    objective_name: str | Unset = UNSET
    compensating_objective_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        alternative_id = self.alternative_id

        objective_id = self.objective_id

        from_ = self.from_

        to = self.to

        unit = self.unit

        compensating_objective_id = self.compensating_objective_id

        compensation_from = self.compensation_from

        compensation_limit = self.compensation_limit

        compensation_unit = self.compensation_unit

        question = self.question

        why = self.why

        alternative_name = self.alternative_name

        objective_name = self.objective_name

        compensating_objective_name = self.compensating_objective_name


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "alternative_id": alternative_id,
            "objective_id": objective_id,
            "from": from_,
            "to": to,
            "unit": unit,
            "compensating_objective_id": compensating_objective_id,
            "compensation_from": compensation_from,
            "compensation_limit": compensation_limit,
            "compensation_unit": compensation_unit,
            "question": question,
            "why": why,
        })
        if alternative_name is not UNSET:
            field_dict["alternative_name"] = alternative_name
        if objective_name is not UNSET:
            field_dict["objective_name"] = objective_name
        if compensating_objective_name is not UNSET:
            field_dict["compensating_objective_name"] = compensating_objective_name

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alternative_id = d.pop("alternative_id")

        objective_id = d.pop("objective_id")

        from_ = d.pop("from")

        to = d.pop("to")

        unit = d.pop("unit")

        compensating_objective_id = d.pop("compensating_objective_id")

        compensation_from = d.pop("compensation_from")

        compensation_limit = d.pop("compensation_limit")

        compensation_unit = d.pop("compensation_unit")

        question = d.pop("question")

        why = d.pop("why")

        alternative_name = d.pop("alternative_name", UNSET)

        objective_name = d.pop("objective_name", UNSET)

        compensating_objective_name = d.pop("compensating_objective_name", UNSET)

        swap_proposal = cls(
            alternative_id=alternative_id,
            objective_id=objective_id,
            from_=from_,
            to=to,
            unit=unit,
            compensating_objective_id=compensating_objective_id,
            compensation_from=compensation_from,
            compensation_limit=compensation_limit,
            compensation_unit=compensation_unit,
            question=question,
            why=why,
            alternative_name=alternative_name,
            objective_name=objective_name,
            compensating_objective_name=compensating_objective_name,
        )


        swap_proposal.additional_properties = d
        return swap_proposal

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
