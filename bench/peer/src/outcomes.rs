//! Getting a decided command's result back out of cqrs-es.
//!
//! `CqrsFramework::execute` answers `Ok(())`; what the command decided
//! (the tool's result, the rejection text, the new sequence) is in the
//! events it committed. cqrs-es hands committed events to its query
//! processors, in order, before `execute` returns, so one in-memory
//! `Query` picks up the events of the commands this process is waiting on
//! (matched by the `command_id` metadata every command carries).

use crate::aggregate::CycleAggregate;
use async_trait::async_trait;
use cqrs_es::{EventEnvelope, Query};
use decision_events::DomainEvent;
use std::collections::HashMap;
use std::sync::Mutex;
use uuid::Uuid;

/// The metadata key naming the command that produced an event.
pub const COMMAND_ID: &str = "command_id";

/// What one command committed.
#[derive(Debug, Clone)]
pub struct Outcome {
    /// The aggregate's sequence after the commit.
    pub sequence: usize,
    pub events: Vec<DomainEvent>,
}

/// Commands awaiting their outcome: registered before `execute`, taken after.
#[derive(Default)]
pub struct Outcomes {
    pending: Mutex<HashMap<Uuid, Option<Outcome>>>,
}

impl Outcomes {
    pub fn expect(&self, command_id: Uuid) {
        self.pending
            .lock()
            .expect("outcomes poisoned")
            .insert(command_id, None);
    }

    /// The outcome, if the command committed events; forgets the command.
    pub fn take(&self, command_id: Uuid) -> Option<Outcome> {
        self.pending
            .lock()
            .expect("outcomes poisoned")
            .remove(&command_id)
            .flatten()
    }
}

/// The query processor registered with the framework.
pub struct OutcomeQuery(pub std::sync::Arc<Outcomes>);

#[async_trait]
impl Query<CycleAggregate> for OutcomeQuery {
    async fn dispatch(&self, _cycle_id: &str, events: &[EventEnvelope<CycleAggregate>]) {
        let Some(command_id) = events
            .first()
            .and_then(|e| e.metadata.get(COMMAND_ID))
            .and_then(|id| Uuid::parse_str(id).ok())
        else {
            return;
        };
        let mut pending = self.0.pending.lock().expect("outcomes poisoned");
        if let Some(slot) = pending.get_mut(&command_id) {
            *slot = Some(Outcome {
                sequence: events.last().map_or(0, |e| e.sequence),
                events: events.iter().map(|e| e.payload.0.clone()).collect(),
            });
        }
    }
}
