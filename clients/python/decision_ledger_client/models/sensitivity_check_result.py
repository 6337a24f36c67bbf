from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.sensitivity_check_result_if_changed_to import SensitivityCheckResultIfChangedTo





T = TypeVar("T", bound="SensitivityCheckResult")



@_attrs_define
class SensitivityCheckResult:
    """ 
        Attributes:
            alternative_id (str):
            objective_id (str):
            current_total (int):
            current_leader (str):
            if_changed_to (SensitivityCheckResultIfChangedTo): Keyed by the other rating values "2", "1", "0", "-1", "-2".
            alternative_name (str | Unset): Only in the `detailed` response format.
            objective_name (str | Unset): Only in the `detailed` response format.
            current_rating (int | None | Unset): `null` when the cell is unrated (it counts as 0).
     """

    alternative_id: str
    objective_id: str
    current_total: int
    current_leader: str
    if_changed_to: SensitivityCheckResultIfChangedTo
    alternative_name: str | Unset = UNSET
    objective_name: str | Unset = UNSET
    current_rating: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.sensitivity_check_result_if_changed_to import SensitivityCheckResultIfChangedTo # noqa: PLC0415
        alternative_id = self.alternative_id

        objective_id = self.objective_id

        current_total = self.current_total

        current_leader = self.current_leader

        if_changed_to = self.if_changed_to.to_dict()

        alternative_name = self.alternative_name

        objective_name = self.objective_name

        current_rating: int | None | Unset
        if isinstance(self.current_rating, Unset):
            current_rating = UNSET
        else:
            current_rating = self.current_rating


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "alternative_id": alternative_id,
            "objective_id": objective_id,
            "current_total": current_total,
            "current_leader": current_leader,
            "if_changed_to": if_changed_to,
        })
        if alternative_name is not UNSET:
            field_dict["alternative_name"] = alternative_name
        if objective_name is not UNSET:
            field_dict["objective_name"] = objective_name
        if current_rating is not UNSET:
            field_dict["current_rating"] = current_rating

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sensitivity_check_result_if_changed_to import SensitivityCheckResultIfChangedTo # noqa: PLC0415
        d = dict(src_dict)
        alternative_id = d.pop("alternative_id")

        objective_id = d.pop("objective_id")

        current_total = d.pop("current_total")

        current_leader = d.pop("current_leader")

        if_changed_to = SensitivityCheckResultIfChangedTo.from_dict(d.pop("if_changed_to"))




        alternative_name = d.pop("alternative_name", UNSET)

        objective_name = d.pop("objective_name", UNSET)

        def _parse_current_rating(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        current_rating = _parse_current_rating(d.pop("current_rating", UNSET))


        sensitivity_check_result = cls(
            alternative_id=alternative_id,
            objective_id=objective_id,
            current_total=current_total,
            current_leader=current_leader,
            if_changed_to=if_changed_to,
            alternative_name=alternative_name,
            objective_name=objective_name,
            current_rating=current_rating,
        )


        sensitivity_check_result.additional_properties = d
        return sensitivity_check_result

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
