from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.session_view import SessionView





T = TypeVar("T", bound="SessionAnswer")



@_attrs_define
class SessionAnswer:
    """ The answer of `/api/session`.

        Attributes:
            success (bool): Always `true`.
            data (SessionView): Who is signed in.
     """

    success: bool
    data: SessionView
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.session_view import SessionView # noqa: PLC0415
        success = self.success

        data = self.data.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "success": success,
            "data": data,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.session_view import SessionView # noqa: PLC0415
        d = dict(src_dict)
        success = d.pop("success")

        data = SessionView.from_dict(d.pop("data"))




        session_answer = cls(
            success=success,
            data=data,
        )


        session_answer.additional_properties = d
        return session_answer

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
