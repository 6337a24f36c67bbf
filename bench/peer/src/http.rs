//! The thin HTTP edge: the subset of decisiond's contract the load
//! generator uses, with decisiond's statuses and response shapes. No auth
//! (`Authorization` is ignored), no idempotency keys, no rate limits.

use crate::aggregate::{CycleAggregate, PeerCommand, PeerError, ToolInvocation};
use crate::locks::CycleLocks;
use crate::outcomes::{COMMAND_ID, Outcome, Outcomes};
use crate::view::PughView;
use axum::extract::rejection::JsonRejection;
use axum::extract::{FromRequest, Path, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, put};
use axum::{Json, Router};
use chrono::Utc;
use cqrs_es::AggregateError;
use cqrs_es::persist::ViewRepository;
use decision_catalog::{InputLimits, ToolCallBody};
use decision_domain::RejectionClass;
use decision_events::values::Component;
use decision_events::{DomainEvent, ToolResultClass};
use postgres_es::{PostgresCqrs, PostgresViewRepository};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};
use uuid::Uuid;

/// How often a command is re-run after losing an append race (cqrs-es's
/// `AggregateConflict`) before the caller gets a 409, as decisiond.
const MAX_ATTEMPTS: usize = 8;

/// The actor recorded on every event (decisiond's unauthenticated user).
const ACTOR: &str = "anonymous";

/// Request bodies up to decisiond's default limit.
pub const MAX_BODY_BYTES: usize = 256 * 1024;

#[derive(Default)]
pub struct Stats {
    pub commands: AtomicU64,
    pub conflict_retries: AtomicU64,
    pub view_errors: AtomicU64,
}

impl Stats {
    pub fn snapshot(&self) -> Value {
        json!({
            "commands": self.commands.load(Ordering::Relaxed),
            "conflict_retries": self.conflict_retries.load(Ordering::Relaxed),
            "view_errors": self.view_errors.load(Ordering::Relaxed),
        })
    }
}

/// Shared by every request.
#[derive(Clone)]
pub struct Peer {
    pub cqrs: Arc<PostgresCqrs<CycleAggregate>>,
    pub views: Arc<PostgresViewRepository<PughView, CycleAggregate>>,
    pub outcomes: Arc<Outcomes>,
    /// `None` with `--no-cycle-locks`.
    pub locks: Option<Arc<CycleLocks>>,
    pub stats: Arc<Stats>,
    pub input: InputLimits,
}

pub fn router(peer: Peer) -> Router {
    Router::new()
        .route("/api/cycles", post(create))
        .route("/api/cycles/{id}/component", put(navigate))
        .route("/api/cycles/{id}/tools/{tool}", post(call_tool))
        .route("/api/cycles/{id}/pugh", get(pugh))
        .route("/peer/stats", get(stats))
        .layer(axum::extract::DefaultBodyLimit::max(MAX_BODY_BYTES))
        .with_state(peer)
}

impl Peer {
    /// Executes a command through cqrs-es (load the cycle from its events,
    /// `handle`, commit, dispatch to the queries) and returns what it
    /// committed; re-runs it on a lost append race.
    async fn run(
        &self,
        cycle_id: Uuid,
        command_id: Uuid,
        metadata: HashMap<String, String>,
        command: PeerCommand,
    ) -> Result<Option<Outcome>, ApiError> {
        let id = cycle_id.to_string();
        let _turn = match &self.locks {
            Some(locks) => Some(locks.lock(&id).await),
            None => None,
        };
        self.stats.commands.fetch_add(1, Ordering::Relaxed);
        for attempt in 0..MAX_ATTEMPTS {
            self.outcomes.expect(command_id);
            let executed = self
                .cqrs
                .execute_with_metadata(&id, command.clone(), metadata.clone())
                .await;
            let outcome = self.outcomes.take(command_id);
            match executed {
                Ok(()) => return Ok(outcome),
                Err(AggregateError::AggregateConflict) => {
                    self.stats.conflict_retries.fetch_add(1, Ordering::Relaxed);
                    backoff(attempt).await;
                }
                Err(e) => return Err(ApiError::from_aggregate(cycle_id, e)),
            }
        }
        Err(ApiError {
            retry_after: Some(1),
            ..ApiError::new(
                StatusCode::CONFLICT,
                format!("cycle {cycle_id} is being changed concurrently; retry the call"),
            )
        })
    }
}

/// A short random pause before re-running a command that lost a race:
/// 1 ms plus up to 2^attempt ms (at most 64).
async fn backoff(attempt: usize) {
    let spread_us = 1000u64 << attempt.min(6);
    let random = (Uuid::now_v7().as_u128() & u128::from(u64::MAX)) as u64;
    tokio::time::sleep(Duration::from_micros(1000 + random % spread_us)).await;
}

/// Event metadata as decisiond records it (EventMetadata), plus the id the
/// outcome query matches on.
fn metadata(
    command_id: Uuid,
    correlation_id: Option<Uuid>,
    invocation: Option<(Uuid, u32)>,
) -> HashMap<String, String> {
    let mut m = HashMap::new();
    m.insert(COMMAND_ID.to_owned(), command_id.to_string());
    m.insert(
        "correlation_id".to_owned(),
        correlation_id.unwrap_or(command_id).to_string(),
    );
    m.insert("actor".to_owned(), ACTOR.to_owned());
    if let Some((invocation_id, turn)) = invocation {
        m.insert("causation_id".to_owned(), invocation_id.to_string());
        m.insert("invocation_id".to_owned(), invocation_id.to_string());
        m.insert("conversation_turn".to_owned(), turn.to_string());
    }
    m
}

fn correlation_id(headers: &HeaderMap) -> Option<Uuid> {
    headers
        .get("x-correlation-id")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| Uuid::parse_str(v.trim()).ok())
}

/// `Ok` when `value` has at most `limit` characters; otherwise decisiond's 422.
fn within(field: &str, value: &str, limit: usize, kind: &str) -> Result<(), ApiError> {
    let chars = value.chars().count();
    if chars <= limit {
        return Ok(());
    }
    Err(ApiError::new(
        StatusCode::UNPROCESSABLE_ENTITY,
        format!(
            "`{field}` is {chars} characters long; the limit for {kind} is {limit}: shorten it"
        ),
    ))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CreateBody {
    title: String,
}

async fn create(
    State(peer): State<Peer>,
    headers: HeaderMap,
    JsonBody(body): JsonBody<CreateBody>,
) -> Result<Response, ApiError> {
    within("title", &body.title, peer.input.max_name_chars, "names")?;
    let cycle_id = Uuid::now_v7();
    let command_id = Uuid::now_v7();
    let title = body.title.trim().to_owned();
    let outcome = peer
        .run(
            cycle_id,
            command_id,
            metadata(command_id, correlation_id(&headers), None),
            PeerCommand::CreateCycle { title: body.title },
        )
        .await?;
    let body = json!({
        "cycle_id": cycle_id,
        "title": title,
        "current_component": Component::IssueRaising,
        "version": outcome.map_or(0, |o| o.sequence),
    });
    Ok((StatusCode::CREATED, Json(body)).into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NavigateBody {
    component: String,
}

async fn navigate(
    State(peer): State<Peer>,
    Path(id): Path<String>,
    headers: HeaderMap,
    JsonBody(body): JsonBody<NavigateBody>,
) -> Result<Json<Value>, ApiError> {
    let cycle_id = cycle_id(&id)?;
    let Some(component) = Component::parse(body.component.trim()) else {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            format!(
                "`component` \"{}\" is not a PrOACT component; allowed: {}",
                body.component,
                Component::names()
            ),
        ));
    };
    let command_id = Uuid::now_v7();
    let outcome = peer
        .run(
            cycle_id,
            command_id,
            metadata(command_id, correlation_id(&headers), None),
            PeerCommand::Navigate { component },
        )
        .await?;
    let moved = outcome.as_ref().and_then(|o| {
        o.events.iter().find_map(|e| match e {
            DomainEvent::ComponentNavigated(n) => Some((n.from, o.sequence)),
            _ => None,
        })
    });
    let (previous, changed, version) = match moved {
        Some((from, sequence)) => (from, true, sequence),
        // Already there: nothing was stored; the view knows the version.
        None => {
            let view = peer.views.load(&id).await.ok().flatten();
            (component, false, view.map_or(0, |v| v.sequence))
        }
    };
    Ok(Json(json!({
        "cycle_id": cycle_id,
        "previous_component": previous,
        "current_component": component,
        "changed": changed,
        "version": version,
    })))
}

async fn call_tool(
    State(peer): State<Peer>,
    Path((id, tool)): Path<(String, String)>,
    headers: HeaderMap,
    JsonBody(mut body): JsonBody<ToolCallBody>,
) -> Result<Response, ApiError> {
    let started = Instant::now();
    let cycle_id = cycle_id(&id)?;
    if let Some(context) = &body.trigger_context {
        within(
            "trigger_context",
            context,
            peer.input.max_text_chars,
            "text fields",
        )?;
    }
    let invocation_id = Uuid::now_v7();
    let call = ToolInvocation {
        invocation_id,
        tool: tool.clone(),
        parameters: body.take_parameters(),
        conversation_turn: body.conversation_turn,
        trigger_context: body.trigger_context,
        invoked_at: Utc::now(),
        started,
    };
    let outcome = peer
        .run(
            cycle_id,
            invocation_id,
            metadata(
                invocation_id,
                correlation_id(&headers),
                Some((invocation_id, body.conversation_turn)),
            ),
            PeerCommand::CallTool(call),
        )
        .await?;
    // Every call stores its audit record last: the response is read off it.
    let audit = outcome.as_ref().and_then(|o| match o.events.last() {
        Some(DomainEvent::ToolInvocationRecorded(audit)) => Some((audit, o.sequence)),
        _ => None,
    });
    let Some((audit, sequence)) = audit else {
        return Err(ApiError::internal("a tool call committed no audit record"));
    };
    let success = audit.result == ToolResultClass::Success;
    let body = json!({
        "success": success,
        "data": audit.result_data,
        "error": audit.error,
        "document_updated": audit.events_appended > 0,
        "invocation_id": invocation_id,
        // No global feed in cqrs-es: the cycle's sequence instead.
        "position": null,
        "version": sequence,
        "result": audit.result,
        "_meta": {
            "tool": tool,
            "component": audit.component,
            "duration_ms": audit.duration_ms,
            "events_appended": audit.events_appended,
        },
    });
    Ok((status_of_result(audit.result), Json(body)).into_response())
}

async fn pugh(State(peer): State<Peer>, Path(id): Path<String>) -> Result<Json<Value>, ApiError> {
    let cycle_id = cycle_id(&id)?;
    match peer.views.load(&id).await {
        Ok(Some(view)) => Ok(Json(view.pugh)),
        Ok(None) => Err(not_found(cycle_id)),
        Err(e) => {
            eprintln!("pugh view of {cycle_id} failed to load: {e}");
            Err(ApiError::internal("the Pugh view failed to load"))
        }
    }
}

async fn stats(State(peer): State<Peer>) -> Json<Value> {
    Json(peer.stats.snapshot())
}

fn cycle_id(raw: &str) -> Result<Uuid, ApiError> {
    Uuid::parse_str(raw).map_err(|_| {
        ApiError::new(
            StatusCode::NOT_FOUND,
            format!("no cycle `{raw}`: cycle ids are UUIDs, as returned by POST /api/cycles"),
        )
    })
}

fn not_found(cycle_id: Uuid) -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        format!("no cycle {cycle_id}: create one with POST /api/cycles"),
    )
}

/// decisiond's status for a tool result class.
fn status_of_result(result: ToolResultClass) -> StatusCode {
    match result {
        ToolResultClass::Success => StatusCode::OK,
        ToolResultClass::ValidationError => StatusCode::UNPROCESSABLE_ENTITY,
        ToolResultClass::NotFound => StatusCode::NOT_FOUND,
        ToolResultClass::Conflict => StatusCode::CONFLICT,
        ToolResultClass::InternalError => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

fn status_of(class: RejectionClass) -> StatusCode {
    match class {
        RejectionClass::Validation => StatusCode::UNPROCESSABLE_ENTITY,
        RejectionClass::NotFound => StatusCode::NOT_FOUND,
        RejectionClass::Conflict => StatusCode::CONFLICT,
    }
}

/// An error answer, in decisiond's error body.
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    message: String,
    retry_after: Option<u32>,
}

impl ApiError {
    fn new(status: StatusCode, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            message: message.into(),
            retry_after: None,
        }
    }

    fn internal(detail: &str) -> ApiError {
        let reference = Uuid::now_v7();
        eprintln!("internal error {reference}: {detail}");
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            format!("internal error (reference {reference}); the call may be retried"),
        )
    }

    fn from_aggregate(cycle_id: Uuid, e: AggregateError<PeerError>) -> ApiError {
        match e {
            AggregateError::UserError(PeerError::CycleNotFound) => not_found(cycle_id),
            AggregateError::UserError(PeerError::Rejected(r)) => {
                ApiError::new(status_of(r.class), r.text(&crate::aggregate::HttpWords))
            }
            AggregateError::DatabaseConnectionError(detail) => {
                eprintln!("event store unavailable: {detail}");
                ApiError {
                    retry_after: Some(1),
                    ..ApiError::new(
                        StatusCode::SERVICE_UNAVAILABLE,
                        "the event store is unavailable; retry shortly",
                    )
                }
            }
            other => ApiError::internal(&other.to_string()),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = json!({
            "success": false,
            "data": null,
            "error": self.message,
            "document_updated": false,
            "invocation_id": null,
            "position": null,
        });
        let mut response = (self.status, Json(body)).into_response();
        if let Some(seconds) = self.retry_after {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        response
    }
}

/// A JSON body; malformed JSON, a wrong content type, a wrong shape or an
/// oversized body each get decisiond's 4xx.
struct JsonBody<T>(T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for JsonBody<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        match Json::<T>::from_request(req, state).await {
            Ok(Json(value)) => Ok(JsonBody(value)),
            Err(rejection) => Err(json_error(rejection)),
        }
    }
}

fn json_error(rejection: JsonRejection) -> ApiError {
    match rejection {
        JsonRejection::MissingJsonContentType(_) => ApiError::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "send the body as JSON with the header `Content-Type: application/json`",
        ),
        JsonRejection::JsonSyntaxError(e) => ApiError::new(
            StatusCode::BAD_REQUEST,
            format!("the body is not valid JSON: {}", e.body_text()),
        ),
        JsonRejection::JsonDataError(e) => ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            format!("the body has the wrong shape: {}", e.body_text()),
        ),
        other => ApiError::new(other.status(), other.body_text()),
    }
}
