from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.dominated_info import DominatedInfo





T = TypeVar("T", bound="FindDominatedAlternativesResult")



@_attrs_define
class FindDominatedAlternativesResult:
    """ 
        Attributes:
            dominated (list[DominatedInfo]):
            analysis_complete (bool): False while some cells are unrated: pairs with unrated cells were skipped.
            unrated_cells (int | Unset): Only in the `detailed` response format.
     """

    dominated: list[DominatedInfo]
    analysis_complete: bool
    unrated_cells: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.dominated_info import DominatedInfo # noqa: PLC0415
        dominated = []
        for dominated_item_data in self.dominated:
            dominated_item = dominated_item_data.to_dict()
            dominated.append(dominated_item)



        analysis_complete = self.analysis_complete

        unrated_cells = self.unrated_cells


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "dominated": dominated,
            "analysis_complete": analysis_complete,
        })
        if unrated_cells is not UNSET:
            field_dict["unrated_cells"] = unrated_cells

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dominated_info import DominatedInfo # noqa: PLC0415
        d = dict(src_dict)
        dominated = []
        _dominated = d.pop("dominated")
        for dominated_item_data in (_dominated):
            dominated_item = DominatedInfo.from_dict(dominated_item_data)



            dominated.append(dominated_item)


        analysis_complete = d.pop("analysis_complete")

        unrated_cells = d.pop("unrated_cells", UNSET)

        find_dominated_alternatives_result = cls(
            dominated=dominated,
            analysis_complete=analysis_complete,
            unrated_cells=unrated_cells,
        )


        find_dominated_alternatives_result.additional_properties = d
        return find_dominated_alternatives_result

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
