//! Failures of the application service (rejections of a tool call are not
//! errors: they are answered in the tool response).

use decision_store::StoreError;
use uuid::Uuid;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("no cycle {0}: create one with POST /api/cycles")]
    CycleNotFound(Uuid),
    /// A non-tool request was refused by the domain (e.g. a blank title).
    #[error("{message}")]
    Rejected {
        class: decision_domain::RejectionClass,
        message: String,
    },
    /// The cycle kept changing under us; the caller may retry.
    #[error("cycle {0} is being changed concurrently; retry the call")]
    Contended(Uuid),
    /// A header or other envelope value is malformed (400): which one, and
    /// what is allowed.
    #[error("{0}")]
    BadRequest(String),
    /// The caller is known but may not do this (a missing scope).
    #[error("{0}")]
    Forbidden(String),
    /// A rate limit or budget ran out; `retry_after` is in seconds.
    #[error("{message}")]
    RateLimited { message: String, retry_after: u32 },
    #[error("the event store is unavailable; retry shortly")]
    Unavailable(String),
    /// A bug or a broken store. The text is logged, never sent to clients.
    #[error("internal error")]
    Internal(String),
}

impl From<StoreError> for AppError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Unavailable(m) => AppError::Unavailable(m),
            // The edge refuses what no store keeps before it gets here;
            // this answers a miss as the same 422, never a 500.
            StoreError::Refused(message) => AppError::Rejected {
                class: decision_domain::RejectionClass::Validation,
                message,
            },
            other => AppError::Internal(other.to_string()),
        }
    }
}

impl From<decision_domain::Rejection> for AppError {
    fn from(r: decision_domain::Rejection) -> Self {
        AppError::Rejected {
            class: r.class,
            message: r.message,
        }
    }
}
