from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Readiness")



@_attrs_define
class Readiness:
    """ `GET /readyz`.

        Attributes:
            ready (bool): Whether to send traffic here: the event store answers.
            store (str): `ok` or `unreachable`.
            nats (str): `not configured`, `connected` or `disconnected`.
            degraded (bool): NATS is down: commands are still accepted and the relay catches up.
     """

    ready: bool
    store: str
    nats: str
    degraded: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        ready = self.ready

        store = self.store

        nats = self.nats

        degraded = self.degraded


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "ready": ready,
            "store": store,
            "nats": nats,
            "degraded": degraded,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ready = d.pop("ready")

        store = d.pop("store")

        nats = d.pop("nats")

        degraded = d.pop("degraded")

        readiness = cls(
            ready=ready,
            store=store,
            nats=nats,
            degraded=degraded,
        )


        readiness.additional_properties = d
        return readiness

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
