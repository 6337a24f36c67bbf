//! Read endpoints served from the projections' documents, never by
//! re-folding events. Each accepts `min_position` (the `position` of the
//! caller's own write; also the `X-Min-Position` header) and `wait_ms`, and
//! answers once the projection has processed that write — or, past the
//! wait, answers anyway with `X-Read-Model-Stale: true`.

use super::ApiError;
use super::auth::{Authed, require};
use super::backpressure::Turn;
use super::extract::{CycleId, QueryParams};
use crate::app::{App, Caller, Freshness, Slot, ViewRead};
use axum::Json;
use axum::extract::FromRequestParts;
use axum::extract::{Path, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, Utc};
use decision_auth::Scope;
use decision_domain::document;
use decision_events::ToolResultClass;
use decision_events::values::{Component, ConfirmationStatus, RevisitStatus};
use decision_projections::views::{audit, decision};
use serde::Deserialize;
use serde_json::{Value, json};
use std::time::Duration;
use uuid::Uuid;

/// Read-your-writes options, common to every read endpoint.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ReadOptions {
    min_position: Option<i64>,
    wait_ms: Option<u64>,
}

impl ReadOptions {
    fn resolve(&self, headers: &HeaderMap) -> (Option<i64>, Duration) {
        let from_header = headers
            .get("x-min-position")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse().ok());
        let wait = self
            .wait_ms
            .map_or(crate::app::views_default_wait(), Duration::from_millis);
        (self.min_position.or(from_header), wait)
    }
}

/// Adds the freshness headers to a JSON answer.
fn answer<T>(read: ViewRead<T>, body: Value) -> Response {
    let mut response = Json(body).into_response();
    let headers = response.headers_mut();
    headers.insert("x-read-model-position", HeaderValue::from(read.position));
    if read.freshness == Freshness::Stale {
        headers.insert("x-read-model-stale", HeaderValue::from_static("true"));
    }
    response
}

async fn cycle_doc(
    app: &App,
    reader: &Reader,
    projection: &str,
    key: String,
    cycle_id: Uuid,
    options: &ReadOptions,
    headers: &HeaderMap,
) -> Result<ViewRead<Value>, ApiError> {
    let (min_position, wait) = options.resolve(headers);
    let _waiting = reader.before_waiting(app, min_position).await?;
    Ok(app
        .view_doc(projection, &key, cycle_id, min_position, wait)
        .await?)
}

/// Who reads, and their turn at the load-shedding gate.
pub(crate) struct Reader {
    caller: Caller,
    turn: Option<Turn>,
}

impl<S: Send + Sync> FromRequestParts<S> for Reader {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let Authed(caller) = Authed::from_request_parts(parts, state).await?;
        let turn = parts.extensions.get::<Turn>().cloned();
        Ok(Reader { caller, turn })
    }
}

impl Reader {
    /// Before a read that waits for `min_position` (read-your-writes): a
    /// position no write returned is a 422 at once; the wait counts
    /// against the user's cap (429), and gives the gate turn back, since
    /// waiting is not work.
    async fn before_waiting(
        &self,
        app: &App,
        min_position: Option<i64>,
    ) -> Result<Option<Slot>, ApiError> {
        let Some(min_position) = min_position.filter(|p| *p > 0) else {
            return Ok(None);
        };
        let slot = app.begin_wait(&self.caller, min_position).await?;
        if let Some(turn) = &self.turn {
            turn.give_back();
        }
        Ok(Some(slot))
    }
}

/// The document JSON: sections in PrOACT order and the composed markdown.
fn document_json(doc: &Value) -> Value {
    let sections: Vec<Value> = Component::ALL
        .into_iter()
        .map(|c| {
            let s = &doc["sections"][c.as_str()];
            json!({"component": c, "title": s["title"], "status": s["status"], "markdown": s["markdown"]})
        })
        .collect();
    let markdowns: Vec<String> = sections
        .iter()
        .map(|s| s["markdown"].as_str().unwrap_or_default().to_owned())
        .collect();
    let markdown = document::compose(
        doc["title"].as_str().unwrap_or_default(),
        &markdowns,
        doc["general_notes"].as_str().unwrap_or_default(),
    );
    json!({
        "cycle_id": doc["cycle_id"], "title": doc["title"], "version": doc["version"],
        "position": doc["position"], "updated_at": doc["updated_at"], "summary": doc["summary"],
        "sections": sections, "markdown": markdown,
    })
}

pub(crate) async fn document(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    reader: Reader,
    QueryParams(options): QueryParams<ReadOptions>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let read = cycle_doc(
        &app,
        &reader,
        decision::NAME,
        decision::document_key(cycle_id),
        cycle_id,
        &options,
        &headers,
    )
    .await?;
    let body = document_json(&read.value);
    let wants_markdown = headers
        .get(header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains("text/markdown"));
    if wants_markdown {
        let markdown = body["markdown"].as_str().unwrap_or_default().to_owned();
        let mut response = (
            [(header::CONTENT_TYPE, "text/markdown; charset=utf-8")],
            markdown,
        )
            .into_response();
        if read.freshness == Freshness::Stale {
            response
                .headers_mut()
                .insert("x-read-model-stale", HeaderValue::from_static("true"));
        }
        return Ok(response);
    }
    Ok(answer(read, body))
}

pub(crate) async fn document_section(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    reader: Reader,
    Path((_, component)): Path<(String, String)>,
    QueryParams(options): QueryParams<ReadOptions>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let Some(component) = Component::parse(&component) else {
        return Err(ApiError::new(
            StatusCode::NOT_FOUND,
            format!("no section `{component}`; sections: {}", Component::names()),
        ));
    };
    let read = cycle_doc(
        &app,
        &reader,
        decision::NAME,
        decision::document_key(cycle_id),
        cycle_id,
        &options,
        &headers,
    )
    .await?;
    let section = &read.value["sections"][component.as_str()];
    let body = json!({"cycle_id": cycle_id, "component": component, "title": section["title"],
                      "status": section["status"], "markdown": section["markdown"],
                      "version": read.value["version"]});
    Ok(answer(read, body))
}

pub(crate) async fn pugh(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    reader: Reader,
    QueryParams(options): QueryParams<ReadOptions>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let read = cycle_doc(
        &app,
        &reader,
        decision::NAME,
        decision::pugh_key(cycle_id),
        cycle_id,
        &options,
        &headers,
    )
    .await?;
    let body = read.value.clone();
    Ok(answer(read, body))
}

pub(crate) async fn revisits(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    reader: Reader,
    QueryParams(options): QueryParams<ReadOptions>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let read = cycle_doc(
        &app,
        &reader,
        decision::NAME,
        decision::flows_key(cycle_id),
        cycle_id,
        &options,
        &headers,
    )
    .await?;
    let flows = &read.value;
    let revisits: Vec<Value> = flows["revisits"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|r| r["status"] == json!(RevisitStatus::Pending))
        .map(|r| {
            json!({"id": r["id"], "target_component": r["component"], "reason": r["reason"],
                   "priority": r["priority"], "trigger": r["trigger"],
                   "created_at": flows["revisit_created_at"][r["id"].as_str().unwrap_or_default()]})
        })
        .collect();
    let has_critical = revisits.iter().any(|r| r["priority"] == "critical");
    Ok(answer(
        read,
        json!({"cycle_id": cycle_id, "revisits": revisits, "has_critical": has_critical}),
    ))
}

pub(crate) async fn pending_confirmations(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    reader: Reader,
    QueryParams(options): QueryParams<ReadOptions>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let read = cycle_doc(
        &app,
        &reader,
        decision::NAME,
        decision::flows_key(cycle_id),
        cycle_id,
        &options,
        &headers,
    )
    .await?;
    let flows = &read.value;
    let now = Utc::now();
    let confirmations: Vec<Value> = flows["confirmations"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|c| c["status"] == json!(ConfirmationStatus::Pending))
        // Expiry is a function of time: applied when read.
        .filter(|c| {
            serde_json::from_value::<DateTime<Utc>>(c["expires_at"].clone()).is_ok_and(|at| now < at)
        })
        .map(|c| {
            json!({"id": c["id"], "summary": c["summary"], "options": c["options"],
                   "default_option": c["default_option"],
                   "conversation_turn": flows["confirmation_turns"][c["id"].as_str().unwrap_or_default()],
                   "requested_at": c["requested_at"], "expires_at": c["expires_at"]})
        })
        .collect();
    Ok(answer(
        read,
        json!({"cycle_id": cycle_id, "confirmations": confirmations}),
    ))
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct InvocationQuery {
    tool: Option<String>,
    result: Option<ToolResultClass>,
    component: Option<Component>,
    since: Option<DateTime<Utc>>,
    until: Option<DateTime<Utc>>,
    /// The `next_cursor` of the previous page.
    cursor: Option<i64>,
    limit: Option<usize>,
    min_position: Option<i64>,
    wait_ms: Option<u64>,
}

const MAX_PAGE: usize = 500;

pub(crate) async fn invocations(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    reader: Reader,
    QueryParams(q): QueryParams<InvocationQuery>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let limit = q.limit.unwrap_or(100);
    if limit == 0 || limit > MAX_PAGE {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            format!("`limit` must be 1 to {MAX_PAGE}"),
        ));
    }
    let options = ReadOptions {
        min_position: q.min_position,
        wait_ms: q.wait_ms,
    };
    // The stats document exists once the cycle has any call; a cycle without
    // calls has an empty log.
    let stats = match cycle_doc(
        &app,
        &reader,
        audit::NAME,
        audit::stats_key(Some(cycle_id)),
        cycle_id,
        &options,
        &headers,
    )
    .await
    {
        Ok(read) => read,
        Err(e) if e.status == StatusCode::SERVICE_UNAVAILABLE => {
            app.load(cycle_id).await?; // 404 for unknown cycles
            ViewRead {
                value: json!({}),
                freshness: Freshness::Fresh,
                position: 0,
            }
        }
        Err(e) => return Err(e),
    };
    let prefix = audit::invocation_prefix(cycle_id);
    let after = q.cursor.map(|c| audit::invocation_key(cycle_id, c));
    let (page, full) = filtered_page(&app, audit::NAME, &prefix, after, limit, |row| {
        matches(&q, row)
    })
    .await?;
    let next_cursor = full
        .then(|| page.last().and_then(|r| r["position"].as_i64()))
        .flatten();
    let overall = &stats.value["overall"];
    let body = json!({
        "cycle_id": cycle_id,
        "total": overall["calls"].as_u64().unwrap_or(0),
        "rejected": overall["failures"].as_u64().unwrap_or(0),
        "invocations": page,
        "next_cursor": next_cursor,
    });
    Ok(answer(stats, body))
}

fn matches(q: &InvocationQuery, row: &Value) -> bool {
    let at = || serde_json::from_value::<DateTime<Utc>>(row["invoked_at"].clone()).ok();
    q.tool.as_ref().is_none_or(|t| row["tool_name"] == json!(t))
        && q.result.is_none_or(|r| row["result"] == json!(r))
        && q.component.is_none_or(|c| row["component"] == json!(c))
        && q.since.is_none_or(|s| at().is_some_and(|a| a >= s))
        && q.until.is_none_or(|u| at().is_some_and(|a| a < u))
}

pub(crate) async fn cycle_stats(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    reader: Reader,
    QueryParams(options): QueryParams<ReadOptions>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let read = cycle_doc(
        &app,
        &reader,
        audit::NAME,
        audit::stats_key(Some(cycle_id)),
        cycle_id,
        &options,
        &headers,
    )
    .await?;
    let body = json!({"cycle_id": cycle_id, "stats": read.value});
    Ok(answer(read, body))
}

/// Every user's calls together: an operator's view (`admin`).
pub(crate) async fn all_stats(
    State(app): State<App>,
    Authed(caller): Authed,
    reader: Reader,
    QueryParams(options): QueryParams<ReadOptions>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    require(&caller, Scope::Admin)?;
    let (min_position, wait) = options.resolve(&headers);
    let _waiting = reader.before_waiting(&app, min_position).await?;
    let (freshness, position) = app
        .wait_for(audit::NAME, min_position.unwrap_or(0), wait)
        .await?;
    let stats = app
        .models()
        .get_doc(audit::NAME, &audit::stats_key(None))
        .await
        .map_err(crate::app::AppError::from)?;
    let read = ViewRead {
        value: (),
        freshness,
        position,
    };
    Ok(answer(
        read,
        json!({"stats": stats.unwrap_or_else(|| json!({}))}),
    ))
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
    Authed(caller): Authed,
    reader: Reader,
    QueryParams(q): QueryParams<CyclesQuery>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    require(&caller, Scope::CyclesRead)?;
    let limit = q.limit.unwrap_or(100);
    if limit == 0 || limit > MAX_PAGE {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            format!("`limit` must be 1 to {MAX_PAGE}"),
        ));
    }
    let (min_position, wait) = ReadOptions {
        min_position: q.min_position,
        wait_ms: q.wait_ms,
    }
    .resolve(&headers);
    let _waiting = reader.before_waiting(&app, min_position).await?;
    let (freshness, position) = app
        .wait_for(decision::NAME, min_position.unwrap_or(0), wait)
        .await?;
    let after = q.cursor.map(decision::cycle_key);
    let wanted = q.owner.as_ref().map(|o| json!(o));
    let own = json!(caller.user);
    let (page, full) = filtered_page(&app, decision::NAME, "cycle/", after, limit, |row| {
        (caller.is_admin() || row["owner"] == own)
            && wanted.as_ref().is_none_or(|o| row["owner"] == *o)
    })
    .await?;
    let next_cursor = full
        .then(|| page.last().map(|r| r["cycle_id"].clone()))
        .flatten();
    let read = ViewRead {
        value: (),
        freshness,
        position,
    };
    Ok(answer(
        read,
        json!({"cycles": page, "next_cursor": next_cursor}),
    ))
}

/// Up to `limit` documents under `prefix`, after the key `after`, that
/// `keep` accepts — scanning as many store pages as it takes. The flag says
/// the page is full (so a next page may exist).
async fn filtered_page(
    app: &App,
    projection: &str,
    prefix: &str,
    mut after: Option<String>,
    limit: usize,
    keep: impl Fn(&Value) -> bool,
) -> Result<(Vec<Value>, bool), ApiError> {
    let mut page = Vec::new();
    loop {
        let rows = app
            .models()
            .scan_docs(projection, prefix, after.as_deref(), MAX_PAGE)
            .await
            .map_err(crate::app::AppError::from)?;
        let exhausted = rows.len() < MAX_PAGE;
        for (key, row) in rows {
            after = Some(key);
            if keep(&row) {
                page.push(row);
                if page.len() == limit {
                    return Ok((page, true));
                }
            }
        }
        if exhausted {
            return Ok((page, false));
        }
    }
}
