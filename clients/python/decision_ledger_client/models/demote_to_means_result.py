from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.named_objective import NamedObjective





T = TypeVar("T", bound="DemoteToMeansResult")



@_attrs_define
class DemoteToMeansResult:
    """ 
        Attributes:
            objective_id (str):
            name (str):
            objective_type (str): "means".
            fundamental_id (str):
            fundamental_name (str):
            serves (list[str]): What it serves now: `fundamental_id` only.
            served_by (list[NamedObjective]): Means objectives linked to it before: they keep their link and
                now serve it as a means (a means-ends chain).
            total_fundamental (int):
            total_means (int):
     """

    objective_id: str
    name: str
    objective_type: str
    fundamental_id: str
    fundamental_name: str
    serves: list[str]
    served_by: list[NamedObjective]
    total_fundamental: int
    total_means: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.named_objective import NamedObjective # noqa: PLC0415
        objective_id = self.objective_id

        name = self.name

        objective_type = self.objective_type

        fundamental_id = self.fundamental_id

        fundamental_name = self.fundamental_name

        serves = self.serves



        served_by = []
        for served_by_item_data in self.served_by:
            served_by_item = served_by_item_data.to_dict()
            served_by.append(served_by_item)



        total_fundamental = self.total_fundamental

        total_means = self.total_means


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "objective_id": objective_id,
            "name": name,
            "objective_type": objective_type,
            "fundamental_id": fundamental_id,
            "fundamental_name": fundamental_name,
            "serves": serves,
            "served_by": served_by,
            "total_fundamental": total_fundamental,
            "total_means": total_means,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.named_objective import NamedObjective # noqa: PLC0415
        d = dict(src_dict)
        objective_id = d.pop("objective_id")

        name = d.pop("name")

        objective_type = d.pop("objective_type")

        fundamental_id = d.pop("fundamental_id")

        fundamental_name = d.pop("fundamental_name")

        serves = cast(list[str], d.pop("serves"))


        served_by = []
        _served_by = d.pop("served_by")
        for served_by_item_data in (_served_by):
            served_by_item = NamedObjective.from_dict(served_by_item_data)



            served_by.append(served_by_item)


        total_fundamental = d.pop("total_fundamental")

        total_means = d.pop("total_means")

        demote_to_means_result = cls(
            objective_id=objective_id,
            name=name,
            objective_type=objective_type,
            fundamental_id=fundamental_id,
            fundamental_name=fundamental_name,
            serves=serves,
            served_by=served_by,
            total_fundamental=total_fundamental,
            total_means=total_means,
        )


        demote_to_means_result.additional_properties = d
        return demote_to_means_result

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
