from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.response_format import ResponseFormat
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ProposeEvenSwapParameters")



@_attrs_define
class ProposeEvenSwapParameters:
    """ 
        Attributes:
            objective_id (None | str | Unset): The objective to swap away, e.g. "obj_2"; null: the one closest to
                irrelevant.
            alternative_id (None | str | Unset): The alternative to adjust, e.g. "alt_b"; null: the one closest to
                the others.
            response_format (None | ResponseFormat | Unset):
     """

    objective_id: None | str | Unset = UNSET
    alternative_id: None | str | Unset = UNSET
    response_format: None | ResponseFormat | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        objective_id: None | str | Unset
        if isinstance(self.objective_id, Unset):
            objective_id = UNSET
        else:
            objective_id = self.objective_id

        alternative_id: None | str | Unset
        if isinstance(self.alternative_id, Unset):
            alternative_id = UNSET
        else:
            alternative_id = self.alternative_id

        response_format: None | str | Unset
        if isinstance(self.response_format, Unset):
            response_format = UNSET
        elif isinstance(self.response_format, ResponseFormat):
            response_format = self.response_format.value
        else:
            response_format = self.response_format


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if objective_id is not UNSET:
            field_dict["objective_id"] = objective_id
        if alternative_id is not UNSET:
            field_dict["alternative_id"] = alternative_id
        if response_format is not UNSET:
            field_dict["response_format"] = response_format

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_objective_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        objective_id = _parse_objective_id(d.pop("objective_id", UNSET))


        def _parse_alternative_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        alternative_id = _parse_alternative_id(d.pop("alternative_id", UNSET))


        def _parse_response_format(data: object) -> None | ResponseFormat | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                response_format_type_0 = ResponseFormat(data)



                return response_format_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ResponseFormat | Unset, data)

        response_format = _parse_response_format(d.pop("response_format", UNSET))


        propose_even_swap_parameters = cls(
            objective_id=objective_id,
            alternative_id=alternative_id,
            response_format=response_format,
        )

        return propose_even_swap_parameters

