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
  from ..models.json_rpc_response_error import JsonRpcResponseError





T = TypeVar("T", bound="JsonRpcResponse")



@_attrs_define
class JsonRpcResponse:
    """ 
        Attributes:
            jsonrpc (Literal['2.0']):
            id (int | None | str | Unset):
            result (Any | Unset):
            error (JsonRpcResponseError | Unset):
     """

    jsonrpc: Literal['2.0']
    id: int | None | str | Unset = UNSET
    result: Any | Unset = UNSET
    error: JsonRpcResponseError | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.json_rpc_response_error import JsonRpcResponseError # noqa: PLC0415
        jsonrpc = self.jsonrpc

        id: int | None | str | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        result = self.result

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "jsonrpc": jsonrpc,
        })
        if id is not UNSET:
            field_dict["id"] = id
        if result is not UNSET:
            field_dict["result"] = result
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.json_rpc_response_error import JsonRpcResponseError # noqa: PLC0415
        d = dict(src_dict)
        jsonrpc = cast(Literal['2.0'] , d.pop("jsonrpc"))
        if jsonrpc != '2.0':
            raise ValueError(f"jsonrpc must match const '2.0', got '{jsonrpc}'")

        def _parse_id(data: object) -> int | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | str | Unset, data)

        id = _parse_id(d.pop("id", UNSET))


        result = d.pop("result", UNSET)

        _error = d.pop("error", UNSET)
        error: JsonRpcResponseError | Unset
        if isinstance(_error,  Unset):
            error = UNSET
        else:
            error = JsonRpcResponseError.from_dict(_error)




        json_rpc_response = cls(
            jsonrpc=jsonrpc,
            id=id,
            result=result,
            error=error,
        )


        json_rpc_response.additional_properties = d
        return json_rpc_response

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
