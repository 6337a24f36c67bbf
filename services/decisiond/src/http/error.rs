//! One error type for every handler: an application [`ErrorAnswer`] in
//! HTTP's words (status, body, `Retry-After`), or the door's own refusals
//! (routes, content types). Internal details are logged once with a
//! reference id and never sent to the client.

use crate::api_words::HttpWords;
use crate::app::{AppError, ErrorAnswer, ErrorBody};
use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use uuid::Uuid;

#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub message: String,
    /// Seconds a client should wait before retrying (503, 409 contention).
    pub retry_after: Option<u32>,
    /// A failed tool call's invocation (see [`ErrorAnswer::invocation_id`]).
    pub invocation_id: Option<Uuid>,
    /// The scope a 403 lacked: named in its challenge.
    pub scope: Option<decision_auth::Scope>,
}

impl ApiError {
    pub fn new(status: StatusCode, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            message: message.into(),
            retry_after: None,
            invocation_id: None,
            scope: None,
        }
    }
}

/// The HTTP status of a tool response.
pub fn status_of_result(result: decision_events::ToolResultClass) -> StatusCode {
    status(crate::app::status_of_result(result))
}

fn status(code: u16) -> StatusCode {
    StatusCode::from_u16(code).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR)
}

impl From<ErrorAnswer> for ApiError {
    /// The answer in HTTP's words ([`HttpWords`]).
    fn from(answer: ErrorAnswer) -> Self {
        ApiError {
            status: status(answer.kind.status()),
            message: answer.text(&HttpWords),
            retry_after: answer.retry_after,
            invocation_id: answer.invocation_id,
            scope: answer.scope,
        }
    }
}

impl From<AppError> for ApiError {
    fn from(e: AppError) -> Self {
        ApiError::from(ErrorAnswer::from(e))
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = ErrorBody {
            invocation_id: self.invocation_id,
            ..ErrorBody::new(self.message)
        };
        let mut response = (self.status, Json(body)).into_response();
        if let Some(seconds) = self.retry_after {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        if let Some(scope) = self.scope.filter(|_| self.status == StatusCode::FORBIDDEN) {
            // RFC 6750 §3.1: the token is valid but lacks this scope.
            let challenge = format!(
                "Bearer realm=\"{}\", error=\"insufficient_scope\", scope=\"{scope}\"",
                decision_auth::REALM
            );
            if let Ok(value) = HeaderValue::from_str(&challenge) {
                response
                    .headers_mut()
                    .insert(header::WWW_AUTHENTICATE, value);
            }
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

    #[test]
    fn app_errors_keep_their_http_status_text_and_retry_after() {
        let id = Uuid::nil();
        let missing = ApiError::from(AppError::CycleNotFound(id));
        assert_eq!(missing.status, StatusCode::NOT_FOUND);
        assert_eq!(
            missing.message,
            format!("no cycle {id}: create one with POST /api/cycles")
        );
        let contended = ApiError::from(AppError::Contended(id));
        assert_eq!(
            (contended.status, contended.retry_after),
            (StatusCode::CONFLICT, Some(1))
        );
        assert_eq!(
            contended.message,
            format!("cycle {id} is being changed concurrently; retry the call")
        );
        let limited = ApiError::from(AppError::RateLimited {
            message: "too many live streams at once: at most 8 per user (the service's \
                      --max-streams-per-user)"
                .into(),
            retry_after: 1,
            instead: Some("close one".into()),
        });
        assert_eq!(
            (limited.status, limited.retry_after),
            (StatusCode::TOO_MANY_REQUESTS, Some(1))
        );
        assert_eq!(
            limited.message,
            "too many live streams at once: at most 8 per user (the service's \
             --max-streams-per-user); close one, or retry after the Retry-After seconds"
        );
        let unavailable = ApiError::from(AppError::Unavailable("down".into()));
        assert_eq!(
            (unavailable.status, unavailable.retry_after),
            (StatusCode::SERVICE_UNAVAILABLE, Some(1))
        );
        assert_eq!(
            unavailable.message,
            "the event store is unavailable; retry shortly"
        );
    }
}
