from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.response_format import ResponseFormat
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GetDocumentSummaryParameters")



@_attrs_define
class GetDocumentSummaryParameters:
    """ 
        Attributes:
            response_format (None | ResponseFormat | Unset):
     """

    response_format: None | ResponseFormat | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
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
        if response_format is not UNSET:
            field_dict["response_format"] = response_format

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
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


        get_document_summary_parameters = cls(
            response_format=response_format,
        )

        return get_document_summary_parameters

