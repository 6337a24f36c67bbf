//! The user's answers to the agent's flows (seed 000): resolving revisit
//! suggestions and answering confirmation requests. (The pending lists are
//! read models: see `views.rs`.) The user answers through the UI, so the
//! UI's caller is the actor.

use super::ApiError;
use super::auth::Authed;
use super::cycles::replayed_if;
use super::extract::{CycleId, JsonBody, correlation_id, idempotency_key};
use crate::app::{App, Caller, CommandRequest};
use axum::Json;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::Response;
use decision_domain::{Command, ResolveRevisit, RespondToConfirmation};
use serde::Deserialize;
use uuid::Uuid;

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub(crate) enum RevisitAction {
    Accept,
    Dismiss,
}

#[derive(Deserialize, schemars::JsonSchema)]
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
    Authed(caller): Authed,
    headers: HeaderMap,
    JsonBody(body): JsonBody<ResolveBody>,
) -> Result<Response, ApiError> {
    let command = Command::ResolveRevisit(ResolveRevisit {
        id: revisit_id,
        accept: matches!(body.action, RevisitAction::Accept),
        resolution: body.resolution.unwrap_or_default(),
    });
    run(&app, cycle_id, command, &caller, &headers).await
}

#[derive(Deserialize, schemars::JsonSchema)]
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
    Authed(caller): Authed,
    headers: HeaderMap,
    JsonBody(body): JsonBody<RespondBody>,
) -> Result<Response, ApiError> {
    let command = Command::RespondToConfirmation(RespondToConfirmation {
        confirmation_id,
        option_index: body.option_index,
        text: body.text,
        decline: body.decline,
    });
    let (outcome, replayed) = app
        .respond(CommandRequest {
            cycle_id,
            command,
            caller: &caller,
            correlation_id: correlation_id(&headers),
            idempotency_key: idempotency_key(&headers)?,
        })
        .await?;
    Ok(replayed_if(replayed, Json(outcome)))
}

/// Runs the user's command, with the request's correlation id and key.
async fn run(
    app: &App,
    cycle_id: Uuid,
    command: Command,
    caller: &Caller,
    headers: &HeaderMap,
) -> Result<Response, ApiError> {
    let (outcome, replayed) = app
        .run_command(CommandRequest {
            cycle_id,
            command,
            caller,
            correlation_id: correlation_id(headers),
            idempotency_key: idempotency_key(headers)?,
        })
        .await?;
    Ok(replayed_if(replayed, Json(outcome)))
}
