//! The tool-invocation log: every audited call, accepted or rejected.

use chrono::{DateTime, Utc};
use decision_events::{DomainEvent, EventEnvelope, ToolInvocationRecorded};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// One row of the log (the seed's `tool_invocations` table): the audit
/// record as the agent's call left it, plus where it sits in the store.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct InvocationRecord {
    #[serde(flatten)]
    pub call: ToolInvocationRecorded,
    pub completed_at: DateTime<Utc>,
    /// Feed position and stream version of the audit record.
    pub position: i64,
    pub version: u64,
}

/// The invocation log of the given events, in stream order. Events that are
/// not audit records, or do not decode, are skipped.
pub fn fold(events: &[EventEnvelope]) -> Vec<InvocationRecord> {
    events.iter().filter_map(record).collect()
}

/// One event's row of the log: `None` unless it is an audit record that
/// decodes.
pub fn record(event: &EventEnvelope) -> Option<InvocationRecord> {
    if event.event_type != ToolInvocationRecorded::EVENT_TYPE {
        return None;
    }
    match event.event() {
        Ok(DomainEvent::ToolInvocationRecorded(call)) => Some(InvocationRecord {
            completed_at: call.invoked_at
                + chrono::Duration::milliseconds(i64::from(call.duration_ms)),
            call,
            position: event.position,
            version: event.version,
        }),
        _ => None,
    }
}
