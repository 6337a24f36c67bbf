from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="EraseCycleResult")



@_attrs_define
class EraseCycleResult:
    """ What an approved `erase_cycle` proposal (or `DELETE /api/cycles/:id`)
    did: the erasure's tombstone, with no content.

        Attributes:
            cycle_id (UUID):
            erased_by (str): Who erased it: the owner, or the operator's user.
            reason (Literal['operator'] | Literal['owner'] | Literal['retention']): Why a cycle was erased.
            erased_at (datetime.datetime):
            version (int): The tombstone's version: the stream's last.
            position (int): The tombstone's feed position (`min_position` for later reads).
            events_erased (int): Events whose content was erased (every one before the tombstone).
            views_erased (bool): True once the read models no longer hold the cycle (their
                projections passed the tombstone) and the store's files were
                scrubbed; false when a projection lags: that follows when it
                catches up. The JetStream purge follows when the relay reaches the
                tombstone.
     """

    cycle_id: UUID
    erased_by: str
    reason: Literal['operator'] | Literal['owner'] | Literal['retention']
    erased_at: datetime.datetime
    version: int
    position: int
    events_erased: int
    views_erased: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cycle_id = str(self.cycle_id)

        erased_by = self.erased_by

        reason: Literal['operator'] | Literal['owner'] | Literal['retention']
        reason = self.reason

        erased_at = self.erased_at.isoformat()

        version = self.version

        position = self.position

        events_erased = self.events_erased

        views_erased = self.views_erased


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cycle_id": cycle_id,
            "erased_by": erased_by,
            "reason": reason,
            "erased_at": erased_at,
            "version": version,
            "position": position,
            "events_erased": events_erased,
            "views_erased": views_erased,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cycle_id = UUID(d.pop("cycle_id"))




        erased_by = d.pop("erased_by")

        def _parse_reason(data: object) -> Literal['operator'] | Literal['owner'] | Literal['retention']:
            componentsschemas_erasure_reason_type_0 = cast(Literal['owner'] , data)
            if componentsschemas_erasure_reason_type_0 != 'owner':
                raise ValueError(f"/components/schemas/ErasureReason_type_0 must match const 'owner', got '{componentsschemas_erasure_reason_type_0}'")
            return componentsschemas_erasure_reason_type_0
            componentsschemas_erasure_reason_type_1 = cast(Literal['operator'] , data)
            if componentsschemas_erasure_reason_type_1 != 'operator':
                raise ValueError(f"/components/schemas/ErasureReason_type_1 must match const 'operator', got '{componentsschemas_erasure_reason_type_1}'")
            return componentsschemas_erasure_reason_type_1
            componentsschemas_erasure_reason_type_2 = cast(Literal['retention'] , data)
            if componentsschemas_erasure_reason_type_2 != 'retention':
                raise ValueError(f"/components/schemas/ErasureReason_type_2 must match const 'retention', got '{componentsschemas_erasure_reason_type_2}'")
            return componentsschemas_erasure_reason_type_2

        reason = _parse_reason(d.pop("reason"))


        erased_at = datetime.datetime.fromisoformat(d.pop("erased_at"))




        version = d.pop("version")

        position = d.pop("position")

        events_erased = d.pop("events_erased")

        views_erased = d.pop("views_erased")

        erase_cycle_result = cls(
            cycle_id=cycle_id,
            erased_by=erased_by,
            reason=reason,
            erased_at=erased_at,
            version=version,
            position=position,
            events_erased=events_erased,
            views_erased=views_erased,
        )


        erase_cycle_result.additional_properties = d
        return erase_cycle_result

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
