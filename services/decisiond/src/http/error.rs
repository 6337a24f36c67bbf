//! One error type for every handler. Internal details are logged once with
//! a reference id and never sent to the client.

use crate::app::AppError;
use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use decision_domain::RejectionClass;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub message: String,
    /// Seconds a client should wait before retrying (503, 409 contention).
    pub retry_after: Option<u32>,
}

impl ApiError {
    pub fn new(status: StatusCode, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            message: message.into(),
            retry_after: None,
        }
    }
}

/// The HTTP status of a tool response (also sent by the NATS intake).
pub fn status_of_result(result: decision_events::ToolResultClass) -> StatusCode {
    use decision_events::ToolResultClass::*;
    match result {
        Success => StatusCode::OK,
        ValidationError => StatusCode::UNPROCESSABLE_ENTITY,
        NotFound => StatusCode::NOT_FOUND,
        Conflict => StatusCode::CONFLICT,
        InternalError => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

pub(crate) fn status_of(class: RejectionClass) -> StatusCode {
    match class {
        RejectionClass::Validation => StatusCode::UNPROCESSABLE_ENTITY,
        RejectionClass::NotFound => StatusCode::NOT_FOUND,
        RejectionClass::Conflict => StatusCode::CONFLICT,
    }
}

impl From<AppError> for ApiError {
    fn from(e: AppError) -> Self {
        match e {
            AppError::CycleNotFound(_) => ApiError::new(StatusCode::NOT_FOUND, e.to_string()),
            AppError::Rejected { class, message } => ApiError::new(status_of(class), message),
            AppError::Forbidden(message) => ApiError::new(StatusCode::FORBIDDEN, message),
            AppError::BadRequest(message) => ApiError::new(StatusCode::BAD_REQUEST, message),
            AppError::RateLimited {
                message,
                retry_after,
            } => ApiError {
                retry_after: Some(retry_after),
                ..ApiError::new(StatusCode::TOO_MANY_REQUESTS, message)
            },
            AppError::Contended(_) => ApiError {
                retry_after: Some(1),
                ..ApiError::new(StatusCode::CONFLICT, e.to_string())
            },
            AppError::Unavailable(ref detail) => {
                tracing::warn!(error = %detail, "event store unavailable");
                ApiError {
                    retry_after: Some(1),
                    ..ApiError::new(StatusCode::SERVICE_UNAVAILABLE, e.to_string())
                }
            }
            AppError::Internal(detail) => {
                let reference = Uuid::now_v7();
                tracing::error!(%reference, error = %detail, "internal error");
                ApiError::new(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    format!("internal error (reference {reference}); the call may be retried"),
                )
            }
        }
    }
}

/// Every error body: the tool-response shape with `success: false`, so
/// clients parse one shape.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct ErrorBody {
    /// Always false.
    pub success: bool,
    /// Always null.
    pub data: Option<()>,
    /// What went wrong and what to send instead.
    pub error: String,
    /// Always false.
    pub document_updated: bool,
    /// Always null.
    pub invocation_id: Option<Uuid>,
    /// Always null.
    pub position: Option<i64>,
}

impl ErrorBody {
    pub fn new(message: String) -> ErrorBody {
        ErrorBody {
            success: false,
            data: None,
            error: message,
            document_updated: false,
            invocation_id: None,
            position: None,
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = ErrorBody::new(self.message);
        let mut response = (self.status, Json(body)).into_response();
        if let Some(seconds) = self.retry_after {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        response
    }
}

pub(crate) async fn no_route() -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        "no such endpoint; see the README for the API (e.g. POST /api/cycles, POST /api/cycles/:id/tools/:name)",
    )
}

pub(crate) async fn method_not_allowed() -> ApiError {
    ApiError::new(
        StatusCode::METHOD_NOT_ALLOWED,
        "method not allowed on this endpoint",
    )
}

pub(crate) fn panic_response(_: Box<dyn std::any::Any + Send + 'static>) -> Response {
    let reference = Uuid::now_v7();
    tracing::error!(%reference, "handler panicked");
    ApiError::new(
        StatusCode::INTERNAL_SERVER_ERROR,
        format!("internal error (reference {reference})"),
    )
    .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn internal_and_store_details_never_reach_the_client() {
        let secret_detail =
            "ERROR: relation \"events\" does not exist at character 15 (SQLSTATE 42P01)";
        for error in [
            AppError::Internal(secret_detail.into()),
            AppError::Unavailable(secret_detail.into()),
            AppError::from(decision_store::StoreError::Internal(secret_detail.into())),
        ] {
            let api = ApiError::from(error);
            assert!(!api.message.contains("relation"), "{}", api.message);
            assert!(!api.message.contains("SQLSTATE"), "{}", api.message);
            assert!(api.status.is_server_error());
        }
    }
}
