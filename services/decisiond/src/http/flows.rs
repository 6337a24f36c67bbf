//! The user's side of the agent's flows (seed 000): pending revisit
//! suggestions and confirmation requests, and the user's answers.

use super::ApiError;
use super::extract::{CycleId, JsonBody, correlation_id};
use crate::app::{App, CommandOutcome};
use axum::Json;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use chrono::{DateTime, Utc};
use decision_domain::{Command, ResolveRevisit, RespondToConfirmation};
use decision_events::values::{Component, ConfirmationOption, ConfirmationStatus, RevisitPriority};
use decision_events::{DomainEvent, EventEnvelope};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// The user answers through the UI, so the UI's caller is the actor.
const USER: &str = "user";

#[derive(Serialize)]
pub(crate) struct RevisitDto {
    id: String,
    target_component: Component,
    reason: String,
    priority: RevisitPriority,
    trigger: String,
    created_at: Option<DateTime<Utc>>,
}

#[derive(Serialize)]
pub(crate) struct PendingRevisits {
    cycle_id: Uuid,
    revisits: Vec<RevisitDto>,
    has_critical: bool,
}

pub(crate) async fn revisits(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
) -> Result<Json<PendingRevisits>, ApiError> {
    let loaded = app.load(cycle_id).await?;
    let created_at = |id: &str| {
        find_event(
            &loaded.events,
            |e| matches!(e, DomainEvent::RevisitSuggested(r) if r.revisit_id == id),
        )
        .map(|e| e.recorded_at)
    };
    let revisits: Vec<RevisitDto> = loaded
        .state
        .pending_revisits()
        .map(|r| RevisitDto {
            id: r.id.clone(),
            target_component: r.component,
            reason: r.reason.clone(),
            priority: r.priority,
            trigger: r.trigger.clone(),
            created_at: created_at(&r.id),
        })
        .collect();
    Ok(Json(PendingRevisits {
        cycle_id,
        has_critical: revisits
            .iter()
            .any(|r| r.priority == RevisitPriority::Critical),
        revisits,
    }))
}

#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum RevisitAction {
    Accept,
    Dismiss,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ResolveBody {
    /// "accept" or "dismiss".
    action: RevisitAction,
    #[serde(default)]
    resolution: Option<String>,
}

pub(crate) async fn resolve_revisit(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    Path((_, revisit_id)): Path<(String, String)>,
    headers: HeaderMap,
    JsonBody(body): JsonBody<ResolveBody>,
) -> Result<Json<CommandOutcome>, ApiError> {
    let command = Command::ResolveRevisit(ResolveRevisit {
        id: revisit_id,
        accept: matches!(body.action, RevisitAction::Accept),
        resolution: body.resolution.unwrap_or_default(),
    });
    Ok(Json(
        app.run_command(cycle_id, command, USER, correlation_id(&headers))
            .await?,
    ))
}

#[derive(Serialize)]
pub(crate) struct ConfirmationDto {
    id: String,
    summary: String,
    options: Vec<ConfirmationOption>,
    default_option: Option<usize>,
    conversation_turn: Option<u32>,
    requested_at: DateTime<Utc>,
    expires_at: DateTime<Utc>,
}

#[derive(Serialize)]
pub(crate) struct PendingConfirmations {
    cycle_id: Uuid,
    confirmations: Vec<ConfirmationDto>,
}

pub(crate) async fn pending_confirmations(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
) -> Result<Json<PendingConfirmations>, ApiError> {
    let loaded = app.load(cycle_id).await?;
    let now = Utc::now();
    let turn = |id: &str| {
        find_event(
            &loaded.events,
            |e| matches!(e, DomainEvent::ConfirmationRequested(c) if c.confirmation_id == id),
        )
        .and_then(|e| e.metadata.conversation_turn)
    };
    let confirmations = loaded
        .state
        .confirmations
        .iter()
        .filter(|c| c.status_at(now) == ConfirmationStatus::Pending)
        .map(|c| ConfirmationDto {
            id: c.id.clone(),
            summary: c.summary.clone(),
            options: c.options.clone(),
            default_option: c.default_option,
            conversation_turn: turn(&c.id),
            requested_at: c.requested_at,
            expires_at: c.expires_at,
        })
        .collect();
    Ok(Json(PendingConfirmations {
        cycle_id,
        confirmations,
    }))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RespondBody {
    /// 0-based index of the chosen option.
    #[serde(default)]
    option_index: Option<usize>,
    /// Free text instead of (or with) an option.
    #[serde(default)]
    text: Option<String>,
    /// True to decline the request.
    #[serde(default)]
    decline: bool,
}

pub(crate) async fn respond(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    Path((_, confirmation_id)): Path<(String, String)>,
    headers: HeaderMap,
    JsonBody(body): JsonBody<RespondBody>,
) -> Result<Json<CommandOutcome>, ApiError> {
    let command = Command::RespondToConfirmation(RespondToConfirmation {
        confirmation_id,
        option_index: body.option_index,
        text: body.text,
        decline: body.decline,
    });
    Ok(Json(
        app.run_command(cycle_id, command, USER, correlation_id(&headers))
            .await?,
    ))
}

fn find_event(
    events: &[EventEnvelope],
    wanted: impl Fn(&DomainEvent) -> bool,
) -> Option<&EventEnvelope> {
    events.iter().find(|e| e.event().is_ok_and(|d| wanted(&d)))
}
