from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.find_detail import FindDetail
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="FindToolsParameters")



@_attrs_define
class FindToolsParameters:
    """ 
        Attributes:
            query (str): What you want to do, in a few words ("rate several cells at once"),
                or tool names.
            limit (int | None | Unset): How many tools to return (default 3).
            detail (FindDetail | None | Unset): `full` returns each tool's whole guidance: example, edge cases,
                what it returns.
     """

    query: str
    limit: int | None | Unset = UNSET
    detail: FindDetail | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        query = self.query

        limit: int | None | Unset
        if isinstance(self.limit, Unset):
            limit = UNSET
        else:
            limit = self.limit

        detail: None | str | Unset
        if isinstance(self.detail, Unset):
            detail = UNSET
        elif isinstance(self.detail, FindDetail):
            detail = self.detail.value
        else:
            detail = self.detail


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "query": query,
        })
        if limit is not UNSET:
            field_dict["limit"] = limit
        if detail is not UNSET:
            field_dict["detail"] = detail

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        query = d.pop("query")

        def _parse_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        limit = _parse_limit(d.pop("limit", UNSET))


        def _parse_detail(data: object) -> FindDetail | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                detail_type_0 = FindDetail(data)



                return detail_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FindDetail | None | Unset, data)

        detail = _parse_detail(d.pop("detail", UNSET))


        find_tools_parameters = cls(
            query=query,
            limit=limit,
            detail=detail,
        )

        return find_tools_parameters

