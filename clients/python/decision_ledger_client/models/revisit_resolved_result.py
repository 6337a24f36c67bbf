from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.revisit_status import RevisitStatus






T = TypeVar("T", bound="RevisitResolvedResult")



@_attrs_define
class RevisitResolvedResult:
    """ 
        Attributes:
            suggestion_id (str):
            status (RevisitStatus): A revisit suggestion's state: pending, accepted (the user chose to
                revisit), dismissed, expired.
            total_pending (int):
     """

    suggestion_id: str
    status: RevisitStatus
    total_pending: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        suggestion_id = self.suggestion_id

        status = self.status.value

        total_pending = self.total_pending


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "suggestion_id": suggestion_id,
            "status": status,
            "total_pending": total_pending,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        suggestion_id = d.pop("suggestion_id")

        status = RevisitStatus(d.pop("status"))




        total_pending = d.pop("total_pending")

        revisit_resolved_result = cls(
            suggestion_id=suggestion_id,
            status=status,
            total_pending=total_pending,
        )


        revisit_resolved_result.additional_properties = d
        return revisit_resolved_result

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
