//! Rebuild: replay from position 0 into a fresh generation, then swap.

use crate::{Wakeup, Worker, WorkerConfig};
use decision_projections::Projection;
use decision_store::read_models::ReadModelStore;
use decision_store::{EventStore, StoreError};
use std::sync::Arc;

/// Reported after every batch of a rebuild.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RebuildProgress {
    pub events: u64,
    /// The position reached, and the store's head position when it started.
    pub position: i64,
    pub head: i64,
}

/// Replays every event into a new generation of `projection` while the
/// active generation keeps serving reads, then activates the new one.
/// Returns the number of events replayed.
pub async fn rebuild(
    projection: Arc<dyn Projection>,
    events: Arc<dyn EventStore>,
    models: Arc<dyn ReadModelStore>,
    batch_size: usize,
    mut progress: impl FnMut(RebuildProgress),
) -> Result<u64, StoreError> {
    let name = projection.name();
    let head = models.head().await?.map_or(0, |(p, _)| p);
    let generation = models.begin_rebuild(name).await?;
    // Large batches already load each document once; keeping documents
    // between them would only cost copies.
    let config = WorkerConfig {
        batch_size,
        doc_cache_capacity: 0,
        ..WorkerConfig::default()
    };
    let worker = Worker::new(
        projection,
        events,
        models.clone(),
        Wakeup::default(),
        config,
    );
    // Reads the next batch while the current one is folded and committed.
    let mut position = 0;
    let mut total = 0u64;
    let mut batch = worker.read_batch(position).await?;
    while let Some(last) = batch.last().map(|e| e.position) {
        total += batch.len() as u64;
        let (processed, next) = tokio::join!(
            worker.process(generation, position, batch),
            worker.read_batch(last)
        );
        processed?;
        position = last;
        batch = next?;
        progress(RebuildProgress {
            events: total,
            position,
            head,
        });
    }
    models.activate(name, generation).await?;
    tracing::info!(
        projection = name,
        generation,
        events = total,
        "rebuild activated"
    );
    Ok(total)
}
