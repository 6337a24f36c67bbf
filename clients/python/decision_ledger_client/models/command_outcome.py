from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.confirmation_gate_result import ConfirmationGateResult
  from ..models.confirmation_resolved_result import ConfirmationResolvedResult
  from ..models.revisit_resolved_result import RevisitResolvedResult





T = TypeVar("T", bound="CommandOutcome")



@_attrs_define
class CommandOutcome:
    """ The outcome of a non-tool command.

        Attributes:
            cycle_id (UUID):
            data (ConfirmationGateResult | ConfirmationResolvedResult | RevisitResolvedResult): The command's result:
                `resolve`'s or `respond`'s (as the tool
                result of `dismiss_revisit` or a confirmation would be).
            changed (bool): False when the command changed nothing (no events).
            version (int):
            position (int | None | Unset): Feed position of the command's last event (`None`: no events), so
                the caller can read its own write with `min_position`.
     """

    cycle_id: UUID
    data: ConfirmationGateResult | ConfirmationResolvedResult | RevisitResolvedResult
    changed: bool
    version: int
    position: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.confirmation_gate_result import ConfirmationGateResult # noqa: PLC0415
        from ..models.confirmation_resolved_result import ConfirmationResolvedResult # noqa: PLC0415
        from ..models.revisit_resolved_result import RevisitResolvedResult # noqa: PLC0415
        cycle_id = str(self.cycle_id)

        data: dict[str, Any]
        if isinstance(self.data, RevisitResolvedResult):
            data = self.data.to_dict()
        elif isinstance(self.data, ConfirmationResolvedResult):
            data = self.data.to_dict()
        else:
            data = self.data.to_dict()


        changed = self.changed

        version = self.version

        position: int | None | Unset
        if isinstance(self.position, Unset):
            position = UNSET
        else:
            position = self.position


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cycle_id": cycle_id,
            "data": data,
            "changed": changed,
            "version": version,
        })
        if position is not UNSET:
            field_dict["position"] = position

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.confirmation_gate_result import ConfirmationGateResult # noqa: PLC0415
        from ..models.confirmation_resolved_result import ConfirmationResolvedResult # noqa: PLC0415
        from ..models.revisit_resolved_result import RevisitResolvedResult # noqa: PLC0415
        d = dict(src_dict)
        cycle_id = UUID(d.pop("cycle_id"))




        def _parse_data(data: object) -> ConfirmationGateResult | ConfirmationResolvedResult | RevisitResolvedResult:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_0 = RevisitResolvedResult.from_dict(data)



                return data_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_1 = ConfirmationResolvedResult.from_dict(data)



                return data_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            data_type_2 = ConfirmationGateResult.from_dict(data)



            return data_type_2

        data = _parse_data(d.pop("data"))


        changed = d.pop("changed")

        version = d.pop("version")

        def _parse_position(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        position = _parse_position(d.pop("position", UNSET))


        command_outcome = cls(
            cycle_id=cycle_id,
            data=data,
            changed=changed,
            version=version,
            position=position,
        )


        command_outcome.additional_properties = d
        return command_outcome

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
