//! Folding one batch: pure CPU work, run off the async threads
//! (`spawn_blocking`) so a long batch never stalls the requests that share
//! them.

use chrono::Utc;
use decision_events::EventEnvelope;
use decision_projections::{Docs, Fold, Projection};
use decision_store::read_models::ParkedEvent;
use std::collections::HashSet;
use uuid::Uuid;

/// What folding a batch produced.
pub(crate) struct Folded {
    pub docs: Docs,
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
) -> Folded {
    let mut parked = Vec::new();
    let mut fold = projection.fold();
    for event in batch {
        if projection.keys(event).is_empty() {
            continue;
        }
        if blocked.contains(&event.cycle_id) {
            parked.push(parked_event(
                projection.name(),
                event,
                "an earlier event of this cycle is parked".into(),
                0,
            ));
            continue;
        }
        if let Err(error) = apply_with_retries(fold.as_mut(), max_attempts, event, &mut docs) {
            tracing::error!(projection = projection.name(), position = event.position,
                cycle_id = %event.cycle_id, %error, "event parked");
            blocked.insert(event.cycle_id);
            parked.push(parked_event(projection.name(), event, error, max_attempts));
        }
    }
    fold.finish(&mut docs);
    let blocked_keys = batch
        .iter()
        .filter(|e| blocked.contains(&e.cycle_id))
        .flat_map(|e| projection.keys(e))
        .collect();
    Folded {
        docs,
        parked,
        blocked_keys,
    }
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
