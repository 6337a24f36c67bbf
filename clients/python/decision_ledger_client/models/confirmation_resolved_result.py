from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.confirmation_status import ConfirmationStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ConfirmationResolvedResult")



@_attrs_define
class ConfirmationResolvedResult:
    """ 
        Attributes:
            confirmation_id (str):
            status (ConfirmationStatus): A confirmation request's state: pending, confirmed, rejected, expired.
            chosen_option (int | None | Unset):
            chosen_label (None | str | Unset):
            user_input (None | str | Unset):
            executed (Any | Unset): An approved proposal: the answer of the call the approval ran (a
                tool response, in the same append). Absent otherwise.
     """

    confirmation_id: str
    status: ConfirmationStatus
    chosen_option: int | None | Unset = UNSET
    chosen_label: None | str | Unset = UNSET
    user_input: None | str | Unset = UNSET
    executed: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        confirmation_id = self.confirmation_id

        status = self.status.value

        chosen_option: int | None | Unset
        if isinstance(self.chosen_option, Unset):
            chosen_option = UNSET
        else:
            chosen_option = self.chosen_option

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

        executed = self.executed


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "confirmation_id": confirmation_id,
            "status": status,
        })
        if chosen_option is not UNSET:
            field_dict["chosen_option"] = chosen_option
        if chosen_label is not UNSET:
            field_dict["chosen_label"] = chosen_label
        if user_input is not UNSET:
            field_dict["user_input"] = user_input
        if executed is not UNSET:
            field_dict["executed"] = executed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        confirmation_id = d.pop("confirmation_id")

        status = ConfirmationStatus(d.pop("status"))




        def _parse_chosen_option(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        chosen_option = _parse_chosen_option(d.pop("chosen_option", UNSET))


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


        executed = d.pop("executed", UNSET)

        confirmation_resolved_result = cls(
            confirmation_id=confirmation_id,
            status=status,
            chosen_option=chosen_option,
            chosen_label=chosen_label,
            user_input=user_input,
            executed=executed,
        )


        confirmation_resolved_result.additional_properties = d
        return confirmation_resolved_result

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
