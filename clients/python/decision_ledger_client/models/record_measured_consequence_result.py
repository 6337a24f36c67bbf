from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pugh_rating import PughRating
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.measured_cell import MeasuredCell





T = TypeVar("T", bound="RecordMeasuredConsequenceResult")



@_attrs_define
class RecordMeasuredConsequenceResult:
    """ 
        Attributes:
            measurement (MeasuredCell): One measured cell as the views show it.
            previous (MeasuredCell | None | Unset): The measurement this cell had before, if it had one.
            rating (None | PughRating | Unset): The cell's Pugh rating, untouched (`null` if unrated).
            valued_total (float | None | Unset): The alternative's valued total (`null` until it is measured on every
                valued objective).
            valued_leader_id (None | str | Unset): The leader by valued total (`null` until one exists).
     """

    measurement: MeasuredCell
    previous: MeasuredCell | None | Unset = UNSET
    rating: None | PughRating | Unset = UNSET
    valued_total: float | None | Unset = UNSET
    valued_leader_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.measured_cell import MeasuredCell # noqa: PLC0415
        measurement = self.measurement.to_dict()

        previous: dict[str, Any] | None | Unset
        if isinstance(self.previous, Unset):
            previous = UNSET
        elif isinstance(self.previous, MeasuredCell):
            previous = self.previous.to_dict()
        else:
            previous = self.previous

        rating: int | None | Unset
        if isinstance(self.rating, Unset):
            rating = UNSET
        elif isinstance(self.rating, PughRating):
            rating = self.rating.value
        else:
            rating = self.rating

        valued_total: float | None | Unset
        if isinstance(self.valued_total, Unset):
            valued_total = UNSET
        else:
            valued_total = self.valued_total

        valued_leader_id: None | str | Unset
        if isinstance(self.valued_leader_id, Unset):
            valued_leader_id = UNSET
        else:
            valued_leader_id = self.valued_leader_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "measurement": measurement,
        })
        if previous is not UNSET:
            field_dict["previous"] = previous
        if rating is not UNSET:
            field_dict["rating"] = rating
        if valued_total is not UNSET:
            field_dict["valued_total"] = valued_total
        if valued_leader_id is not UNSET:
            field_dict["valued_leader_id"] = valued_leader_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.measured_cell import MeasuredCell # noqa: PLC0415
        d = dict(src_dict)
        measurement = MeasuredCell.from_dict(d.pop("measurement"))




        def _parse_previous(data: object) -> MeasuredCell | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                previous_type_0 = MeasuredCell.from_dict(data)



                return previous_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeasuredCell | None | Unset, data)

        previous = _parse_previous(d.pop("previous", UNSET))


        def _parse_rating(data: object) -> None | PughRating | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                rating_type_0 = PughRating(data)



                return rating_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PughRating | Unset, data)

        rating = _parse_rating(d.pop("rating", UNSET))


        def _parse_valued_total(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        valued_total = _parse_valued_total(d.pop("valued_total", UNSET))


        def _parse_valued_leader_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        valued_leader_id = _parse_valued_leader_id(d.pop("valued_leader_id", UNSET))


        record_measured_consequence_result = cls(
            measurement=measurement,
            previous=previous,
            rating=rating,
            valued_total=valued_total,
            valued_leader_id=valued_leader_id,
        )


        record_measured_consequence_result.additional_properties = d
        return record_measured_consequence_result

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
