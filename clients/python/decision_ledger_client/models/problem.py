from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID






T = TypeVar("T", bound="Problem")



@_attrs_define
class Problem:
    """ A problem document (RFC 9457 §3), with this API's extension members.

        Attributes:
            type_ (str): Always `about:blank`: the status says what kind of problem it is.
            title (str): The status's reason phrase.
            status (int): The HTTP status code.
            detail (str): What went wrong and what to send instead (`ErrorBody.error`).
            instance (str): The request's path.
            invocation_id (None | Unset | UUID): A failed tool call's invocation; absent for every other error.
     """

    type_: str
    title: str
    status: int
    detail: str
    instance: str
    invocation_id: None | Unset | UUID = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        instance = self.instance

        invocation_id: None | str | Unset
        if isinstance(self.invocation_id, Unset):
            invocation_id = UNSET
        elif isinstance(self.invocation_id, UUID):
            invocation_id = str(self.invocation_id)
        else:
            invocation_id = self.invocation_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "title": title,
            "status": status,
            "detail": detail,
            "instance": instance,
        })
        if invocation_id is not UNSET:
            field_dict["invocation_id"] = invocation_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        instance = d.pop("instance")

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


        problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            instance=instance,
            invocation_id=invocation_id,
        )


        problem.additional_properties = d
        return problem

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
