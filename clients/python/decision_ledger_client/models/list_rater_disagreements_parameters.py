from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.response_format import ResponseFormat
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ListRaterDisagreementsParameters")



@_attrs_define
class ListRaterDisagreementsParameters:
    """ 
        Attributes:
            limit (int | None | Unset): At most this many cells, 1-20; null: 5.
            min_spread (int | None | Unset): Only cells whose spread (highest minus lowest rating) is at least
                this, 0-4; null: 1 (any disagreement). 0 lists every cell raters rated.
            response_format (None | ResponseFormat | Unset):
     """

    limit: int | None | Unset = UNSET
    min_spread: int | None | Unset = UNSET
    response_format: None | ResponseFormat | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        limit: int | None | Unset
        if isinstance(self.limit, Unset):
            limit = UNSET
        else:
            limit = self.limit

        min_spread: int | None | Unset
        if isinstance(self.min_spread, Unset):
            min_spread = UNSET
        else:
            min_spread = self.min_spread

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
        if limit is not UNSET:
            field_dict["limit"] = limit
        if min_spread is not UNSET:
            field_dict["min_spread"] = min_spread
        if response_format is not UNSET:
            field_dict["response_format"] = response_format

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        limit = _parse_limit(d.pop("limit", UNSET))


        def _parse_min_spread(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        min_spread = _parse_min_spread(d.pop("min_spread", UNSET))


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


        list_rater_disagreements_parameters = cls(
            limit=limit,
            min_spread=min_spread,
            response_format=response_format,
        )

        return list_rater_disagreements_parameters

