from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TraceContext")



@_attrs_define
class TraceContext:
    """ A checked W3C trace context.

        Attributes:
            traceparent (str): `00-<trace id: 32 hex>-<parent span id: 16 hex>-<flags: 2 hex>`,
                lower case (W3C Trace Context, version 00).
            tracestate (None | str | Unset): The vendors' `tracestate`, as received, if any.
     """

    traceparent: str
    tracestate: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        traceparent = self.traceparent

        tracestate: None | str | Unset
        if isinstance(self.tracestate, Unset):
            tracestate = UNSET
        else:
            tracestate = self.tracestate


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "traceparent": traceparent,
        })
        if tracestate is not UNSET:
            field_dict["tracestate"] = tracestate

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        traceparent = d.pop("traceparent")

        def _parse_tracestate(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        tracestate = _parse_tracestate(d.pop("tracestate", UNSET))


        trace_context = cls(
            traceparent=traceparent,
            tracestate=tracestate,
        )


        trace_context.additional_properties = d
        return trace_context

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
