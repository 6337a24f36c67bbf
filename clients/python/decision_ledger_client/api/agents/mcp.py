from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_body import ErrorBody
from ...models.json_rpc_message import JsonRpcMessage
from ...models.json_rpc_response import JsonRpcResponse
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: JsonRpcMessage,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_act_as, Unset):
        headers["X-Act-As"] = x_act_as

    if not isinstance(x_request_id, Unset):
        headers["X-Request-Id"] = x_request_id

    if not isinstance(traceparent, Unset):
        headers["traceparent"] = traceparent

    if not isinstance(tracestate, Unset):
        headers["tracestate"] = tracestate



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/mcp",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | ErrorBody | ErrorBody | JsonRpcResponse | JsonRpcResponse | None:
    if response.status_code == 200:
        response_200 = JsonRpcResponse.from_dict(response.json())



        return response_200

    if response.status_code == 202:
        response_202 = cast(Any, None)
        return response_202

    if response.status_code == 400:
        def _parse_response_400(data: object) -> ErrorBody | JsonRpcResponse:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_0 = JsonRpcResponse.from_dict(data)



                return response_400_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_400_type_1 = ErrorBody.from_dict(data)



            return response_400_type_1

        response_400 = _parse_response_400(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorBody.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = ErrorBody.from_dict(response.json())



        return response_403

    if response.status_code == 406:
        response_406 = cast(Any, None)
        return response_406

    if response.status_code == 413:
        response_413 = cast(Any, None)
        return response_413

    if response.status_code == 415:
        response_415 = cast(Any, None)
        return response_415

    if response.status_code == 429:
        response_429 = ErrorBody.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = ErrorBody.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | ErrorBody | ErrorBody | JsonRpcResponse | JsonRpcResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: JsonRpcMessage,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> Response[Any | ErrorBody | ErrorBody | JsonRpcResponse | JsonRpcResponse]:
    """ MCP over streamable HTTP (stateless JSON-RPC): `initialize`, `tools/list`, `tools/call`.

     **Scope:** `cycles:write` (or `admin`, which implies it). `initialize` needs only a valid token and
    `tools/list` `cycles:read`; every `tools/call` (read tools too, `create_cycle` and `navigate`) needs
    `cycles:write`, and one without it, or on another user's cycle, is answered with an `isError` result
    rather than an HTTP error. Every catalog tool plus `create_cycle` and `navigate`; see the README,
    *Agents over MCP and NATS*. The client must send `Accept: application/json, text/event-stream` (406
    otherwise); a `Host` other than loopback or one listed in `DECISIOND_MCP_ALLOWED_HOSTS` gets a
    plain-text 403 (DNS-rebinding protection). A service token with the `act_as` scope may send `X-Act-
    As: <user>` to act for that user.

    Args:
        x_act_as (str | Unset):
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):
        body (JsonRpcMessage): A JSON-RPC 2.0 request (with `id`) or notification (without).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorBody | ErrorBody | JsonRpcResponse | JsonRpcResponse]
     """


    kwargs = _get_kwargs(
        body=body,
x_act_as=x_act_as,
x_request_id=x_request_id,
traceparent=traceparent,
tracestate=tracestate,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: JsonRpcMessage,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> Any | ErrorBody | ErrorBody | JsonRpcResponse | JsonRpcResponse | None:
    """ MCP over streamable HTTP (stateless JSON-RPC): `initialize`, `tools/list`, `tools/call`.

     **Scope:** `cycles:write` (or `admin`, which implies it). `initialize` needs only a valid token and
    `tools/list` `cycles:read`; every `tools/call` (read tools too, `create_cycle` and `navigate`) needs
    `cycles:write`, and one without it, or on another user's cycle, is answered with an `isError` result
    rather than an HTTP error. Every catalog tool plus `create_cycle` and `navigate`; see the README,
    *Agents over MCP and NATS*. The client must send `Accept: application/json, text/event-stream` (406
    otherwise); a `Host` other than loopback or one listed in `DECISIOND_MCP_ALLOWED_HOSTS` gets a
    plain-text 403 (DNS-rebinding protection). A service token with the `act_as` scope may send `X-Act-
    As: <user>` to act for that user.

    Args:
        x_act_as (str | Unset):
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):
        body (JsonRpcMessage): A JSON-RPC 2.0 request (with `id`) or notification (without).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorBody | ErrorBody | JsonRpcResponse | JsonRpcResponse
     """


    return sync_detailed(
        client=client,
body=body,
x_act_as=x_act_as,
x_request_id=x_request_id,
traceparent=traceparent,
tracestate=tracestate,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: JsonRpcMessage,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> Response[Any | ErrorBody | ErrorBody | JsonRpcResponse | JsonRpcResponse]:
    """ MCP over streamable HTTP (stateless JSON-RPC): `initialize`, `tools/list`, `tools/call`.

     **Scope:** `cycles:write` (or `admin`, which implies it). `initialize` needs only a valid token and
    `tools/list` `cycles:read`; every `tools/call` (read tools too, `create_cycle` and `navigate`) needs
    `cycles:write`, and one without it, or on another user's cycle, is answered with an `isError` result
    rather than an HTTP error. Every catalog tool plus `create_cycle` and `navigate`; see the README,
    *Agents over MCP and NATS*. The client must send `Accept: application/json, text/event-stream` (406
    otherwise); a `Host` other than loopback or one listed in `DECISIOND_MCP_ALLOWED_HOSTS` gets a
    plain-text 403 (DNS-rebinding protection). A service token with the `act_as` scope may send `X-Act-
    As: <user>` to act for that user.

    Args:
        x_act_as (str | Unset):
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):
        body (JsonRpcMessage): A JSON-RPC 2.0 request (with `id`) or notification (without).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorBody | ErrorBody | JsonRpcResponse | JsonRpcResponse]
     """


    kwargs = _get_kwargs(
        body=body,
x_act_as=x_act_as,
x_request_id=x_request_id,
traceparent=traceparent,
tracestate=tracestate,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: JsonRpcMessage,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> Any | ErrorBody | ErrorBody | JsonRpcResponse | JsonRpcResponse | None:
    """ MCP over streamable HTTP (stateless JSON-RPC): `initialize`, `tools/list`, `tools/call`.

     **Scope:** `cycles:write` (or `admin`, which implies it). `initialize` needs only a valid token and
    `tools/list` `cycles:read`; every `tools/call` (read tools too, `create_cycle` and `navigate`) needs
    `cycles:write`, and one without it, or on another user's cycle, is answered with an `isError` result
    rather than an HTTP error. Every catalog tool plus `create_cycle` and `navigate`; see the README,
    *Agents over MCP and NATS*. The client must send `Accept: application/json, text/event-stream` (406
    otherwise); a `Host` other than loopback or one listed in `DECISIOND_MCP_ALLOWED_HOSTS` gets a
    plain-text 403 (DNS-rebinding protection). A service token with the `act_as` scope may send `X-Act-
    As: <user>` to act for that user.

    Args:
        x_act_as (str | Unset):
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):
        body (JsonRpcMessage): A JSON-RPC 2.0 request (with `id`) or notification (without).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorBody | ErrorBody | JsonRpcResponse | JsonRpcResponse
     """


    return (await asyncio_detailed(
        client=client,
body=body,
x_act_as=x_act_as,
x_request_id=x_request_id,
traceparent=traceparent,
tracestate=tracestate,

    )).parsed
