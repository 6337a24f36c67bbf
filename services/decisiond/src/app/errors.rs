//! Failures of the application service (rejections of a tool call are not
//! errors: they are answered in the tool response). Each door answers them
//! through [`super::ErrorAnswer`]; the texts here name no door's mechanism
//! (a remedy such as "create a cycle" or "retry later" is the door's to
//! word).

use decision_domain::{Rejection, RejectionClass};
use decision_store::StoreError;
use uuid::Uuid;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// No such cycle (or another user's): the remedy is to create one.
    #[error("no cycle {0}")]
    CycleNotFound(Uuid),
    /// A request was refused (a non-tool command, a reused key, a limit):
    /// the rejection's message and remedy.
    #[error("{0}")]
    Rejected(Rejection),
    /// The cycle kept changing under us; the caller may retry.
    #[error("cycle {0} is being changed concurrently; retry the call")]
    Contended(Uuid),
    /// A header or other envelope value is malformed (400): which one, and
    /// what is allowed.
    #[error("{0}")]
    BadRequest(String),
    /// The caller is known but may not do this.
    #[error("{0}")]
    Forbidden(String),
    /// The caller's token lacks `scope` (403; HTTP names the scope in its
    /// `WWW-Authenticate` challenge, RFC 6750 §3).
    #[error("{message}")]
    MissingScope {
        scope: decision_auth::Scope,
        message: String,
    },
    /// A rate limit or budget ran out; `retry_after` is in seconds, and
    /// `instead` another way out, when there is one ("close one").
    #[error("{message}")]
    RateLimited {
        message: String,
        retry_after: u32,
        instead: Option<String>,
    },
    #[error("the event store is unavailable; retry shortly")]
    Unavailable(String),
    /// A bug or a broken store. The text is logged, never sent to clients.
    #[error("internal error")]
    Internal(String),
    /// A tool call that failed after reaching its cycle (a store outage or
    /// an internal error; its detail is already logged with `reference`):
    /// the answer and the call's `internal_error` audit record name the
    /// same reference and invocation.
    #[error("the call failed (reference {reference})")]
    CallFailed {
        /// The event store was unavailable (503), else an internal error (500).
        unavailable: bool,
        reference: Uuid,
        invocation_id: Uuid,
    },
}

impl AppError {
    /// A request refused as invalid (422), naming no field.
    pub(crate) fn invalid(message: impl Into<String>) -> AppError {
        AppError::Rejected(Rejection::new(RejectionClass::Validation, None, message))
    }
}

impl From<StoreError> for AppError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Unavailable(m) => AppError::Unavailable(m),
            // The edge refuses what no store keeps before it gets here;
            // this answers a miss as the same 422, never a 500.
            StoreError::Refused(message) => AppError::invalid(message),
            other => AppError::Internal(other.to_string()),
        }
    }
}

impl From<Rejection> for AppError {
    fn from(r: Rejection) -> Self {
        AppError::Rejected(r)
    }
}
