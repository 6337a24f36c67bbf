from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.objective_filter import ObjectiveFilter
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ListObjectivesParameters")



@_attrs_define
class ListObjectivesParameters:
    """ 
        Attributes:
            include_details (bool | None | Unset): True for measure, direction, type and links; false (default) for ids and
                names.
            filter_ (None | ObjectiveFilter | Unset): fundamental, means or all (default).
     """

    include_details: bool | None | Unset = UNSET
    filter_: None | ObjectiveFilter | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        include_details: bool | None | Unset
        if isinstance(self.include_details, Unset):
            include_details = UNSET
        else:
            include_details = self.include_details

        filter_: None | str | Unset
        if isinstance(self.filter_, Unset):
            filter_ = UNSET
        elif isinstance(self.filter_, ObjectiveFilter):
            filter_ = self.filter_.value
        else:
            filter_ = self.filter_


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if include_details is not UNSET:
            field_dict["include_details"] = include_details
        if filter_ is not UNSET:
            field_dict["filter"] = filter_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_include_details(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        include_details = _parse_include_details(d.pop("include_details", UNSET))


        def _parse_filter_(data: object) -> None | ObjectiveFilter | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                filter_type_0 = ObjectiveFilter(data)



                return filter_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ObjectiveFilter | Unset, data)

        filter_ = _parse_filter_(d.pop("filter", UNSET))


        list_objectives_parameters = cls(
            include_details=include_details,
            filter_=filter_,
        )

        return list_objectives_parameters

