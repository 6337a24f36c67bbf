from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.confirmation_item import ConfirmationItem





T = TypeVar("T", bound="GetConfirmationsResult")



@_attrs_define
class GetConfirmationsResult:
    """ 
        Attributes:
            confirmations (list[ConfirmationItem]):
            require_confirmation (bool): Whether write tools that require confirmation are held for the
                person on this cycle (the service may hold them everywhere).
     """

    confirmations: list[ConfirmationItem]
    require_confirmation: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.confirmation_item import ConfirmationItem # noqa: PLC0415
        confirmations = []
        for confirmations_item_data in self.confirmations:
            confirmations_item = confirmations_item_data.to_dict()
            confirmations.append(confirmations_item)



        require_confirmation = self.require_confirmation


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "confirmations": confirmations,
            "require_confirmation": require_confirmation,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.confirmation_item import ConfirmationItem # noqa: PLC0415
        d = dict(src_dict)
        confirmations = []
        _confirmations = d.pop("confirmations")
        for confirmations_item_data in (_confirmations):
            confirmations_item = ConfirmationItem.from_dict(confirmations_item_data)



            confirmations.append(confirmations_item)


        require_confirmation = d.pop("require_confirmation")

        get_confirmations_result = cls(
            confirmations=confirmations,
            require_confirmation=require_confirmation,
        )


        get_confirmations_result.additional_properties = d
        return get_confirmations_result

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
