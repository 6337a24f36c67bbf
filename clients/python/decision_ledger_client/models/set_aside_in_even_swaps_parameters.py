from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SetAsideInEvenSwapsParameters")



@_attrs_define
class SetAsideInEvenSwapsParameters:
    """ 
        Attributes:
            reason (str): Why, in the person's words.
            alternative_id (None | str | Unset): A dominated or practically dominated alternative, e.g. "alt_c";
                null when setting aside an objective.
            objective_id (None | str | Unset): An irrelevant objective, e.g. "obj_2"; null when setting aside an
                alternative.
            judged_by (None | str | Unset): Whose judgement it is; null: the decision maker.
     """

    reason: str
    alternative_id: None | str | Unset = UNSET
    objective_id: None | str | Unset = UNSET
    judged_by: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        alternative_id: None | str | Unset
        if isinstance(self.alternative_id, Unset):
            alternative_id = UNSET
        else:
            alternative_id = self.alternative_id

        objective_id: None | str | Unset
        if isinstance(self.objective_id, Unset):
            objective_id = UNSET
        else:
            objective_id = self.objective_id

        judged_by: None | str | Unset
        if isinstance(self.judged_by, Unset):
            judged_by = UNSET
        else:
            judged_by = self.judged_by


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reason": reason,
        })
        if alternative_id is not UNSET:
            field_dict["alternative_id"] = alternative_id
        if objective_id is not UNSET:
            field_dict["objective_id"] = objective_id
        if judged_by is not UNSET:
            field_dict["judged_by"] = judged_by

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        def _parse_alternative_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        alternative_id = _parse_alternative_id(d.pop("alternative_id", UNSET))


        def _parse_objective_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        objective_id = _parse_objective_id(d.pop("objective_id", UNSET))


        def _parse_judged_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        judged_by = _parse_judged_by(d.pop("judged_by", UNSET))


        set_aside_in_even_swaps_parameters = cls(
            reason=reason,
            alternative_id=alternative_id,
            objective_id=objective_id,
            judged_by=judged_by,
        )

        return set_aside_in_even_swaps_parameters

