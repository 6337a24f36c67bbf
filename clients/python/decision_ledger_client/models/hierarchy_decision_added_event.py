from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hierarchy_level import HierarchyLevel






T = TypeVar("T", bound="HierarchyDecisionAddedEvent")



@_attrs_define
class HierarchyDecisionAddedEvent:
    """ The payload of a `HierarchyDecisionAdded` event.

    Published as the `payload` of an EventEnvelope with `event_type` = "HierarchyDecisionAdded" and `schema_version` =
    1, on subject `decisions.events.<cycle_id>.HierarchyDecisionAdded`.

        Attributes:
            decision_id (str):
            description (str):
            level (HierarchyLevel): Where a decision sits in the decision hierarchy: given (already
                decided), focus (decided now) or deferred (decided later).
            status (str):
     """

    decision_id: str
    description: str
    level: HierarchyLevel
    status: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        decision_id = self.decision_id

        description = self.description

        level = self.level.value

        status = self.status


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "decision_id": decision_id,
            "description": description,
            "level": level,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        decision_id = d.pop("decision_id")

        description = d.pop("description")

        level = HierarchyLevel(d.pop("level"))




        status = d.pop("status")

        hierarchy_decision_added_event = cls(
            decision_id=decision_id,
            description=description,
            level=level,
            status=status,
        )


        hierarchy_decision_added_event.additional_properties = d
        return hierarchy_decision_added_event

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
