//! `GET /api/events?after=<position>&limit=<n>`: the global feed for
//! consumers without NATS. Gap-safe: page with the last position you saw.

use super::ApiError;
use super::extract::QueryParams;
use crate::app::{App, AppError};
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use decision_events::EventEnvelope;
use decision_store::StoreError;
use serde::{Deserialize, Serialize};

const DEFAULT_LIMIT: usize = 100;
const MAX_LIMIT: usize = 1000;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct FeedQuery {
    #[serde(default)]
    after: i64,
    limit: Option<usize>,
}

#[derive(Serialize)]
pub(crate) struct FeedPage {
    events: Vec<EventEnvelope>,
    /// Pass as `after` to get the next page (unchanged when the page is empty).
    next_after: i64,
}

pub(crate) async fn events(
    State(app): State<App>,
    QueryParams(query): QueryParams<FeedQuery>,
) -> Result<Json<FeedPage>, ApiError> {
    let limit = query.limit.unwrap_or(DEFAULT_LIMIT);
    if limit == 0 || limit > MAX_LIMIT {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            format!("`limit` must be 1 to {MAX_LIMIT}"),
        ));
    }
    let events = match app.store().read_feed(query.after, limit).await {
        Ok(events) => events,
        Err(StoreError::UnknownPosition(p)) => {
            return Err(ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                format!(
                    "`after` {p} is not the position of any event; pass 0 or a position from an earlier page"
                ),
            ));
        }
        Err(e) => return Err(AppError::from(e).into()),
    };
    let next_after = events.last().map_or(query.after, |e| e.position);
    Ok(Json(FeedPage { events, next_after }))
}
