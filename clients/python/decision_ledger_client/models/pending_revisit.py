from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.component import Component
from ..models.responder import Responder
from ..models.revisit_priority import RevisitPriority
from ..models.revisit_status import RevisitStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="PendingRevisit")



@_attrs_define
class PendingRevisit:
    """ 
        Attributes:
            id (str):
            target_component (Component): A PrOACT component, in the order a cycle walks through them.
            reason (str):
            priority (RevisitPriority): How urgent a revisit suggestion is: low (nice to have), medium
                (recommended), high (important gap), critical (decision quality at risk).
            trigger (str):
            status (RevisitStatus): A revisit suggestion's state: pending, accepted (the user chose to
                revisit), dismissed, expired.
            created_at (datetime.datetime | None | Unset):
            resolution (None | str | Unset): The answer's text, once answered (or why it expired).
            resolved_by (None | Responder | Unset): Who answered: the user, or the agent (`dismiss_revisit`).
            resolved_at (datetime.datetime | None | Unset): When it was answered, or expired (seed 000's `resolved_at`).
     """

    id: str
    target_component: Component
    reason: str
    priority: RevisitPriority
    trigger: str
    status: RevisitStatus
    created_at: datetime.datetime | None | Unset = UNSET
    resolution: None | str | Unset = UNSET
    resolved_by: None | Responder | Unset = UNSET
    resolved_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        target_component = self.target_component.value

        reason = self.reason

        priority = self.priority.value

        trigger = self.trigger

        status = self.status.value

        created_at: None | str | Unset
        if isinstance(self.created_at, Unset):
            created_at = UNSET
        elif isinstance(self.created_at, datetime.datetime):
            created_at = self.created_at.isoformat()
        else:
            created_at = self.created_at

        resolution: None | str | Unset
        if isinstance(self.resolution, Unset):
            resolution = UNSET
        else:
            resolution = self.resolution

        resolved_by: None | str | Unset
        if isinstance(self.resolved_by, Unset):
            resolved_by = UNSET
        elif isinstance(self.resolved_by, Responder):
            resolved_by = self.resolved_by.value
        else:
            resolved_by = self.resolved_by

        resolved_at: None | str | Unset
        if isinstance(self.resolved_at, Unset):
            resolved_at = UNSET
        elif isinstance(self.resolved_at, datetime.datetime):
            resolved_at = self.resolved_at.isoformat()
        else:
            resolved_at = self.resolved_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "target_component": target_component,
            "reason": reason,
            "priority": priority,
            "trigger": trigger,
            "status": status,
        })
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if resolution is not UNSET:
            field_dict["resolution"] = resolution
        if resolved_by is not UNSET:
            field_dict["resolved_by"] = resolved_by
        if resolved_at is not UNSET:
            field_dict["resolved_at"] = resolved_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        target_component = Component(d.pop("target_component"))




        reason = d.pop("reason")

        priority = RevisitPriority(d.pop("priority"))




        trigger = d.pop("trigger")

        status = RevisitStatus(d.pop("status"))




        def _parse_created_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                created_at_type_0 = datetime.datetime.fromisoformat(data)



                return created_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        created_at = _parse_created_at(d.pop("created_at", UNSET))


        def _parse_resolution(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        resolution = _parse_resolution(d.pop("resolution", UNSET))


        def _parse_resolved_by(data: object) -> None | Responder | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                resolved_by_type_0 = Responder(data)



                return resolved_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Responder | Unset, data)

        resolved_by = _parse_resolved_by(d.pop("resolved_by", UNSET))


        def _parse_resolved_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                resolved_at_type_0 = datetime.datetime.fromisoformat(data)



                return resolved_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        resolved_at = _parse_resolved_at(d.pop("resolved_at", UNSET))


        pending_revisit = cls(
            id=id,
            target_component=target_component,
            reason=reason,
            priority=priority,
            trigger=trigger,
            status=status,
            created_at=created_at,
            resolution=resolution,
            resolved_by=resolved_by,
            resolved_at=resolved_at,
        )


        pending_revisit.additional_properties = d
        return pending_revisit

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
