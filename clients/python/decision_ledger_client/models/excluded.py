from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Excluded")



@_attrs_define
class Excluded:
    """ 
        Attributes:
            alternative_id (str):
            unmeasured (list[str]): The valued objectives it is not measured on.
            alternative_name (str | Unset): Only in the `detailed` response format.
     """

    alternative_id: str
    unmeasured: list[str]
    alternative_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        alternative_id = self.alternative_id

        unmeasured = self.unmeasured



        alternative_name = self.alternative_name


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "alternative_id": alternative_id,
            "unmeasured": unmeasured,
        })
        if alternative_name is not UNSET:
            field_dict["alternative_name"] = alternative_name

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alternative_id = d.pop("alternative_id")

        unmeasured = cast(list[str], d.pop("unmeasured"))


        alternative_name = d.pop("alternative_name", UNSET)

        excluded = cls(
            alternative_id=alternative_id,
            unmeasured=unmeasured,
            alternative_name=alternative_name,
        )


        excluded.additional_properties = d
        return excluded

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
