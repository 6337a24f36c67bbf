from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.weighting import Weighting
from typing import cast

if TYPE_CHECKING:
  from ..models.acceptability import Acceptability
  from ..models.excluded import Excluded





T = TypeVar("T", bound="RankAcceptabilityResult")



@_attrs_define
class RankAcceptabilityResult:
    """ The `rank_acceptability` result.

        Attributes:
            samples (int): Samples drawn (the request, lowered to keep within the work budget).
            samples_requested (int):
            seed (int):
            weight_spread (float):
            weighting (Weighting): How the valued objectives are weighted: `weights` (the objective
                weights in use, renormalised over the valued objectives) or `equal`
                (no weights set: every valued objective alike).
            cells_varied (int): Measured cells with a range (the ones that vary).
            weights_varied (int): The valued objectives whose weight varies (0 when weight_spread is 0).
            leader_at_likely_values (str): The leader at the likely values and the weights as set.
            most_often_first (str): The alternative that leads in most samples (ties: order added).
            alternatives (list[Acceptability]): The ranked alternatives, in the order added.
            excluded (list[Excluded]): Alternatives left out: not measured on every valued objective.
     """

    samples: int
    samples_requested: int
    seed: int
    weight_spread: float
    weighting: Weighting
    cells_varied: int
    weights_varied: int
    leader_at_likely_values: str
    most_often_first: str
    alternatives: list[Acceptability]
    excluded: list[Excluded]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.acceptability import Acceptability # noqa: PLC0415
        from ..models.excluded import Excluded # noqa: PLC0415
        samples = self.samples

        samples_requested = self.samples_requested

        seed = self.seed

        weight_spread = self.weight_spread

        weighting = self.weighting.value

        cells_varied = self.cells_varied

        weights_varied = self.weights_varied

        leader_at_likely_values = self.leader_at_likely_values

        most_often_first = self.most_often_first

        alternatives = []
        for alternatives_item_data in self.alternatives:
            alternatives_item = alternatives_item_data.to_dict()
            alternatives.append(alternatives_item)



        excluded = []
        for excluded_item_data in self.excluded:
            excluded_item = excluded_item_data.to_dict()
            excluded.append(excluded_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "samples": samples,
            "samples_requested": samples_requested,
            "seed": seed,
            "weight_spread": weight_spread,
            "weighting": weighting,
            "cells_varied": cells_varied,
            "weights_varied": weights_varied,
            "leader_at_likely_values": leader_at_likely_values,
            "most_often_first": most_often_first,
            "alternatives": alternatives,
            "excluded": excluded,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.acceptability import Acceptability # noqa: PLC0415
        from ..models.excluded import Excluded # noqa: PLC0415
        d = dict(src_dict)
        samples = d.pop("samples")

        samples_requested = d.pop("samples_requested")

        seed = d.pop("seed")

        weight_spread = d.pop("weight_spread")

        weighting = Weighting(d.pop("weighting"))




        cells_varied = d.pop("cells_varied")

        weights_varied = d.pop("weights_varied")

        leader_at_likely_values = d.pop("leader_at_likely_values")

        most_often_first = d.pop("most_often_first")

        alternatives = []
        _alternatives = d.pop("alternatives")
        for alternatives_item_data in (_alternatives):
            alternatives_item = Acceptability.from_dict(alternatives_item_data)



            alternatives.append(alternatives_item)


        excluded = []
        _excluded = d.pop("excluded")
        for excluded_item_data in (_excluded):
            excluded_item = Excluded.from_dict(excluded_item_data)



            excluded.append(excluded_item)


        rank_acceptability_result = cls(
            samples=samples,
            samples_requested=samples_requested,
            seed=seed,
            weight_spread=weight_spread,
            weighting=weighting,
            cells_varied=cells_varied,
            weights_varied=weights_varied,
            leader_at_likely_values=leader_at_likely_values,
            most_often_first=most_often_first,
            alternatives=alternatives,
            excluded=excluded,
        )


        rank_acceptability_result.additional_properties = d
        return rank_acceptability_result

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
