from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.component import Component
from ..models.revisit_priority import RevisitPriority
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SuggestRevisitParameters")



@_attrs_define
class SuggestRevisitParameters:
    """ 
        Attributes:
            component (Component): A PrOACT component, in the order a cycle walks through them.
            reason (str):
            priority (RevisitPriority): How urgent a revisit suggestion is: low (nice to have), medium
                (recommended), high (important gap), critical (decision quality at risk).
            trigger (None | str | Unset): What in the conversation triggered the suggestion; when left out
                (as seed 000's example call does), it is recorded as
                [`DEFAULT_TRIGGER`].
     """

    component: Component
    reason: str
    priority: RevisitPriority
    trigger: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        component = self.component.value

        reason = self.reason

        priority = self.priority.value

        trigger: None | str | Unset
        if isinstance(self.trigger, Unset):
            trigger = UNSET
        else:
            trigger = self.trigger


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "component": component,
            "reason": reason,
            "priority": priority,
        })
        if trigger is not UNSET:
            field_dict["trigger"] = trigger

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        component = Component(d.pop("component"))




        reason = d.pop("reason")

        priority = RevisitPriority(d.pop("priority"))




        def _parse_trigger(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        trigger = _parse_trigger(d.pop("trigger", UNSET))


        suggest_revisit_parameters = cls(
            component=component,
            reason=reason,
            priority=priority,
            trigger=trigger,
        )

        return suggest_revisit_parameters

