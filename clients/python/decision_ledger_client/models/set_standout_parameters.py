from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SetStandoutParameters")



@_attrs_define
class SetStandoutParameters:
    """ 
        Attributes:
            rationale (str):
            alternative_id (None | str | Unset): The standout alternative, or null when no alternative stands out.
     """

    rationale: str
    alternative_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        rationale = self.rationale

        alternative_id: None | str | Unset
        if isinstance(self.alternative_id, Unset):
            alternative_id = UNSET
        else:
            alternative_id = self.alternative_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rationale": rationale,
        })
        if alternative_id is not UNSET:
            field_dict["alternative_id"] = alternative_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rationale = d.pop("rationale")

        def _parse_alternative_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        alternative_id = _parse_alternative_id(d.pop("alternative_id", UNSET))


        set_standout_parameters = cls(
            rationale=rationale,
            alternative_id=alternative_id,
        )

        return set_standout_parameters

