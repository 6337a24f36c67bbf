from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SetStandoutResult")



@_attrs_define
class SetStandoutResult:
    """ 
        Attributes:
            rationale (str):
            alternative_id (None | str | Unset):
            alternative_name (None | str | Unset):
            is_pugh_leader (bool | None | Unset): Whether the standout is the current Pugh leader.
     """

    rationale: str
    alternative_id: None | str | Unset = UNSET
    alternative_name: None | str | Unset = UNSET
    is_pugh_leader: bool | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        rationale = self.rationale

        alternative_id: None | str | Unset
        if isinstance(self.alternative_id, Unset):
            alternative_id = UNSET
        else:
            alternative_id = self.alternative_id

        alternative_name: None | str | Unset
        if isinstance(self.alternative_name, Unset):
            alternative_name = UNSET
        else:
            alternative_name = self.alternative_name

        is_pugh_leader: bool | None | Unset
        if isinstance(self.is_pugh_leader, Unset):
            is_pugh_leader = UNSET
        else:
            is_pugh_leader = self.is_pugh_leader


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rationale": rationale,
        })
        if alternative_id is not UNSET:
            field_dict["alternative_id"] = alternative_id
        if alternative_name is not UNSET:
            field_dict["alternative_name"] = alternative_name
        if is_pugh_leader is not UNSET:
            field_dict["is_pugh_leader"] = is_pugh_leader

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


        def _parse_alternative_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        alternative_name = _parse_alternative_name(d.pop("alternative_name", UNSET))


        def _parse_is_pugh_leader(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        is_pugh_leader = _parse_is_pugh_leader(d.pop("is_pugh_leader", UNSET))


        set_standout_result = cls(
            rationale=rationale,
            alternative_id=alternative_id,
            alternative_name=alternative_name,
            is_pugh_leader=is_pugh_leader,
        )


        set_standout_result.additional_properties = d
        return set_standout_result

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
