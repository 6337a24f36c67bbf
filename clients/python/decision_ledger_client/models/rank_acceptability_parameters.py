from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.response_format import ResponseFormat
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RankAcceptabilityParameters")



@_attrs_define
class RankAcceptabilityParameters:
    """ 
        Attributes:
            samples (int | None | Unset): How many samples to draw, 1–10000; null: 2000.
            seed (int | None | Unset): The seed of the generator; the same seed and history give the same
                answer. null: 0.
            weight_spread (float | None | Unset): How uncertain the weights are, 0–1: each weight varies uniformly
                within ± this fraction of itself (then all are renormalised); null: 0
                (the weights as set).
            response_format (None | ResponseFormat | Unset):
     """

    samples: int | None | Unset = UNSET
    seed: int | None | Unset = UNSET
    weight_spread: float | None | Unset = UNSET
    response_format: None | ResponseFormat | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        samples: int | None | Unset
        if isinstance(self.samples, Unset):
            samples = UNSET
        else:
            samples = self.samples

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        weight_spread: float | None | Unset
        if isinstance(self.weight_spread, Unset):
            weight_spread = UNSET
        else:
            weight_spread = self.weight_spread

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
        if samples is not UNSET:
            field_dict["samples"] = samples
        if seed is not UNSET:
            field_dict["seed"] = seed
        if weight_spread is not UNSET:
            field_dict["weight_spread"] = weight_spread
        if response_format is not UNSET:
            field_dict["response_format"] = response_format

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_samples(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        samples = _parse_samples(d.pop("samples", UNSET))


        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


        def _parse_weight_spread(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        weight_spread = _parse_weight_spread(d.pop("weight_spread", UNSET))


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


        rank_acceptability_parameters = cls(
            samples=samples,
            seed=seed,
            weight_spread=weight_spread,
            response_format=response_format,
        )

        return rank_acceptability_parameters

