from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.invocation_record import InvocationRecord





T = TypeVar("T", bound="InvocationsPage")



@_attrs_define
class InvocationsPage:
    """ `GET /api/cycles/:id/tools/invocations`.

        Attributes:
            cycle_id (UUID):
            total (int): Every call on the cycle, and the rejected ones, whatever the filter.
            rejected (int):
            invocations (list[InvocationRecord]):
            next_cursor (int | None | Unset): Pass as `cursor` for the next page; `null` on the last.
     """

    cycle_id: UUID
    total: int
    rejected: int
    invocations: list[InvocationRecord]
    next_cursor: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.invocation_record import InvocationRecord # noqa: PLC0415
        cycle_id = str(self.cycle_id)

        total = self.total

        rejected = self.rejected

        invocations = []
        for invocations_item_data in self.invocations:
            invocations_item = invocations_item_data.to_dict()
            invocations.append(invocations_item)



        next_cursor: int | None | Unset
        if isinstance(self.next_cursor, Unset):
            next_cursor = UNSET
        else:
            next_cursor = self.next_cursor


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cycle_id": cycle_id,
            "total": total,
            "rejected": rejected,
            "invocations": invocations,
        })
        if next_cursor is not UNSET:
            field_dict["next_cursor"] = next_cursor

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.invocation_record import InvocationRecord # noqa: PLC0415
        d = dict(src_dict)
        cycle_id = UUID(d.pop("cycle_id"))




        total = d.pop("total")

        rejected = d.pop("rejected")

        invocations = []
        _invocations = d.pop("invocations")
        for invocations_item_data in (_invocations):
            invocations_item = InvocationRecord.from_dict(invocations_item_data)



            invocations.append(invocations_item)


        def _parse_next_cursor(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor", UNSET))


        invocations_page = cls(
            cycle_id=cycle_id,
            total=total,
            rejected=rejected,
            invocations=invocations,
            next_cursor=next_cursor,
        )


        invocations_page.additional_properties = d
        return invocations_page

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
