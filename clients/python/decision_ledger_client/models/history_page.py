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
  from ..models.history_entry import HistoryEntry





T = TypeVar("T", bound="HistoryPage")



@_attrs_define
class HistoryPage:
    """ `GET /api/cycles/:id/history`.

        Attributes:
            cycle_id (UUID):
            current_version (int): The cycle's version now (its last event).
            entries (list[HistoryEntry]): Oldest first.
            next_after_version (int | None | Unset): Pass as `after_version` for the next page; `null` on the last.
     """

    cycle_id: UUID
    current_version: int
    entries: list[HistoryEntry]
    next_after_version: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.history_entry import HistoryEntry # noqa: PLC0415
        cycle_id = str(self.cycle_id)

        current_version = self.current_version

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)



        next_after_version: int | None | Unset
        if isinstance(self.next_after_version, Unset):
            next_after_version = UNSET
        else:
            next_after_version = self.next_after_version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cycle_id": cycle_id,
            "current_version": current_version,
            "entries": entries,
        })
        if next_after_version is not UNSET:
            field_dict["next_after_version"] = next_after_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.history_entry import HistoryEntry # noqa: PLC0415
        d = dict(src_dict)
        cycle_id = UUID(d.pop("cycle_id"))




        current_version = d.pop("current_version")

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in (_entries):
            entries_item = HistoryEntry.from_dict(entries_item_data)



            entries.append(entries_item)


        def _parse_next_after_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        next_after_version = _parse_next_after_version(d.pop("next_after_version", UNSET))


        history_page = cls(
            cycle_id=cycle_id,
            current_version=current_version,
            entries=entries,
            next_after_version=next_after_version,
        )


        history_page.additional_properties = d
        return history_page

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
