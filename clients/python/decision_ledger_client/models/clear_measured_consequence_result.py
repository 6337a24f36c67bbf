from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.measured_cell import MeasuredCell





T = TypeVar("T", bound="ClearMeasuredConsequenceResult")



@_attrs_define
class ClearMeasuredConsequenceResult:
    """ 
        Attributes:
            cleared (MeasuredCell): One measured cell as the views show it.
            measurements_remaining (int): Measured cells left on active alternatives and objectives.
     """

    cleared: MeasuredCell
    measurements_remaining: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.measured_cell import MeasuredCell # noqa: PLC0415
        cleared = self.cleared.to_dict()

        measurements_remaining = self.measurements_remaining


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cleared": cleared,
            "measurements_remaining": measurements_remaining,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.measured_cell import MeasuredCell # noqa: PLC0415
        d = dict(src_dict)
        cleared = MeasuredCell.from_dict(d.pop("cleared"))




        measurements_remaining = d.pop("measurements_remaining")

        clear_measured_consequence_result = cls(
            cleared=cleared,
            measurements_remaining=measurements_remaining,
        )


        clear_measured_consequence_result.additional_properties = d
        return clear_measured_consequence_result

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
