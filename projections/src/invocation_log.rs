//! The tool-invocation log: every audited call, accepted or rejected.

use chrono::{DateTime, Utc};
use decision_events::{ActorKind, DomainEvent, EventEnvelope, ToolInvocationRecorded};
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
    /// The user the call was made for (the record's metadata).
    pub actor: String,
    /// Whether the person, their agent, a service acting for them or
    /// decisiond made it (decision 28); `null` for calls recorded before
    /// it was, or without authentication.
    pub actor_kind: Option<ActorKind>,
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
            actor: event.metadata.actor.clone(),
            actor_kind: event.metadata.actor_kind,
        }),
        _ => None,
    }
}
