//! The live worker keeps each cycle's decoded state between batches (the
//! projection's `Memory`). A commit that fails — before it wrote, or after
//! it landed with its answer lost (a crash mid-batch, as seen from the
//! worker) — and a memory small enough to evict on every batch leave the
//! documents exactly what a rebuild from scratch writes, on both stores.

use crate::common;

use common::append;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use decision_events::values::Component;
use decision_events::{
    CycleCreated, DomainEvent, PotentialDecisionAdded, ToolInvocationRecorded, ToolResultClass,
};
use decision_projection_worker::{Projected, RebuildConfig, Worker, WorkerConfig, rebuild};
use decision_projections::Projection;
use decision_projections::views::{audit, decision};
use decision_store::postgres::PgStore;
use decision_store::read_models::{Checkpoint, ParkedEvent, ProjectionCommit, ReadModelStore};
use decision_store::sqlite::SqliteStore;
use decision_store::testing::{fresh_pg_database, temp_data_dir};
use decision_store::{EventStore, Position, StoreError};
use serde_json::{Value, json};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use uuid::Uuid;

/// The real store, but commit number 3 fails before writing anything and
/// commit number 6 lands and then reports a failure.
struct FailingCommits {
    inner: Arc<dyn ReadModelStore>,
    commits: AtomicUsize,
}

#[async_trait]
impl ReadModelStore for FailingCommits {
    async fn commit(
        &self,
        projection: &str,
        generation: i64,
        expected_position: Position,
        commit: &ProjectionCommit,
    ) -> Result<(), StoreError> {
        let n = self.commits.fetch_add(1, Ordering::SeqCst) + 1;
        if n == 3 {
            return Err(StoreError::Internal(
                "connection lost before the commit".into(),
            ));
        }
        self.inner
            .commit(projection, generation, expected_position, commit)
            .await?;
        if n == 6 {
            return Err(StoreError::Internal(
                "connection lost after the commit".into(),
            ));
        }
        Ok(())
    }

    async fn active_checkpoint(&self, projection: &str) -> Result<Checkpoint, StoreError> {
        self.inner.active_checkpoint(projection).await
    }
    async fn checkpoints(&self, projection: &str) -> Result<Vec<Checkpoint>, StoreError> {
        self.inner.checkpoints(projection).await
    }
    async fn load_docs(
        &self,
        projection: &str,
        generation: i64,
        keys: &[String],
    ) -> Result<Vec<(String, Value)>, StoreError> {
        self.inner.load_docs(projection, generation, keys).await
    }
    async fn get_doc(&self, projection: &str, key: &str) -> Result<Option<Value>, StoreError> {
        self.inner.get_doc(projection, key).await
    }
    async fn scan_docs(
        &self,
        projection: &str,
        prefix: &str,
        after_key: Option<&str>,
        limit: usize,
    ) -> Result<Vec<(String, Value)>, StoreError> {
        self.inner
            .scan_docs(projection, prefix, after_key, limit)
            .await
    }
    async fn begin_rebuild(&self, projection: &str, definition: u32) -> Result<i64, StoreError> {
        self.inner.begin_rebuild(projection, definition).await
    }
    async fn set_definition(
        &self,
        projection: &str,
        generation: i64,
        definition: u32,
    ) -> Result<bool, StoreError> {
        self.inner
            .set_definition(projection, generation, definition)
            .await
    }
    async fn activate(&self, projection: &str, generation: i64) -> Result<(), StoreError> {
        self.inner.activate(projection, generation).await
    }
    async fn parked(&self, projection: &str) -> Result<Vec<ParkedEvent>, StoreError> {
        self.inner.parked(projection).await
    }
    async fn unpark(&self, projection: &str, position: Position) -> Result<(), StoreError> {
        self.inner.unpark(projection, position).await
    }
    async fn has_passed(&self, checkpoint: Position, target: Position) -> Result<bool, StoreError> {
        self.inner.has_passed(checkpoint, target).await
    }
    async fn head(&self) -> Result<Option<(Position, DateTime<Utc>)>, StoreError> {
        self.inner.head().await
    }
}

/// 8 cycles of 10 events (each followed by its audit record), appended in
/// turns so that every batch touches several cycles.
async fn fill(store: &dyn EventStore) {
    let cycles: Vec<Uuid> = (0..8).map(|_| Uuid::now_v7()).collect();
    let mut versions = [0u64; 8];
    for step in 0..10 {
        for (i, cycle) in cycles.iter().enumerate() {
            let event: DomainEvent = if step == 0 {
                CycleCreated {
                    title: format!("cycle {i}"),
                    component: Component::IssueRaising,
                }
                .into()
            } else {
                PotentialDecisionAdded {
                    decision_id: format!("dec_{step}"),
                    description: format!("decision {step} of {i}"),
                }
                .into()
            };
            append(store, *cycle, versions[i], event).await;
            let record: DomainEvent = ToolInvocationRecorded {
                invocation_id: Uuid::now_v7(),
                tool_name: "add_potential_decision".into(),
                component: Component::IssueRaising,
                parameters: json!({ "step": step }),
                result: ToolResultClass::Success,
                result_data: None,
                error: None,
                events_appended: 1,
                conversation_turn: 1,
                trigger_context: None,
                invoked_at: Utc::now(),
                duration_ms: step,
                replay_of: None,
            }
            .into();
            append(store, *cycle, versions[i] + 1, record).await;
            versions[i] += 2;
        }
    }
}

async fn all_docs(models: &dyn ReadModelStore, projection: &str) -> Vec<(String, Value)> {
    models
        .scan_docs(projection, "", None, 100_000)
        .await
        .expect("scan")
}

async fn a_failed_commit_and_eviction_leave_what_a_rebuild_writes(
    events: Arc<dyn EventStore>,
    models: Arc<dyn ReadModelStore>,
) {
    fill(events.as_ref()).await;
    let projections: [Arc<dyn Projection>; 2] = [
        Arc::new(decision::DecisionViews),
        Arc::new(audit::AuditViews),
    ];
    for projection in projections {
        let name = projection.name();
        let failing = Arc::new(FailingCommits {
            inner: models.clone(),
            commits: AtomicUsize::new(0),
        });
        let worker = Worker::new(
            projection.clone(),
            events.clone(),
            failing.clone(),
            Projected::default(),
            WorkerConfig {
                batch_size: 7,
                // Fewer places than the cycles a batch touches: evictions.
                memory_capacity: 2,
                ..WorkerConfig::default()
            },
        );
        let mut failures = 0;
        let (head, _) = models.head().await.expect("head").expect("events");
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        loop {
            match worker.step().await {
                // Nothing to read is not the end while another test's open
                // transaction holds the feed's horizon back.
                Ok(0) => {
                    let at = models.active_checkpoint(name).await.expect("checkpoint");
                    if models.has_passed(at.position, head).await.expect("passed") {
                        break;
                    }
                    assert!(
                        std::time::Instant::now() < deadline,
                        "{name}: the feed stalled"
                    );
                    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
                }
                Ok(_) => {}
                Err(_) => failures += 1,
            }
            assert!(failures <= 2, "{name}: only the two injected failures");
        }
        assert_eq!(failures, 2, "{name}: both injected failures were met");
        let live = all_docs(models.as_ref(), name).await;
        assert!(live.len() > 8, "{name} wrote documents");
        rebuild(
            projection,
            events.clone(),
            models.clone(),
            RebuildConfig::default(),
            |_| {},
        )
        .await
        .expect("rebuild");
        let rebuilt = all_docs(models.as_ref(), name).await;
        assert_eq!(
            live.iter().map(|(k, _)| k).collect::<Vec<_>>(),
            rebuilt.iter().map(|(k, _)| k).collect::<Vec<_>>(),
            "{name}: the same documents"
        );
        for ((key, live), (_, rebuilt)) in live.iter().zip(&rebuilt) {
            assert_eq!(live, rebuilt, "{name}: {key}");
        }
    }
}

#[tokio::test]
async fn a_failed_commit_and_eviction_leave_what_a_rebuild_writes_on_the_embedded_store() {
    let dir = temp_data_dir("worker_memory");
    let store = Arc::new(SqliteStore::open(&dir).expect("open"));
    a_failed_commit_and_eviction_leave_what_a_rebuild_writes(store.clone(), store).await;
}

#[tokio::test]
async fn a_failed_commit_and_eviction_leave_what_a_rebuild_writes_on_postgres() {
    let db = fresh_pg_database("worker_memory").await;
    let store = Arc::new(PgStore::connect(&db.url, 4).await.expect("connect"));
    store.migrate().await.expect("migrate");
    a_failed_commit_and_eviction_leave_what_a_rebuild_writes(store.clone(), store).await;
}

/// This process's readers are served from memory only while its worker
/// runs: a worker's commits sync the view cache, and a worker that stops
/// (its lease lost to another instance) leaves it unsynced.
#[tokio::test]
async fn the_view_cache_is_synced_by_commits_and_dropped_with_the_worker() {
    let dir = temp_data_dir("worker_view_cache");
    let store = Arc::new(SqliteStore::open(&dir).expect("open"));
    fill(store.as_ref()).await;
    let projected = Projected::default();
    let cache = projected.view_cache(decision::NAME);
    let worker = Worker::new(
        Arc::new(decision::DecisionViews),
        store.clone(),
        store.clone(),
        projected.clone(),
        WorkerConfig::default(),
    );
    assert_eq!(cache.synced_position(), None);
    while worker.step().await.expect("step") > 0 {}
    let checkpoint = store.active_checkpoint(decision::NAME).await.unwrap();
    assert_eq!(cache.synced_position(), Some(checkpoint.position));
    assert!(cache.passed(checkpoint.position).is_some());
    // A rebuild elsewhere activates another generation: the worker, even
    // with nothing new to read, unsyncs the cache.
    rebuild(
        Arc::new(decision::DecisionViews),
        store.clone(),
        store.clone(),
        RebuildConfig::default(),
        |_| {},
    )
    .await
    .expect("rebuild");
    assert_eq!(worker.step().await.expect("step"), 0);
    assert_eq!(
        cache.synced_position(),
        None,
        "another writer: the store is asked"
    );
    drop(worker);
    let worker = Worker::new(
        Arc::new(decision::DecisionViews),
        store.clone(),
        store.clone(),
        projected.clone(),
        WorkerConfig::default(),
    );
    fill(store.as_ref()).await;
    while worker.step().await.expect("step") > 0 {}
    assert!(
        cache.synced_position().is_some(),
        "its own commits sync it again"
    );
    drop(worker);
    assert_eq!(
        cache.synced_position(),
        None,
        "no worker: the store is asked"
    );
}
