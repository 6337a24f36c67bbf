from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.response_format import ResponseFormat
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="GetConfirmationsParameters")



@_attrs_define
class GetConfirmationsParameters:
    """ 
        Attributes:
            status (Literal['all'] | Literal['answered'] | Literal['pending'] | None | Unset): pending (default), answered
                or all.
            response_format (None | ResponseFormat | Unset):
     """

    status: Literal['all'] | Literal['answered'] | Literal['pending'] | None | Unset = UNSET
    response_format: None | ResponseFormat | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        status: Literal['all'] | Literal['answered'] | Literal['pending'] | None | Unset
        if isinstance(self.status, Unset):
            status = UNSET
        else:
            status = self.status

        response_format: None | str | Unset
        if isinstance(self.response_format, Unset):
            response_format = UNSET
        elif isinstance(self.response_format, ResponseFormat):
            response_format = self.response_format.value
        else:
            response_format = self.response_format


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if status is not UNSET:
            field_dict["status"] = status
        if response_format is not UNSET:
            field_dict["response_format"] = response_format

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_status(data: object) -> Literal['all'] | Literal['answered'] | Literal['pending'] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            componentsschemas_list_status_type_0 = cast(Literal['pending'] , data)
            if componentsschemas_list_status_type_0 != 'pending':
                raise ValueError(f"/components/schemas/ListStatus_type_0 must match const 'pending', got '{componentsschemas_list_status_type_0}'")
            return componentsschemas_list_status_type_0
            componentsschemas_list_status_type_1 = cast(Literal['answered'] , data)
            if componentsschemas_list_status_type_1 != 'answered':
                raise ValueError(f"/components/schemas/ListStatus_type_1 must match const 'answered', got '{componentsschemas_list_status_type_1}'")
            return componentsschemas_list_status_type_1
            componentsschemas_list_status_type_2 = cast(Literal['all'] , data)
            if componentsschemas_list_status_type_2 != 'all':
                raise ValueError(f"/components/schemas/ListStatus_type_2 must match const 'all', got '{componentsschemas_list_status_type_2}'")
            return componentsschemas_list_status_type_2
            return cast(Literal['all'] | Literal['answered'] | Literal['pending'] | None | Unset, data)

        status = _parse_status(d.pop("status", UNSET))


        def _parse_response_format(data: object) -> None | ResponseFormat | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                response_format_type_0 = ResponseFormat(data)



                return response_format_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ResponseFormat | Unset, data)

        response_format = _parse_response_format(d.pop("response_format", UNSET))


        get_confirmations_parameters = cls(
            status=status,
            response_format=response_format,
        )

        return get_confirmations_parameters

