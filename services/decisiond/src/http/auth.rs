//! Authentication and authorisation at the HTTP door (which also carries
//! SSE and `/mcp`).
//!
//! * [`authenticate`] runs on every route but the probes: bearer token
//!   (or the browser's session cookie, with CSRF on writes: [`session`])
//!   and `X-Act-As` to [`Caller`] (401/400/403), then the per-user rate limit (429). The caller
//!   rides in the request's extensions, where handlers ([`Authed`]) and the
//!   MCP handler find it.
//! * [`authorize_cycle`] runs on every `/api/cycles/{id}/…` route: `GET`
//!   needs `cycles:read`, anything else `cycles:write`, and the cycle must
//!   be the caller's user's (else 404, as for a missing cycle).

use super::ApiError;
use super::extract::CycleId;
use super::session;
use crate::app::{ACT_AS_HEADER, App, Caller, Denied, ErrorAnswer, ErrorKind};
use axum::extract::{FromRequestParts, Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use decision_auth::Scope;

pub(crate) async fn authenticate(
    State(app): State<App>,
    mut request: Request,
    next: Next,
) -> Response {
    // The page signs in by the session cookie, everyone else by bearer.
    let from_page = !request
        .headers()
        .contains_key(axum::http::header::AUTHORIZATION);
    let authenticated = {
        // Raw bytes: the app decides what a valid token or user looks like.
        // Owned: the request (its body) is not held across the await.
        let headers = request.headers();
        let authorization = match session::cookie_authorization(request.method(), headers) {
            Ok(authorization) => authorization,
            Err(refused) => return refused.into_response(),
        };
        let act_as = headers.get(ACT_AS_HEADER).cloned();
        app.authenticator()
            .authenticate_fresh(
                authorization.as_deref(),
                act_as.as_ref().map(HeaderValue::as_bytes),
            )
            .await
    };
    let caller = match authenticated {
        // Only the page holds the cookie: its calls are the person's.
        Ok(caller) if from_page && session::cookie_token(request.headers()).is_some() => {
            caller.in_the_page()
        }
        Ok(caller) => caller,
        Err(denied) => {
            let needed = needed_scopes(request.method(), request.uri().path());
            return bearer_refusal(&app, denied, needed);
        }
    };
    let admitted = if from_page {
        app.admit_page(&caller)
    } else {
        app.admit(&caller)
    };
    if let Err(limited) = admitted {
        return ApiError::from(limited).into_response();
    }
    request.extensions_mut().insert(caller);
    next.run(request).await
}

/// 401 with `WWW-Authenticate` (RFC 6750), 403, or 400 for a malformed
/// act-as header.
pub(crate) fn refusal(denied: Denied) -> Response {
    let answer = ErrorAnswer::from(denied);
    let unauthenticated = answer.kind == ErrorKind::Unauthenticated;
    let mut response = ApiError::from(answer).into_response();
    if unauthenticated {
        response.headers_mut().insert(
            header::WWW_AUTHENTICATE,
            HeaderValue::from_static("Bearer realm=\"decisiond\""),
        );
    }
    response
}

/// [`refusal`] for this server's bearer tokens: its 401 challenge also
/// names the protected-resource metadata (RFC 9728 §5.1), so an OAuth
/// client learns where to get a token, and the scopes the request needs
/// (RFC 6750 §3), so it asks for those rather than all it can.
pub(crate) fn bearer_refusal(app: &App, denied: Denied, needed: &[Scope]) -> Response {
    let mut response = refusal(denied);
    if !response.headers().contains_key(header::WWW_AUTHENTICATE) {
        return response;
    }
    let challenge = match app.resource() {
        Some(resource) => resource.challenge_for(needed),
        None => {
            let names: Vec<&str> = needed.iter().map(|s| s.as_str()).collect();
            format!(
                "Bearer realm=\"{}\", scope=\"{}\"",
                decision_auth::REALM,
                names.join(" ")
            )
        }
    };
    if let Ok(challenge) = HeaderValue::from_str(&challenge) {
        response
            .headers_mut()
            .insert(header::WWW_AUTHENTICATE, challenge);
    }
    response
}

/// The scopes a request needs, as its 401 challenge names them (its 403
/// names the one a token lacked): what its operation in the route table
/// states ([`super::routes::Endpoint::challenge`]). A request that is no
/// documented operation but is authenticated reached the MCP transport
/// mounted at `/mcp` (its other methods and paths): the agent's scopes.
pub(crate) fn needed_scopes(method: &Method, path: &str) -> &'static [Scope] {
    super::routes::find(method, path).map_or(&Scope::AGENT, super::routes::Endpoint::challenge)
}

/// The scope an operation on one of the caller's cycles needs: reading
/// (`GET`, `HEAD`) `cycles:read`, anything else `cycles:write`.
pub(crate) fn cycle_scope(method: &Method) -> Scope {
    if *method == Method::GET || *method == Method::HEAD {
        Scope::CyclesRead
    } else {
        Scope::CyclesWrite
    }
}

pub(crate) async fn authorize_cycle(
    State(app): State<App>,
    Authed(caller): Authed,
    CycleId(cycle_id): CycleId,
    request: Request,
    next: Next,
) -> Response {
    let scope = cycle_scope(request.method());
    match app.authorize(&caller, cycle_id, scope).await {
        Ok(()) => next.run(request).await,
        Err(e) => ApiError::from(e).into_response(),
    }
}

/// The authenticated caller of this request.
pub struct Authed(pub Caller);

impl<S: Send + Sync> FromRequestParts<S> for Authed {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        parts
            .extensions
            .get::<Caller>()
            .cloned()
            .map(Authed)
            // Only a route mounted outside `authenticate` gets here: a bug,
            // and refusing is the safe answer.
            .ok_or_else(|| ApiError::new(StatusCode::UNAUTHORIZED, "authentication required"))
    }
}

/// `Ok` when the caller has `scope` (403 otherwise).
pub(crate) fn require(caller: &Caller, scope: Scope) -> Result<(), ApiError> {
    caller.require(scope).map_err(ApiError::from)
}
