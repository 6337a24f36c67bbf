//! `GET /api/events?after=<position>&limit=<n>`: the global feed for
//! consumers without NATS. Gap-safe: page with the last position you saw.
//!
//! Needs `events:read`; only `admin` sees every user's events, anyone else
//! the events of their user's cycles (a page may then hold fewer than
//! `limit` events; `next_after` still moves past the ones skipped).

use super::ApiError;
use super::auth::Authed;
use super::extract::QueryParams;
use crate::app::{App, FeedPage};
use axum::Json;
use axum::extract::State;
use serde::Deserialize;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct FeedQuery {
    #[serde(default)]
    after: i64,
    limit: Option<usize>,
}

pub(crate) async fn events(
    State(app): State<App>,
    Authed(caller): Authed,
    QueryParams(query): QueryParams<FeedQuery>,
) -> Result<Json<FeedPage>, ApiError> {
    Ok(Json(app.events(&caller, query.after, query.limit).await?))
}
