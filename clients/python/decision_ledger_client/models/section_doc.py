from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.completion_status import CompletionStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SectionDoc")



@_attrs_define
class SectionDoc:
    """ One section of the document.

        Attributes:
            title (str):
            status (CompletionStatus):
            markdown (str):
            missing (list[str] | Unset): What the component still lacks, in words (its completion rule's
                gaps); empty when complete.
     """

    title: str
    status: CompletionStatus
    markdown: str
    missing: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        title = self.title

        status = self.status.value

        markdown = self.markdown

        missing: list[str] | Unset = UNSET
        if not isinstance(self.missing, Unset):
            missing = self.missing




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "title": title,
            "status": status,
            "markdown": markdown,
        })
        if missing is not UNSET:
            field_dict["missing"] = missing

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        title = d.pop("title")

        status = CompletionStatus(d.pop("status"))




        markdown = d.pop("markdown")

        missing = cast(list[str], d.pop("missing", UNSET))


        section_doc = cls(
            title=title,
            status=status,
            markdown=markdown,
            missing=missing,
        )


        section_doc.additional_properties = d
        return section_doc

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
