from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.component import Component
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.diff_line import DiffLine
  from ..models.status_change import StatusChange





T = TypeVar("T", bound="SectionChange")



@_attrs_define
class SectionChange:
    """ 
        Attributes:
            component (Component): A PrOACT component, in the order a cycle walks through them.
            title (str):
            from_markdown (str):
            to_markdown (str):
            lines (list[DiffLine]): The markdown, line by line: kept, removed and added lines in order.
            status (None | StatusChange | Unset): `null` when the status did not change.
     """

    component: Component
    title: str
    from_markdown: str
    to_markdown: str
    lines: list[DiffLine]
    status: None | StatusChange | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.diff_line import DiffLine # noqa: PLC0415
        from ..models.status_change import StatusChange # noqa: PLC0415
        component = self.component.value

        title = self.title

        from_markdown = self.from_markdown

        to_markdown = self.to_markdown

        lines = []
        for lines_item_data in self.lines:
            lines_item = lines_item_data.to_dict()
            lines.append(lines_item)



        status: dict[str, Any] | None | Unset
        if isinstance(self.status, Unset):
            status = UNSET
        elif isinstance(self.status, StatusChange):
            status = self.status.to_dict()
        else:
            status = self.status


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "component": component,
            "title": title,
            "from_markdown": from_markdown,
            "to_markdown": to_markdown,
            "lines": lines,
        })
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.diff_line import DiffLine # noqa: PLC0415
        from ..models.status_change import StatusChange # noqa: PLC0415
        d = dict(src_dict)
        component = Component(d.pop("component"))




        title = d.pop("title")

        from_markdown = d.pop("from_markdown")

        to_markdown = d.pop("to_markdown")

        lines = []
        _lines = d.pop("lines")
        for lines_item_data in (_lines):
            lines_item = DiffLine.from_dict(lines_item_data)



            lines.append(lines_item)


        def _parse_status(data: object) -> None | StatusChange | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                status_type_0 = StatusChange.from_dict(data)



                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StatusChange | Unset, data)

        status = _parse_status(d.pop("status", UNSET))


        section_change = cls(
            component=component,
            title=title,
            from_markdown=from_markdown,
            to_markdown=to_markdown,
            lines=lines,
            status=status,
        )


        section_change.additional_properties = d
        return section_change

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
