//! A cycle's history and the diff of two versions (the views at a past
//! version are the document, section and Pugh reads' `at_version`).

use super::ApiError;
use super::auth::Authed;
use super::extract::{CycleId, QueryParams};
use crate::app::App;
use axum::Json;
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

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
    let page = app
        .history(&caller, cycle_id, q.after_version, q.limit)
        .await?;
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
