from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_body import ErrorBody
from ...models.set_decision_maker_call import SetDecisionMakerCall
from ...models.set_decision_maker_response import SetDecisionMakerResponse
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,
    *,
    body: SetDecisionMakerCall,
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
        "url": "/api/cycles/{id}/tools/set_decision_maker".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorBody | ErrorBody | SetDecisionMakerResponse | SetDecisionMakerResponse | None:
    if response.status_code == 200:
        response_200 = SetDecisionMakerResponse.from_dict(response.json())



        return response_200

    if response.status_code == 202:
        response_202 = SetDecisionMakerResponse.from_dict(response.json())



        return response_202

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
        def _parse_response_404(data: object) -> ErrorBody | SetDecisionMakerResponse:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_404_type_0 = SetDecisionMakerResponse.from_dict(data)



                return response_404_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_404_type_1 = ErrorBody.from_dict(data)



            return response_404_type_1

        response_404 = _parse_response_404(response.json())

        return response_404

    if response.status_code == 409:
        def _parse_response_409(data: object) -> ErrorBody | SetDecisionMakerResponse:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_409_type_0 = SetDecisionMakerResponse.from_dict(data)



                return response_409_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_409_type_1 = ErrorBody.from_dict(data)



            return response_409_type_1

        response_409 = _parse_response_409(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = ErrorBody.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = ErrorBody.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        def _parse_response_422(data: object) -> ErrorBody | SetDecisionMakerResponse:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_0 = SetDecisionMakerResponse.from_dict(data)



                return response_422_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_422_type_1 = ErrorBody.from_dict(data)



            return response_422_type_1

        response_422 = _parse_response_422(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ErrorBody.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        def _parse_response_500(data: object) -> ErrorBody | SetDecisionMakerResponse:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_500_type_0 = SetDecisionMakerResponse.from_dict(data)



                return response_500_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_500_type_1 = ErrorBody.from_dict(data)



            return response_500_type_1

        response_500 = _parse_response_500(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ErrorBody.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorBody | ErrorBody | SetDecisionMakerResponse | SetDecisionMakerResponse]:
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
    body: SetDecisionMakerCall,
    idempotency_key: str | Unset = UNSET,
    x_correlation_id: str | Unset = UNSET,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> Response[ErrorBody | ErrorBody | SetDecisionMakerResponse | SetDecisionMakerResponse]:
    """ `set_decision_maker`: Say who makes the decision and in what capacity; others involved are parties.

     **Scope:** `cycles:write` (or `admin`, which implies it). The cycle must be the caller's own (an
    `admin` token sees every cycle): another user's cycle answers 404, exactly like an unknown one. Read
    tools too: every call is audited. Each cycle has a tool-call budget; past it, 429. A service token
    with the `act_as` scope may send `X-Act-As: <user>` to act for that user.

    Args:
        id (UUID):
        idempotency_key (str | Unset):
        x_correlation_id (str | Unset):
        x_act_as (str | Unset):
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):
        body (SetDecisionMakerCall): A call of `set_decision_maker`: its parameters, and
            optionally the conversation turn and what triggered it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | ErrorBody | SetDecisionMakerResponse | SetDecisionMakerResponse]
     """


    kwargs = _get_kwargs(
        id=id,
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
    *,
    client: AuthenticatedClient | Client,
    body: SetDecisionMakerCall,
    idempotency_key: str | Unset = UNSET,
    x_correlation_id: str | Unset = UNSET,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> ErrorBody | ErrorBody | SetDecisionMakerResponse | SetDecisionMakerResponse | None:
    """ `set_decision_maker`: Say who makes the decision and in what capacity; others involved are parties.

     **Scope:** `cycles:write` (or `admin`, which implies it). The cycle must be the caller's own (an
    `admin` token sees every cycle): another user's cycle answers 404, exactly like an unknown one. Read
    tools too: every call is audited. Each cycle has a tool-call budget; past it, 429. A service token
    with the `act_as` scope may send `X-Act-As: <user>` to act for that user.

    Args:
        id (UUID):
        idempotency_key (str | Unset):
        x_correlation_id (str | Unset):
        x_act_as (str | Unset):
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):
        body (SetDecisionMakerCall): A call of `set_decision_maker`: its parameters, and
            optionally the conversation turn and what triggered it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | ErrorBody | SetDecisionMakerResponse | SetDecisionMakerResponse
     """


    return sync_detailed(
        id=id,
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
    *,
    client: AuthenticatedClient | Client,
    body: SetDecisionMakerCall,
    idempotency_key: str | Unset = UNSET,
    x_correlation_id: str | Unset = UNSET,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> Response[ErrorBody | ErrorBody | SetDecisionMakerResponse | SetDecisionMakerResponse]:
    """ `set_decision_maker`: Say who makes the decision and in what capacity; others involved are parties.

     **Scope:** `cycles:write` (or `admin`, which implies it). The cycle must be the caller's own (an
    `admin` token sees every cycle): another user's cycle answers 404, exactly like an unknown one. Read
    tools too: every call is audited. Each cycle has a tool-call budget; past it, 429. A service token
    with the `act_as` scope may send `X-Act-As: <user>` to act for that user.

    Args:
        id (UUID):
        idempotency_key (str | Unset):
        x_correlation_id (str | Unset):
        x_act_as (str | Unset):
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):
        body (SetDecisionMakerCall): A call of `set_decision_maker`: its parameters, and
            optionally the conversation turn and what triggered it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | ErrorBody | SetDecisionMakerResponse | SetDecisionMakerResponse]
     """


    kwargs = _get_kwargs(
        id=id,
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
    *,
    client: AuthenticatedClient | Client,
    body: SetDecisionMakerCall,
    idempotency_key: str | Unset = UNSET,
    x_correlation_id: str | Unset = UNSET,
    x_act_as: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> ErrorBody | ErrorBody | SetDecisionMakerResponse | SetDecisionMakerResponse | None:
    """ `set_decision_maker`: Say who makes the decision and in what capacity; others involved are parties.

     **Scope:** `cycles:write` (or `admin`, which implies it). The cycle must be the caller's own (an
    `admin` token sees every cycle): another user's cycle answers 404, exactly like an unknown one. Read
    tools too: every call is audited. Each cycle has a tool-call budget; past it, 429. A service token
    with the `act_as` scope may send `X-Act-As: <user>` to act for that user.

    Args:
        id (UUID):
        idempotency_key (str | Unset):
        x_correlation_id (str | Unset):
        x_act_as (str | Unset):
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):
        body (SetDecisionMakerCall): A call of `set_decision_maker`: its parameters, and
            optionally the conversation turn and what triggered it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | ErrorBody | SetDecisionMakerResponse | SetDecisionMakerResponse
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,
idempotency_key=idempotency_key,
x_correlation_id=x_correlation_id,
x_act_as=x_act_as,
x_request_id=x_request_id,
traceparent=traceparent,
tracestate=tracestate,

    )).parsed
