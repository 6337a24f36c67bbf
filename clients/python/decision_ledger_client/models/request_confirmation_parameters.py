from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.confirmation_option import ConfirmationOption





T = TypeVar("T", bound="RequestConfirmationParameters")



@_attrs_define
class RequestConfirmationParameters:
    """ 
        Attributes:
            summary (str): What the user is asked to confirm.
            options (list[ConfirmationOption]): The answers to offer (1 to 10).
            default_option (int | None | Unset): Index (0-based) of the option to preselect.
            expires_in_minutes (int | None | Unset): Minutes until the request expires (1 to 10080; default 60).
     """

    summary: str
    options: list[ConfirmationOption]
    default_option: int | None | Unset = UNSET
    expires_in_minutes: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.confirmation_option import ConfirmationOption # noqa: PLC0415
        summary = self.summary

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        default_option: int | None | Unset
        if isinstance(self.default_option, Unset):
            default_option = UNSET
        else:
            default_option = self.default_option

        expires_in_minutes: int | None | Unset
        if isinstance(self.expires_in_minutes, Unset):
            expires_in_minutes = UNSET
        else:
            expires_in_minutes = self.expires_in_minutes


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "summary": summary,
            "options": options,
        })
        if default_option is not UNSET:
            field_dict["default_option"] = default_option
        if expires_in_minutes is not UNSET:
            field_dict["expires_in_minutes"] = expires_in_minutes

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.confirmation_option import ConfirmationOption # noqa: PLC0415
        d = dict(src_dict)
        summary = d.pop("summary")

        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = ConfirmationOption.from_dict(options_item_data)



            options.append(options_item)


        def _parse_default_option(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        default_option = _parse_default_option(d.pop("default_option", UNSET))


        def _parse_expires_in_minutes(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expires_in_minutes = _parse_expires_in_minutes(d.pop("expires_in_minutes", UNSET))


        request_confirmation_parameters = cls(
            summary=summary,
            options=options,
            default_option=default_option,
            expires_in_minutes=expires_in_minutes,
        )

        return request_confirmation_parameters

