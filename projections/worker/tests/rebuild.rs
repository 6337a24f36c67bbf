//! A rebuild (read-ahead, folds over windows of many batches, a commit per
//! window while the next one folds, documents carried between windows or
//! loaded back) writes exactly what the live worker writes, parked events
//! included, on both stores.

use crate::common;

use common::append;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use decision_events::values::Component;
use decision_events::{CycleCreated, DomainEvent, EventEnvelope, PotentialDecisionAdded};
use decision_projection_worker::{Projected, RebuildConfig, Worker, WorkerConfig, rebuild};
use decision_projections::{Docs, Projection, ProjectionError};
use decision_store::postgres::PgStore;
use decision_store::read_models::{Checkpoint, ParkedEvent, ProjectionCommit, ReadModelStore};
use decision_store::sqlite::SqliteStore;
use decision_store::testing::{fresh_pg_database, temp_data_dir};
use decision_store::{EventStore, Position, StoreError};
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::Duration;
use uuid::Uuid;

/// Counts events per cycle and overall (documents it reads), and writes
/// one log document per event (a document it only writes, as the audit
/// projection does). Cannot digest "poison".
struct Tally;

impl Projection for Tally {
    fn name(&self) -> &'static str {
        "tally"
    }

    fn keys(&self, event: &EventEnvelope) -> Vec<String> {
        vec![format!("count/{}", event.cycle_id), "count/all".into()]
    }

    fn apply(&self, event: &EventEnvelope, docs: &mut Docs) -> Result<(), ProjectionError> {
        if let Ok(DomainEvent::PotentialDecisionAdded(d)) = event.event()
            && d.description == "poison"
        {
            return Err(ProjectionError("cannot digest poison".into()));
        }
        let count = |docs: &Docs, key: &str| docs.get(key).and_then(Value::as_u64).unwrap_or(0);
        let key = format!("count/{}", event.cycle_id);
        let n = count(docs, &key) + 1;
        let all = count(docs, "count/all") + 1;
        docs.put(key, json!(n));
        docs.put("count/all", json!(all));
        docs.put(
            format!("log/{:08}", event.position),
            json!({"cycle": event.cycle_id, "n": n, "all": all}),
        );
        Ok(())
    }
}

/// The real store, with every commit landing 20 ms late: a rebuild that
/// loaded a document before the commit that wrote it had landed would
/// read it stale.
struct SlowCommits(Arc<dyn ReadModelStore>);

#[async_trait]
impl ReadModelStore for SlowCommits {
    async fn commit(
        &self,
        projection: &str,
        generation: i64,
        expected_position: Position,
        commit: &ProjectionCommit,
    ) -> Result<(), StoreError> {
        tokio::time::sleep(Duration::from_millis(20)).await;
        self.0
            .commit(projection, generation, expected_position, commit)
            .await
    }

    async fn active_checkpoint(&self, projection: &str) -> Result<Checkpoint, StoreError> {
        self.0.active_checkpoint(projection).await
    }
    async fn checkpoints(&self, projection: &str) -> Result<Vec<Checkpoint>, StoreError> {
        self.0.checkpoints(projection).await
    }
    async fn load_docs(
        &self,
        projection: &str,
        generation: i64,
        keys: &[String],
    ) -> Result<Vec<(String, Value)>, StoreError> {
        self.0.load_docs(projection, generation, keys).await
    }
    async fn get_doc(&self, projection: &str, key: &str) -> Result<Option<Value>, StoreError> {
        self.0.get_doc(projection, key).await
    }
    async fn scan_docs(
        &self,
        projection: &str,
        prefix: &str,
        after_key: Option<&str>,
        limit: usize,
    ) -> Result<Vec<(String, Value)>, StoreError> {
        self.0.scan_docs(projection, prefix, after_key, limit).await
    }
    async fn begin_rebuild(&self, projection: &str, definition: u32) -> Result<i64, StoreError> {
        self.0.begin_rebuild(projection, definition).await
    }
    async fn set_definition(
        &self,
        projection: &str,
        generation: i64,
        definition: u32,
    ) -> Result<bool, StoreError> {
        self.0
            .set_definition(projection, generation, definition)
            .await
    }
    async fn activate(&self, projection: &str, generation: i64) -> Result<(), StoreError> {
        self.0.activate(projection, generation).await
    }
    async fn parked(&self, projection: &str) -> Result<Vec<ParkedEvent>, StoreError> {
        self.0.parked(projection).await
    }
    async fn unpark(&self, projection: &str, position: Position) -> Result<(), StoreError> {
        self.0.unpark(projection, position).await
    }
    async fn has_passed(&self, checkpoint: Position, target: Position) -> Result<bool, StoreError> {
        self.0.has_passed(checkpoint, target).await
    }
    async fn head(&self) -> Result<Option<(Position, DateTime<Utc>)>, StoreError> {
        self.0.head().await
    }
}

/// 12 cycles of 8 events, appended in a shuffled order (a cycle's next
/// event may come right after its last, or much later); the fifth cycle's
/// third event is poison, so its later events park behind it.
async fn fill(store: &dyn EventStore) -> usize {
    let cycles: Vec<Uuid> = (0..12).map(|_| Uuid::now_v7()).collect();
    let mut versions = [0u64; 12];
    let mut seed = 7u64;
    while versions.iter().any(|v| *v < 8) {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let i = (seed >> 33) as usize % cycles.len();
        if versions[i] == 8 {
            continue;
        }
        let version = versions[i];
        let event: DomainEvent = if version == 0 {
            CycleCreated {
                title: format!("cycle {i}"),
                component: Component::IssueRaising,
            }
            .into()
        } else {
            let poison = i == 4 && version == 2;
            PotentialDecisionAdded {
                decision_id: format!("dec_{version}"),
                description: if poison {
                    "poison".into()
                } else {
                    "fine".into()
                },
            }
            .into()
        };
        append(store, cycles[i], version, event).await;
        versions[i] += 1;
    }
    12 * 8
}

/// Every document of the active generation, and the parked positions.
async fn snapshot(models: &dyn ReadModelStore) -> (Vec<(String, Value)>, Vec<i64>) {
    let docs = models
        .scan_docs("tally", "", None, 10_000)
        .await
        .expect("scan");
    let parked = models
        .parked("tally")
        .await
        .expect("parked")
        .iter()
        .map(|p| p.position)
        .collect();
    (docs, parked)
}

async fn rebuilds_write_what_the_worker_writes(
    events: Arc<dyn EventStore>,
    models: Arc<dyn ReadModelStore>,
) {
    let stored = fill(events.as_ref()).await;
    let config = WorkerConfig {
        batch_size: 5,
        ..WorkerConfig::default()
    };
    let worker = Worker::new(
        Arc::new(Tally),
        events.clone(),
        models.clone(),
        Projected::default(),
        config,
    );
    while worker.step().await.expect("step") > 0 {}
    let live = snapshot(models.as_ref()).await;
    assert_eq!(live.1.len(), 6, "the poison and the 5 events behind it");
    assert!(
        live.0
            .iter()
            .any(|(k, v)| k == "count/all" && *v == json!(stored - 6)),
        "the worker counted every event but the parked ones"
    );

    let small_windows = RebuildConfig {
        read_batch: 2,
        window_events: 6,
        window_docs: 100,
    };
    let few_docs = RebuildConfig {
        read_batch: 3,
        window_events: 50,
        // Fewer than the 13 documents the projection reads: windows end
        // early.
        window_docs: 4,
    };
    for config in [small_windows, few_docs, RebuildConfig::default()] {
        let label = format!("{config:?}");
        let mut reported = 0;
        let replayed = rebuild(
            Arc::new(Tally),
            events.clone(),
            Arc::new(SlowCommits(models.clone())),
            config,
            |p| reported = p.events,
        )
        .await
        .expect("rebuild");
        assert_eq!(
            (replayed, reported),
            (stored as u64, stored as u64),
            "{label}"
        );
        let (docs, parked) = snapshot(models.as_ref()).await;
        assert_eq!(parked, live.1, "parked events, {label}");
        assert_eq!(docs.len(), live.0.len(), "documents, {label}");
        for (rebuilt, projected) in docs.iter().zip(&live.0) {
            assert_eq!(rebuilt, projected, "{label}");
        }
    }
}

#[tokio::test]
async fn rebuilds_write_what_the_worker_writes_on_the_embedded_store() {
    let dir = temp_data_dir("rebuild");
    let store = Arc::new(SqliteStore::open(&dir).expect("open"));
    rebuilds_write_what_the_worker_writes(store.clone(), store).await;
}

#[tokio::test]
async fn rebuilds_write_what_the_worker_writes_on_postgres() {
    let db = fresh_pg_database("worker_rebuild").await;
    let store = Arc::new(PgStore::connect(&db.url, 4).await.expect("connect"));
    store.migrate().await.expect("migrate");
    rebuilds_write_what_the_worker_writes(store.clone(), store).await;
}
