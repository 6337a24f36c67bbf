//! Request parsing with errors that say what to send instead.

use super::ApiError;
use crate::app::{App, IdempotencyKey};
use axum::extract::rejection::{JsonRejection, PathRejection};
use axum::extract::{FromRequest, FromRequestParts, Path, Request};
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode};
use serde::de::DeserializeOwned;
use uuid::Uuid;

/// A JSON body; malformed JSON, a wrong content type, a wrong shape or an
/// oversized body each get their own 4xx.
pub struct JsonBody<T>(pub T);

impl<T: DeserializeOwned> FromRequest<App> for JsonBody<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, app: &App) -> Result<Self, Self::Rejection> {
        match axum::Json::<T>::from_request(req, app).await {
            Ok(axum::Json(value)) => Ok(JsonBody(value)),
            Err(rejection) => Err(json_error(rejection, app.limits().max_body_bytes)),
        }
    }
}

fn json_error(rejection: JsonRejection, max_body_bytes: usize) -> ApiError {
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
        JsonRejection::BytesRejection(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => {
            ApiError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                format!("the body is larger than the limit of {max_body_bytes} bytes"),
            )
        }
        other => ApiError::new(other.status(), other.body_text()),
    }
}

/// The `:id` of a cycle route, which must be a UUID.
pub struct CycleId(pub Uuid);

impl<S: Send + Sync> FromRequestParts<S> for CycleId {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let Path(params): Path<Vec<(String, String)>> = Path::from_request_parts(parts, state)
            .await
            .map_err(|e: PathRejection| ApiError::new(StatusCode::BAD_REQUEST, e.body_text()))?;
        let raw = params
            .iter()
            .find(|(k, _)| k == "id")
            .map(|(_, v)| v.as_str())
            .unwrap_or_default();
        Uuid::parse_str(raw).map(CycleId).map_err(|_| {
            ApiError::new(
                StatusCode::NOT_FOUND,
                format!("no cycle `{raw}`: cycle ids are UUIDs, as returned by POST /api/cycles"),
            )
        })
    }
}

/// The `Idempotency-Key` header, checked by the one rule every door uses.
pub fn idempotency_key(headers: &HeaderMap) -> Result<Option<IdempotencyKey>, ApiError> {
    let raw = headers.get("idempotency-key").map(|v| v.as_bytes());
    Ok(IdempotencyKey::parse(raw, crate::api_words::KEY_HEADER)?)
}

/// `X-Correlation-Id`, when it is a UUID.
pub fn correlation_id(headers: &HeaderMap) -> Option<Uuid> {
    headers
        .get("x-correlation-id")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| Uuid::parse_str(v.trim()).ok())
}

/// Query-string parameters; a malformed one is a 422 naming what is wrong.
pub struct QueryParams<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequestParts<S> for QueryParams<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        axum::extract::Query::<T>::from_request_parts(parts, state)
            .await
            .map(|axum::extract::Query(value)| QueryParams(value))
            .map_err(|e| {
                ApiError::new(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    format!("invalid query string: {}", e.body_text()),
                )
            })
    }
}
