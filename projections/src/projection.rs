//! The contract between a pure projection and the worker that feeds it.

use crate::{Docs, Memory};
use decision_events::{EventEnvelope, EventTypes};

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

    /// The projection's *definition*: bump it whenever what it writes for
    /// the same events changes (a document's shape, its keys or its
    /// values). The store records the definition each generation was built
    /// with, and a projector that finds an older one rebuilds the
    /// projection before it runs; a deployment upgraded in place would
    /// otherwise keep serving documents of the old shape.
    fn version(&self) -> u32 {
        1
    }

    /// The documents `event` reads; the worker loads them first (a
    /// document the projection only writes, such as one per event, need
    /// not be named). Empty: the event does not concern this projection.
    fn keys(&self, event: &EventEnvelope) -> Vec<String>;

    /// Whether `event` concerns this projection: [`Projection::keys`] is
    /// not empty. Asked for every event of a fold; a projection overrides
    /// it to answer without building the keys.
    fn concerns(&self, event: &EventEnvelope) -> bool {
        !self.keys(event).is_empty()
    }

    /// The event types that can concern this projection, when it can
    /// name them: its workers and rebuilds then read the feed without
    /// decoding the others' payloads (the store's `read_feed_of_types`).
    /// `None` (the default): any type may. [`Projection::concerns`] must
    /// be false for every type left out.
    fn event_types(&self) -> Option<EventTypes> {
        None
    }

    /// Applies one event. Must be deterministic: a rebuild from position 0
    /// yields the same documents byte for byte. Must change nothing when it
    /// fails (the worker retries it, then parks it).
    fn apply(&self, event: &EventEnvelope, docs: &mut Docs) -> Result<(), ProjectionError>;

    /// Starts a fold over one batch of events. The default applies each
    /// event at once; a projection overrides it to keep decoded state
    /// between events and render each document once per batch.
    ///
    /// Invariant (tested per projection): any split of a history into
    /// batches yields the same documents as applying it event by event.
    fn fold(&self) -> Box<dyn Fold + '_> {
        Box::new(EventByEvent(self))
    }

    /// The documents to load before folding `event` with `memory`: those
    /// of [`Projection::keys`] that what the projection keeps in `memory`
    /// does not already give it. The default keeps nothing: every key.
    fn keys_given(&self, event: &EventEnvelope, memory: &Memory) -> Vec<String> {
        let _ = memory;
        self.keys(event)
    }

    /// A fold that starts from what earlier batches left in `memory` and
    /// leaves there what the next one needs (at [`Fold::finish`]). The
    /// worker keeps `memory` only while it is the one writer of the
    /// documents and empties it otherwise; the default ignores it.
    ///
    /// Invariant (tested per projection): folding with memory, whatever it
    /// held or was emptied of between batches, writes the same documents
    /// as folding without.
    fn fold_with<'a>(&'a self, memory: &'a mut Memory) -> Box<dyn Fold + 'a> {
        let _ = memory;
        self.fold()
    }
}

/// One batch's pass of a [`Projection`] over the documents loaded for it.
pub trait Fold: Send {
    /// Applies one event; like [`Projection::apply`], changes nothing when
    /// it fails.
    fn apply(&mut self, event: &EventEnvelope, docs: &mut Docs) -> Result<(), ProjectionError>;

    /// Writes what [`Fold::apply`] deferred. `docs` is complete only after.
    fn finish(self: Box<Self>, docs: &mut Docs);
}

struct EventByEvent<'a, P: ?Sized>(&'a P);

impl<P: Projection + ?Sized> Fold for EventByEvent<'_, P> {
    fn apply(&mut self, event: &EventEnvelope, docs: &mut Docs) -> Result<(), ProjectionError> {
        self.0.apply(event, docs)
    }

    fn finish(self: Box<Self>, _docs: &mut Docs) {}
}

/// [`Projection::apply`] for a projection whose [`Projection::fold`] does
/// the work: a batch of one event.
pub fn apply_as_one_event_batch(
    projection: &dyn Projection,
    event: &EventEnvelope,
    docs: &mut Docs,
) -> Result<(), ProjectionError> {
    let mut fold = projection.fold();
    fold.apply(event, docs)?;
    fold.finish(docs);
    Ok(())
}

/// [`fold_all`] with the projection's memory of earlier batches (what
/// the live worker does, minus I/O): `docs` needs only the documents
/// [`Projection::keys_given`] names.
pub fn fold_all_with(
    projection: &dyn Projection,
    events: &[EventEnvelope],
    docs: &mut Docs,
    memory: &mut Memory,
) -> Result<(), (i64, ProjectionError)> {
    let mut fold = projection.fold_with(memory);
    let failure = fold_each(projection, fold.as_mut(), events, docs);
    fold.finish(docs);
    failure.map_or(Ok(()), Err)
}

fn fold_each(
    projection: &dyn Projection,
    fold: &mut dyn Fold,
    events: &[EventEnvelope],
    docs: &mut Docs,
) -> Option<(i64, ProjectionError)> {
    for event in events {
        if !projection.concerns(event) {
            continue;
        }
        if let Err(e) = fold.apply(event, docs) {
            return Some((event.position, e));
        }
    }
    None
}

/// Runs `events` through `projection` on `docs` as one batch, in order
/// (what the worker does, minus I/O). Returns the first failure with the
/// event's position; `docs` then holds the events before it.
pub fn fold_all(
    projection: &dyn Projection,
    events: &[EventEnvelope],
    docs: &mut Docs,
) -> Result<(), (i64, ProjectionError)> {
    let mut fold = projection.fold();
    let failure = fold_each(projection, fold.as_mut(), events, docs);
    fold.finish(docs);
    failure.map_or(Ok(()), Err)
}
