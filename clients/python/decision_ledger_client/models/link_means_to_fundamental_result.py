from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LinkMeansToFundamentalResult")



@_attrs_define
class LinkMeansToFundamentalResult:
    """ 
        Attributes:
            means_id (str):
            means_name (str):
            fundamental_id (str):
            fundamental_name (str):
            serves (list[str]): Every fundamental objective the means objective now serves.
     """

    means_id: str
    means_name: str
    fundamental_id: str
    fundamental_name: str
    serves: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        means_id = self.means_id

        means_name = self.means_name

        fundamental_id = self.fundamental_id

        fundamental_name = self.fundamental_name

        serves = self.serves




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "means_id": means_id,
            "means_name": means_name,
            "fundamental_id": fundamental_id,
            "fundamental_name": fundamental_name,
            "serves": serves,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        means_id = d.pop("means_id")

        means_name = d.pop("means_name")

        fundamental_id = d.pop("fundamental_id")

        fundamental_name = d.pop("fundamental_name")

        serves = cast(list[str], d.pop("serves"))


        link_means_to_fundamental_result = cls(
            means_id=means_id,
            means_name=means_name,
            fundamental_id=fundamental_id,
            fundamental_name=fundamental_name,
            serves=serves,
        )


        link_means_to_fundamental_result.additional_properties = d
        return link_means_to_fundamental_result

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
