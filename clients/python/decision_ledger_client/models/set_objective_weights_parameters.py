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
  from ..models.weight_value import WeightValue





T = TypeVar("T", bound="SetObjectiveWeightsParameters")



@_attrs_define
class SetObjectiveWeightsParameters:
    """ 
        Attributes:
            method (WeightMethod): How objective weights were elicited: direct (positive numbers,
                normalised), swing (the top swing 100, the others 0–100 against it,
                normalised) or rank_order (rank-order-centroid weights of a ranking).
            values (list[WeightValue] | None | Unset): direct and swing: one entry per counted fundamental objective; null
                for rank_order.
            ranking (list[str] | None | Unset): rank_order: every counted fundamental objective id, most important
                first; null for direct and swing.
     """

    method: WeightMethod
    values: list[WeightValue] | None | Unset = UNSET
    ranking: list[str] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.weight_value import WeightValue # noqa: PLC0415
        method = self.method.value

        values: list[dict[str, Any]] | None | Unset
        if isinstance(self.values, Unset):
            values = UNSET
        elif isinstance(self.values, list):
            values = []
            for values_type_0_item_data in self.values:
                values_type_0_item = values_type_0_item_data.to_dict()
                values.append(values_type_0_item)


        else:
            values = self.values

        ranking: list[str] | None | Unset
        if isinstance(self.ranking, Unset):
            ranking = UNSET
        elif isinstance(self.ranking, list):
            ranking = self.ranking


        else:
            ranking = self.ranking


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "method": method,
        })
        if values is not UNSET:
            field_dict["values"] = values
        if ranking is not UNSET:
            field_dict["ranking"] = ranking

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.weight_value import WeightValue # noqa: PLC0415
        d = dict(src_dict)
        method = WeightMethod(d.pop("method"))




        def _parse_values(data: object) -> list[WeightValue] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                values_type_0 = []
                _values_type_0 = data
                for values_type_0_item_data in (_values_type_0):
                    values_type_0_item = WeightValue.from_dict(values_type_0_item_data)



                    values_type_0.append(values_type_0_item)

                return values_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[WeightValue] | None | Unset, data)

        values = _parse_values(d.pop("values", UNSET))


        def _parse_ranking(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                ranking_type_0 = cast(list[str], data)

                return ranking_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        ranking = _parse_ranking(d.pop("ranking", UNSET))


        set_objective_weights_parameters = cls(
            method=method,
            values=values,
            ranking=ranking,
        )

        return set_objective_weights_parameters

