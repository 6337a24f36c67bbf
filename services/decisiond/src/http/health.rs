//! `/healthz` (liveness and the store), `/readyz` (readiness, per
//! dependency) and `/metrics` (Prometheus). None needs a token: probes and
//! scrapers carry none, and none of them reveals a user's data.

use crate::app::App;
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};
use std::time::Duration;

/// A probe must answer within its own timeout even when a dependency hangs.
const PROBE_TIMEOUT: Duration = Duration::from_secs(2);

/// 200 when the event store answers, 503 otherwise.
pub(crate) async fn healthz(State(app): State<App>) -> (StatusCode, Json<Value>) {
    match store_reachable(&app).await {
        true => (StatusCode::OK, Json(json!({"status": "ok"}))),
        false => (
            StatusCode::SERVICE_UNAVAILABLE,
            Json(json!({"status": "unavailable", "error": "event store unreachable"})),
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
    let body = json!({
        "ready": store,
        "store": if store { "ok" } else { "unreachable" },
        "nats": nats,
        "degraded": nats == "disconnected",
    });
    if store {
        return (StatusCode::OK, Json(body)).into_response();
    }
    let mut response = (StatusCode::SERVICE_UNAVAILABLE, Json(body)).into_response();
    response
        .headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
    response
}

/// Prometheus text exposition (see [`crate::metrics`]).
pub(crate) async fn metrics(State(app): State<App>) -> Response {
    let text = crate::metrics::render(&app).await;
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
    match tokio::time::timeout(PROBE_TIMEOUT, app.store().ping()).await {
        Ok(Ok(())) => true,
        Ok(Err(e)) => {
            tracing::warn!(error = %e, "event store unreachable");
            false
        }
        Err(_) => {
            tracing::warn!("event store ping timed out");
            false
        }
    }
}
