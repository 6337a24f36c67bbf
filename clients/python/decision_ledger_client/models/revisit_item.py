from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.component import Component
from ..models.revisit_priority import RevisitPriority






T = TypeVar("T", bound="RevisitItem")



@_attrs_define
class RevisitItem:
    """ 
        Attributes:
            suggestion_id (str):
            target_component (Component): A PrOACT component, in the order a cycle walks through them.
            reason (str):
            priority (RevisitPriority): How urgent a revisit suggestion is: low (nice to have), medium
                (recommended), high (important gap), critical (decision quality at risk).
            trigger (str): Detailed.
     """

    suggestion_id: str
    target_component: Component
    reason: str
    priority: RevisitPriority
    trigger: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        suggestion_id = self.suggestion_id

        target_component = self.target_component.value

        reason = self.reason

        priority = self.priority.value

        trigger = self.trigger


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "suggestion_id": suggestion_id,
            "target_component": target_component,
            "reason": reason,
            "priority": priority,
            "trigger": trigger,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        suggestion_id = d.pop("suggestion_id")

        target_component = Component(d.pop("target_component"))




        reason = d.pop("reason")

        priority = RevisitPriority(d.pop("priority"))




        trigger = d.pop("trigger")

        revisit_item = cls(
            suggestion_id=suggestion_id,
            target_component=target_component,
            reason=reason,
            priority=priority,
            trigger=trigger,
        )


        revisit_item.additional_properties = d
        return revisit_item

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
