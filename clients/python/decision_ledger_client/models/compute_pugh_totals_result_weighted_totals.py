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





T = TypeVar("T", bound="ComputePughTotalsResultWeightedTotals")



@_attrs_define
class ComputePughTotalsResultWeightedTotals:
    """ The weighted side of the Pugh totals; present once weights are set.

        Attributes:
            method (WeightMethod): How objective weights were elicited: direct (positive numbers,
                normalised), swing (the top swing 100, the others 0–100 against it,
                normalised) or rank_order (rank-order-centroid weights of a ranking).
            weights (list[WeightInUse]): The weights in use, in the order objectives were added; they sum to 1.
            weights_stale (bool): The weighted objectives changed since the weights were set: set them
                again (the totals meanwhile renormalise the weights still in use).
            objectives_without_weight (list[str]): Counted fundamental objectives without a weight (added or promoted
                since): they count 0 until the weights are set again.
            weights_dropped (list[str]): Objectives weighted when the weights were set that no longer are
                (removed, marked irrelevant or demoted to means).
            tied_leaders (bool):
            leaders (list[str]): Every alternative sharing the top weighted total, in order added.
            leader_id (None | str | Unset): The alternative with the highest weighted total (ties: order added);
                `null` when no weighted objective is left.
            leader_name (None | str | Unset):
     """

    method: WeightMethod
    weights: list[WeightInUse]
    weights_stale: bool
    objectives_without_weight: list[str]
    weights_dropped: list[str]
    tied_leaders: bool
    leaders: list[str]
    leader_id: None | str | Unset = UNSET
    leader_name: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.weight_in_use import WeightInUse # noqa: PLC0415
        method = self.method.value

        weights = []
        for weights_item_data in self.weights:
            weights_item = weights_item_data.to_dict()
            weights.append(weights_item)



        weights_stale = self.weights_stale

        objectives_without_weight = self.objectives_without_weight



        weights_dropped = self.weights_dropped



        tied_leaders = self.tied_leaders

        leaders = self.leaders



        leader_id: None | str | Unset
        if isinstance(self.leader_id, Unset):
            leader_id = UNSET
        else:
            leader_id = self.leader_id

        leader_name: None | str | Unset
        if isinstance(self.leader_name, Unset):
            leader_name = UNSET
        else:
            leader_name = self.leader_name


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "method": method,
            "weights": weights,
            "weights_stale": weights_stale,
            "objectives_without_weight": objectives_without_weight,
            "weights_dropped": weights_dropped,
            "tied_leaders": tied_leaders,
            "leaders": leaders,
        })
        if leader_id is not UNSET:
            field_dict["leader_id"] = leader_id
        if leader_name is not UNSET:
            field_dict["leader_name"] = leader_name

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


        weights_stale = d.pop("weights_stale")

        objectives_without_weight = cast(list[str], d.pop("objectives_without_weight"))


        weights_dropped = cast(list[str], d.pop("weights_dropped"))


        tied_leaders = d.pop("tied_leaders")

        leaders = cast(list[str], d.pop("leaders"))


        def _parse_leader_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        leader_id = _parse_leader_id(d.pop("leader_id", UNSET))


        def _parse_leader_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        leader_name = _parse_leader_name(d.pop("leader_name", UNSET))


        compute_pugh_totals_result_weighted_totals = cls(
            method=method,
            weights=weights,
            weights_stale=weights_stale,
            objectives_without_weight=objectives_without_weight,
            weights_dropped=weights_dropped,
            tied_leaders=tied_leaders,
            leaders=leaders,
            leader_id=leader_id,
            leader_name=leader_name,
        )


        compute_pugh_totals_result_weighted_totals.additional_properties = d
        return compute_pugh_totals_result_weighted_totals

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
