//! The HTTP edge (axum). Handlers parse, call [`App`], and map results to
//! status codes; every error body has the tool-response shape
//! (`success: false`, `error: "…"`), so clients parse one shape.

pub(crate) mod access;
mod auth;
mod backpressure;
mod conditional;
mod cors;
pub(crate) mod cycles;
mod docs;
mod error;
mod extract;
mod feed;
pub(crate) mod flows;
pub(crate) mod health;
mod oauth;
mod openapi;
mod ops;
pub(crate) mod problem;
mod remedy;
pub use remedy::HttpWords;
pub(crate) mod session;
mod stream;
mod time_travel;
pub(crate) mod tools;
mod views;
mod web;

pub use crate::app::ErrorBody;
pub use access::RequestTrace;
pub use auth::Authed;
pub use error::{ApiError, status_of_result};
pub use openapi::default_document as openapi_document;
pub use stream::SSE_KEEP_ALIVE;

use crate::app::App;
use crate::metrics::MetricsToken;
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::middleware::{from_fn, from_fn_with_state};
use axum::routing::{delete, get, post, put};
use std::sync::Arc;
use tower::util::option_layer;
use tower_http::catch_panic::CatchPanicLayer;

/// Every route but the probes (`/livez`, `/healthz`, `/readyz`, `/metrics`, which
/// has its own optional token) and the API's description
/// (`/api/openapi.json`, `/api/docs`) and the OAuth protected-resource
/// metadata (`/.well-known/oauth-protected-resource`) is authenticated and rate limited; the `/api/cycles/{id}/…` routes also
/// check scope and ownership. All but the SSE stream (which stays open)
/// pass the load-shedding gate. Every matched route is counted and timed.
pub fn router(app: App, metrics_token: Option<Arc<MetricsToken>>) -> Router {
    // Before the first request, so no early sample goes to the no-op
    // recorder.
    crate::metrics::handle();
    let cycle_routes = Router::new()
        .route("/api/cycles/{id}", delete(cycles::erase))
        .route("/api/cycles/{id}/export", get(cycles::export))
        .route("/api/cycles/{id}/component", put(cycles::navigate))
        .route("/api/cycles/{id}/tools", get(tools::list))
        .route(
            "/api/cycles/{id}/tools/invocations",
            get(views::invocations).layer(from_fn(conditional::etag)),
        )
        .route(
            "/api/cycles/{id}/tools/stats",
            get(views::cycle_stats).layer(from_fn(conditional::etag)),
        )
        .route(
            "/api/cycles/{id}/pugh",
            get(views::pugh).layer(from_fn(conditional::etag)),
        )
        .route(
            "/api/cycles/{id}/document/sections/{component}",
            get(views::document_section).layer(from_fn(conditional::etag)),
        )
        .route("/api/cycles/{id}/tools/{name}", post(tools::call))
        .route(
            "/api/cycles/{id}/document",
            get(views::document).layer(from_fn(conditional::etag)),
        )
        .route(
            "/api/cycles/{id}/revisits",
            get(views::revisits).layer(from_fn(conditional::etag)),
        )
        .route(
            "/api/cycles/{id}/revisits/{rid}/resolve",
            post(flows::resolve_revisit),
        )
        .route(
            "/api/cycles/{id}/settings",
            get(cycles::settings).put(cycles::set_settings),
        )
        .route("/api/cycles/{id}/history", get(time_travel::history))
        .route("/api/cycles/{id}/diff", get(time_travel::diff))
        .route(
            "/api/cycles/{id}/confirmations",
            get(views::confirmations).layer(from_fn(conditional::etag)),
        )
        .route(
            "/api/cycles/{id}/confirmations/pending",
            get(views::pending_confirmations).layer(from_fn(conditional::etag)),
        )
        .route(
            "/api/cycles/{id}/confirmations/{cid}/respond",
            post(flows::respond),
        )
        .route_layer(from_fn_with_state(app.clone(), auth::authorize_cycle));
    let stream_routes = Router::new()
        .route("/api/cycles/{id}/stream", get(stream::stream))
        .route_layer(from_fn_with_state(app.clone(), auth::authorize_cycle));
    let authenticated = Router::new()
        .route("/api/session", get(session::show))
        .route("/api/cycles", post(cycles::create).get(views::cycles))
        .route("/api/tools", get(tools::catalog))
        .route(
            "/api/tools/stats",
            get(views::all_stats).layer(from_fn(conditional::etag)),
        )
        .route("/api/events", get(feed::events))
        .route("/api/projections", get(ops::projections))
        .merge(cycle_routes)
        .nest_service("/mcp", crate::mcp::service(app.clone()))
        .route_layer(from_fn_with_state(
            backpressure::Gate::new(app.limits().admission),
            backpressure::admit,
        ))
        .merge(stream_routes)
        .route_layer(from_fn_with_state(app.clone(), auth::authenticate));
    Router::new()
        .route("/livez", get(health::livez))
        .route("/healthz", get(health::healthz))
        .route("/readyz", get(health::readyz))
        .route(
            "/metrics",
            get(health::metrics).route_layer(from_fn_with_state(
                metrics_token,
                health::require_metrics_token,
            )),
        )
        // The API's description is public, like the probes: a client
        // generator or a person reads it before having a token.
        .route("/api/openapi.json", get(openapi::spec))
        .route("/api/docs", get(docs::page))
        .route("/api/docs/redoc.standalone.js", get(docs::redoc))
        // Signing in takes the token in the body; signing out needs none
        // (who is signed in, `GET`, is authenticated below).
        .route(
            "/api/session",
            post(session::create).delete(session::delete),
        )
        .route("/session/start", get(session::start))
        // RFC 9728: read before a client has a token.
        .route(
            "/.well-known/oauth-protected-resource",
            get(oauth::metadata),
        )
        .merge(oauth::with_path(app.resource()))
        // The person's web app (`/`, `/assets/…`): public, it holds no data.
        .merge(web::routes())
        .merge(authenticated)
        .route_layer(axum::middleware::from_fn(crate::metrics::track_requests))
        .fallback(error::no_route)
        .method_not_allowed_fallback(error::method_not_allowed)
        .layer(DefaultBodyLimit::max(app.limits().max_body_bytes))
        .layer(CatchPanicLayer::custom(error::panic_response))
        .layer(axum::middleware::from_fn(problem::problem_details))
        .layer(option_layer(cors::layer(&app.browser().cors_allow_origins)))
        .layer(axum::middleware::from_fn(access::access))
        .with_state(app)
}

/// An instance without the `api` role serves only health and operations.
pub fn ops_router(app: App, metrics_token: Option<Arc<MetricsToken>>) -> Router {
    crate::metrics::handle();
    Router::new()
        .route("/livez", get(health::livez))
        .route("/healthz", get(health::healthz))
        .route("/readyz", get(health::readyz))
        .route(
            "/metrics",
            get(health::metrics).route_layer(from_fn_with_state(
                metrics_token,
                health::require_metrics_token,
            )),
        )
        .route(
            "/api/projections",
            get(ops::projections).route_layer(from_fn_with_state(app.clone(), auth::authenticate)),
        )
        .route_layer(axum::middleware::from_fn(crate::metrics::track_requests))
        .fallback(error::no_route)
        .layer(axum::middleware::from_fn(problem::problem_details))
        .layer(axum::middleware::from_fn(access::access))
        .with_state(app)
}
