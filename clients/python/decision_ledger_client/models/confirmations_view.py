from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.pending_confirmation import PendingConfirmation





T = TypeVar("T", bound="ConfirmationsView")



@_attrs_define
class ConfirmationsView:
    """ `GET /api/cycles/:id/confirmations` (`status=`, pending by default) and
    `…/confirmations/pending`: requests waiting for the user (expired ones
    drop out), or answered ones with their outcome.

        Attributes:
            cycle_id (UUID):
            confirmations (list[PendingConfirmation]):
     """

    cycle_id: UUID
    confirmations: list[PendingConfirmation]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pending_confirmation import PendingConfirmation # noqa: PLC0415
        cycle_id = str(self.cycle_id)

        confirmations = []
        for confirmations_item_data in self.confirmations:
            confirmations_item = confirmations_item_data.to_dict()
            confirmations.append(confirmations_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cycle_id": cycle_id,
            "confirmations": confirmations,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pending_confirmation import PendingConfirmation # noqa: PLC0415
        d = dict(src_dict)
        cycle_id = UUID(d.pop("cycle_id"))




        confirmations = []
        _confirmations = d.pop("confirmations")
        for confirmations_item_data in (_confirmations):
            confirmations_item = PendingConfirmation.from_dict(confirmations_item_data)



            confirmations.append(confirmations_item)


        confirmations_view = cls(
            cycle_id=cycle_id,
            confirmations=confirmations,
        )


        confirmations_view.additional_properties = d
        return confirmations_view

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
