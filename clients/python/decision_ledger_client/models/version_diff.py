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
  from ..models.pugh_change import PughChange
  from ..models.section_change import SectionChange
  from ..models.title_change import TitleChange





T = TypeVar("T", bound="VersionDiff")



@_attrs_define
class VersionDiff:
    """ `GET /api/cycles/:id/diff?from=A&to=B`.

        Attributes:
            cycle_id (UUID):
            from_version (int):
            to_version (int):
            sections (list[SectionChange]): The sections whose markdown or status changed, in PrOACT order.
            pugh (PughChange):
            title (None | TitleChange | Unset): Both titles, when the title changed.
     """

    cycle_id: UUID
    from_version: int
    to_version: int
    sections: list[SectionChange]
    pugh: PughChange
    title: None | TitleChange | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pugh_change import PughChange # noqa: PLC0415
        from ..models.section_change import SectionChange # noqa: PLC0415
        from ..models.title_change import TitleChange # noqa: PLC0415
        cycle_id = str(self.cycle_id)

        from_version = self.from_version

        to_version = self.to_version

        sections = []
        for sections_item_data in self.sections:
            sections_item = sections_item_data.to_dict()
            sections.append(sections_item)



        pugh = self.pugh.to_dict()

        title: dict[str, Any] | None | Unset
        if isinstance(self.title, Unset):
            title = UNSET
        elif isinstance(self.title, TitleChange):
            title = self.title.to_dict()
        else:
            title = self.title


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cycle_id": cycle_id,
            "from_version": from_version,
            "to_version": to_version,
            "sections": sections,
            "pugh": pugh,
        })
        if title is not UNSET:
            field_dict["title"] = title

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pugh_change import PughChange # noqa: PLC0415
        from ..models.section_change import SectionChange # noqa: PLC0415
        from ..models.title_change import TitleChange # noqa: PLC0415
        d = dict(src_dict)
        cycle_id = UUID(d.pop("cycle_id"))




        from_version = d.pop("from_version")

        to_version = d.pop("to_version")

        sections = []
        _sections = d.pop("sections")
        for sections_item_data in (_sections):
            sections_item = SectionChange.from_dict(sections_item_data)



            sections.append(sections_item)


        pugh = PughChange.from_dict(d.pop("pugh"))




        def _parse_title(data: object) -> None | TitleChange | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                title_type_0 = TitleChange.from_dict(data)



                return title_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TitleChange | Unset, data)

        title = _parse_title(d.pop("title", UNSET))


        version_diff = cls(
            cycle_id=cycle_id,
            from_version=from_version,
            to_version=to_version,
            sections=sections,
            pugh=pugh,
            title=title,
        )


        version_diff.additional_properties = d
        return version_diff

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
