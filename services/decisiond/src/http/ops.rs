//! `GET /api/projections`: each projection's checkpoint, lag (positions and
//! seconds), parked events and rebuild in progress; and the relay's state
//! and lag when NATS is configured.

use super::ApiError;
use crate::app::{App, AppError};
use axum::Json;
use axum::extract::State;
use decision_projection_worker::{ProjectionStatus, status};
use serde_json::{Value, json};

/// An operator's view (`admin`): it spans every user.
pub(crate) async fn projections(
    State(app): State<App>,
    super::auth::Authed(caller): super::auth::Authed,
) -> Result<Json<Value>, ApiError> {
    super::auth::require(&caller, decision_auth::Scope::Admin)?;
    let mut out: Vec<ProjectionStatus> = Vec::new();
    for projection in decision_projections::views::all() {
        out.push(
            status(
                app.models().as_ref(),
                app.store().as_ref(),
                projection.name(),
            )
            .await
            .map_err(AppError::from)?,
        );
    }
    let relay = match app.relay() {
        Some(handle) => Some(
            handle
                .status(app.models().as_ref(), app.store().as_ref())
                .await
                .map_err(AppError::from)?,
        ),
        None => None,
    };
    Ok(Json(json!({"projections": out, "relay": relay})))
}
