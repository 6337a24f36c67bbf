from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.what_if import WhatIf





T = TypeVar("T", bound="SensitivityCheckResultIfChangedTo")



@_attrs_define
class SensitivityCheckResultIfChangedTo:
    """ Keyed by the other rating values "2", "1", "0", "-1", "-2".

     """

    additional_properties: dict[str, WhatIf] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.what_if import WhatIf # noqa: PLC0415
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()


        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.what_if import WhatIf # noqa: PLC0415
        d = dict(src_dict)
        sensitivity_check_result_if_changed_to = cls(
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = WhatIf.from_dict(prop_dict)



            additional_properties[prop_name] = additional_property

        sensitivity_check_result_if_changed_to.additional_properties = additional_properties
        return sensitivity_check_result_if_changed_to

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> WhatIf:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: WhatIf) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
