from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.command_outcome import CommandOutcome
from ...models.error_body import ErrorBody
from ...models.resolve_body import ResolveBody
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,
    rid: str,
    *,
    body: ResolveBody,
    idempotency_key: str | Unset = UNSET,
    x_correlation_id: str | Unset = UNSET,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(x_correlation_id, Unset):
        headers["X-Correlation-Id"] = x_correlation_id

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
        "url": "/api/cycles/{id}/revisits/{rid}/resolve".format(id=quote(str(id), safe=""),rid=quote(str(rid), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CommandOutcome | ErrorBody | None:
    if response.status_code == 200:
        response_200 = CommandOutcome.from_dict(response.json())



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

    if response.status_code == 409:
        response_409 = ErrorBody.from_dict(response.json())



        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CommandOutcome | ErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: UUID,
    rid: str,
    *,
    client: AuthenticatedClient | Client,
    body: ResolveBody,
    idempotency_key: str | Unset = UNSET,
    x_correlation_id: str | Unset = UNSET,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> Response[CommandOutcome | ErrorBody]:
    """ Accepts or dismisses a revisit suggestion.

     **Scope:** `cycles:write` (or `admin`, which implies it). The cycle must be the caller's own (an
    `admin` token sees every cycle): another user's cycle answers 404, exactly like an unknown one. A
    service token with the `act_as` scope may send `X-Act-As: <user>` to act for that user.

    Args:
        id (UUID):
        rid (str):
        idempotency_key (str | Unset):
        x_correlation_id (str | Unset):
        x_act_as (str | Unset):
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):
        body (ResolveBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommandOutcome | ErrorBody]
     """


    kwargs = _get_kwargs(
        id=id,
rid=rid,
body=body,
idempotency_key=idempotency_key,
x_correlation_id=x_correlation_id,
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
    rid: str,
    *,
    client: AuthenticatedClient | Client,
    body: ResolveBody,
    idempotency_key: str | Unset = UNSET,
    x_correlation_id: str | Unset = UNSET,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> CommandOutcome | ErrorBody | None:
    """ Accepts or dismisses a revisit suggestion.

     **Scope:** `cycles:write` (or `admin`, which implies it). The cycle must be the caller's own (an
    `admin` token sees every cycle): another user's cycle answers 404, exactly like an unknown one. A
    service token with the `act_as` scope may send `X-Act-As: <user>` to act for that user.

    Args:
        id (UUID):
        rid (str):
        idempotency_key (str | Unset):
        x_correlation_id (str | Unset):
        x_act_as (str | Unset):
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):
        body (ResolveBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommandOutcome | ErrorBody
     """


    return sync_detailed(
        id=id,
rid=rid,
client=client,
body=body,
idempotency_key=idempotency_key,
x_correlation_id=x_correlation_id,
x_act_as=x_act_as,
x_request_id=x_request_id,
traceparent=traceparent,
tracestate=tracestate,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    rid: str,
    *,
    client: AuthenticatedClient | Client,
    body: ResolveBody,
    idempotency_key: str | Unset = UNSET,
    x_correlation_id: str | Unset = UNSET,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> Response[CommandOutcome | ErrorBody]:
    """ Accepts or dismisses a revisit suggestion.

     **Scope:** `cycles:write` (or `admin`, which implies it). The cycle must be the caller's own (an
    `admin` token sees every cycle): another user's cycle answers 404, exactly like an unknown one. A
    service token with the `act_as` scope may send `X-Act-As: <user>` to act for that user.

    Args:
        id (UUID):
        rid (str):
        idempotency_key (str | Unset):
        x_correlation_id (str | Unset):
        x_act_as (str | Unset):
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):
        body (ResolveBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommandOutcome | ErrorBody]
     """


    kwargs = _get_kwargs(
        id=id,
rid=rid,
body=body,
idempotency_key=idempotency_key,
x_correlation_id=x_correlation_id,
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
    rid: str,
    *,
    client: AuthenticatedClient | Client,
    body: ResolveBody,
    idempotency_key: str | Unset = UNSET,
    x_correlation_id: str | Unset = UNSET,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> CommandOutcome | ErrorBody | None:
    """ Accepts or dismisses a revisit suggestion.

     **Scope:** `cycles:write` (or `admin`, which implies it). The cycle must be the caller's own (an
    `admin` token sees every cycle): another user's cycle answers 404, exactly like an unknown one. A
    service token with the `act_as` scope may send `X-Act-As: <user>` to act for that user.

    Args:
        id (UUID):
        rid (str):
        idempotency_key (str | Unset):
        x_correlation_id (str | Unset):
        x_act_as (str | Unset):
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):
        body (ResolveBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommandOutcome | ErrorBody
     """


    return (await asyncio_detailed(
        id=id,
rid=rid,
client=client,
body=body,
idempotency_key=idempotency_key,
x_correlation_id=x_correlation_id,
x_act_as=x_act_as,
x_request_id=x_request_id,
traceparent=traceparent,
tracestate=tracestate,

    )).parsed
