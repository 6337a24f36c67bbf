//! Audit records owed by calls that ended without one: the store failed
//! (503/500), or the call was abandoned — its request ran past the
//! deadline (`http/backpressure.rs` drops it) or its caller went away.
//! Such a call is remembered here, in memory and bounded, and a
//! background task records it as `internal_error` once the store answers.
//!
//! * **In doubt.** A call is registered when it reaches its cycle and
//!   settled when it gets an answer it can record. A dropped call future
//!   leaves its [`InDoubt`] guard armed, and the guard's `Drop` queues it:
//!   the backpressure middleware does not know the call, the guard does.
//! * **Exactly once.** The record's event id is `event_id_for(invocation,
//!   0)`, the id the call's own first event had. If the call did commit
//!   after all (a lost COMMIT answer, an abandoned append that a group
//!   commit finished), the store answers `DuplicateEventId` and nothing is
//!   recorded; if the record commits first, the late append fails on the
//!   same unique id. So a call has its own record or this one, never both,
//!   and this one existing means nothing of the call was stored.
//! * **Bounded.** At most [`MAX_ENTRIES`] calls and [`MAX_BYTES`] of
//!   recorded parameters wait; past either the oldest is dropped
//!   (`decisiond_pending_audits_total{outcome="dropped"}`). The queue dies
//!   with the process: a call failed by a store that never answers again
//!   before a crash stays unaudited (logged at the time).

mod record;
#[cfg(test)]
mod tests;

use chrono::{DateTime, Utc};
use decision_events::values::Component;
use decision_events::{EventMetadata, ToolInvocationRecorded, ToolResultClass};
use serde_json::Value;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Instant;
use tokio::sync::Notify;
use uuid::Uuid;

/// Calls waiting for their record, at most.
pub(crate) const MAX_ENTRIES: usize = 10_000;
/// Bytes of their recorded parameters and trigger contexts, at most (a
/// call's parameters are recorded whole up to 64 KiB).
pub(crate) const MAX_BYTES: usize = 64 << 20;

/// Why a call ended without its own record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Cause {
    /// The store was unavailable (answered 503).
    Store,
    /// Another internal error, the store's or ours (answered 500).
    Internal,
    /// The call future was dropped before it was answered.
    Abandoned,
}

impl Cause {
    /// The record's error text.
    fn error(self, reference: Uuid) -> String {
        let what = match self {
            Cause::Store => "the event store failed while recording this call",
            Cause::Internal => "the service failed while running this call",
            Cause::Abandoned => {
                "this call was abandoned before it was recorded (the request deadline passed \
                 or the caller went away)"
            }
        };
        format!(
            "{what} (reference {reference}); nothing of it was stored: retry it, with the same \
             Idempotency-Key if it had one"
        )
    }
}

/// A call owed a record, with what its record keeps.
#[derive(Debug, Clone)]
pub(crate) struct PendingAudit {
    pub(crate) cycle_id: Uuid,
    pub(crate) invocation_id: Uuid,
    pub(crate) tool_name: String,
    /// The component the call was decided in; `None` if it failed before
    /// its cycle was loaded (the cycle's component when recorded).
    pub(crate) component: Option<Component>,
    /// As the audit records parameters ([`AuditBounds::parameters`]).
    pub(crate) parameters: Value,
    pub(crate) conversation_turn: u32,
    pub(crate) trigger_context: Option<String>,
    pub(crate) metadata: EventMetadata,
    pub(crate) invoked_at: DateTime<Utc>,
    /// From `invoked_at` until the failure.
    pub(crate) duration_ms: u32,
    pub(crate) cause: Cause,
    /// Names the failure in the logs and in the record's error text.
    pub(crate) reference: Uuid,
}

impl PendingAudit {
    fn bytes(&self) -> usize {
        decision_store::guard::json_bytes(&self.parameters)
            + self.trigger_context.as_ref().map_or(0, String::len)
            + self.tool_name.len()
            + 512
    }

    /// The record: `internal_error`, no events appended.
    fn record(&self, component: Component) -> ToolInvocationRecorded {
        ToolInvocationRecorded {
            invocation_id: self.invocation_id,
            tool_name: self.tool_name.clone(),
            component,
            parameters: self.parameters.clone(),
            result: ToolResultClass::InternalError,
            result_data: None,
            error: Some(self.cause.error(self.reference)),
            events_appended: 0,
            conversation_turn: self.conversation_turn,
            trigger_context: self.trigger_context.clone(),
            invoked_at: self.invoked_at,
            duration_ms: self.duration_ms,
            replay_of: None,
        }
    }
}

/// The queue of calls owed a record.
#[derive(Default)]
pub(crate) struct PendingAudits {
    queue: Mutex<Queue>,
    arrived: Notify,
}

#[derive(Default)]
struct Queue {
    entries: VecDeque<PendingAudit>,
    bytes: usize,
    /// Calls dropped past the bounds, ever (logged every thousandth).
    dropped: u64,
}

impl PendingAudits {
    /// Drops the calls owed a record on an erased cycle (their parameters
    /// are the person's words; the cycle takes no more records).
    pub(crate) fn forget(&self, cycle_id: Uuid) {
        let mut queue = self.queue.lock().expect("pending audits poisoned");
        queue.entries.retain(|e| e.cycle_id != cycle_id);
        queue.bytes = queue.entries.iter().map(PendingAudit::bytes).sum();
    }

    /// Queues `entry`, dropping the oldest past the bounds.
    pub(crate) fn push(&self, entry: PendingAudit) {
        let mut queue = self.queue.lock().expect("pending audits poisoned");
        queue.bytes += entry.bytes();
        queue.entries.push_back(entry);
        while queue.entries.len() > MAX_ENTRIES
            || (queue.bytes > MAX_BYTES && queue.entries.len() > 1)
        {
            let oldest = queue.entries.pop_front().expect("not empty");
            queue.bytes -= oldest.bytes();
            queue.dropped += 1;
            count("dropped");
            // A long outage drops one per failed call: log a sample.
            if queue.dropped % 1000 == 1 {
                tracing::error!(
                    invocation_id = %oldest.invocation_id,
                    reference = %oldest.reference,
                    dropped = queue.dropped,
                    "the queue of failed calls is full: the oldest stay unaudited"
                );
            }
        }
        metrics::gauge!("decisiond_pending_audits").set(queue.entries.len() as f64);
        drop(queue);
        self.arrived.notify_one();
    }

    fn pop(&self) -> Option<PendingAudit> {
        let mut queue = self.queue.lock().expect("pending audits poisoned");
        let entry = queue.entries.pop_front()?;
        queue.bytes -= entry.bytes();
        metrics::gauge!("decisiond_pending_audits").set(queue.entries.len() as f64);
        Some(entry)
    }

    pub(crate) fn len(&self) -> usize {
        self.queue
            .lock()
            .expect("pending audits poisoned")
            .entries
            .len()
    }

    /// Registers a call that has reached its cycle: until it is settled, a
    /// failure or a drop queues what `make` builds (only then: the happy
    /// path copies nothing).
    pub(crate) fn in_doubt<F: FnOnce() -> PendingAudit>(self: &Arc<Self>, make: F) -> InDoubt<F> {
        InDoubt {
            audits: self.clone(),
            make: Some(make),
            component: None,
            invoked_at: Utc::now(),
            started: Instant::now(),
        }
    }
}

pub(crate) fn count(outcome: &'static str) {
    metrics::counter!("decisiond_pending_audits_total", "outcome" => outcome).increment(1);
}

/// A call in progress that has no record yet. Dropped while armed (the
/// call future was dropped), it queues the call as abandoned.
pub(crate) struct InDoubt<F: FnOnce() -> PendingAudit> {
    audits: Arc<PendingAudits>,
    make: Option<F>,
    component: Option<Component>,
    invoked_at: DateTime<Utc>,
    started: Instant,
}

impl<F: FnOnce() -> PendingAudit> InDoubt<F> {
    /// The call is answered with something it records (or that is not
    /// audited by design): nothing is owed.
    pub(crate) fn settle(mut self) {
        self.make = None;
    }

    /// The component the call is decided in, once its cycle is loaded.
    pub(crate) fn decided_in(&mut self, component: Component) {
        self.component = Some(component);
    }

    /// When the call's own clock starts (its record's `invoked_at`).
    pub(crate) fn clock(&mut self, invoked_at: DateTime<Utc>, started: Instant) {
        (self.invoked_at, self.started) = (invoked_at, started);
    }

    /// The call failed with `detail` (logged, never recorded): queue it.
    pub(crate) fn fail(mut self, cause: Cause, detail: &str) {
        self.queue(cause, detail);
    }

    fn queue(&mut self, cause: Cause, detail: &str) {
        let Some(make) = self.make.take() else {
            return;
        };
        let entry = PendingAudit {
            component: self.component,
            invoked_at: self.invoked_at,
            duration_ms: u32::try_from(self.started.elapsed().as_millis()).unwrap_or(u32::MAX),
            cause,
            ..make()
        };
        tracing::warn!(
            cycle_id = %entry.cycle_id,
            tool = %entry.tool_name,
            invocation_id = %entry.invocation_id,
            reference = %entry.reference,
            error = %detail,
            "tool call ended without its audit record; an internal_error record is queued"
        );
        count("queued");
        self.audits.push(entry);
    }
}

impl<F: FnOnce() -> PendingAudit> Drop for InDoubt<F> {
    fn drop(&mut self) {
        self.queue(
            Cause::Abandoned,
            "the call was dropped before it was answered",
        );
    }
}
