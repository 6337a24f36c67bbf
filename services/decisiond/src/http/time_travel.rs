//! A cycle's history and the diff of two versions (the views at a past
//! version are the document, section and Pugh reads' `at_version`).

use super::ApiError;
use super::auth::Authed;
use super::extract::{CycleId, QueryParams};
use crate::app::App;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

/// The largest version a stream can reach (the store keeps versions as
/// signed 64-bit integers).
pub(crate) const MAX_VERSION: u64 = i64::MAX as u64;

/// `value` as a version to read after, refused (422, naming `what` and the
/// bound) above [`MAX_VERSION`]: it would otherwise wrap around in the
/// store and read the stream from its start.
pub(crate) fn version_after(what: &str, value: u64) -> Result<u64, ApiError> {
    if value <= MAX_VERSION {
        return Ok(value);
    }
    Err(ApiError::new(
        StatusCode::UNPROCESSABLE_ENTITY,
        format!(
            "{what} must be a version from 0 to {MAX_VERSION}, not {value}: pass a version \
             the cycle returned (0 for its start)"
        ),
    ))
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct HistoryQuery {
    /// The `next_after_version` of the previous page.
    after_version: Option<u64>,
    limit: Option<usize>,
}

pub(crate) async fn history(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    Authed(caller): Authed,
    QueryParams(q): QueryParams<HistoryQuery>,
) -> Result<Response, ApiError> {
    let after = q
        .after_version
        .map(|v| version_after("`after_version`", v))
        .transpose()?;
    let page = app.history(&caller, cycle_id, after, q.limit).await?;
    Ok(Json(page).into_response())
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct DiffQuery {
    from: u64,
    to: u64,
}

pub(crate) async fn diff(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    Authed(caller): Authed,
    QueryParams(q): QueryParams<DiffQuery>,
) -> Result<Response, ApiError> {
    Ok(Json(app.diff(&caller, cycle_id, q.from, q.to).await?).into_response())
}
