//! The answer to a tool call (DESIGN §5), accepted or rejected alike: the
//! one shape every door sends (HTTP body, NATS reply, MCP structured
//! content's source).

use decision_events::ToolResultClass;
use decision_events::values::Component;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use uuid::Uuid;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolResponse {
    pub success: bool,
    /// The tool's result (its `returns` schema); null when rejected.
    pub data: Option<Value>,
    /// What went wrong and what to send instead; null when accepted.
    pub error: Option<String>,
    /// True when the call changed what the decision document shows (a
    /// section's markdown or status, or the general notes); a revisit
    /// suggestion, a confirmation request or the same rating again leave
    /// it false.
    pub document_updated: bool,
    /// True when the confirmation gate held the call: it did not run, and
    /// `data` is the proposal (its `confirmation_id`); the person's
    /// approval runs it. Absent otherwise.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub confirmation_required: bool,
    pub invocation_id: Uuid,
    /// Global feed position of the call's audit record (its last event);
    /// pass it as `min_position` to read your write.
    pub position: Option<i64>,
    /// The result class, as audited.
    pub result: ToolResultClass,
    /// What would move the decision on now, compactly (seed 000's
    /// `ToolResponse.suggestions`): the tools `next_steps` names for the
    /// current component, most useful first; empty when it is complete.
    #[serde(default)]
    pub suggestions: Vec<String>,
    #[serde(rename = "_meta")]
    pub meta: ToolResponseMeta,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolResponseMeta {
    pub tool: String,
    pub component: Component,
    pub duration_ms: u32,
    pub events_appended: u32,
}
