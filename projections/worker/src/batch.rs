//! Folding one batch: pure CPU work, run off the async threads
//! (`spawn_blocking`) so a long batch never stalls the requests that share
//! them.

use chrono::Utc;
use decision_events::EventEnvelope;
use decision_projections::{Docs, Fold, Memory, Projection};
use decision_store::read_models::ParkedEvent;
use std::collections::HashSet;
use uuid::Uuid;

/// What folding a batch produced.
pub(crate) struct Folded {
    pub docs: Docs,
    /// What the projection keeps for the next batch (blocked cycles' keys
    /// forgotten).
    pub memory: Memory,
    pub parked: Vec<ParkedEvent>,
    /// The documents of cycles that are parked: not to be kept between
    /// batches (`projections retry` rewrites them in place).
    pub blocked_keys: HashSet<String>,
}

/// Folds `batch` into `docs`. Events of `blocked` cycles are parked behind
/// the earlier one; an event that fails `max_attempts` times is parked and
/// blocks its cycle.
pub(crate) fn fold_batch(
    projection: &dyn Projection,
    max_attempts: i32,
    batch: &[EventEnvelope],
    mut docs: Docs,
    mut blocked: HashSet<Uuid>,
    mut memory: Memory,
) -> Folded {
    let mut parked = Vec::new();
    let mut fold = projection.fold_with(&mut memory);
    let mut pass = Pass {
        projection,
        max_attempts,
        blocked: &mut blocked,
        parked: &mut parked,
    };
    pass.fold(fold.as_mut(), batch, &mut docs);
    fold.finish(&mut docs);
    let blocked_keys: HashSet<String> = batch
        .iter()
        .filter(|e| blocked.contains(&e.cycle_id))
        .flat_map(|e| projection.keys(e))
        .collect();
    for key in &blocked_keys {
        memory.forget(key);
    }
    Folded {
        docs,
        memory,
        parked,
        blocked_keys,
    }
}

/// The events of one fold, with the cycles it must not advance.
pub(crate) struct Pass<'a> {
    pub projection: &'a dyn Projection,
    pub max_attempts: i32,
    /// Cycles with a parked event: their later events park behind it.
    pub blocked: &'a mut HashSet<Uuid>,
    pub parked: &'a mut Vec<ParkedEvent>,
}

impl Pass<'_> {
    /// Applies `events` to `docs` through `fold`; parks the ones that fail
    /// (and blocks their cycle) and the ones of blocked cycles.
    pub(crate) fn fold(&mut self, fold: &mut dyn Fold, events: &[EventEnvelope], docs: &mut Docs) {
        let name = self.projection.name();
        for event in events {
            if !self.projection.concerns(event) {
                continue;
            }
            // An erasure is never parked behind its cycle's parked events:
            // they go with it, and its views must go too.
            if is_erasure(event) && self.blocked.remove(&event.cycle_id) {
                self.parked.retain(|p| p.cycle_id != event.cycle_id);
            }
            if self.blocked.contains(&event.cycle_id) {
                self.parked.push(parked_event(
                    name,
                    event,
                    "an earlier event of this cycle is parked".into(),
                    0,
                ));
                continue;
            }
            if let Err(error) = apply_with_retries(fold, self.max_attempts, event, docs) {
                tracing::error!(projection = name, position = event.position,
                    cycle_id = %event.cycle_id, %error, "event parked");
                self.blocked.insert(event.cycle_id);
                self.parked
                    .push(parked_event(name, event, error, self.max_attempts));
            }
        }
    }
}

/// Whether `event` is a cycle's tombstone.
pub(crate) fn is_erasure(event: &EventEnvelope) -> bool {
    event.event_type == decision_events::CycleErased::EVENT_TYPE
}

/// A projection is deterministic, so a retry only helps against a
/// transient fault; it is cheap, and the contract asks for it.
pub(crate) fn apply_with_retries(
    fold: &mut dyn Fold,
    max_attempts: i32,
    event: &EventEnvelope,
    docs: &mut Docs,
) -> Result<(), String> {
    let mut last_error = String::new();
    for _ in 0..max_attempts.max(1) {
        match fold.apply(event, docs) {
            Ok(()) => return Ok(()),
            Err(e) => last_error = e.0,
        }
    }
    Err(last_error)
}

pub(crate) fn parked_event(
    projection: &str,
    event: &EventEnvelope,
    error: String,
    attempts: i32,
) -> ParkedEvent {
    ParkedEvent {
        projection: projection.to_owned(),
        position: event.position,
        event_id: event.event_id,
        cycle_id: event.cycle_id,
        error,
        attempts,
        parked_at: Utc::now(),
    }
}
