from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.component import Component
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="UncertaintyItem")



@_attrs_define
class UncertaintyItem:
    """ 
        Attributes:
            uncertainty_id (str):
            description (str):
            component (Component): A PrOACT component, in the order a cycle walks through them.
            resolvable (bool):
            status (str): "open" or "resolved" (resolved ones only in detailed responses).
            impact (None | str | Unset): Detailed. Only in the `detailed` response format.
            resolution (None | str | Unset): Detailed. Only in the `detailed` response format.
            resolution_path (None | str | Unset): Detailed: how a remaining uncertainty could be resolved. Only in the
                `detailed` response format.
            alternative_id (None | str | Unset): Detailed: the consequence cell it is about. Only in the `detailed` response
                format.
            objective_id (None | str | Unset): Detailed. Only in the `detailed` response format.
     """

    uncertainty_id: str
    description: str
    component: Component
    resolvable: bool
    status: str
    impact: None | str | Unset = UNSET
    resolution: None | str | Unset = UNSET
    resolution_path: None | str | Unset = UNSET
    alternative_id: None | str | Unset = UNSET
    objective_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        uncertainty_id = self.uncertainty_id

        description = self.description

        component = self.component.value

        resolvable = self.resolvable

        status = self.status

        impact: None | str | Unset
        if isinstance(self.impact, Unset):
            impact = UNSET
        else:
            impact = self.impact

        resolution: None | str | Unset
        if isinstance(self.resolution, Unset):
            resolution = UNSET
        else:
            resolution = self.resolution

        resolution_path: None | str | Unset
        if isinstance(self.resolution_path, Unset):
            resolution_path = UNSET
        else:
            resolution_path = self.resolution_path

        alternative_id: None | str | Unset
        if isinstance(self.alternative_id, Unset):
            alternative_id = UNSET
        else:
            alternative_id = self.alternative_id

        objective_id: None | str | Unset
        if isinstance(self.objective_id, Unset):
            objective_id = UNSET
        else:
            objective_id = self.objective_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "uncertainty_id": uncertainty_id,
            "description": description,
            "component": component,
            "resolvable": resolvable,
            "status": status,
        })
        if impact is not UNSET:
            field_dict["impact"] = impact
        if resolution is not UNSET:
            field_dict["resolution"] = resolution
        if resolution_path is not UNSET:
            field_dict["resolution_path"] = resolution_path
        if alternative_id is not UNSET:
            field_dict["alternative_id"] = alternative_id
        if objective_id is not UNSET:
            field_dict["objective_id"] = objective_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        uncertainty_id = d.pop("uncertainty_id")

        description = d.pop("description")

        component = Component(d.pop("component"))




        resolvable = d.pop("resolvable")

        status = d.pop("status")

        def _parse_impact(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        impact = _parse_impact(d.pop("impact", UNSET))


        def _parse_resolution(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        resolution = _parse_resolution(d.pop("resolution", UNSET))


        def _parse_resolution_path(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        resolution_path = _parse_resolution_path(d.pop("resolution_path", UNSET))


        def _parse_alternative_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        alternative_id = _parse_alternative_id(d.pop("alternative_id", UNSET))


        def _parse_objective_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        objective_id = _parse_objective_id(d.pop("objective_id", UNSET))


        uncertainty_item = cls(
            uncertainty_id=uncertainty_id,
            description=description,
            component=component,
            resolvable=resolvable,
            status=status,
            impact=impact,
            resolution=resolution,
            resolution_path=resolution_path,
            alternative_id=alternative_id,
            objective_id=objective_id,
        )


        uncertainty_item.additional_properties = d
        return uncertainty_item

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
