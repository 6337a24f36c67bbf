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
  from ..models.cycle_row import CycleRow





T = TypeVar("T", bound="CyclesPage")



@_attrs_define
class CyclesPage:
    """ `GET /api/cycles`.

        Attributes:
            cycles (list[CycleRow]):
            next_cursor (None | Unset | UUID): Pass as `cursor` for the next page; `null` on the last.
     """

    cycles: list[CycleRow]
    next_cursor: None | Unset | UUID = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.cycle_row import CycleRow # noqa: PLC0415
        cycles = []
        for cycles_item_data in self.cycles:
            cycles_item = cycles_item_data.to_dict()
            cycles.append(cycles_item)



        next_cursor: None | str | Unset
        if isinstance(self.next_cursor, Unset):
            next_cursor = UNSET
        elif isinstance(self.next_cursor, UUID):
            next_cursor = str(self.next_cursor)
        else:
            next_cursor = self.next_cursor


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cycles": cycles,
        })
        if next_cursor is not UNSET:
            field_dict["next_cursor"] = next_cursor

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cycle_row import CycleRow # noqa: PLC0415
        d = dict(src_dict)
        cycles = []
        _cycles = d.pop("cycles")
        for cycles_item_data in (_cycles):
            cycles_item = CycleRow.from_dict(cycles_item_data)



            cycles.append(cycles_item)


        def _parse_next_cursor(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_cursor_type_0 = UUID(data)



                return next_cursor_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor", UNSET))


        cycles_page = cls(
            cycles=cycles,
            next_cursor=next_cursor,
        )


        cycles_page.additional_properties = d
        return cycles_page

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
