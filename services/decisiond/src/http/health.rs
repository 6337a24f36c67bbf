//! `/livez` (liveness: the process serves, no dependency asked),
//! `/healthz` (the store answers), `/readyz` (readiness, per dependency)
//! and `/metrics` (Prometheus). Probes need no token: they
//! carry none and reveal no user's data. `/metrics` needs the static
//! metrics token when one is configured ([`MetricsToken`]): its series say
//! how busy the service is and which tools are used.

use crate::app::{App, Denied};
use crate::metrics::MetricsToken;
use axum::Json;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use std::sync::Arc;
use std::time::Duration;

/// A probe must answer within its own timeout even when a dependency hangs.
const PROBE_TIMEOUT: Duration = Duration::from_secs(2);

/// `GET /healthz`.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub(crate) struct Health {
    /// `ok` or `unavailable`.
    status: &'static str,
    /// Why not, when not ok.
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<&'static str>,
}

/// `GET /readyz`.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub(crate) struct Readiness {
    /// Whether to send traffic here: the event store answers.
    ready: bool,
    /// `ok` or `unreachable`.
    store: &'static str,
    /// `not configured`, `connected` or `disconnected`.
    nats: &'static str,
    /// NATS is down: commands are still accepted and the relay catches up.
    degraded: bool,
}

/// Always 200 while the process serves HTTP: a liveness probe must not
/// depend on the database, or an outage of it restarts every instance.
pub(crate) async fn livez() -> Json<Health> {
    Json(Health {
        status: "ok",
        error: None,
    })
}

/// 200 when the event store answers, 503 otherwise.
pub(crate) async fn healthz(State(app): State<App>) -> (StatusCode, Json<Health>) {
    match store_reachable(&app).await {
        true => (
            StatusCode::OK,
            Json(Health {
                status: "ok",
                error: None,
            }),
        ),
        false => (
            StatusCode::SERVICE_UNAVAILABLE,
            Json(Health {
                status: "unavailable",
                error: Some("event store unreachable"),
            }),
        ),
    }
}

/// Ready to take traffic: the store answers (503 with `Retry-After`
/// otherwise). NATS is reported but does not make the instance unready:
/// commands are accepted while NATS is down and the relay catches up, so
/// pulling the instance out of rotation would only add an outage.
pub(crate) async fn readyz(State(app): State<App>) -> Response {
    let store = store_reachable(&app).await;
    let nats = match app.relay() {
        None => "not configured",
        Some(relay) if relay.nats_connected() => "connected",
        Some(_) => "disconnected",
    };
    let body = Readiness {
        ready: store,
        store: if store { "ok" } else { "unreachable" },
        nats,
        degraded: nats == "disconnected",
    };
    if store {
        return (StatusCode::OK, Json(body)).into_response();
    }
    let mut response = (StatusCode::SERVICE_UNAVAILABLE, Json(body)).into_response();
    response
        .headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
    response
}

/// With a metrics token, 401 (with `WWW-Authenticate`) unless the request
/// carries it; without one, every scrape passes.
pub(crate) async fn require_metrics_token(
    State(token): State<Option<Arc<MetricsToken>>>,
    request: Request,
    next: Next,
) -> Response {
    let Some(token) = token else {
        return next.run(request).await;
    };
    let authorization = request
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok());
    match decision_auth::bearer_token(authorization) {
        Ok(presented) if token.matches(presented.as_bytes()) => next.run(request).await,
        _ => super::auth::refusal(Denied::Unauthenticated(
            "/metrics needs `Authorization: Bearer <metrics token>`, the value of \
             DECISIOND_METRICS_TOKEN (--metrics-token); Prometheus sends it from the scrape \
             job's `authorization: {credentials_file: <file>}`"
                .to_owned(),
        )),
    }
}

/// Prometheus text exposition (see [`crate::metrics`]): cached gauges, no
/// store query.
pub(crate) async fn metrics() -> Response {
    let text = crate::metrics::render();
    (
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
        )],
        text,
    )
        .into_response()
}

async fn store_reachable(app: &App) -> bool {
    match app.store_answers(PROBE_TIMEOUT).await {
        Ok(()) => true,
        Err(e) => {
            tracing::warn!(error = %e, "event store unreachable");
            false
        }
    }
}
