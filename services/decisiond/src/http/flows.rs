//! The user's answers to the agent's flows (seed 000): resolving revisit
//! suggestions and answering confirmation requests. (The pending lists are
//! read models: see `views.rs`.) The user answers through the UI, so the
//! UI's caller is the actor.

use super::ApiError;
use super::auth::Authed;
use super::extract::{CycleId, JsonBody, correlation_id};
use crate::app::{App, CommandOutcome};
use axum::Json;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use decision_domain::{Command, ResolveRevisit, RespondToConfirmation};
use serde::Deserialize;

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
    Authed(caller): Authed,
    headers: HeaderMap,
    JsonBody(body): JsonBody<ResolveBody>,
) -> Result<Json<CommandOutcome>, ApiError> {
    let command = Command::ResolveRevisit(ResolveRevisit {
        id: revisit_id,
        accept: matches!(body.action, RevisitAction::Accept),
        resolution: body.resolution.unwrap_or_default(),
    });
    Ok(Json(
        app.run_command(cycle_id, command, &caller, correlation_id(&headers))
            .await?,
    ))
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
    Authed(caller): Authed,
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
        app.run_command(cycle_id, command, &caller, correlation_id(&headers))
            .await?,
    ))
}
