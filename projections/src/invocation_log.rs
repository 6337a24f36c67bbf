//! The tool-invocation log: every audited call, accepted or rejected.

use chrono::{DateTime, Utc};
use decision_events::values::Component;
use decision_events::{DomainEvent, EventEnvelope, ToolResultClass};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use uuid::Uuid;

/// One row of the log (the seed's `tool_invocations` table).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct InvocationRecord {
    pub invocation_id: Uuid,
    pub tool_name: String,
    pub component: Component,
    pub parameters: Value,
    pub result: ToolResultClass,
    pub result_data: Option<Value>,
    pub error: Option<String>,
    pub events_appended: u32,
    pub conversation_turn: u32,
    pub trigger_context: Option<String>,
    pub invoked_at: DateTime<Utc>,
    pub completed_at: DateTime<Utc>,
    pub duration_ms: u32,
    /// Feed position and stream version of the audit record.
    pub position: i64,
    pub version: u64,
}

/// Optional filters of `GET /api/cycles/:id/tools/invocations`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InvocationFilter {
    pub tool: Option<String>,
    pub result: Option<ToolResultClass>,
    pub component: Option<Component>,
}

impl InvocationFilter {
    pub fn matches(&self, r: &InvocationRecord) -> bool {
        self.tool.as_ref().is_none_or(|t| *t == r.tool_name)
            && self.result.is_none_or(|c| c == r.result)
            && self.component.is_none_or(|c| c == r.component)
    }
}

/// The invocation log of the given events, in stream order. Events that are
/// not audit records, or do not decode, are skipped.
pub fn fold(events: &[EventEnvelope]) -> Vec<InvocationRecord> {
    events
        .iter()
        .filter(|e| e.event_type == "ToolInvocationRecorded")
        .filter_map(|e| match e.event() {
            Ok(DomainEvent::ToolInvocationRecorded(r)) => Some(InvocationRecord {
                invocation_id: r.invocation_id,
                tool_name: r.tool_name,
                component: r.component,
                parameters: r.parameters,
                result: r.result,
                result_data: r.result_data,
                error: r.error,
                events_appended: r.events_appended,
                conversation_turn: r.conversation_turn,
                trigger_context: r.trigger_context,
                invoked_at: r.invoked_at,
                completed_at: r.invoked_at
                    + chrono::Duration::milliseconds(i64::from(r.duration_ms)),
                duration_ms: r.duration_ms,
                position: e.position,
                version: e.version,
            }),
            _ => None,
        })
        .collect()
}
