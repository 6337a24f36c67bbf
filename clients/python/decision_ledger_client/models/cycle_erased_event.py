from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.cycle_erased_event_calls import CycleErasedEventCalls





T = TypeVar("T", bound="CycleErasedEvent")



@_attrs_define
class CycleErasedEvent:
    """ The tombstone of an erased cycle (issue 19). It holds no content:
    who erased the cycle, why, and the counts of its calls that the
    service-wide statistics keep (tool names from the catalog, result
    classes, durations), so a rebuild gives the statistics it had.

    Published as the `payload` of an EventEnvelope with `event_type` = "CycleErased" and `schema_version` = 1, on
    subject `decisions.events.<cycle_id>.CycleErased`.

        Attributes:
            erased_by (str): The user who erased it (the owner), or the operator's subject.
            reason (Literal['operator'] | Literal['owner'] | Literal['retention']): Why a cycle was erased.
            calls (CycleErasedEventCalls): The erased cycle's audited calls per tool (`unknown` for names
                the catalog lacks): counts and durations only.
     """

    erased_by: str
    reason: Literal['operator'] | Literal['owner'] | Literal['retention']
    calls: CycleErasedEventCalls
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.cycle_erased_event_calls import CycleErasedEventCalls # noqa: PLC0415
        erased_by = self.erased_by

        reason: Literal['operator'] | Literal['owner'] | Literal['retention']
        reason = self.reason

        calls = self.calls.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "erased_by": erased_by,
            "reason": reason,
            "calls": calls,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cycle_erased_event_calls import CycleErasedEventCalls # noqa: PLC0415
        d = dict(src_dict)
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


        calls = CycleErasedEventCalls.from_dict(d.pop("calls"))




        cycle_erased_event = cls(
            erased_by=erased_by,
            reason=reason,
            calls=calls,
        )


        cycle_erased_event.additional_properties = d
        return cycle_erased_event

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
