//! The audit record of a replayed read ([decision 26]): the same key and
//! request again is answered with the first call's answer, and is counted
//! and recorded like the call it repeats.
//!
//! [decision 26]: ../../../docs/decisions/0026-replayed-reads-count-like-calls.md

use crate::audit::AuditBounds;
use crate::handle::{Call, CallLimits};
use decision_events::{DomainEvent, NewEvent, ToolInvocationRecorded, event_id_for};

/// The record of `call`, a replay of the read `first` recorded: the first
/// call's tool, component, parameters and result (the answer the caller
/// gets again), with the replay's own invocation, turn, trigger, time and
/// duration, and `replay_of` naming the first. Ready to append, and as
/// stored (to apply to the state).
pub fn replay_record(
    first: &ToolInvocationRecorded,
    call: &Call,
    limits: &CallLimits,
    duration_ms: u32,
) -> (NewEvent, DomainEvent) {
    let bounds = AuditBounds::for_event_limit(limits.max_event_bytes);
    let record = ToolInvocationRecorded {
        invocation_id: call.invocation_id,
        tool_name: first.tool_name.clone(),
        component: first.component,
        parameters: first.parameters.clone(),
        result: first.result,
        result_data: first.result_data.clone(),
        error: first.error.clone(),
        events_appended: 0,
        conversation_turn: call.conversation_turn,
        trigger_context: call.trigger_context.map(str::to_owned),
        invoked_at: call.invoked_at,
        duration_ms,
        replay_of: Some(first.invocation_id),
    };
    bounds.event(
        record,
        event_id_for(call.invocation_id, 0),
        call.metadata,
        limits.max_event_bytes,
    )
}
