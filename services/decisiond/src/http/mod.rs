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
mod routes;
pub(crate) mod session;
mod stream;
mod time_travel;
pub(crate) mod tools;
mod views;
mod web;

pub use crate::app::ErrorBody;
pub use auth::Authed;
pub use error::{ApiError, status_of_result};
pub use openapi::default_document as openapi_document;
pub use routes::mounted;
use routes::{Mounted, Wiring};
pub use stream::SSE_KEEP_ALIVE;

use crate::app::App;
use crate::metrics::MetricsToken;
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::middleware::from_fn_with_state;
use std::sync::Arc;
use tower::util::option_layer;
use tower_http::catch_panic::CatchPanicLayer;

/// Every route but the probes (`/livez`, `/healthz`, `/readyz`, `/metrics`, which
/// has its own optional token), the API's description
/// (`/api/openapi.json`, `/api/docs`), the OAuth protected-resource
/// metadata and signing in is authenticated and rate limited; the
/// `/api/cycles/{id}/…` routes also check scope and ownership. All but the
/// SSE stream (which stays open) pass the load-shedding gate. Every
/// matched route is counted and timed. The routes are [`routes::ENDPOINTS`]
/// (the OpenAPI document is written from the same table); `mcp` is the MCP
/// transport, mounted at `/mcp` by the composition root.
pub fn router(app: App, metrics_token: Option<Arc<MetricsToken>>, mcp: Mounted) -> Router {
    // Before the first request, so no early sample goes to the no-op
    // recorder.
    crate::metrics::handle();
    let wiring = Wiring {
        metrics_token,
        mcp: Some(mcp),
    };
    let wired = routes::wire(&wiring, false);
    let authenticated = wired
        .authenticated
        .merge(
            wired
                .cycles
                .route_layer(from_fn_with_state(app.clone(), auth::authorize_cycle)),
        )
        .route_layer(from_fn_with_state(
            backpressure::Gate::new(app.limits().admission),
            backpressure::admit,
        ))
        .merge(
            wired
                .stream
                .route_layer(from_fn_with_state(app.clone(), auth::authorize_cycle)),
        )
        .route_layer(from_fn_with_state(app.clone(), auth::authenticate));
    wired
        .public
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
    let wiring = Wiring {
        metrics_token,
        mcp: None,
    };
    let wired = routes::wire(&wiring, true);
    wired
        .public
        .merge(
            wired
                .authenticated
                .route_layer(from_fn_with_state(app.clone(), auth::authenticate)),
        )
        .route_layer(axum::middleware::from_fn(crate::metrics::track_requests))
        .fallback(error::no_route)
        .layer(axum::middleware::from_fn(problem::problem_details))
        .layer(axum::middleware::from_fn(access::access))
        .with_state(app)
}
