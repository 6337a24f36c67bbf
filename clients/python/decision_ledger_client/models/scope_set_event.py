from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ScopeSetEvent")



@_attrs_define
class ScopeSetEvent:
    """ The payload of a `ScopeSet` event.

    Published as the `payload` of an EventEnvelope with `event_type` = "ScopeSet" and `schema_version` = 1, on subject
    `decisions.events.<cycle_id>.ScopeSet`.

        Attributes:
            in_scope (list[str]):
            out_scope (list[str]):
     """

    in_scope: list[str]
    out_scope: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        in_scope = self.in_scope



        out_scope = self.out_scope




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "in_scope": in_scope,
            "out_scope": out_scope,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        in_scope = cast(list[str], d.pop("in_scope"))


        out_scope = cast(list[str], d.pop("out_scope"))


        scope_set_event = cls(
            in_scope=in_scope,
            out_scope=out_scope,
        )


        scope_set_event.additional_properties = d
        return scope_set_event

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
