from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.irrelevant_objective import IrrelevantObjective





T = TypeVar("T", bound="FindIrrelevantObjectivesResult")



@_attrs_define
class FindIrrelevantObjectivesResult:
    """ 
        Attributes:
            objectives (list[IrrelevantObjective]):
     """

    objectives: list[IrrelevantObjective]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.irrelevant_objective import IrrelevantObjective # noqa: PLC0415
        objectives = []
        for objectives_item_data in self.objectives:
            objectives_item = objectives_item_data.to_dict()
            objectives.append(objectives_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "objectives": objectives,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.irrelevant_objective import IrrelevantObjective # noqa: PLC0415
        d = dict(src_dict)
        objectives = []
        _objectives = d.pop("objectives")
        for objectives_item_data in (_objectives):
            objectives_item = IrrelevantObjective.from_dict(objectives_item_data)



            objectives.append(objectives_item)


        find_irrelevant_objectives_result = cls(
            objectives=objectives,
        )


        find_irrelevant_objectives_result.additional_properties = d
        return find_irrelevant_objectives_result

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
