from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RespondBody")



@_attrs_define
class RespondBody:
    """ 
        Attributes:
            option_index (int | None | Unset): 0-based index of the chosen option.
            text (None | str | Unset): Free text instead of (or with) an option.
            decline (bool | Unset): True to decline the request. Default: False.
     """

    option_index: int | None | Unset = UNSET
    text: None | str | Unset = UNSET
    decline: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        option_index: int | None | Unset
        if isinstance(self.option_index, Unset):
            option_index = UNSET
        else:
            option_index = self.option_index

        text: None | str | Unset
        if isinstance(self.text, Unset):
            text = UNSET
        else:
            text = self.text

        decline = self.decline


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if option_index is not UNSET:
            field_dict["option_index"] = option_index
        if text is not UNSET:
            field_dict["text"] = text
        if decline is not UNSET:
            field_dict["decline"] = decline

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_option_index(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        option_index = _parse_option_index(d.pop("option_index", UNSET))


        def _parse_text(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        text = _parse_text(d.pop("text", UNSET))


        decline = d.pop("decline", UNSET)

        respond_body = cls(
            option_index=option_index,
            text=text,
            decline=decline,
        )

        return respond_body

