from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AlternativeScore")



@_attrs_define
class AlternativeScore:
    """ 
        Attributes:
            alternative_id (str):
            name (str):
            letter (str):
            is_datum (bool):
            total_score (int):
            positive_count (int):
            negative_count (int):
            neutral_count (int): Cells rated 0 (every cell of the datum).
            unrated_count (int): Counted cells not rated yet (they add 0 to the total).
            weighted_total (float | None | Unset): Σ weight × rating over the weighted objectives, −2…+2; absent until
                objective weights are set.
            valued_total (float | None | Unset): Σ weight × value-function score of its measured values, 0–1; absent
                until it is measured on every valued objective.
     """

    alternative_id: str
    name: str
    letter: str
    is_datum: bool
    total_score: int
    positive_count: int
    negative_count: int
    neutral_count: int
    unrated_count: int
    weighted_total: float | None | Unset = UNSET
    valued_total: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        alternative_id = self.alternative_id

        name = self.name

        letter = self.letter

        is_datum = self.is_datum

        total_score = self.total_score

        positive_count = self.positive_count

        negative_count = self.negative_count

        neutral_count = self.neutral_count

        unrated_count = self.unrated_count

        weighted_total: float | None | Unset
        if isinstance(self.weighted_total, Unset):
            weighted_total = UNSET
        else:
            weighted_total = self.weighted_total

        valued_total: float | None | Unset
        if isinstance(self.valued_total, Unset):
            valued_total = UNSET
        else:
            valued_total = self.valued_total


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "alternative_id": alternative_id,
            "name": name,
            "letter": letter,
            "is_datum": is_datum,
            "total_score": total_score,
            "positive_count": positive_count,
            "negative_count": negative_count,
            "neutral_count": neutral_count,
            "unrated_count": unrated_count,
        })
        if weighted_total is not UNSET:
            field_dict["weighted_total"] = weighted_total
        if valued_total is not UNSET:
            field_dict["valued_total"] = valued_total

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alternative_id = d.pop("alternative_id")

        name = d.pop("name")

        letter = d.pop("letter")

        is_datum = d.pop("is_datum")

        total_score = d.pop("total_score")

        positive_count = d.pop("positive_count")

        negative_count = d.pop("negative_count")

        neutral_count = d.pop("neutral_count")

        unrated_count = d.pop("unrated_count")

        def _parse_weighted_total(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        weighted_total = _parse_weighted_total(d.pop("weighted_total", UNSET))


        def _parse_valued_total(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        valued_total = _parse_valued_total(d.pop("valued_total", UNSET))


        alternative_score = cls(
            alternative_id=alternative_id,
            name=name,
            letter=letter,
            is_datum=is_datum,
            total_score=total_score,
            positive_count=positive_count,
            negative_count=negative_count,
            neutral_count=neutral_count,
            unrated_count=unrated_count,
            weighted_total=weighted_total,
            valued_total=valued_total,
        )


        alternative_score.additional_properties = d
        return alternative_score

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
