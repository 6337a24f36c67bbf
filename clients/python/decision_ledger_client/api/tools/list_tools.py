from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_body import ErrorBody
from ...models.list_tools_detail import ListToolsDetail
from ...models.list_tools_format import ListToolsFormat
from ...models.list_tools_scope import ListToolsScope
from ...models.tool_list import ToolList
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,
    *,
    format_: ListToolsFormat | Unset = UNSET,
    scope: ListToolsScope | Unset = UNSET,
    detail: ListToolsDetail | Unset = UNSET,
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



    

    params: dict[str, Any] = {}

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_.value

    params["format"] = json_format_

    json_scope: str | Unset = UNSET
    if not isinstance(scope, Unset):
        json_scope = scope.value

    params["scope"] = json_scope

    json_detail: str | Unset = UNSET
    if not isinstance(detail, Unset):
        json_detail = detail.value

    params["detail"] = json_detail


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/cycles/{id}/tools".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorBody | ToolList | None:
    if response.status_code == 200:
        response_200 = ToolList.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = ErrorBody.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = ErrorBody.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = ErrorBody.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = ErrorBody.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = ErrorBody.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = ErrorBody.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = ErrorBody.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = ErrorBody.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorBody | ToolList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient | Client,
    format_: ListToolsFormat | Unset = UNSET,
    scope: ListToolsScope | Unset = UNSET,
    detail: ListToolsDetail | Unset = UNSET,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> Response[ErrorBody | ToolList]:
    """ The tools this step offers, and `next_steps`.

     **Scope:** `cycles:read` (or `admin`, which implies it). The cycle must be the caller's own (an
    `admin` token sees every cycle): another user's cycle answers 404, exactly like an unknown one. A
    service token with the `act_as` scope may send `X-Act-As: <user>` to act for that user.

    Args:
        id (UUID):
        format_ (ListToolsFormat | Unset):
        scope (ListToolsScope | Unset):
        detail (ListToolsDetail | Unset):
        x_act_as (str | Unset):
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | ToolList]
     """


    kwargs = _get_kwargs(
        id=id,
format_=format_,
scope=scope,
detail=detail,
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
    id: UUID,
    *,
    client: AuthenticatedClient | Client,
    format_: ListToolsFormat | Unset = UNSET,
    scope: ListToolsScope | Unset = UNSET,
    detail: ListToolsDetail | Unset = UNSET,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> ErrorBody | ToolList | None:
    """ The tools this step offers, and `next_steps`.

     **Scope:** `cycles:read` (or `admin`, which implies it). The cycle must be the caller's own (an
    `admin` token sees every cycle): another user's cycle answers 404, exactly like an unknown one. A
    service token with the `act_as` scope may send `X-Act-As: <user>` to act for that user.

    Args:
        id (UUID):
        format_ (ListToolsFormat | Unset):
        scope (ListToolsScope | Unset):
        detail (ListToolsDetail | Unset):
        x_act_as (str | Unset):
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | ToolList
     """


    return sync_detailed(
        id=id,
client=client,
format_=format_,
scope=scope,
detail=detail,
x_act_as=x_act_as,
x_request_id=x_request_id,
traceparent=traceparent,
tracestate=tracestate,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient | Client,
    format_: ListToolsFormat | Unset = UNSET,
    scope: ListToolsScope | Unset = UNSET,
    detail: ListToolsDetail | Unset = UNSET,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> Response[ErrorBody | ToolList]:
    """ The tools this step offers, and `next_steps`.

     **Scope:** `cycles:read` (or `admin`, which implies it). The cycle must be the caller's own (an
    `admin` token sees every cycle): another user's cycle answers 404, exactly like an unknown one. A
    service token with the `act_as` scope may send `X-Act-As: <user>` to act for that user.

    Args:
        id (UUID):
        format_ (ListToolsFormat | Unset):
        scope (ListToolsScope | Unset):
        detail (ListToolsDetail | Unset):
        x_act_as (str | Unset):
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | ToolList]
     """


    kwargs = _get_kwargs(
        id=id,
format_=format_,
scope=scope,
detail=detail,
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
    id: UUID,
    *,
    client: AuthenticatedClient | Client,
    format_: ListToolsFormat | Unset = UNSET,
    scope: ListToolsScope | Unset = UNSET,
    detail: ListToolsDetail | Unset = UNSET,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> ErrorBody | ToolList | None:
    """ The tools this step offers, and `next_steps`.

     **Scope:** `cycles:read` (or `admin`, which implies it). The cycle must be the caller's own (an
    `admin` token sees every cycle): another user's cycle answers 404, exactly like an unknown one. A
    service token with the `act_as` scope may send `X-Act-As: <user>` to act for that user.

    Args:
        id (UUID):
        format_ (ListToolsFormat | Unset):
        scope (ListToolsScope | Unset):
        detail (ListToolsDetail | Unset):
        x_act_as (str | Unset):
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | ToolList
     """


    return (await asyncio_detailed(
        id=id,
client=client,
format_=format_,
scope=scope,
detail=detail,
x_act_as=x_act_as,
x_request_id=x_request_id,
traceparent=traceparent,
tracestate=tracestate,

    )).parsed
