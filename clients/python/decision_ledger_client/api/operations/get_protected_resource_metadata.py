from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_body import ErrorBody
from ...models.protected_resource_metadata import ProtectedResourceMetadata
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
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
        "method": "get",
        "url": "/.well-known/oauth-protected-resource",
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorBody | ProtectedResourceMetadata | None:
    if response.status_code == 200:
        response_200 = ProtectedResourceMetadata.from_dict(response.json())



        return response_200

    if response.status_code == 404:
        response_404 = ErrorBody.from_dict(response.json())



        return response_404

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorBody | ProtectedResourceMetadata]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> Response[ErrorBody | ProtectedResourceMetadata]:
    """ This server's OAuth 2.0 protected-resource metadata (RFC 9728): the resource identifier its tokens
    must name as audience (`DECISIOND_AUTH_RESOURCE`; unset, the listen address), the authorization
    servers that issue them (`DECISIOND_AUTH_AUTHORIZATION_SERVERS`), the scopes an agent may ask for
    (`cycles:read cycles:write`; the others are granted deliberately, not advertised) and the bearer
    method. A 401's `WWW-Authenticate` names this document in `resource_metadata`. When the resource has
    a path, the document is served at this path plus that path instead.

    Args:
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | ProtectedResourceMetadata]
     """


    kwargs = _get_kwargs(
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
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> ErrorBody | ProtectedResourceMetadata | None:
    """ This server's OAuth 2.0 protected-resource metadata (RFC 9728): the resource identifier its tokens
    must name as audience (`DECISIOND_AUTH_RESOURCE`; unset, the listen address), the authorization
    servers that issue them (`DECISIOND_AUTH_AUTHORIZATION_SERVERS`), the scopes an agent may ask for
    (`cycles:read cycles:write`; the others are granted deliberately, not advertised) and the bearer
    method. A 401's `WWW-Authenticate` names this document in `resource_metadata`. When the resource has
    a path, the document is served at this path plus that path instead.

    Args:
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | ProtectedResourceMetadata
     """


    return sync_detailed(
        client=client,
x_request_id=x_request_id,
traceparent=traceparent,
tracestate=tracestate,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> Response[ErrorBody | ProtectedResourceMetadata]:
    """ This server's OAuth 2.0 protected-resource metadata (RFC 9728): the resource identifier its tokens
    must name as audience (`DECISIOND_AUTH_RESOURCE`; unset, the listen address), the authorization
    servers that issue them (`DECISIOND_AUTH_AUTHORIZATION_SERVERS`), the scopes an agent may ask for
    (`cycles:read cycles:write`; the others are granted deliberately, not advertised) and the bearer
    method. A 401's `WWW-Authenticate` names this document in `resource_metadata`. When the resource has
    a path, the document is served at this path plus that path instead.

    Args:
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | ProtectedResourceMetadata]
     """


    kwargs = _get_kwargs(
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
    x_request_id: str | Unset = UNSET,
    traceparent: str | Unset = UNSET,
    tracestate: str | Unset = UNSET,

) -> ErrorBody | ProtectedResourceMetadata | None:
    """ This server's OAuth 2.0 protected-resource metadata (RFC 9728): the resource identifier its tokens
    must name as audience (`DECISIOND_AUTH_RESOURCE`; unset, the listen address), the authorization
    servers that issue them (`DECISIOND_AUTH_AUTHORIZATION_SERVERS`), the scopes an agent may ask for
    (`cycles:read cycles:write`; the others are granted deliberately, not advertised) and the bearer
    method. A 401's `WWW-Authenticate` names this document in `resource_metadata`. When the resource has
    a path, the document is served at this path plus that path instead.

    Args:
        x_request_id (str | Unset):
        traceparent (str | Unset):
        tracestate (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | ProtectedResourceMetadata
     """


    return (await asyncio_detailed(
        client=client,
x_request_id=x_request_id,
traceparent=traceparent,
tracestate=tracestate,

    )).parsed
