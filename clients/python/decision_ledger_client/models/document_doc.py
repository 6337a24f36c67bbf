from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
  from ..models.document_doc_sections import DocumentDocSections
  from ..models.document_summary import DocumentSummary





T = TypeVar("T", bound="DocumentDoc")



@_attrs_define
class DocumentDoc:
    """ `document/<cycle>`: the decision document, one section per component.

        Attributes:
            cycle_id (UUID):
            title (str):
            version (int): The cycle's version (its last event) the document reflects.
            position (int): The feed position of that event.
            updated_at (datetime.datetime):
            summary (DocumentSummary): A high-level view of the cycle: minimal context for an agent.
            sections (DocumentDocSections): Every component's section, in PrOACT order.
            general_notes (str): Markdown of the notes that belong to no component.
     """

    cycle_id: UUID
    title: str
    version: int
    position: int
    updated_at: datetime.datetime
    summary: DocumentSummary
    sections: DocumentDocSections
    general_notes: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.document_doc_sections import DocumentDocSections # noqa: PLC0415
        from ..models.document_summary import DocumentSummary # noqa: PLC0415
        cycle_id = str(self.cycle_id)

        title = self.title

        version = self.version

        position = self.position

        updated_at = self.updated_at.isoformat()

        summary = self.summary.to_dict()

        sections = self.sections.to_dict()

        general_notes = self.general_notes


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cycle_id": cycle_id,
            "title": title,
            "version": version,
            "position": position,
            "updated_at": updated_at,
            "summary": summary,
            "sections": sections,
            "general_notes": general_notes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.document_doc_sections import DocumentDocSections # noqa: PLC0415
        from ..models.document_summary import DocumentSummary # noqa: PLC0415
        d = dict(src_dict)
        cycle_id = UUID(d.pop("cycle_id"))




        title = d.pop("title")

        version = d.pop("version")

        position = d.pop("position")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        summary = DocumentSummary.from_dict(d.pop("summary"))




        sections = DocumentDocSections.from_dict(d.pop("sections"))




        general_notes = d.pop("general_notes")

        document_doc = cls(
            cycle_id=cycle_id,
            title=title,
            version=version,
            position=position,
            updated_at=updated_at,
            summary=summary,
            sections=sections,
            general_notes=general_notes,
        )


        document_doc.additional_properties = d
        return document_doc

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
