//! `POST /api/cycles`, `PUT /api/cycles/:id/component`.

use super::ApiError;
use super::auth::Authed;
use super::extract::{CycleId, JsonBody, correlation_id, idempotency_key};
use crate::app::{App, CycleCreated, Navigated};
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use decision_events::values::Component;
use serde::Deserialize;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CreateBody {
    title: String,
}

pub(crate) async fn create(
    State(app): State<App>,
    Authed(caller): Authed,
    headers: HeaderMap,
    JsonBody(body): JsonBody<CreateBody>,
) -> Result<(StatusCode, Json<CycleCreated>), ApiError> {
    let key = idempotency_key(&headers)?;
    let created = app
        .create_cycle(
            &body.title,
            &caller,
            key.as_deref(),
            correlation_id(&headers),
        )
        .await?;
    let status = if created.created {
        StatusCode::CREATED
    } else {
        StatusCode::OK
    };
    Ok((status, Json(created)))
}

#[derive(Deserialize)]
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
) -> Result<Json<Navigated>, ApiError> {
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
    let navigated = app
        .navigate(cycle_id, component, &caller, correlation_id(&headers))
        .await?;
    Ok(Json(navigated))
}
