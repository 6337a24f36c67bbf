from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="UpdateAlternativeResult")



@_attrs_define
class UpdateAlternativeResult:
    """ 
        Attributes:
            alternative_id (str):
            name (str):
            description (str):
            remaining_alternatives (int):
            datum_id (None | str | Unset): The Pugh datum after the change, if any alternative remains.
     """

    alternative_id: str
    name: str
    description: str
    remaining_alternatives: int
    datum_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        alternative_id = self.alternative_id

        name = self.name

        description = self.description

        remaining_alternatives = self.remaining_alternatives

        datum_id: None | str | Unset
        if isinstance(self.datum_id, Unset):
            datum_id = UNSET
        else:
            datum_id = self.datum_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "alternative_id": alternative_id,
            "name": name,
            "description": description,
            "remaining_alternatives": remaining_alternatives,
        })
        if datum_id is not UNSET:
            field_dict["datum_id"] = datum_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alternative_id = d.pop("alternative_id")

        name = d.pop("name")

        description = d.pop("description")

        remaining_alternatives = d.pop("remaining_alternatives")

        def _parse_datum_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        datum_id = _parse_datum_id(d.pop("datum_id", UNSET))


        update_alternative_result = cls(
            alternative_id=alternative_id,
            name=name,
            description=description,
            remaining_alternatives=remaining_alternatives,
            datum_id=datum_id,
        )


        update_alternative_result.additional_properties = d
        return update_alternative_result

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
