//! `POST /api/cycles`, `PUT /api/cycles/:id/component`,
//! `GET`/`PUT /api/cycles/:id/settings`.

use super::ApiError;
use super::auth::Authed;
use super::extract::{CycleId, JsonBody, correlation_id, idempotency_key};
use crate::app::App;
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use decision_events::values::Component;
use serde::Deserialize;

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct CreateBody {
    title: String,
}

pub(crate) async fn create(
    State(app): State<App>,
    Authed(caller): Authed,
    headers: HeaderMap,
    JsonBody(body): JsonBody<CreateBody>,
) -> Result<Response, ApiError> {
    let key = idempotency_key(&headers)?;
    let created = app
        .create_cycle(&body.title, &caller, key.as_ref(), correlation_id(&headers))
        .await?;
    let status = if created.created {
        StatusCode::CREATED
    } else {
        StatusCode::OK
    };
    Ok(replayed_if(!created.created, (status, Json(created))))
}

/// `DELETE /api/cycles/{id}`: erases the cycle everywhere the service
/// keeps it, leaving a tombstone (`App::erase_cycle`). Erasing again is a
/// 404: the cycle is gone.
pub(crate) async fn erase(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    Authed(caller): Authed,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let erased = app
        .erase_cycle(&caller, cycle_id, correlation_id(&headers))
        .await?;
    Ok(Json(erased).into_response())
}

/// `GET /api/cycles/{id}/export`: the cycle's events, document and audit
/// log as one JSON file (a download: `Content-Disposition: attachment`),
/// streamed.
pub(crate) async fn export(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    Authed(caller): Authed,
) -> Result<Response, ApiError> {
    let chunks = app.export_cycle(&caller, cycle_id).await?;
    // Streamed: the export is written a page of events at a time.
    let body = axum::body::Body::from_stream(tokio_stream::wrappers::ReceiverStream::new(chunks));
    let mut response = (
        [(
            axum::http::header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )],
        body,
    )
        .into_response();
    if let Ok(value) =
        HeaderValue::from_str(&format!("attachment; filename=\"cycle-{cycle_id}.json\""))
    {
        response
            .headers_mut()
            .insert(axum::http::header::CONTENT_DISPOSITION, value);
    }
    Ok(response)
}

/// A JSON answer, marked `Idempotent-Replayed: true` when it is a replay.
pub(crate) fn replayed_if(replayed: bool, answer: impl IntoResponse) -> Response {
    let mut response = answer.into_response();
    if replayed {
        response
            .headers_mut()
            .insert("idempotent-replayed", HeaderValue::from_static("true"));
    }
    response
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct NavigateBody {
    component: String,
}

pub(crate) async fn navigate(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    Authed(caller): Authed,
    headers: HeaderMap,
    JsonBody(body): JsonBody<NavigateBody>,
) -> Result<Response, ApiError> {
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
    let (navigated, replayed) = app
        .navigate(
            cycle_id,
            component,
            &caller,
            correlation_id(&headers),
            idempotency_key(&headers)?,
        )
        .await?;
    Ok(replayed_if(replayed, Json(navigated)))
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct SettingsBody {
    /// True: write tools that require confirmation are proposed, and run
    /// once the person approves. Turning it off needs `cycles:confirm`.
    require_confirmation: bool,
}

pub(crate) async fn settings(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    Authed(caller): Authed,
) -> Result<Response, ApiError> {
    Ok(Json(app.settings(&caller, cycle_id).await?).into_response())
}

pub(crate) async fn set_settings(
    State(app): State<App>,
    CycleId(cycle_id): CycleId,
    Authed(caller): Authed,
    headers: HeaderMap,
    JsonBody(body): JsonBody<SettingsBody>,
) -> Result<Response, ApiError> {
    let (outcome, replayed) = app
        .set_settings(
            &caller,
            cycle_id,
            body.require_confirmation,
            correlation_id(&headers),
            idempotency_key(&headers)?,
        )
        .await?;
    Ok(replayed_if(replayed, Json(outcome)))
}
