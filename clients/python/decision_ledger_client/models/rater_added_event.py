from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rater_kind import RaterKind






T = TypeVar("T", bound="RaterAddedEvent")



@_attrs_define
class RaterAddedEvent:
    """ A rater was named: someone who rates the cells of the Pugh matrix on
    their own.

    Published as the `payload` of an EventEnvelope with `event_type` = "RaterAdded" and `schema_version` = 1, on subject
    `decisions.events.<cycle_id>.RaterAdded`.

        Attributes:
            rater_id (str): `rater_1`, `rater_2`, … in the order added.
            kind (RaterKind): Who a rater is to the decision: the person it belongs to, their partner,
                an expert, the agent, or someone else.
            name (str): The display name, unique in the cycle (case-insensitively).
     """

    rater_id: str
    kind: RaterKind
    name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        rater_id = self.rater_id

        kind = self.kind.value

        name = self.name


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rater_id": rater_id,
            "kind": kind,
            "name": name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rater_id = d.pop("rater_id")

        kind = RaterKind(d.pop("kind"))




        name = d.pop("name")

        rater_added_event = cls(
            rater_id=rater_id,
            kind=kind,
            name=name,
        )


        rater_added_event.additional_properties = d
        return rater_added_event

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
