//! Read endpoints: each parses its query, asks the app for a typed view
//! (`app/reads.rs`, where reads are authorized) and answers it as JSON.
//! Each accepts `min_position` (the `position` of the caller's own write;
//! also the `X-Min-Position` header) and `wait_ms`, and answers once the
//! projection has processed that write — or, past the wait, answers anyway
//! with `X-Read-Model-Stale: true`.

use super::ApiError;
use super::auth::Authed;
use super::backpressure::Turn;
use super::extract::{CycleId, QueryParams};
use crate::app::{
    App, Caller, DocumentView, FlowFilter, Freshness, InvocationFilter, ReadOptions, ViewRead,
};
use axum::Json;
use axum::extract::{FromRequestParts, Path, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, Utc};
use decision_events::ToolResultClass;
use decision_events::values::Component;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::time::Duration;
use uuid::Uuid;

/// Read-your-writes options, common to every read endpoint.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct WaitQuery {
    min_position: Option<i64>,
    wait_ms: Option<u64>,
}

/// The document, section and Pugh reads: read-your-writes, or a past
/// version (`at_version`, a fold of the stream: always complete, so the
/// read-your-writes options do not apply to it).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ViewQuery {
    at_version: Option<u64>,
    min_position: Option<i64>,
    wait_ms: Option<u64>,
}

impl ViewQuery {
    fn wait(&self) -> WaitQuery {
        WaitQuery {
            min_position: self.min_position,
            wait_ms: self.wait_ms,
        }
    }
}

/// The revisits and confirmations lists: which ones (`status`), and
/// read-your-writes.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct FlowQuery {
    status: Option<FlowFilter>,
    min_position: Option<i64>,
    wait_ms: Option<u64>,
}

/// Who reads, with the read-your-writes options of the request: the query
/// (or `X-Min-Position`), and the load-shedding turn to give back while
/// the read waits.
pub(crate) struct Reader {
    caller: Caller,
    headers_min_position: Option<i64>,
    turn: Option<Turn>,
}

impl<S: Send + Sync> FromRequestParts<S> for Reader {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let Authed(caller) = Authed::from_request_parts(parts, state).await?;
        let headers_min_position = parts
            .headers
            .get("x-min-position")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse().ok());
        Ok(Reader {
            caller,
            headers_min_position,
            turn: parts.extensions.get::<Turn>().cloned(),
        })
    }
}

impl Reader {
    fn options(&self, query: &WaitQuery) -> ReadOptions {
        let turn = self.turn.clone();
        ReadOptions {
            min_position: query.min_position.or(self.headers_min_position),
            wait: query.wait_ms.map(Duration::from_millis),
            before_waiting: turn
                .map(|turn| Arc::new(move || turn.give_back()) as Arc<dyn Fn() + Send + Sync>),
        }
    }
}

/// A view as JSON, with the freshness headers.
fn answer<T: Serialize>(read: ViewRead<T>) -> Response {
    let mut response = Json(&read.value).into_response();
    freshness_headers(&mut response, read.position, read.freshness);
    response
}

fn freshness_headers(response: &mut Response, position: i64, freshness: Freshness) {
    let headers = response.headers_mut();
    headers.insert("x-read-model-position", HeaderValue::from(position));
    if freshness == Freshness::Stale {
        headers.insert("x-read-model-stale", HeaderValue::from_static("true"));
    }
}

pub(crate) async fn document(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    reader: Reader,
    QueryParams(query): QueryParams<ViewQuery>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let read = match query.at_version {
        Some(version) => past(
            version,
            app.document_at(&reader.caller, cycle_id, version).await?,
            |d: &DocumentView| d.position,
        ),
        None => {
            app.document(&reader.caller, cycle_id, &reader.options(&query.wait()))
                .await?
        }
    };
    let wants_markdown = headers
        .get(header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains("text/markdown"));
    if !wants_markdown {
        return Ok(answer(read));
    }
    let mut response = (
        [(header::CONTENT_TYPE, "text/markdown; charset=utf-8")],
        read.value.markdown,
    )
        .into_response();
    freshness_headers(&mut response, read.position, read.freshness);
    Ok(response)
}

/// A past version's view: complete by construction; its position is that
/// of the last event it reflects.
fn past<T>(_version: u64, value: T, position: impl Fn(&T) -> i64) -> ViewRead<T> {
    ViewRead {
        position: position(&value),
        value,
        freshness: Freshness::Fresh,
    }
}

pub(crate) async fn document_section(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    reader: Reader,
    Path((_, component)): Path<(String, String)>,
    QueryParams(query): QueryParams<ViewQuery>,
) -> Result<Response, ApiError> {
    let Some(component) = Component::parse(&component) else {
        return Err(ApiError::new(
            StatusCode::NOT_FOUND,
            format!("no section `{component}`; sections: {}", Component::names()),
        ));
    };
    if let Some(version) = query.at_version {
        let section = app
            .section_at(&reader.caller, cycle_id, component, version)
            .await?;
        return Ok(Json(section).into_response());
    }
    let options = reader.options(&query.wait());
    Ok(answer(
        app.section(&reader.caller, cycle_id, component, &options)
            .await?,
    ))
}

pub(crate) async fn pugh(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    reader: Reader,
    QueryParams(query): QueryParams<ViewQuery>,
) -> Result<Response, ApiError> {
    if let Some(version) = query.at_version {
        let pugh = app.pugh_at(&reader.caller, cycle_id, version).await?;
        return Ok(Json(pugh).into_response());
    }
    let options = reader.options(&query.wait());
    Ok(answer(app.pugh(&reader.caller, cycle_id, &options).await?))
}

pub(crate) async fn revisits(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    reader: Reader,
    QueryParams(query): QueryParams<FlowQuery>,
) -> Result<Response, ApiError> {
    let options = reader.options(&WaitQuery {
        min_position: query.min_position,
        wait_ms: query.wait_ms,
    });
    let filter = query.status.unwrap_or_default();
    Ok(answer(
        app.revisits(&reader.caller, cycle_id, filter, &options)
            .await?,
    ))
}

/// `…/confirmations?status=pending|answered|all` (pending by default).
pub(crate) async fn confirmations(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    reader: Reader,
    QueryParams(query): QueryParams<FlowQuery>,
) -> Result<Response, ApiError> {
    let options = reader.options(&WaitQuery {
        min_position: query.min_position,
        wait_ms: query.wait_ms,
    });
    let filter = query.status.unwrap_or_default();
    Ok(answer(
        app.confirmations(&reader.caller, cycle_id, filter, &options)
            .await?,
    ))
}

/// `…/confirmations/pending`: the pending ones (the first path, kept).
pub(crate) async fn pending_confirmations(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    reader: Reader,
    QueryParams(query): QueryParams<WaitQuery>,
) -> Result<Response, ApiError> {
    let options = reader.options(&query);
    Ok(answer(
        app.confirmations(&reader.caller, cycle_id, FlowFilter::Pending, &options)
            .await?,
    ))
}

/// The filter's fields and the read options (a query string cannot
/// flatten one struct into another).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct InvocationQuery {
    tool: Option<String>,
    result: Option<ToolResultClass>,
    component: Option<Component>,
    since: Option<DateTime<Utc>>,
    until: Option<DateTime<Utc>>,
    cursor: Option<i64>,
    limit: Option<usize>,
    min_position: Option<i64>,
    wait_ms: Option<u64>,
}

pub(crate) async fn invocations(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    reader: Reader,
    QueryParams(q): QueryParams<InvocationQuery>,
) -> Result<Response, ApiError> {
    let options = reader.options(&WaitQuery {
        min_position: q.min_position,
        wait_ms: q.wait_ms,
    });
    let filter = InvocationFilter {
        tool: q.tool,
        result: q.result,
        component: q.component,
        since: q.since,
        until: q.until,
        cursor: q.cursor,
        limit: q.limit,
    };
    Ok(answer(
        app.invocations(&reader.caller, cycle_id, &filter, &options)
            .await?,
    ))
}

pub(crate) async fn cycle_stats(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    reader: Reader,
    QueryParams(query): QueryParams<WaitQuery>,
) -> Result<Response, ApiError> {
    let options = reader.options(&query);
    Ok(answer(
        app.cycle_stats(&reader.caller, cycle_id, &options).await?,
    ))
}

/// Every user's calls together: an operator's view (`admin`).
pub(crate) async fn all_stats(
    State(app): State<App>,
    reader: Reader,
    QueryParams(query): QueryParams<WaitQuery>,
) -> Result<Response, ApiError> {
    let options = reader.options(&query);
    Ok(answer(app.all_stats(&reader.caller, &options).await?))
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CyclesQuery {
    owner: Option<String>,
    /// The `next_cursor` of the previous page (a cycle id).
    cursor: Option<Uuid>,
    limit: Option<usize>,
    min_position: Option<i64>,
    wait_ms: Option<u64>,
}

/// The caller's user's cycles (with `admin`: everyone's, `?owner=` to pick).
pub(crate) async fn cycles(
    State(app): State<App>,
    reader: Reader,
    QueryParams(q): QueryParams<CyclesQuery>,
) -> Result<Response, ApiError> {
    let options = reader.options(&WaitQuery {
        min_position: q.min_position,
        wait_ms: q.wait_ms,
    });
    let read = app
        .cycles(
            &reader.caller,
            q.owner.as_deref(),
            q.cursor,
            q.limit,
            &options,
        )
        .await?;
    Ok(answer(read))
}
