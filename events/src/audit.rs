//! The audit record of a tool call.

use crate::values::Component;
use chrono::{DateTime, Utc};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use uuid::Uuid;

/// How a tool call ended (the seed's `ToolResult`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ToolResultClass {
    Success,
    ValidationError,
    NotFound,
    Conflict,
    InternalError,
}

impl ToolResultClass {
    pub fn as_str(self) -> &'static str {
        match self {
            ToolResultClass::Success => "success",
            ToolResultClass::ValidationError => "validation_error",
            ToolResultClass::NotFound => "not_found",
            ToolResultClass::Conflict => "conflict",
            ToolResultClass::InternalError => "internal_error",
        }
    }
}

/// One tool invocation, accepted or rejected, read or write. Appended to the
/// cycle's stream after the events the call produced (if any), in the same
/// transaction, so the audit log and the decision can never disagree.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolInvocationRecorded {
    pub invocation_id: Uuid,
    /// The tool called; a name no tool has is cut to 64 characters.
    pub tool_name: String,
    /// The component the cycle was in when the tool was called.
    pub component: Component,
    /// The parameters as sent; past the audit's size bound, an object
    /// `{omitted, bytes, sha256, excerpt}` in their place.
    pub parameters: Value,
    pub result: ToolResultClass,
    /// The response's `data` (on success): a write's as returned (past the
    /// size bound, `{omitted, bytes, sha256}`); a read's always
    /// `{omitted, bytes, sha256}`, since it follows from the events before
    /// this record.
    pub result_data: Option<Value>,
    /// The response's `error` text (on rejection), cut at 4,000 characters;
    /// for `internal_error`, what failed and a reference to the service's
    /// log (such a record means nothing else of the call was stored).
    pub error: Option<String>,
    /// Number of domain events the call appended before this record.
    pub events_appended: u32,
    pub conversation_turn: u32,
    pub trigger_context: Option<String>,
    pub invoked_at: DateTime<Utc>,
    pub duration_ms: u32,
    /// A replay (the same idempotency key and request again) of the read
    /// this invocation names: the caller got that read's answer again,
    /// and the replay is counted like a call (decision 26). Null on every
    /// first call. (Version 2; version 1 had no such field.)
    pub replay_of: Option<Uuid>,
}
