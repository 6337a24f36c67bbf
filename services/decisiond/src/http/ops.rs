//! `GET /api/projections`: each projection's checkpoint, lag (positions and
//! seconds), parked events and rebuild in progress; and the relay's state
//! and lag when NATS is configured.

use super::ApiError;
use super::auth::Authed;
use crate::app::{App, OpsView};
use axum::Json;
use axum::extract::State;

/// An operator's view (`admin`): it spans every user.
pub(crate) async fn projections(
    State(app): State<App>,
    Authed(caller): Authed,
) -> Result<Json<OpsView>, ApiError> {
    Ok(Json(app.ops(&caller).await?))
}
