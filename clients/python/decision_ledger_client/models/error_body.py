from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID






T = TypeVar("T", bound="ErrorBody")



@_attrs_define
class ErrorBody:
    """ Every error body: the tool-response shape with `success: false`, so
    clients parse one shape.

        Attributes:
            success (bool): Always false.
            error (str): What went wrong and what to send instead.
            document_updated (bool): Always false.
            data (None | Unset): Always null.
            invocation_id (None | Unset | UUID): The failed tool call's invocation (its audit record names the same
                reference as `error`); null for every other error.
            position (int | None | Unset): Always null.
     """

    success: bool
    error: str
    document_updated: bool
    data: None | Unset = UNSET
    invocation_id: None | Unset | UUID = UNSET
    position: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        success = self.success

        error = self.error

        document_updated = self.document_updated

        data = self.data

        invocation_id: None | str | Unset
        if isinstance(self.invocation_id, Unset):
            invocation_id = UNSET
        elif isinstance(self.invocation_id, UUID):
            invocation_id = str(self.invocation_id)
        else:
            invocation_id = self.invocation_id

        position: int | None | Unset
        if isinstance(self.position, Unset):
            position = UNSET
        else:
            position = self.position


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "success": success,
            "error": error,
            "document_updated": document_updated,
        })
        if data is not UNSET:
            field_dict["data"] = data
        if invocation_id is not UNSET:
            field_dict["invocation_id"] = invocation_id
        if position is not UNSET:
            field_dict["position"] = position

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        success = d.pop("success")

        error = d.pop("error")

        document_updated = d.pop("document_updated")

        data = d.pop("data", UNSET)

        def _parse_invocation_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                invocation_id_type_0 = UUID(data)



                return invocation_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        invocation_id = _parse_invocation_id(d.pop("invocation_id", UNSET))


        def _parse_position(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        position = _parse_position(d.pop("position", UNSET))


        error_body = cls(
            success=success,
            error=error,
            document_updated=document_updated,
            data=data,
            invocation_id=invocation_id,
            position=position,
        )


        error_body.additional_properties = d
        return error_body

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
