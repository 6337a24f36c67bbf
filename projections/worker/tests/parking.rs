//! The worker against a real (embedded) store: an event the projection
//! cannot apply is retried, then parked; later events of that cycle park
//! behind it; other cycles keep flowing; the checkpoint only moves forward
//! with the documents.

use crate::common;

use common::append;

use chrono::Utc;
use decision_events::EventEnvelope;
use decision_events::{CycleCreated, DomainEvent, PotentialDecisionAdded, values::Component};
use decision_projection_worker::{Projected, Worker, WorkerConfig, status};
use decision_projections::{Docs, Projection, ProjectionError};
use decision_store::read_models::ReadModelStore;
use decision_store::sqlite::SqliteStore;
use decision_store::testing::temp_data_dir;
use serde_json::json;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use uuid::Uuid;

/// Counts potential decisions per cycle; fails on any whose text is
/// "poison" until `cured` (a fixed bug, deployed).
#[derive(Default)]
struct Counter {
    attempts: AtomicUsize,
    cured: AtomicBool,
}

impl Projection for Counter {
    fn name(&self) -> &'static str {
        "counter"
    }

    fn keys(&self, event: &EventEnvelope) -> Vec<String> {
        vec![format!("count/{}", event.cycle_id)]
    }

    fn apply(&self, event: &EventEnvelope, docs: &mut Docs) -> Result<(), ProjectionError> {
        let key = format!("count/{}", event.cycle_id);
        if let Ok(DomainEvent::PotentialDecisionAdded(d)) = event.event()
            && d.description == "poison"
            && !self.cured.load(Ordering::SeqCst)
        {
            self.attempts.fetch_add(1, Ordering::SeqCst);
            return Err(ProjectionError("cannot digest poison".into()));
        }
        let n = docs.get(&key).and_then(|v| v["n"].as_u64()).unwrap_or(0);
        docs.put(key, json!({"n": n + 1}));
        Ok(())
    }
}

fn decision(text: &str) -> DomainEvent {
    PotentialDecisionAdded {
        decision_id: "dec_1".into(),
        description: text.into(),
    }
    .into()
}

#[tokio::test]
async fn poison_is_parked_and_other_cycles_keep_flowing() {
    let dir = temp_data_dir("parking");
    let store = Arc::new(SqliteStore::open(&dir).expect("open"));
    let (sick, healthy) = (Uuid::now_v7(), Uuid::now_v7());
    for cycle in [sick, healthy] {
        append(
            store.as_ref(),
            cycle,
            0,
            CycleCreated {
                title: "t".into(),
                component: Component::IssueRaising,
            }
            .into(),
        )
        .await;
    }
    append(store.as_ref(), sick, 1, decision("poison")).await;
    append(store.as_ref(), healthy, 1, decision("fine")).await;
    append(store.as_ref(), sick, 2, decision("after the poison")).await;
    append(store.as_ref(), healthy, 2, decision("fine again")).await;

    let projection = Arc::new(Counter::default());
    let config = WorkerConfig {
        batch_size: 2,
        max_attempts: 3,
        ..WorkerConfig::default()
    };
    let worker = Worker::new(
        projection.clone(),
        store.clone(),
        store.clone(),
        Projected::default(),
        config,
    );
    let mut steps = 0;
    while worker.step().await.expect("step") > 0 {
        steps += 1;
    }
    assert_eq!(steps, 3, "6 events in batches of 2");
    assert_eq!(
        projection.attempts.load(Ordering::SeqCst),
        3,
        "retried, then parked"
    );

    let get = |cycle: Uuid| {
        let store = store.clone();
        async move {
            store
                .get_doc("counter", &format!("count/{cycle}"))
                .await
                .unwrap()
        }
    };
    assert_eq!(
        get(healthy).await,
        Some(json!({"n": 3})),
        "the healthy cycle was fully projected"
    );
    assert_eq!(
        get(sick).await,
        Some(json!({"n": 1})),
        "only CycleCreated; nothing after the poison"
    );
    let parked = store.parked("counter").await.unwrap();
    assert_eq!(parked.len(), 2, "the poison and the event behind it");
    assert!(parked.iter().all(|p| p.cycle_id == sick));
    assert!(parked[0].error.contains("poison") || parked[1].error.contains("poison"));
    let s = status(store.as_ref(), store.as_ref(), projection.as_ref())
        .await
        .unwrap();
    assert_eq!((s.parked, s.lag_positions), (2, 0));
    assert_eq!((s.definition, s.build_definition), (1, 1));
    assert!(s.updated_at <= Utc::now());
}

#[tokio::test]
async fn an_interrupted_batch_is_redone_not_doubled() {
    let dir = temp_data_dir("redo");
    let store = Arc::new(SqliteStore::open(&dir).expect("open"));
    let cycle = Uuid::now_v7();
    append(
        store.as_ref(),
        cycle,
        0,
        CycleCreated {
            title: "t".into(),
            component: Component::IssueRaising,
        }
        .into(),
    )
    .await;
    for v in 1..=5 {
        append(store.as_ref(), cycle, v, decision(&format!("d{v}"))).await;
    }
    let projection = Arc::new(Counter::default());
    let config = WorkerConfig {
        batch_size: 4,
        ..WorkerConfig::default()
    };
    let worker = Worker::new(
        projection.clone(),
        store.clone(),
        store.clone(),
        Projected::default(),
        config.clone(),
    );
    // A step dropped before its commit (a killed process) leaves nothing behind.
    let interrupted = worker.step();
    drop(interrupted);
    let first = worker.step().await.unwrap();
    // Another worker (a restarted process) continues from the checkpoint.
    let restarted = Worker::new(
        projection,
        store.clone(),
        store.clone(),
        Projected::default(),
        config,
    );
    let second = restarted.step().await.unwrap();
    assert_eq!((first, second), (4, 2));
    assert_eq!(restarted.step().await.unwrap(), 0);
    let doc = store
        .get_doc("counter", &format!("count/{cycle}"))
        .await
        .unwrap();
    assert_eq!(doc, Some(json!({"n": 6})), "every event exactly once");
}

#[tokio::test]
async fn retry_applies_parked_events_once_the_projection_is_fixed() {
    let dir = temp_data_dir("parking_retry");
    let store = Arc::new(SqliteStore::open(&dir).expect("open"));
    let sick = Uuid::now_v7();
    let created: DomainEvent = CycleCreated {
        title: "t".into(),
        component: Component::IssueRaising,
    }
    .into();
    append(store.as_ref(), sick, 0, created).await;
    append(store.as_ref(), sick, 1, decision("poison")).await;
    append(store.as_ref(), sick, 2, decision("after the poison")).await;
    let projection = Arc::new(Counter::default());
    let worker = Worker::new(
        projection.clone(),
        store.clone(),
        store.clone(),
        Projected::default(),
        WorkerConfig::default(),
    );
    while worker.step().await.expect("step") > 0 {}
    let position = store.active_checkpoint("counter").await.unwrap().position;
    let doc = || async {
        store
            .get_doc("counter", &format!("count/{sick}"))
            .await
            .unwrap()
    };

    // Still broken: nothing changes but the error and attempts.
    let report = worker.retry_parked().await.unwrap();
    assert_eq!((report.recovered, report.still_parked), (0, 2));
    assert_eq!(doc().await, Some(json!({"n": 1})));
    assert_eq!(store.parked("counter").await.unwrap().len(), 2);

    // Fixed: both apply, in stream order, and are unparked; the checkpoint
    // stays where it was.
    projection.cured.store(true, Ordering::SeqCst);
    let report = worker.retry_parked().await.unwrap();
    assert_eq!((report.recovered, report.still_parked), (2, 0));
    assert_eq!(doc().await, Some(json!({"n": 3})));
    assert!(store.parked("counter").await.unwrap().is_empty());
    assert_eq!(
        store.active_checkpoint("counter").await.unwrap().position,
        position
    );
    // Nothing left: a second retry does nothing (no double application).
    assert_eq!(worker.retry_parked().await.unwrap(), Default::default());
    assert_eq!(doc().await, Some(json!({"n": 3})));

    // New events of the cycle flow again.
    append(store.as_ref(), sick, 3, decision("later")).await;
    while worker.step().await.expect("step") > 0 {}
    assert_eq!(doc().await, Some(json!({"n": 4})));
}

async fn create_cycle(store: &SqliteStore) -> Uuid {
    let cycle = Uuid::now_v7();
    let created: DomainEvent = CycleCreated {
        title: "t".into(),
        component: Component::IssueRaising,
    }
    .into();
    append(store, cycle, 0, created).await;
    cycle
}

fn worker_on(store: &Arc<SqliteStore>, projection: &Arc<Counter>) -> Worker {
    Worker::new(
        projection.clone(),
        store.clone(),
        store.clone(),
        Projected::default(),
        WorkerConfig::default(),
    )
}

async fn count(store: &SqliteStore, cycle: Uuid) -> Option<serde_json::Value> {
    store
        .get_doc("counter", &format!("count/{cycle}"))
        .await
        .unwrap()
}

/// The worker keeps documents between batches; another writer (a second
/// instance's worker) must never be overwritten with what it kept.
#[tokio::test]
async fn kept_documents_never_hide_another_workers_commit() {
    let dir = temp_data_dir("cache_fleet");
    let store = Arc::new(SqliteStore::open(&dir).expect("open"));
    let cycle = create_cycle(&store).await;
    let projection = Arc::new(Counter::default());
    let (here, there) = (
        worker_on(&store, &projection),
        worker_on(&store, &projection),
    );
    assert_eq!(here.step().await.unwrap(), 1);
    // The document existed before this batch: `here` keeps it.
    append(store.as_ref(), cycle, 1, decision("d1")).await;
    assert_eq!(here.step().await.unwrap(), 1);
    append(store.as_ref(), cycle, 2, decision("d2")).await;
    assert_eq!(there.step().await.unwrap(), 1, "the other instance");
    append(store.as_ref(), cycle, 3, decision("d3")).await;
    assert_eq!(here.step().await.unwrap(), 1);
    assert_eq!(count(&store, cycle).await, Some(json!({"n": 4})));
}

/// `projections retry` runs in another process and rewrites a parked
/// cycle's documents without moving the checkpoint: the live worker must
/// not keep that cycle's documents.
#[tokio::test]
async fn a_retry_elsewhere_is_seen_by_the_live_worker() {
    let dir = temp_data_dir("cache_retry");
    let store = Arc::new(SqliteStore::open(&dir).expect("open"));
    let cycle = create_cycle(&store).await;
    let projection = Arc::new(Counter::default());
    let live = worker_on(&store, &projection);
    assert_eq!(live.step().await.unwrap(), 1);
    // The document existed before this batch: `live` keeps it.
    append(store.as_ref(), cycle, 1, decision("d1")).await;
    assert_eq!(live.step().await.unwrap(), 1);
    append(store.as_ref(), cycle, 2, decision("poison")).await;
    assert_eq!(live.step().await.unwrap(), 1);
    assert_eq!(store.parked("counter").await.unwrap().len(), 1);

    projection.cured.store(true, Ordering::SeqCst);
    let report = worker_on(&store, &projection).retry_parked().await.unwrap();
    assert_eq!((report.recovered, report.still_parked), (1, 0));
    assert_eq!(count(&store, cycle).await, Some(json!({"n": 3})));

    append(store.as_ref(), cycle, 3, decision("d3")).await;
    assert_eq!(live.step().await.unwrap(), 1);
    assert_eq!(count(&store, cycle).await, Some(json!({"n": 4})));
}
