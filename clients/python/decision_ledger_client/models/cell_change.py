from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.cell_value import CellValue





T = TypeVar("T", bound="CellChange")



@_attrs_define
class CellChange:
    """ 
        Attributes:
            alternative_id (str):
            objective_id (str):
            from_ (CellValue | None | Unset):
            to (CellValue | None | Unset):
     """

    alternative_id: str
    objective_id: str
    from_: CellValue | None | Unset = UNSET
    to: CellValue | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.cell_value import CellValue # noqa: PLC0415
        alternative_id = self.alternative_id

        objective_id = self.objective_id

        from_: dict[str, Any] | None | Unset
        if isinstance(self.from_, Unset):
            from_ = UNSET
        elif isinstance(self.from_, CellValue):
            from_ = self.from_.to_dict()
        else:
            from_ = self.from_

        to: dict[str, Any] | None | Unset
        if isinstance(self.to, Unset):
            to = UNSET
        elif isinstance(self.to, CellValue):
            to = self.to.to_dict()
        else:
            to = self.to


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "alternative_id": alternative_id,
            "objective_id": objective_id,
        })
        if from_ is not UNSET:
            field_dict["from"] = from_
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cell_value import CellValue # noqa: PLC0415
        d = dict(src_dict)
        alternative_id = d.pop("alternative_id")

        objective_id = d.pop("objective_id")

        def _parse_from_(data: object) -> CellValue | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                from_type_0 = CellValue.from_dict(data)



                return from_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CellValue | None | Unset, data)

        from_ = _parse_from_(d.pop("from", UNSET))


        def _parse_to(data: object) -> CellValue | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                to_type_0 = CellValue.from_dict(data)



                return to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CellValue | None | Unset, data)

        to = _parse_to(d.pop("to", UNSET))


        cell_change = cls(
            alternative_id=alternative_id,
            objective_id=objective_id,
            from_=from_,
            to=to,
        )


        cell_change.additional_properties = d
        return cell_change

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
