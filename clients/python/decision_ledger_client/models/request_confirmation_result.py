from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.confirmation_status import ConfirmationStatus






T = TypeVar("T", bound="RequestConfirmationResult")



@_attrs_define
class RequestConfirmationResult:
    """ 
        Attributes:
            confirmation_id (str):
            status (ConfirmationStatus): A confirmation request's state: pending, confirmed, rejected, expired.
            expires_at (str):
            options (int):
     """

    confirmation_id: str
    status: ConfirmationStatus
    expires_at: str
    options: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        confirmation_id = self.confirmation_id

        status = self.status.value

        expires_at = self.expires_at

        options = self.options


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "confirmation_id": confirmation_id,
            "status": status,
            "expires_at": expires_at,
            "options": options,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        confirmation_id = d.pop("confirmation_id")

        status = ConfirmationStatus(d.pop("status"))




        expires_at = d.pop("expires_at")

        options = d.pop("options")

        request_confirmation_result = cls(
            confirmation_id=confirmation_id,
            status=status,
            expires_at=expires_at,
            options=options,
        )


        request_confirmation_result.additional_properties = d
        return request_confirmation_result

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
