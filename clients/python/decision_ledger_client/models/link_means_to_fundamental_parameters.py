from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LinkMeansToFundamentalParameters")



@_attrs_define
class LinkMeansToFundamentalParameters:
    """ 
        Attributes:
            means_id (str): The means objective, e.g. "obj_3".
            fundamental_id (str): The fundamental objective it serves, e.g. "obj_4".
     """

    means_id: str
    fundamental_id: str





    def to_dict(self) -> dict[str, Any]:
        means_id = self.means_id

        fundamental_id = self.fundamental_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "means_id": means_id,
            "fundamental_id": fundamental_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        means_id = d.pop("means_id")

        fundamental_id = d.pop("fundamental_id")

        link_means_to_fundamental_parameters = cls(
            means_id=means_id,
            fundamental_id=fundamental_id,
        )

        return link_means_to_fundamental_parameters

