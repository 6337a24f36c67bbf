from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.catalog_view import CatalogView
from ...models.error_body import ErrorBody
from ...models.get_catalog_detail import GetCatalogDetail
from ...models.get_catalog_format import GetCatalogFormat
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    format_: GetCatalogFormat | Unset = UNSET,
    detail: GetCatalogDetail | Unset = UNSET,
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

    json_detail: str | Unset = UNSET
    if not isinstance(detail, Unset):
        json_detail = detail.value

    params["detail"] = json_detail


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/tools",
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CatalogView | ErrorBody | None:
    if response.status_code == 200:
        response_200 = CatalogView.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CatalogView | ErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    format_: GetCatalogFormat | Unset = UNSET,
    detail: GetCatalogDetail | Unset = UNSET,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> Response[CatalogView | ErrorBody]:
    """ The whole catalog by component.

     **Scope:** `cycles:read` (or `admin`, which implies it). A service token with the `act_as` scope may
    send `X-Act-As: <user>` to act for that user.

    Args:
        format_ (GetCatalogFormat | Unset):
        detail (GetCatalogDetail | Unset):
        x_act_as (str | Unset):
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatalogView | ErrorBody]
     """


    kwargs = _get_kwargs(
        format_=format_,
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
    *,
    client: AuthenticatedClient | Client,
    format_: GetCatalogFormat | Unset = UNSET,
    detail: GetCatalogDetail | Unset = UNSET,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> CatalogView | ErrorBody | None:
    """ The whole catalog by component.

     **Scope:** `cycles:read` (or `admin`, which implies it). A service token with the `act_as` scope may
    send `X-Act-As: <user>` to act for that user.

    Args:
        format_ (GetCatalogFormat | Unset):
        detail (GetCatalogDetail | Unset):
        x_act_as (str | Unset):
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatalogView | ErrorBody
     """


    return sync_detailed(
        client=client,
format_=format_,
detail=detail,
x_act_as=x_act_as,
x_request_id=x_request_id,
traceparent=traceparent,
tracestate=tracestate,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    format_: GetCatalogFormat | Unset = UNSET,
    detail: GetCatalogDetail | Unset = UNSET,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> Response[CatalogView | ErrorBody]:
    """ The whole catalog by component.

     **Scope:** `cycles:read` (or `admin`, which implies it). A service token with the `act_as` scope may
    send `X-Act-As: <user>` to act for that user.

    Args:
        format_ (GetCatalogFormat | Unset):
        detail (GetCatalogDetail | Unset):
        x_act_as (str | Unset):
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatalogView | ErrorBody]
     """


    kwargs = _get_kwargs(
        format_=format_,
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
    *,
    client: AuthenticatedClient | Client,
    format_: GetCatalogFormat | Unset = UNSET,
    detail: GetCatalogDetail | Unset = UNSET,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> CatalogView | ErrorBody | None:
    """ The whole catalog by component.

     **Scope:** `cycles:read` (or `admin`, which implies it). A service token with the `act_as` scope may
    send `X-Act-As: <user>` to act for that user.

    Args:
        format_ (GetCatalogFormat | Unset):
        detail (GetCatalogDetail | Unset):
        x_act_as (str | Unset):
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatalogView | ErrorBody
     """


    return (await asyncio_detailed(
        client=client,
format_=format_,
detail=detail,
x_act_as=x_act_as,
x_request_id=x_request_id,
traceparent=traceparent,
tracestate=tracestate,

    )).parsed
