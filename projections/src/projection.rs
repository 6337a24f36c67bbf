//! The contract between a pure projection and the worker that feeds it.

use crate::Docs;
use decision_events::EventEnvelope;

/// Why an event could not be projected. The worker retries it, then parks
/// it (other cycles keep flowing).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProjectionError(pub String);

impl std::fmt::Display for ProjectionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// A pure fold from events to keyed JSON documents.
pub trait Projection: Send + Sync + 'static {
    /// Stable name: the checkpoint's and the documents' namespace.
    fn name(&self) -> &'static str;

    /// The documents `event` reads or writes; the worker loads them first.
    /// Empty: the event does not concern this projection.
    fn keys(&self, event: &EventEnvelope) -> Vec<String>;

    /// Applies one event. Must be deterministic: a rebuild from position 0
    /// yields the same documents byte for byte.
    fn apply(&self, event: &EventEnvelope, docs: &mut Docs) -> Result<(), ProjectionError>;
}

/// Runs `events` through `projection` on `docs`, in order (what the worker
/// does, minus I/O). Returns the first failure with the event's position.
pub fn fold_all(
    projection: &dyn Projection,
    events: &[EventEnvelope],
    docs: &mut Docs,
) -> Result<(), (i64, ProjectionError)> {
    for event in events {
        if !projection.keys(event).is_empty() {
            projection
                .apply(event, docs)
                .map_err(|e| (event.position, e))?;
        }
    }
    Ok(())
}
