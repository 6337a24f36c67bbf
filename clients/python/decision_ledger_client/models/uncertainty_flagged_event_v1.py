from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.component import Component
from typing import cast






T = TypeVar("T", bound="UncertaintyFlaggedEventV1")



@_attrs_define
class UncertaintyFlaggedEventV1:
    """ Version 1 of the `UncertaintyFlagged` payload (replaced by version 2,
    whose nullable `cell` holds both ids).

    Published as the `payload` of an EventEnvelope with `event_type` = "UncertaintyFlagged" and `schema_version` = 1, on
    subject `decisions.events.<cycle_id>.UncertaintyFlagged`. An older version: events written before version 2 keep
    this shape in the store and on the stream (see `UncertaintyFlagged.json`).

        Attributes:
            uncertainty_id (str):
            description (str):
            component (Component): A PrOACT component, in the order a cycle walks through them.
            resolvable (bool):
            impact (None | str):
            alternative_id (None | str): Set when the uncertainty is about one consequence cell.
            objective_id (None | str):
     """

    uncertainty_id: str
    description: str
    component: Component
    resolvable: bool
    impact: None | str
    alternative_id: None | str
    objective_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        uncertainty_id = self.uncertainty_id

        description = self.description

        component = self.component.value

        resolvable = self.resolvable

        impact: None | str
        impact = self.impact

        alternative_id: None | str
        alternative_id = self.alternative_id

        objective_id: None | str
        objective_id = self.objective_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "uncertainty_id": uncertainty_id,
            "description": description,
            "component": component,
            "resolvable": resolvable,
            "impact": impact,
            "alternative_id": alternative_id,
            "objective_id": objective_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        uncertainty_id = d.pop("uncertainty_id")

        description = d.pop("description")

        component = Component(d.pop("component"))




        resolvable = d.pop("resolvable")

        def _parse_impact(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        impact = _parse_impact(d.pop("impact"))


        def _parse_alternative_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        alternative_id = _parse_alternative_id(d.pop("alternative_id"))


        def _parse_objective_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        objective_id = _parse_objective_id(d.pop("objective_id"))


        uncertainty_flagged_event_v1 = cls(
            uncertainty_id=uncertainty_id,
            description=description,
            component=component,
            resolvable=resolvable,
            impact=impact,
            alternative_id=alternative_id,
            objective_id=objective_id,
        )


        uncertainty_flagged_event_v1.additional_properties = d
        return uncertainty_flagged_event_v1

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
