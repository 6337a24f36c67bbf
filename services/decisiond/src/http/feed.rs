//! `GET /api/events?after=<position>&limit=<n>`: the global feed for
//! consumers without NATS. Gap-safe: page with the last position you saw.
//!
//! Needs `events:read`; only `admin` sees every user's events, anyone else
//! the events of their user's cycles (a page may then hold fewer than
//! `limit` events; `next_after` still moves past the ones skipped).

use super::ApiError;
use super::auth::Authed;
use super::extract::QueryParams;
use crate::app::{App, AppError};
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use decision_auth::Scope;
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
    Authed(caller): Authed,
    QueryParams(query): QueryParams<FeedQuery>,
) -> Result<Json<FeedPage>, ApiError> {
    super::auth::require(&caller, Scope::EventsRead)?;
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
    let events = if caller.is_admin() {
        events
    } else {
        let mut visible = Vec::with_capacity(events.len());
        for event in events {
            if let Some(owner) = app.owner_of(event.cycle_id).await?
                && caller.may_see(&owner)
            {
                visible.push(event);
            }
        }
        visible
    };
    Ok(Json(FeedPage { events, next_after }))
}
