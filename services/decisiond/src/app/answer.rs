//! Failures as every door answers them, defined once: an [`ErrorAnswer`]
//! is the kind of failure (which fixes the status code), what went wrong,
//! what to do ([`Remedy`], which each door words its own way) and when to
//! retry. HTTP turns it into a response, NATS into its reply (the same
//! body, the status in `Decision-Status`), MCP into an `isError` result.

use super::{AppError, Denied};
use decision_domain::rejection::with_remedy;
use decision_domain::{RejectionClass, Remedy, RemedyWords};
use decision_events::ToolResultClass;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// The kind of a failure: it fixes the status code every door reports
/// (HTTP's status, NATS's `Decision-Status`, the HTTP status a call would
/// have had).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// A malformed envelope: a header, the body's JSON syntax.
    BadRequest,
    /// No usable credentials.
    Unauthenticated,
    /// Known, but not allowed to do this.
    Forbidden,
    /// No such cycle, tool, id or endpoint.
    NotFound,
    /// A conflict with the cycle's state, or contention.
    Conflict,
    /// The body is over the limit.
    TooLarge,
    /// Well-formed, but invalid (parameters, a reused key, a limit).
    Invalid,
    /// A rate limit or budget ran out.
    RateLimited,
    /// A bug or a broken store: details only in the logs.
    Internal,
    /// The event store is unavailable.
    Unavailable,
}

impl ErrorKind {
    /// The status code of this kind of failure.
    pub fn status(self) -> u16 {
        match self {
            ErrorKind::BadRequest => 400,
            ErrorKind::Unauthenticated => 401,
            ErrorKind::Forbidden => 403,
            ErrorKind::NotFound => 404,
            ErrorKind::Conflict => 409,
            ErrorKind::TooLarge => 413,
            ErrorKind::Invalid => 422,
            ErrorKind::RateLimited => 429,
            ErrorKind::Internal => 500,
            ErrorKind::Unavailable => 503,
        }
    }

    pub fn of_rejection(class: RejectionClass) -> ErrorKind {
        match class {
            RejectionClass::Validation => ErrorKind::Invalid,
            RejectionClass::NotFound => ErrorKind::NotFound,
            RejectionClass::Conflict => ErrorKind::Conflict,
        }
    }
}

/// The status code of a tool response (every door reports the same).
pub fn status_of_result(result: ToolResultClass) -> u16 {
    match result {
        ToolResultClass::Success => 200,
        ToolResultClass::ValidationError => 422,
        ToolResultClass::NotFound => 404,
        ToolResultClass::Conflict => 409,
        ToolResultClass::InternalError => 500,
    }
}

/// A failure as every door answers it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ErrorAnswer {
    pub kind: ErrorKind,
    /// What went wrong, in words that name no door's mechanism.
    pub message: String,
    /// What to do, for the door to word ([`ErrorAnswer::text`]).
    pub remedy: Option<Remedy>,
    /// Seconds to wait before retrying (a rate limit, contention, an
    /// unavailable store).
    pub retry_after: Option<u32>,
    /// The tool call's invocation, when a call failed inside the service
    /// (its audit record has the same id and names the same reference).
    pub invocation_id: Option<Uuid>,
    /// The scope a 403 lacked, for a door that names it (HTTP's
    /// `WWW-Authenticate`).
    pub scope: Option<decision_auth::Scope>,
}

impl ErrorAnswer {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> ErrorAnswer {
        ErrorAnswer {
            kind,
            message: message.into(),
            remedy: None,
            retry_after: None,
            invocation_id: None,
            scope: None,
        }
    }

    fn retry_after(mut self, seconds: u32) -> ErrorAnswer {
        self.retry_after = Some(seconds);
        self
    }

    /// The text in a door's words: the message, then the remedy.
    pub fn text(&self, words: &dyn RemedyWords) -> String {
        with_remedy(&self.message, self.remedy.as_ref(), words)
    }

    /// The error body in a door's words.
    pub fn body(&self, words: &dyn RemedyWords) -> ErrorBody {
        ErrorBody {
            invocation_id: self.invocation_id,
            ..ErrorBody::new(self.text(words))
        }
    }
}

impl From<AppError> for ErrorAnswer {
    /// Logs what clients never see: an unavailable store's detail, and an
    /// internal error's under the reference the answer names.
    fn from(e: AppError) -> Self {
        match e {
            AppError::CycleNotFound(_) => ErrorAnswer {
                remedy: Some(Remedy::CreateCycle),
                ..ErrorAnswer::new(ErrorKind::NotFound, e.to_string())
            },
            AppError::Rejected(rejection) => ErrorAnswer {
                kind: ErrorKind::of_rejection(rejection.class),
                message: rejection.message,
                remedy: rejection.remedy,
                retry_after: None,
                invocation_id: None,
                scope: None,
            },
            AppError::Forbidden(message) => ErrorAnswer::new(ErrorKind::Forbidden, message),
            AppError::MissingScope { scope, message } => ErrorAnswer {
                scope: Some(scope),
                ..ErrorAnswer::new(ErrorKind::Forbidden, message)
            },
            AppError::BadRequest(message) => ErrorAnswer::new(ErrorKind::BadRequest, message),
            AppError::RateLimited {
                message,
                retry_after,
                instead,
            } => ErrorAnswer {
                remedy: Some(Remedy::RetryAfter {
                    seconds: retry_after,
                    instead,
                }),
                ..ErrorAnswer::new(ErrorKind::RateLimited, message).retry_after(retry_after)
            },
            AppError::Contended(_) => {
                ErrorAnswer::new(ErrorKind::Conflict, e.to_string()).retry_after(1)
            }
            AppError::Unavailable(ref detail) => {
                tracing::warn!(error = %detail, "event store unavailable");
                ErrorAnswer::new(ErrorKind::Unavailable, e.to_string()).retry_after(1)
            }
            AppError::Internal(detail) => {
                let reference = Uuid::now_v7();
                tracing::error!(%reference, error = %detail, "internal error");
                ErrorAnswer::new(
                    ErrorKind::Internal,
                    format!("internal error (reference {reference}); the call may be retried"),
                )
            }
            // Logged with the reference where the call was queued for its
            // audit record (`pending_audits`).
            AppError::CallFailed {
                unavailable,
                reference,
                invocation_id,
            } => {
                let answer = if unavailable {
                    ErrorAnswer::new(
                        ErrorKind::Unavailable,
                        format!(
                            "the event store is unavailable (reference {reference}); retry shortly"
                        ),
                    )
                    .retry_after(1)
                } else {
                    ErrorAnswer::new(
                        ErrorKind::Internal,
                        format!("internal error (reference {reference}); the call may be retried"),
                    )
                };
                ErrorAnswer {
                    invocation_id: Some(invocation_id),
                    ..answer
                }
            }
        }
    }
}

impl From<Denied> for ErrorAnswer {
    fn from(denied: Denied) -> Self {
        match denied {
            Denied::BadRequest(message) => ErrorAnswer::new(ErrorKind::BadRequest, message),
            Denied::Unauthenticated(message) => {
                ErrorAnswer::new(ErrorKind::Unauthenticated, message)
            }
            Denied::Forbidden(message) => ErrorAnswer::new(ErrorKind::Forbidden, message),
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
    /// The failed tool call's invocation (its audit record names the same
    /// reference as `error`); null for every other error.
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

#[cfg(test)]
mod tests {
    use super::*;
    use decision_domain::PlainWords;

    #[test]
    fn internal_and_store_details_never_reach_the_client() {
        let secret_detail =
            "ERROR: relation \"events\" does not exist at character 15 (SQLSTATE 42P01)";
        for error in [
            AppError::Internal(secret_detail.into()),
            AppError::Unavailable(secret_detail.into()),
            AppError::from(decision_store::StoreError::Internal(secret_detail.into())),
        ] {
            let answer = ErrorAnswer::from(error);
            let text = answer.text(&PlainWords);
            assert!(!text.contains("relation"), "{text}");
            assert!(!text.contains("SQLSTATE"), "{text}");
            assert!(answer.kind.status() >= 500, "{answer:?}");
        }
    }

    #[test]
    fn remedies_stay_data_until_a_door_words_them() {
        let missing = ErrorAnswer::from(AppError::CycleNotFound(Uuid::nil()));
        assert_eq!(missing.kind.status(), 404);
        assert_eq!(missing.message, format!("no cycle {}", Uuid::nil()));
        assert_eq!(missing.remedy, Some(Remedy::CreateCycle));
        let limited = ErrorAnswer::from(AppError::RateLimited {
            message: "rate limit: at most 1 requests per second per user".into(),
            retry_after: 3,
            instead: None,
        });
        assert_eq!((limited.kind.status(), limited.retry_after), (429, Some(3)));
        assert_eq!(
            limited.text(&PlainWords),
            "rate limit: at most 1 requests per second per user; retry in 3 s"
        );
        let contended = ErrorAnswer::from(AppError::Contended(Uuid::nil()));
        assert_eq!(
            (contended.kind.status(), contended.retry_after),
            (409, Some(1))
        );
    }
}
