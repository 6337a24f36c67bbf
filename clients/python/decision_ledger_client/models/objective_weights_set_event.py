from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.weight_method import WeightMethod
from typing import cast

if TYPE_CHECKING:
  from ..models.objective_weight import ObjectiveWeight
  from ..models.objective_weight_input import ObjectiveWeightInput





T = TypeVar("T", bound="ObjectiveWeightsSetEvent")



@_attrs_define
class ObjectiveWeightsSetEvent:
    """ The person weighted the counted fundamental objectives (the method,
    what they said, and the normalised weights, which sum to 1).

    Published as the `payload` of an EventEnvelope with `event_type` = "ObjectiveWeightsSet" and `schema_version` = 1,
    on subject `decisions.events.<cycle_id>.ObjectiveWeightsSet`.

        Attributes:
            method (WeightMethod): How objective weights were elicited: direct (positive numbers,
                normalised), swing (the top swing 100, the others 0–100 against it,
                normalised) or rank_order (rank-order-centroid weights of a ranking).
            inputs (list[ObjectiveWeightInput]): What the person said, one entry per objective: the number given
                (direct), the swing rating 0–100 (swing) or the rank, 1 the most
                important (rank_order).
            weights (list[ObjectiveWeight]): The normalised weights, in the order of `inputs`; they sum to 1.
     """

    method: WeightMethod
    inputs: list[ObjectiveWeightInput]
    weights: list[ObjectiveWeight]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.objective_weight import ObjectiveWeight # noqa: PLC0415
        from ..models.objective_weight_input import ObjectiveWeightInput # noqa: PLC0415
        method = self.method.value

        inputs = []
        for inputs_item_data in self.inputs:
            inputs_item = inputs_item_data.to_dict()
            inputs.append(inputs_item)



        weights = []
        for weights_item_data in self.weights:
            weights_item = weights_item_data.to_dict()
            weights.append(weights_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "method": method,
            "inputs": inputs,
            "weights": weights,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.objective_weight import ObjectiveWeight # noqa: PLC0415
        from ..models.objective_weight_input import ObjectiveWeightInput # noqa: PLC0415
        d = dict(src_dict)
        method = WeightMethod(d.pop("method"))




        inputs = []
        _inputs = d.pop("inputs")
        for inputs_item_data in (_inputs):
            inputs_item = ObjectiveWeightInput.from_dict(inputs_item_data)



            inputs.append(inputs_item)


        weights = []
        _weights = d.pop("weights")
        for weights_item_data in (_weights):
            weights_item = ObjectiveWeight.from_dict(weights_item_data)



            weights.append(weights_item)


        objective_weights_set_event = cls(
            method=method,
            inputs=inputs,
            weights=weights,
        )


        objective_weights_set_event.additional_properties = d
        return objective_weights_set_event

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
