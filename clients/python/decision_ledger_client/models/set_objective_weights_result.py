from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.weight_method import WeightMethod
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.weight_in_use import WeightInUse





T = TypeVar("T", bound="SetObjectiveWeightsResult")



@_attrs_define
class SetObjectiveWeightsResult:
    """ 
        Attributes:
            method (WeightMethod): How objective weights were elicited: direct (positive numbers,
                normalised), swing (the top swing 100, the others 0–100 against it,
                normalised) or rank_order (rank-order-centroid weights of a ranking).
            weights (list[WeightInUse]): The normalised weights, in the order objectives were added; they sum to 1.
            weighted_leader_id (None | str | Unset): The leader by weighted total (`null` with no alternatives yet).
            pugh_leader_id (None | str | Unset): The leader by Pugh total, unchanged by weights.
     """

    method: WeightMethod
    weights: list[WeightInUse]
    weighted_leader_id: None | str | Unset = UNSET
    pugh_leader_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.weight_in_use import WeightInUse # noqa: PLC0415
        method = self.method.value

        weights = []
        for weights_item_data in self.weights:
            weights_item = weights_item_data.to_dict()
            weights.append(weights_item)



        weighted_leader_id: None | str | Unset
        if isinstance(self.weighted_leader_id, Unset):
            weighted_leader_id = UNSET
        else:
            weighted_leader_id = self.weighted_leader_id

        pugh_leader_id: None | str | Unset
        if isinstance(self.pugh_leader_id, Unset):
            pugh_leader_id = UNSET
        else:
            pugh_leader_id = self.pugh_leader_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "method": method,
            "weights": weights,
        })
        if weighted_leader_id is not UNSET:
            field_dict["weighted_leader_id"] = weighted_leader_id
        if pugh_leader_id is not UNSET:
            field_dict["pugh_leader_id"] = pugh_leader_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.weight_in_use import WeightInUse # noqa: PLC0415
        d = dict(src_dict)
        method = WeightMethod(d.pop("method"))




        weights = []
        _weights = d.pop("weights")
        for weights_item_data in (_weights):
            weights_item = WeightInUse.from_dict(weights_item_data)



            weights.append(weights_item)


        def _parse_weighted_leader_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        weighted_leader_id = _parse_weighted_leader_id(d.pop("weighted_leader_id", UNSET))


        def _parse_pugh_leader_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        pugh_leader_id = _parse_pugh_leader_id(d.pop("pugh_leader_id", UNSET))


        set_objective_weights_result = cls(
            method=method,
            weights=weights,
            weighted_leader_id=weighted_leader_id,
            pugh_leader_id=pugh_leader_id,
        )


        set_objective_weights_result.additional_properties = d
        return set_objective_weights_result

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
