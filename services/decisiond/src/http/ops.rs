//! `GET /api/projections`: each projection's checkpoint, lag (positions and
//! seconds), parked events and rebuild in progress.

use super::ApiError;
use crate::app::{App, AppError};
use axum::Json;
use axum::extract::State;
use decision_projection_worker::{ProjectionStatus, status};

pub(crate) async fn projections(
    State(app): State<App>,
) -> Result<Json<Vec<ProjectionStatus>>, ApiError> {
    let mut out = Vec::new();
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
    Ok(Json(out))
}
