from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.confirmation_status import ConfirmationStatus
from typing import cast
import datetime






T = TypeVar("T", bound="ProposalResult")



@_attrs_define
class ProposalResult:
    """ The data a gated call answers with (`confirmation_required: true`).

        Attributes:
            confirmation_required (bool): Always true: the call did not run; the person decides.
            confirmation_id (str):
            tool_name (str):
            parameters (Any):
            summary (str):
            status (ConfirmationStatus): A confirmation request's state: pending, confirmed, rejected, expired.
            expires_at (datetime.datetime):
     """

    confirmation_required: bool
    confirmation_id: str
    tool_name: str
    parameters: Any
    summary: str
    status: ConfirmationStatus
    expires_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        confirmation_required = self.confirmation_required

        confirmation_id = self.confirmation_id

        tool_name = self.tool_name

        parameters = self.parameters

        summary = self.summary

        status = self.status.value

        expires_at = self.expires_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "confirmation_required": confirmation_required,
            "confirmation_id": confirmation_id,
            "tool_name": tool_name,
            "parameters": parameters,
            "summary": summary,
            "status": status,
            "expires_at": expires_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        confirmation_required = d.pop("confirmation_required")

        confirmation_id = d.pop("confirmation_id")

        tool_name = d.pop("tool_name")

        parameters = d.pop("parameters")

        summary = d.pop("summary")

        status = ConfirmationStatus(d.pop("status"))




        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        proposal_result = cls(
            confirmation_required=confirmation_required,
            confirmation_id=confirmation_id,
            tool_name=tool_name,
            parameters=parameters,
            summary=summary,
            status=status,
            expires_at=expires_at,
        )


        proposal_result.additional_properties = d
        return proposal_result

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
