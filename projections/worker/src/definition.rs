//! Projection definitions: what a projection writes for the same events
//! changes between releases ([`Projection::version`]), and the store
//! records the definition each generation was built with.
//!
//! **Invariant:** a projector writes only into an active generation built
//! with its own definition. [`upgrade`] gets it there before the worker
//! steps: an empty generation is stamped, an older one is rebuilt from the
//! events (the old documents keep serving reads meanwhile), and a newer one
//! (an older release started against a newer store) is refused, never
//! rebuilt backwards.

use crate::{RebuildConfig, rebuild};
use decision_projections::Projection;
use decision_store::read_models::ReadModelStore;
use decision_store::{EventStore, StoreError};
use std::cmp::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// What [`upgrade`] found and did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Upgrade {
    /// The active generation was already built with this definition.
    Current,
    /// It was empty (position 0): stamped with this definition.
    Stamped,
    /// It was built with an older definition, `from`: rebuilt from the
    /// events (`events` replayed) and activated.
    Rebuilt { from: u32, events: u64 },
}

/// The active generation was built with a definition newer than this
/// build's: its documents may have a shape this build does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "projection {projection}: the read models were built with definition {stored}, newer than \
     this build's {build} (an older release started against a newer store); run a release that \
     has definition {stored}, or rebuild them with this one (`decisiond projections rebuild \
     {projection}`)"
)]
pub struct NewerDefinition {
    pub projection: String,
    pub stored: u32,
    pub build: u32,
}

/// Why a worker could not go on.
#[derive(Debug, thiserror::Error)]
pub enum WorkerError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    NewerDefinition(#[from] NewerDefinition),
}

/// Brings the active generation of `projection` to the build's definition
/// (see the module comment). Run it where only one projector of the
/// projection runs (this process's worker, or the Postgres lease holder):
/// the rebuild it may start discards any other unfinished one.
pub async fn upgrade(
    projection: &Arc<dyn Projection>,
    events: &Arc<dyn EventStore>,
    models: &Arc<dyn ReadModelStore>,
    config: &RebuildConfig,
) -> Result<Upgrade, WorkerError> {
    let (name, build) = (projection.name(), projection.version());
    loop {
        let active = models.active_checkpoint(name).await?;
        match active.definition.cmp(&build) {
            Ordering::Equal => return Ok(Upgrade::Current),
            Ordering::Greater => {
                return Err(NewerDefinition {
                    projection: name.to_owned(),
                    stored: active.definition,
                    build,
                }
                .into());
            }
            // Nothing written yet, nothing to rebuild. Refused if a worker
            // committed or a rebuild was activated meanwhile: look again.
            Ordering::Less if active.position == 0 => {
                if models
                    .set_definition(name, active.generation, build)
                    .await?
                {
                    tracing::info!(
                        projection = name,
                        generation = active.generation,
                        definition = build,
                        "empty read models stamped with this build's definition"
                    );
                    return Ok(Upgrade::Stamped);
                }
            }
            Ordering::Less => {
                tracing::info!(
                    projection = name,
                    stored_definition = active.definition,
                    definition = build,
                    generation = active.generation,
                    position = active.position,
                    "the read models were built with an older definition of the projection: \
                     rebuilding them from the events before projecting (reads are served from \
                     the old documents, without new events, until the rebuild is activated)"
                );
                let events = rebuild(
                    projection.clone(),
                    events.clone(),
                    models.clone(),
                    config.clone(),
                    progress_log(name),
                )
                .await?;
                tracing::info!(
                    projection = name,
                    definition = build,
                    events,
                    "read models rebuilt with this build's definition"
                );
                return Ok(Upgrade::Rebuilt {
                    from: active.definition,
                    events,
                });
            }
        }
    }
}

/// `Err` when any of `projections` has an active generation built with a
/// newer definition than this build's. Reads only: a projection without a
/// checkpoint yet passes.
pub async fn check_not_newer(
    models: &dyn ReadModelStore,
    projections: &[Arc<dyn Projection>],
) -> Result<(), WorkerError> {
    for projection in projections {
        let (name, build) = (projection.name(), projection.version());
        let active = models
            .checkpoints(name)
            .await?
            .into_iter()
            .find(|c| c.active);
        if let Some(active) = active.filter(|a| a.definition > build) {
            return Err(NewerDefinition {
                projection: name.to_owned(),
                stored: active.definition,
                build,
            }
            .into());
        }
    }
    Ok(())
}

/// Logs a rebuild's progress at most every 5 seconds.
fn progress_log(name: &'static str) -> impl FnMut(crate::RebuildProgress) {
    let mut last = Instant::now();
    move |p| {
        if last.elapsed() >= Duration::from_secs(5) {
            last = Instant::now();
            tracing::info!(
                projection = name,
                events = p.events,
                position = p.position,
                head = p.head,
                "rebuilding with this build's definition"
            );
        }
    }
}
