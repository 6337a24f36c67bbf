//! One projection's checkpointed loop.

use crate::batch::{Folded, apply_with_retries, fold_batch, parked_event};
use crate::doc_cache::DocCache;
use crate::{CommitNotice, NewerDefinition, Projected, RebuildConfig, Upgrade, WorkerError};
use decision_events::EventEnvelope;
use decision_projections::{Docs, Projection};
use decision_store::read_models::{ParkedEvent, ProjectionCommit, ReadModelStore};
use decision_store::{EventStore, FeedPage, Position, StoreError};
use std::collections::{BTreeSet, HashSet};
use std::sync::Arc;
use std::time::Duration;
use uuid::Uuid;

/// What [`Worker::retry_parked`] did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize)]
pub struct RetryReport {
    /// Parked events applied and unparked.
    pub recovered: usize,
    /// Events still parked (failed again, or behind one that did).
    pub still_parked: usize,
}

#[derive(Debug, Clone)]
pub struct WorkerConfig {
    /// Events per batch (one read-model transaction each).
    pub batch_size: usize,
    /// How long an idle worker sleeps without a wake-up before polling
    /// (events appended by another process).
    pub poll_interval: Duration,
    /// Attempts at one event before it is parked.
    pub max_attempts: i32,
    /// Documents kept between batches (0: load every batch's documents).
    pub doc_cache_capacity: usize,
    /// Values a projection keeps decoded between batches (the `decision`
    /// projection: one per cycle, its state and views; 0: none).
    pub memory_capacity: usize,
}

impl Default for WorkerConfig {
    fn default() -> Self {
        WorkerConfig {
            // A batch holds every document its events touch; 200 events
            // spanning 200 cycles peak at a few MiB, 500 made the RSS with
            // 10,000 busy cycles twice as high (BENCHMARKS.md).
            batch_size: 200,
            poll_interval: Duration::from_millis(500),
            max_attempts: 3,
            doc_cache_capacity: crate::doc_cache::DEFAULT_CAPACITY,
            memory_capacity: decision_projections::memory::DEFAULT_CAPACITY,
        }
    }
}

pub struct Worker {
    projection: Arc<dyn Projection>,
    events: Arc<dyn EventStore>,
    models: Arc<dyn ReadModelStore>,
    projected: Projected,
    cache: std::sync::Mutex<DocCache>,
    config: WorkerConfig,
}

impl Worker {
    pub fn new(
        projection: Arc<dyn Projection>,
        events: Arc<dyn EventStore>,
        models: Arc<dyn ReadModelStore>,
        projected: Projected,
        mut config: WorkerConfig,
    ) -> Worker {
        // An empty read would look like "caught up" forever.
        config.batch_size = config.batch_size.max(1);
        Worker {
            projection,
            events,
            models,
            projected,
            cache: std::sync::Mutex::new(DocCache::new(
                config.doc_cache_capacity,
                config.memory_capacity,
            )),
            config,
        }
    }

    pub fn name(&self) -> &'static str {
        self.projection.name()
    }

    fn cache(&self) -> std::sync::MutexGuard<'_, DocCache> {
        // A panic while holding it leaves documents that were committed.
        self.cache.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Processes one batch of the active generation; returns how many
    /// events it consumed (0: caught up). A generation of another
    /// definition is first brought to the projection's ([`Worker::upgrade`]).
    pub async fn step(&self) -> Result<usize, WorkerError> {
        let (name, version) = (self.name(), self.projection.version());
        let mut checkpoint = self.models.active_checkpoint(name).await?;
        if checkpoint.definition != version {
            self.upgrade().await?;
            checkpoint = self.models.active_checkpoint(name).await?;
            if checkpoint.definition != version {
                return Err(StoreError::Internal(format!(
                    "projection {name}: the active generation has definition {} again, not \
                     {version}: is a projector of another release running?",
                    checkpoint.definition
                ))
                .into());
            }
        }
        Ok(self
            .step_generation(checkpoint.generation, checkpoint.position)
            .await?)
    }

    /// Brings the active generation to the projection's definition:
    /// stamps an empty one, rebuilds an older one (see `definition.rs`).
    /// Only while this worker is the projection's only one (its process's,
    /// or the Postgres lease holder's).
    pub async fn upgrade(&self) -> Result<Upgrade, WorkerError> {
        let upgraded = crate::upgrade(
            &self.projection,
            &self.events,
            &self.models,
            &RebuildConfig::default(),
        )
        .await;
        // A rebuild replaced the generation the kept documents came from.
        self.cache().clear();
        self.projected.view_cache(self.name()).invalidate();
        upgraded
    }

    /// One batch of a given generation from `position`; how many events
    /// of the feed it passed.
    async fn step_generation(&self, generation: i64, position: i64) -> Result<usize, StoreError> {
        let page = self.read_batch(position).await?;
        let n = page.positions.len();
        self.process(generation, position, page).await?;
        Ok(n)
    }

    /// The feed's next batch after `position`: the events of the
    /// projection's types decoded, the others only passed.
    pub(crate) async fn read_batch(&self, position: i64) -> Result<FeedPage, StoreError> {
        let types = self.projection.event_types();
        self.events
            .read_feed_page(position, self.config.batch_size, types)
            .await
    }

    /// Folds `page` (the feed's events after `position`) into the given
    /// generation and commits it; its checkpoint is then the last position
    /// the page passed.
    pub(crate) async fn process(
        &self,
        generation: i64,
        position: i64,
        page: FeedPage,
    ) -> Result<(), StoreError> {
        let name = self.name();
        // Checked even when caught up: a rebuild activated elsewhere leaves
        // nothing to read but other documents.
        if self.cache().validate(generation, position) {
            // Someone else may have written: readers ask the store until
            // this worker's next commit.
            self.projected.view_cache(name).invalidate();
        }
        let FeedPage {
            events: batch,
            reached,
            positions,
        } = page;
        let Some((last_position, last_recorded_at)) = reached else {
            return Ok(());
        };
        let (cached, to_load, memory) = {
            let mut cache = self.cache();
            // Still valid: this worker is the only one that commits here.
            cache.validate(generation, position);
            // A cycle the projection keeps decoded needs no document.
            let keys: BTreeSet<String> = batch
                .iter()
                .flat_map(|e| self.projection.keys_given(e, cache.memory()))
                .collect();
            let (cached, to_load) = cache.take(keys.into_iter().collect());
            (cached, to_load, cache.take_memory())
        };
        // Independent reads, on two connections at once.
        let (loaded, mut parked) = tokio::try_join!(
            self.models.load_docs(name, generation, &to_load),
            self.models.parked(name),
        )?;
        // Documents that existed before the batch are worth keeping; new
        // ones (an audit row per call) are never read again.
        let existed: HashSet<String> = cached
            .iter()
            .chain(&loaded)
            .map(|(k, _)| k.clone())
            .collect();
        let docs = Docs::loaded(cached.into_iter().chain(loaded));
        // Cycles parked at or before this batch's start do not advance. (A
        // rebuild from 0 is not blocked by events parked further on; it
        // parks them itself.)
        let blocked: HashSet<Uuid> = passed_parked(self.models.as_ref(), &mut parked, position)
            .await?
            .into_iter()
            .collect();
        // An erased cycle's parked events go with it (the erasure deleted
        // the ones parked before it; these were parked by a batch that
        // read the cycle's events just before they were erased).
        let erased: HashSet<Uuid> = batch
            .iter()
            .filter(|e| crate::batch::is_erasure(e))
            .map(|e| e.cycle_id)
            .collect();
        let unparked: Vec<i64> = parked
            .iter()
            .filter(|p| erased.contains(&p.cycle_id))
            .map(|p| p.position)
            .collect();
        // Every cycle with a parked event once this batch is committed.
        let mut still_blocked: HashSet<Uuid> = blocked.clone();
        still_blocked.extend(parked.iter().map(|p| p.cycle_id));
        let (projection, max_attempts) = (self.projection.clone(), self.config.max_attempts);
        let (batch, folded) = tokio::task::spawn_blocking(move || {
            let folded = fold_batch(
                projection.as_ref(),
                max_attempts,
                &batch,
                docs,
                blocked,
                memory,
            );
            (batch, folded)
        })
        .await
        .map_err(|e| StoreError::Internal(format!("projection {name} panicked: {e}")))?;
        let Folded {
            docs,
            memory,
            parked,
            blocked_keys,
        } = folded;
        // Documents the projection now keeps decoded are not kept as JSON
        // too. (With nothing kept, every key is needed: not worth naming
        // them again.)
        let needed: Option<HashSet<String>> = (!memory.is_empty()).then(|| {
            batch
                .iter()
                .flat_map(|e| self.projection.keys_given(e, &memory))
                .collect()
        });
        // The commit borrows the changes, so that they can then be kept
        // (with the unchanged documents) without a copy.
        let mut docs = docs;
        let deleted_prefixes = docs.take_deleted();
        let (changes, unchanged) = docs.into_parts();
        let commit = ProjectionCommit {
            docs: changes,
            deleted_prefixes,
            parked,
            unparked,
            position: last_position,
            event_recorded_at: Some(last_recorded_at),
        };
        let committed = self
            .models
            .commit(name, generation, position, &commit)
            .await;
        let mut cache = self.cache();
        match committed {
            Ok(()) => {
                still_blocked.extend(commit.parked.iter().map(|p| p.cycle_id));
                still_blocked.retain(|c| !erased.contains(c));
                self.projected.view_cache(name).committed(CommitNotice {
                    generation,
                    from: position,
                    to: last_position,
                    docs: &commit.docs,
                    deleted_prefixes: &commit.deleted_prefixes,
                    blocked: still_blocked,
                    positions,
                });
                let keep = commit.docs.into_iter().chain(unchanged).filter(|(k, _)| {
                    existed.contains(k)
                        && needed.as_ref().is_none_or(|n| n.contains(k))
                        && !blocked_keys.contains(k)
                });
                cache.committed(generation, last_position, memory, keep);
            }
            Err(e) => {
                cache.clear();
                self.projected.view_cache(name).invalidate();
                return Err(e);
            }
        }
        drop(cache);
        self.projected.advanced(name, last_position);
        Ok(())
    }

    /// Re-runs the parked events of every blocked cycle, in stream order,
    /// against the active generation: the ones that apply now are written
    /// and unparked in one transaction with their documents; from the first
    /// that fails again, the cycle's events stay parked (with the new
    /// error). The checkpoint does not move. Safe while the worker runs: a
    /// commit that raced the worker is redone.
    pub async fn retry_parked(&self) -> Result<RetryReport, StoreError> {
        let name = self.name();
        let (stored, build) = (
            self.models.active_checkpoint(name).await?.definition,
            self.projection.version(),
        );
        if stored != build {
            return Err(StoreError::Internal(format!(
                "projection {name}: the read models were built with definition {stored}, this \
                 build's is {build}; retrying would mix the two (a rebuild, automatic when the \
                 service starts or `decisiond projections rebuild`, comes first)"
            )));
        }
        let mut report = RetryReport::default();
        let parked = self.models.parked(name).await?;
        let mut cycles: Vec<Uuid> = parked.iter().map(|p| p.cycle_id).collect();
        cycles.sort();
        cycles.dedup();
        for cycle in cycles {
            for attempt in 0.. {
                match self.retry_cycle(cycle).await {
                    Ok((recovered, still)) => {
                        report.recovered += recovered;
                        report.still_parked += still;
                        break;
                    }
                    // The worker committed meanwhile: read again.
                    Err(StoreError::Internal(e))
                        if e.contains("checkpoint moved") && attempt < 5 =>
                    {
                        continue;
                    }
                    Err(e) => return Err(e),
                }
            }
        }
        Ok(report)
    }

    /// One cycle's parked events: `(recovered, still parked)`.
    async fn retry_cycle(&self, cycle: Uuid) -> Result<(usize, usize), StoreError> {
        let name = self.name();
        let checkpoint = self.models.active_checkpoint(name).await?;
        let positions: HashSet<i64> = self
            .models
            .parked(name)
            .await?
            .into_iter()
            .filter(|p| p.cycle_id == cycle)
            .map(|p| p.position)
            .collect();
        // Stream order is the order the cycle's state was built in.
        let events: Vec<EventEnvelope> = self
            .events
            .read_stream(cycle, 0)
            .await?
            .into_iter()
            .filter(|e| positions.contains(&e.position))
            .collect();
        let keys: BTreeSet<String> = events
            .iter()
            .flat_map(|e| self.projection.keys(e))
            .collect();
        let keys: Vec<String> = keys.into_iter().collect();
        let mut docs = Docs::loaded(
            self.models
                .load_docs(name, checkpoint.generation, &keys)
                .await?,
        );
        let (mut unparked, mut still) = (Vec::new(), Vec::new());
        let mut fold = self.projection.fold();
        for event in &events {
            if !still.is_empty() {
                still.push(parked_event(
                    name,
                    event,
                    "an earlier event of this cycle is parked".into(),
                    0,
                ));
                continue;
            }
            match apply_with_retries(fold.as_mut(), self.config.max_attempts, event, &mut docs) {
                Ok(()) => unparked.push(event.position),
                Err(error) => {
                    tracing::warn!(projection = name, position = event.position, cycle_id = %cycle,
                        %error, "parked event failed again");
                    still.push(parked_event(name, event, error, self.config.max_attempts));
                }
            }
        }
        fold.finish(&mut docs);
        let recovered = unparked.len();
        let commit = ProjectionCommit {
            deleted_prefixes: docs.take_deleted(),
            docs: docs.into_changes(),
            parked: still,
            unparked,
            position: checkpoint.position,
            event_recorded_at: None,
        };
        let still = commit.parked.len();
        self.models
            .commit(name, checkpoint.generation, checkpoint.position, &commit)
            .await?;
        Ok((recovered, still))
    }

    /// Upgrades the active generation ([`Worker::upgrade`]), then steps
    /// until `shutdown` resolves; sleeps when caught up until woken or the
    /// poll interval passes; backs off while the database is down. Returns
    /// `Err`, after logging it, when the read models were built with a
    /// newer definition: the projection then stays stopped here.
    pub async fn run(
        self,
        mut shutdown: tokio::sync::watch::Receiver<bool>,
    ) -> Result<(), NewerDefinition> {
        let woken = self.projected.wakeup().register_worker();
        let mut failures = 0u32;
        let mut upgraded = false;
        loop {
            if *shutdown.borrow() {
                return Ok(());
            }
            let stepped = if upgraded {
                self.step().await
            } else {
                // A rebuild can take minutes: shutting down (or losing the
                // lease) stops it, and the next start discards it.
                let upgrade = tokio::select! {
                    upgrade = self.upgrade() => upgrade,
                    _ = shutdown.changed() => return Ok(()),
                };
                upgraded = upgrade.is_ok();
                upgrade.map(|_| 1)
            };
            let pause = match stepped {
                Ok(0) => {
                    failures = 0;
                    Some(self.config.poll_interval)
                }
                Ok(_) => {
                    failures = 0;
                    None
                }
                Err(WorkerError::NewerDefinition(newer)) => {
                    tracing::error!(projection = self.name(), error = %newer,
                        "projection not run: refusing to rebuild read models backwards");
                    return Err(newer);
                }
                Err(e) => {
                    failures += 1;
                    let backoff = Duration::from_millis(100 * 2u64.pow(failures.min(6)));
                    tracing::warn!(projection = self.name(), error = %e, ?backoff, "projection step failed");
                    Some(backoff)
                }
            };
            if let Some(pause) = pause {
                tokio::select! {
                    _ = woken.notified() => {}
                    _ = tokio::time::sleep(pause) => {}
                    _ = shutdown.changed() => return Ok(()),
                }
            }
        }
    }
}

impl Drop for Worker {
    /// A worker that stops (shutdown, or its lease lost to another
    /// instance) no longer keeps this process's readers current.
    fn drop(&mut self) {
        self.projected.view_cache(self.name()).invalidate();
    }
}

/// Cycles of events parked (by a worker, or an earlier run) at or before
/// `position`: a fold starting there must not advance them past the parked
/// event, their later events would see a wrong state. Removes them from
/// `parked`, leaving the ones further on.
pub(crate) async fn passed_parked(
    models: &dyn ReadModelStore,
    parked: &mut Vec<ParkedEvent>,
    position: Position,
) -> Result<Vec<Uuid>, StoreError> {
    let mut passed = Vec::new();
    let mut ahead = Vec::new();
    for p in parked.drain(..) {
        if models.has_passed(position, p.position).await? {
            passed.push(p.cycle_id);
        } else {
            ahead.push(p);
        }
    }
    *parked = ahead;
    Ok(passed)
}
