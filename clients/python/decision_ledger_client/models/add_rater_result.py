from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rater_kind import RaterKind
from typing import cast

if TYPE_CHECKING:
  from ..models.add_rater_result_rater_summary import AddRaterResultRaterSummary





T = TypeVar("T", bound="AddRaterResult")



@_attrs_define
class AddRaterResult:
    """ 
        Attributes:
            rater_id (str):
            kind (RaterKind): Who a rater is to the decision: the person it belongs to, their partner,
                an expert, the agent, or someone else.
            name (str):
            raters (list[AddRaterResultRaterSummary]): Every rater, in the order added.
            raters_left (int): How many more raters the cycle can name.
            rule (str): How a cell's rating is aggregated once raters rate it.
     """

    rater_id: str
    kind: RaterKind
    name: str
    raters: list[AddRaterResultRaterSummary]
    raters_left: int
    rule: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.add_rater_result_rater_summary import AddRaterResultRaterSummary # noqa: PLC0415
        rater_id = self.rater_id

        kind = self.kind.value

        name = self.name

        raters = []
        for raters_item_data in self.raters:
            raters_item = raters_item_data.to_dict()
            raters.append(raters_item)



        raters_left = self.raters_left

        rule = self.rule


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rater_id": rater_id,
            "kind": kind,
            "name": name,
            "raters": raters,
            "raters_left": raters_left,
            "rule": rule,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.add_rater_result_rater_summary import AddRaterResultRaterSummary # noqa: PLC0415
        d = dict(src_dict)
        rater_id = d.pop("rater_id")

        kind = RaterKind(d.pop("kind"))




        name = d.pop("name")

        raters = []
        _raters = d.pop("raters")
        for raters_item_data in (_raters):
            raters_item = AddRaterResultRaterSummary.from_dict(raters_item_data)



            raters.append(raters_item)


        raters_left = d.pop("raters_left")

        rule = d.pop("rule")

        add_rater_result = cls(
            rater_id=rater_id,
            kind=kind,
            name=name,
            raters=raters,
            raters_left=raters_left,
            rule=rule,
        )


        add_rater_result.additional_properties = d
        return add_rater_result

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
