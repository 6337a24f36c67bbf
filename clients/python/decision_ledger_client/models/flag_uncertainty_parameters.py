from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.component import Component
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="FlagUncertaintyParameters")



@_attrs_define
class FlagUncertaintyParameters:
    """ 
        Attributes:
            description (str):
            component (Component): A PrOACT component, in the order a cycle walks through them.
            resolvable (bool): True if more information could resolve it before deciding.
            impact (None | str | Unset): How it affects the decision.
     """

    description: str
    component: Component
    resolvable: bool
    impact: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        description = self.description

        component = self.component.value

        resolvable = self.resolvable

        impact: None | str | Unset
        if isinstance(self.impact, Unset):
            impact = UNSET
        else:
            impact = self.impact


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "description": description,
            "component": component,
            "resolvable": resolvable,
        })
        if impact is not UNSET:
            field_dict["impact"] = impact

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        description = d.pop("description")

        component = Component(d.pop("component"))




        resolvable = d.pop("resolvable")

        def _parse_impact(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        impact = _parse_impact(d.pop("impact", UNSET))


        flag_uncertainty_parameters = cls(
            description=description,
            component=component,
            resolvable=resolvable,
            impact=impact,
        )

        return flag_uncertainty_parameters

