from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.json_rpc_message_params_type_0 import JsonRpcMessageParamsType0





T = TypeVar("T", bound="JsonRpcMessage")



@_attrs_define
class JsonRpcMessage:
    """ A JSON-RPC 2.0 request (with `id`) or notification (without).

        Attributes:
            jsonrpc (Literal['2.0']):
            method (str): e.g. `initialize`, `tools/list`, `tools/call`.
            id (int | str | Unset):
            params (JsonRpcMessageParamsType0 | None | Unset): Omitted or null: none.
     """

    jsonrpc: Literal['2.0']
    method: str
    id: int | str | Unset = UNSET
    params: JsonRpcMessageParamsType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.json_rpc_message_params_type_0 import JsonRpcMessageParamsType0 # noqa: PLC0415
        jsonrpc = self.jsonrpc

        method = self.method

        id: int | str | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        params: dict[str, Any] | None | Unset
        if isinstance(self.params, Unset):
            params = UNSET
        elif isinstance(self.params, JsonRpcMessageParamsType0):
            params = self.params.to_dict()
        else:
            params = self.params


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "jsonrpc": jsonrpc,
            "method": method,
        })
        if id is not UNSET:
            field_dict["id"] = id
        if params is not UNSET:
            field_dict["params"] = params

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.json_rpc_message_params_type_0 import JsonRpcMessageParamsType0 # noqa: PLC0415
        d = dict(src_dict)
        jsonrpc = cast(Literal['2.0'] , d.pop("jsonrpc"))
        if jsonrpc != '2.0':
            raise ValueError(f"jsonrpc must match const '2.0', got '{jsonrpc}'")

        method = d.pop("method")

        def _parse_id(data: object) -> int | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | str | Unset, data)

        id = _parse_id(d.pop("id", UNSET))


        def _parse_params(data: object) -> JsonRpcMessageParamsType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                params_type_0 = JsonRpcMessageParamsType0.from_dict(data)



                return params_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonRpcMessageParamsType0 | None | Unset, data)

        params = _parse_params(d.pop("params", UNSET))


        json_rpc_message = cls(
            jsonrpc=jsonrpc,
            method=method,
            id=id,
            params=params,
        )


        json_rpc_message.additional_properties = d
        return json_rpc_message

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
