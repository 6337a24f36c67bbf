from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.basis import Basis
from ..models.response_format import ResponseFormat
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="FlipAnalysisParameters")



@_attrs_define
class FlipAnalysisParameters:
    """ 
        Attributes:
            basis (Basis | None | Unset): "pugh" or "weighted"; null: weighted once objective weights are set,
                else pugh.
            response_format (None | ResponseFormat | Unset):
     """

    basis: Basis | None | Unset = UNSET
    response_format: None | ResponseFormat | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        basis: None | str | Unset
        if isinstance(self.basis, Unset):
            basis = UNSET
        elif isinstance(self.basis, Basis):
            basis = self.basis.value
        else:
            basis = self.basis

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
        if basis is not UNSET:
            field_dict["basis"] = basis
        if response_format is not UNSET:
            field_dict["response_format"] = response_format

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_basis(data: object) -> Basis | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                basis_type_0 = Basis(data)



                return basis_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Basis | None | Unset, data)

        basis = _parse_basis(d.pop("basis", UNSET))


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


        flip_analysis_parameters = cls(
            basis=basis,
            response_format=response_format,
        )

        return flip_analysis_parameters

