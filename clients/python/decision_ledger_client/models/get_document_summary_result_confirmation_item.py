from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.confirmation_status import ConfirmationStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="GetDocumentSummaryResultConfirmationItem")



@_attrs_define
class GetDocumentSummaryResultConfirmationItem:
    """ 
        Attributes:
            confirmation_id (str):
            summary (str):
            status (ConfirmationStatus): A confirmation request's state: pending, confirmed, rejected, expired.
            expires_at (datetime.datetime): Detailed.
            proposed_tool (None | str | Unset): The proposed tool, when the request is a gated call.
            chosen_label (None | str | Unset):
            user_input (None | str | Unset): The person's words with their answer.
     """

    confirmation_id: str
    summary: str
    status: ConfirmationStatus
    expires_at: datetime.datetime
    proposed_tool: None | str | Unset = UNSET
    chosen_label: None | str | Unset = UNSET
    user_input: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        confirmation_id = self.confirmation_id

        summary = self.summary

        status = self.status.value

        expires_at = self.expires_at.isoformat()

        proposed_tool: None | str | Unset
        if isinstance(self.proposed_tool, Unset):
            proposed_tool = UNSET
        else:
            proposed_tool = self.proposed_tool

        chosen_label: None | str | Unset
        if isinstance(self.chosen_label, Unset):
            chosen_label = UNSET
        else:
            chosen_label = self.chosen_label

        user_input: None | str | Unset
        if isinstance(self.user_input, Unset):
            user_input = UNSET
        else:
            user_input = self.user_input


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "confirmation_id": confirmation_id,
            "summary": summary,
            "status": status,
            "expires_at": expires_at,
        })
        if proposed_tool is not UNSET:
            field_dict["proposed_tool"] = proposed_tool
        if chosen_label is not UNSET:
            field_dict["chosen_label"] = chosen_label
        if user_input is not UNSET:
            field_dict["user_input"] = user_input

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        confirmation_id = d.pop("confirmation_id")

        summary = d.pop("summary")

        status = ConfirmationStatus(d.pop("status"))




        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        def _parse_proposed_tool(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        proposed_tool = _parse_proposed_tool(d.pop("proposed_tool", UNSET))


        def _parse_chosen_label(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        chosen_label = _parse_chosen_label(d.pop("chosen_label", UNSET))


        def _parse_user_input(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        user_input = _parse_user_input(d.pop("user_input", UNSET))


        get_document_summary_result_confirmation_item = cls(
            confirmation_id=confirmation_id,
            summary=summary,
            status=status,
            expires_at=expires_at,
            proposed_tool=proposed_tool,
            chosen_label=chosen_label,
            user_input=user_input,
        )


        get_document_summary_result_confirmation_item.additional_properties = d
        return get_document_summary_result_confirmation_item

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
