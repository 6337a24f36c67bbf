from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.catalog_view_components import CatalogViewComponents





T = TypeVar("T", bound="CatalogView")



@_attrs_define
class CatalogView:
    """ `GET /api/tools`: every tool, by component.

        Attributes:
            format_ (str):
            detail (str):
            total (int):
            components (CatalogViewComponents): Tools by component; `cross_cutting` for those callable everywhere.
     """

    format_: str
    detail: str
    total: int
    components: CatalogViewComponents
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.catalog_view_components import CatalogViewComponents # noqa: PLC0415
        format_ = self.format_

        detail = self.detail

        total = self.total

        components = self.components.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "format": format_,
            "detail": detail,
            "total": total,
            "components": components,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.catalog_view_components import CatalogViewComponents # noqa: PLC0415
        d = dict(src_dict)
        format_ = d.pop("format")

        detail = d.pop("detail")

        total = d.pop("total")

        components = CatalogViewComponents.from_dict(d.pop("components"))




        catalog_view = cls(
            format_=format_,
            detail=detail,
            total=total,
            components=components,
        )


        catalog_view.additional_properties = d
        return catalog_view

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
