use crate::app::App;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde_json::{Value, json};

/// 200 when the event store answers, 503 otherwise.
pub(crate) async fn healthz(State(app): State<App>) -> (StatusCode, Json<Value>) {
    match app.store().ping().await {
        Ok(()) => (StatusCode::OK, Json(json!({"status": "ok"}))),
        Err(e) => {
            tracing::warn!(error = %e, "health check failed");
            (
                StatusCode::SERVICE_UNAVAILABLE,
                Json(json!({"status": "unavailable", "error": "event store unreachable"})),
            )
        }
    }
}
