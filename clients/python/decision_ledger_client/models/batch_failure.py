from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tool_result_class import ToolResultClass






T = TypeVar("T", bound="BatchFailure")



@_attrs_define
class BatchFailure:
    """ 
        Attributes:
            index (int): Position of the cell in `ratings`.
            alternative_id (str):
            objective_id (str):
            result (ToolResultClass): How a tool call ended (the seed's `ToolResult`).
            error (str):
     """

    index: int
    alternative_id: str
    objective_id: str
    result: ToolResultClass
    error: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        index = self.index

        alternative_id = self.alternative_id

        objective_id = self.objective_id

        result = self.result.value

        error = self.error


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "index": index,
            "alternative_id": alternative_id,
            "objective_id": objective_id,
            "result": result,
            "error": error,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        index = d.pop("index")

        alternative_id = d.pop("alternative_id")

        objective_id = d.pop("objective_id")

        result = ToolResultClass(d.pop("result"))




        error = d.pop("error")

        batch_failure = cls(
            index=index,
            alternative_id=alternative_id,
            objective_id=objective_id,
            result=result,
            error=error,
        )


        batch_failure.additional_properties = d
        return batch_failure

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
