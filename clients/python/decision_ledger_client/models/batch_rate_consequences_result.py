from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.batch_failure import BatchFailure





T = TypeVar("T", bound="BatchRateConsequencesResult")



@_attrs_define
class BatchRateConsequencesResult:
    """ 
        Attributes:
            updated_count (int):
            failed (list[BatchFailure]):
            matrix_completion (float):
            cells_remaining (int):
     """

    updated_count: int
    failed: list[BatchFailure]
    matrix_completion: float
    cells_remaining: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.batch_failure import BatchFailure # noqa: PLC0415
        updated_count = self.updated_count

        failed = []
        for failed_item_data in self.failed:
            failed_item = failed_item_data.to_dict()
            failed.append(failed_item)



        matrix_completion = self.matrix_completion

        cells_remaining = self.cells_remaining


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "updated_count": updated_count,
            "failed": failed,
            "matrix_completion": matrix_completion,
            "cells_remaining": cells_remaining,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_failure import BatchFailure # noqa: PLC0415
        d = dict(src_dict)
        updated_count = d.pop("updated_count")

        failed = []
        _failed = d.pop("failed")
        for failed_item_data in (_failed):
            failed_item = BatchFailure.from_dict(failed_item_data)



            failed.append(failed_item)


        matrix_completion = d.pop("matrix_completion")

        cells_remaining = d.pop("cells_remaining")

        batch_rate_consequences_result = cls(
            updated_count=updated_count,
            failed=failed,
            matrix_completion=matrix_completion,
            cells_remaining=cells_remaining,
        )


        batch_rate_consequences_result.additional_properties = d
        return batch_rate_consequences_result

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
