from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.component import Component
from typing import cast

if TYPE_CHECKING:
  from ..models.consequence_cell import ConsequenceCell





T = TypeVar("T", bound="UncertaintyFlaggedEvent")



@_attrs_define
class UncertaintyFlaggedEvent:
    """ An uncertainty was flagged (issue raising, a consequence cell, or anywhere).

    Version 2: one nullable `cell` replaces the `alternative_id` and
    `objective_id` of version 1, which were only ever set or null together.

    Published as the `payload` of an EventEnvelope with `event_type` = "UncertaintyFlagged" and `schema_version` = 2, on
    subject `decisions.events.<cycle_id>.UncertaintyFlagged`.

        Attributes:
            uncertainty_id (str):
            description (str):
            component (Component): A PrOACT component, in the order a cycle walks through them.
            resolvable (bool):
            impact (None | str):
            cell (ConsequenceCell | None): The consequence cell the uncertainty is about, or `null` when it
                is not about one cell.
     """

    uncertainty_id: str
    description: str
    component: Component
    resolvable: bool
    impact: None | str
    cell: ConsequenceCell | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.consequence_cell import ConsequenceCell # noqa: PLC0415
        uncertainty_id = self.uncertainty_id

        description = self.description

        component = self.component.value

        resolvable = self.resolvable

        impact: None | str
        impact = self.impact

        cell: dict[str, Any] | None
        if isinstance(self.cell, ConsequenceCell):
            cell = self.cell.to_dict()
        else:
            cell = self.cell


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "uncertainty_id": uncertainty_id,
            "description": description,
            "component": component,
            "resolvable": resolvable,
            "impact": impact,
            "cell": cell,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.consequence_cell import ConsequenceCell # noqa: PLC0415
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


        def _parse_cell(data: object) -> ConsequenceCell | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cell_type_0 = ConsequenceCell.from_dict(data)



                return cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ConsequenceCell | None, data)

        cell = _parse_cell(d.pop("cell"))


        uncertainty_flagged_event = cls(
            uncertainty_id=uncertainty_id,
            description=description,
            component=component,
            resolvable=resolvable,
            impact=impact,
            cell=cell,
        )


        uncertainty_flagged_event.additional_properties = d
        return uncertainty_flagged_event

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
