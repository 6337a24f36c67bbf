from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.even_swap_findings import EvenSwapFindings
  from ..models.swap_proposal import SwapProposal
  from ..models.working_row import WorkingRow





T = TypeVar("T", bound="ProposeEvenSwapResult")



@_attrs_define
class ProposeEvenSwapResult:
    """ 
        Attributes:
            remaining_alternatives (list[str]): Remaining alternative ids, in the order added.
            remaining_objectives (list[str]): Remaining objective ids, in the order added.
            units (list[str]): The units of the remaining objectives' values, in the same order.
            findings (EvenSwapFindings): Dominated alternatives and irrelevant objectives of the working table.
            stale_steps (list[str]): Steps whose cells changed under them since they were recorded.
            next_ (str): What to do next, in words.
            findings_text (list[str] | Unset): The findings in words. Only in the `detailed` response format.
            proposal (None | SwapProposal | Unset): The swap to ask about; null when none can be proposed (see `next`).
            table (list[WorkingRow] | Unset): The working table. Only in the `detailed` response format.
     """

    remaining_alternatives: list[str]
    remaining_objectives: list[str]
    units: list[str]
    findings: EvenSwapFindings
    stale_steps: list[str]
    next_: str
    findings_text: list[str] | Unset = UNSET
    proposal: None | SwapProposal | Unset = UNSET
    table: list[WorkingRow] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.even_swap_findings import EvenSwapFindings # noqa: PLC0415
        from ..models.swap_proposal import SwapProposal # noqa: PLC0415
        from ..models.working_row import WorkingRow # noqa: PLC0415
        remaining_alternatives = self.remaining_alternatives



        remaining_objectives = self.remaining_objectives



        units = self.units



        findings = self.findings.to_dict()

        stale_steps = self.stale_steps



        next_ = self.next_

        findings_text: list[str] | Unset = UNSET
        if not isinstance(self.findings_text, Unset):
            findings_text = self.findings_text



        proposal: dict[str, Any] | None | Unset
        if isinstance(self.proposal, Unset):
            proposal = UNSET
        elif isinstance(self.proposal, SwapProposal):
            proposal = self.proposal.to_dict()
        else:
            proposal = self.proposal

        table: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.table, Unset):
            table = []
            for table_item_data in self.table:
                table_item = table_item_data.to_dict()
                table.append(table_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "remaining_alternatives": remaining_alternatives,
            "remaining_objectives": remaining_objectives,
            "units": units,
            "findings": findings,
            "stale_steps": stale_steps,
            "next": next_,
        })
        if findings_text is not UNSET:
            field_dict["findings_text"] = findings_text
        if proposal is not UNSET:
            field_dict["proposal"] = proposal
        if table is not UNSET:
            field_dict["table"] = table

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.even_swap_findings import EvenSwapFindings # noqa: PLC0415
        from ..models.swap_proposal import SwapProposal # noqa: PLC0415
        from ..models.working_row import WorkingRow # noqa: PLC0415
        d = dict(src_dict)
        remaining_alternatives = cast(list[str], d.pop("remaining_alternatives"))


        remaining_objectives = cast(list[str], d.pop("remaining_objectives"))


        units = cast(list[str], d.pop("units"))


        findings = EvenSwapFindings.from_dict(d.pop("findings"))




        stale_steps = cast(list[str], d.pop("stale_steps"))


        next_ = d.pop("next")

        findings_text = cast(list[str], d.pop("findings_text", UNSET))


        def _parse_proposal(data: object) -> None | SwapProposal | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                proposal_type_0 = SwapProposal.from_dict(data)



                return proposal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SwapProposal | Unset, data)

        proposal = _parse_proposal(d.pop("proposal", UNSET))


        _table = d.pop("table", UNSET)
        table: list[WorkingRow] | Unset = UNSET
        if _table is not UNSET:
            table = []
            for table_item_data in _table:
                table_item = WorkingRow.from_dict(table_item_data)



                table.append(table_item)


        propose_even_swap_result = cls(
            remaining_alternatives=remaining_alternatives,
            remaining_objectives=remaining_objectives,
            units=units,
            findings=findings,
            stale_steps=stale_steps,
            next_=next_,
            findings_text=findings_text,
            proposal=proposal,
            table=table,
        )


        propose_even_swap_result.additional_properties = d
        return propose_even_swap_result

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
