from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.pending_revisit import PendingRevisit





T = TypeVar("T", bound="RevisitsView")



@_attrs_define
class RevisitsView:
    """ `GET /api/cycles/:id/revisits`: the suggestions `status=` asks for
    (pending by default).

        Attributes:
            cycle_id (UUID):
            revisits (list[PendingRevisit]):
            has_critical (bool): Whether a pending suggestion is critical.
     """

    cycle_id: UUID
    revisits: list[PendingRevisit]
    has_critical: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pending_revisit import PendingRevisit # noqa: PLC0415
        cycle_id = str(self.cycle_id)

        revisits = []
        for revisits_item_data in self.revisits:
            revisits_item = revisits_item_data.to_dict()
            revisits.append(revisits_item)



        has_critical = self.has_critical


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cycle_id": cycle_id,
            "revisits": revisits,
            "has_critical": has_critical,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pending_revisit import PendingRevisit # noqa: PLC0415
        d = dict(src_dict)
        cycle_id = UUID(d.pop("cycle_id"))




        revisits = []
        _revisits = d.pop("revisits")
        for revisits_item_data in (_revisits):
            revisits_item = PendingRevisit.from_dict(revisits_item_data)



            revisits.append(revisits_item)


        has_critical = d.pop("has_critical")

        revisits_view = cls(
            cycle_id=cycle_id,
            revisits=revisits,
            has_critical=has_critical,
        )


        revisits_view.additional_properties = d
        return revisits_view

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
