from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.cycle_erasure import CycleErasure
from ...models.error_body import ErrorBody
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,
    *,
    x_correlation_id: str | Unset = UNSET,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
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
        "method": "delete",
        "url": "/api/cycles/{id}".format(id=quote(str(id), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CycleErasure | ErrorBody | None:
    if response.status_code == 200:
        response_200 = CycleErasure.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CycleErasure | ErrorBody]:
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
    x_correlation_id: str | Unset = UNSET,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> Response[CycleErasure | ErrorBody]:
    """ Erases the cycle everywhere the service keeps it: its events keep only their place in the log, its
    audit records, idempotency records, read models, caches and parked events go, and the relay purges
    its messages from the JetStream stream. A `CycleErased` tombstone (who, when, why; no content)
    stays, and consumers are told to delete their copies. Erasing again is a 404.

     **Scope:** `cycles:write` (or `admin`, which implies it). The cycle must be the caller's own (an
    `admin` token sees every cycle): another user's cycle answers 404, exactly like an unknown one.
    Needs `cycles:confirm` too (the person's own say; an agent's token must not carry it), or `admin`
    for an operator. What the service cannot erase (backups, WAL archives, copies consumers keep) is in
    the README. A service token with the `act_as` scope may send `X-Act-As: <user>` to act for that
    user.

    Args:
        id (UUID):
        x_correlation_id (str | Unset):
        x_act_as (str | Unset):
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CycleErasure | ErrorBody]
     """


    kwargs = _get_kwargs(
        id=id,
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
    *,
    client: AuthenticatedClient | Client,
    x_correlation_id: str | Unset = UNSET,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> CycleErasure | ErrorBody | None:
    """ Erases the cycle everywhere the service keeps it: its events keep only their place in the log, its
    audit records, idempotency records, read models, caches and parked events go, and the relay purges
    its messages from the JetStream stream. A `CycleErased` tombstone (who, when, why; no content)
    stays, and consumers are told to delete their copies. Erasing again is a 404.

     **Scope:** `cycles:write` (or `admin`, which implies it). The cycle must be the caller's own (an
    `admin` token sees every cycle): another user's cycle answers 404, exactly like an unknown one.
    Needs `cycles:confirm` too (the person's own say; an agent's token must not carry it), or `admin`
    for an operator. What the service cannot erase (backups, WAL archives, copies consumers keep) is in
    the README. A service token with the `act_as` scope may send `X-Act-As: <user>` to act for that
    user.

    Args:
        id (UUID):
        x_correlation_id (str | Unset):
        x_act_as (str | Unset):
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CycleErasure | ErrorBody
     """


    return sync_detailed(
        id=id,
client=client,
x_correlation_id=x_correlation_id,
x_act_as=x_act_as,
x_request_id=x_request_id,
traceparent=traceparent,
tracestate=tracestate,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient | Client,
    x_correlation_id: str | Unset = UNSET,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> Response[CycleErasure | ErrorBody]:
    """ Erases the cycle everywhere the service keeps it: its events keep only their place in the log, its
    audit records, idempotency records, read models, caches and parked events go, and the relay purges
    its messages from the JetStream stream. A `CycleErased` tombstone (who, when, why; no content)
    stays, and consumers are told to delete their copies. Erasing again is a 404.

     **Scope:** `cycles:write` (or `admin`, which implies it). The cycle must be the caller's own (an
    `admin` token sees every cycle): another user's cycle answers 404, exactly like an unknown one.
    Needs `cycles:confirm` too (the person's own say; an agent's token must not carry it), or `admin`
    for an operator. What the service cannot erase (backups, WAL archives, copies consumers keep) is in
    the README. A service token with the `act_as` scope may send `X-Act-As: <user>` to act for that
    user.

    Args:
        id (UUID):
        x_correlation_id (str | Unset):
        x_act_as (str | Unset):
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CycleErasure | ErrorBody]
     """


    kwargs = _get_kwargs(
        id=id,
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
    *,
    client: AuthenticatedClient | Client,
    x_correlation_id: str | Unset = UNSET,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> CycleErasure | ErrorBody | None:
    """ Erases the cycle everywhere the service keeps it: its events keep only their place in the log, its
    audit records, idempotency records, read models, caches and parked events go, and the relay purges
    its messages from the JetStream stream. A `CycleErased` tombstone (who, when, why; no content)
    stays, and consumers are told to delete their copies. Erasing again is a 404.

     **Scope:** `cycles:write` (or `admin`, which implies it). The cycle must be the caller's own (an
    `admin` token sees every cycle): another user's cycle answers 404, exactly like an unknown one.
    Needs `cycles:confirm` too (the person's own say; an agent's token must not carry it), or `admin`
    for an operator. What the service cannot erase (backups, WAL archives, copies consumers keep) is in
    the README. A service token with the `act_as` scope may send `X-Act-As: <user>` to act for that
    user.

    Args:
        id (UUID):
        x_correlation_id (str | Unset):
        x_act_as (str | Unset):
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CycleErasure | ErrorBody
     """


    return (await asyncio_detailed(
        id=id,
client=client,
x_correlation_id=x_correlation_id,
x_act_as=x_act_as,
x_request_id=x_request_id,
traceparent=traceparent,
tracestate=tracestate,

    )).parsed
