from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_body import ErrorBody
from ...models.session_answer import SessionAnswer
from ...models.session_body import SessionBody
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: SessionBody,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_request_id, Unset):
        headers["X-Request-Id"] = x_request_id

    if not isinstance(traceparent, Unset):
        headers["traceparent"] = traceparent

    if not isinstance(tracestate, Unset):
        headers["tracestate"] = tracestate



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/session",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorBody | SessionAnswer | None:
    if response.status_code == 200:
        response_200 = SessionAnswer.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = ErrorBody.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = ErrorBody.from_dict(response.json())



        return response_401

    if response.status_code == 413:
        response_413 = ErrorBody.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = ErrorBody.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = ErrorBody.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = ErrorBody.from_dict(response.json())



        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorBody | SessionAnswer]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SessionBody,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> Response[ErrorBody | SessionAnswer]:
    """ Signs a browser in: a bearer token for an `HttpOnly`, `SameSite=Strict` session cookie that every
    operation and the live stream accept. A write the cookie authenticates must send `X-CSRF-Token` (403
    otherwise).

    Args:
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):
        body (SessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | SessionAnswer]
     """


    kwargs = _get_kwargs(
        body=body,
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
    body: SessionBody,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> ErrorBody | SessionAnswer | None:
    """ Signs a browser in: a bearer token for an `HttpOnly`, `SameSite=Strict` session cookie that every
    operation and the live stream accept. A write the cookie authenticates must send `X-CSRF-Token` (403
    otherwise).

    Args:
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):
        body (SessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | SessionAnswer
     """


    return sync_detailed(
        client=client,
body=body,
x_request_id=x_request_id,
traceparent=traceparent,
tracestate=tracestate,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SessionBody,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> Response[ErrorBody | SessionAnswer]:
    """ Signs a browser in: a bearer token for an `HttpOnly`, `SameSite=Strict` session cookie that every
    operation and the live stream accept. A write the cookie authenticates must send `X-CSRF-Token` (403
    otherwise).

    Args:
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):
        body (SessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | SessionAnswer]
     """


    kwargs = _get_kwargs(
        body=body,
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
    body: SessionBody,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> ErrorBody | SessionAnswer | None:
    """ Signs a browser in: a bearer token for an `HttpOnly`, `SameSite=Strict` session cookie that every
    operation and the live stream accept. A write the cookie authenticates must send `X-CSRF-Token` (403
    otherwise).

    Args:
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):
        body (SessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | SessionAnswer
     """


    return (await asyncio_detailed(
        client=client,
body=body,
x_request_id=x_request_id,
traceparent=traceparent,
tracestate=tracestate,

    )).parsed
