from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="ProjectionStatus")



@_attrs_define
class ProjectionStatus:
    """ 
        Attributes:
            projection (str):
            generation (int):
            definition (int): The definition of the projection the served documents were built
                with (`Projection::version`).
            build_definition (int): The definition this build writes. Older `definition`: an automatic
                rebuild is pending or under way (`rebuilding`); newer: this build
                does not run the projection.
            position (int):
            head_position (int):
            lag_positions (int): Positions between the checkpoint and the head (an upper bound: the
                feed is in commit order, positions are allocation order).
            lag_seconds (float): Age of the oldest unprocessed event, 0 when caught up.
            updated_at (datetime.datetime):
            parked (int):
            rebuilding (list[int] | None | Unset): A rebuild in progress: (generation, position).
     """

    projection: str
    generation: int
    definition: int
    build_definition: int
    position: int
    head_position: int
    lag_positions: int
    lag_seconds: float
    updated_at: datetime.datetime
    parked: int
    rebuilding: list[int] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        projection = self.projection

        generation = self.generation

        definition = self.definition

        build_definition = self.build_definition

        position = self.position

        head_position = self.head_position

        lag_positions = self.lag_positions

        lag_seconds = self.lag_seconds

        updated_at = self.updated_at.isoformat()

        parked = self.parked

        rebuilding: list[int] | None | Unset
        if isinstance(self.rebuilding, Unset):
            rebuilding = UNSET
        elif isinstance(self.rebuilding, list):
            rebuilding = []
            for rebuilding_type_0_item_data in self.rebuilding:
                rebuilding_type_0_item: int
                rebuilding_type_0_item = rebuilding_type_0_item_data
                rebuilding.append(rebuilding_type_0_item)


        else:
            rebuilding = self.rebuilding


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "projection": projection,
            "generation": generation,
            "definition": definition,
            "build_definition": build_definition,
            "position": position,
            "head_position": head_position,
            "lag_positions": lag_positions,
            "lag_seconds": lag_seconds,
            "updated_at": updated_at,
            "parked": parked,
        })
        if rebuilding is not UNSET:
            field_dict["rebuilding"] = rebuilding

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        projection = d.pop("projection")

        generation = d.pop("generation")

        definition = d.pop("definition")

        build_definition = d.pop("build_definition")

        position = d.pop("position")

        head_position = d.pop("head_position")

        lag_positions = d.pop("lag_positions")

        lag_seconds = d.pop("lag_seconds")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        parked = d.pop("parked")

        def _parse_rebuilding(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rebuilding_type_0 = []
                _rebuilding_type_0 = data
                for rebuilding_type_0_item_data in (_rebuilding_type_0):
                    def _parse_rebuilding_type_0_item(data: object) -> int:
                        return cast(int, data)

                    rebuilding_type_0_item = _parse_rebuilding_type_0_item(rebuilding_type_0_item_data)

                    rebuilding_type_0.append(rebuilding_type_0_item)

                return rebuilding_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        rebuilding = _parse_rebuilding(d.pop("rebuilding", UNSET))


        projection_status = cls(
            projection=projection,
            generation=generation,
            definition=definition,
            build_definition=build_definition,
            position=position,
            head_position=head_position,
            lag_positions=lag_positions,
            lag_seconds=lag_seconds,
            updated_at=updated_at,
            parked=parked,
            rebuilding=rebuilding,
        )


        projection_status.additional_properties = d
        return projection_status

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
