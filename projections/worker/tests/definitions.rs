//! Projection definitions, on both stores: a worker whose projection has a
//! newer definition than the stored documents rebuilds them before it
//! projects; an empty store is only stamped; an older projection refuses
//! documents of a newer one instead of rebuilding them backwards.

use crate::common;

use common::append;

use decision_events::values::Component;
use decision_events::{CycleCreated, DomainEvent, EventEnvelope, PotentialDecisionAdded};
use decision_projection_worker::{
    Projected, Upgrade, Worker, WorkerConfig, WorkerError, check_not_newer,
};
use decision_projections::{Docs, Projection, ProjectionError};
use decision_store::postgres::PgStore;
use decision_store::read_models::ReadModelStore;
use decision_store::sqlite::SqliteStore;
use decision_store::testing::{Made, fresh_pg_database, temp_data_dir};
use decision_store::{EventStore, Position};
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::{Duration, Instant};
use uuid::Uuid;

const NAME: &str = "shaped";

/// Counts events per cycle. Definition 1 writes `{"n": …}` and a
/// `legacy/<cycle>` marker; definition 2 writes `{"count": …}` and a copy
/// under `by_title/<title>/<cycle>`, as a release that changed both the
/// shape and the keys would.
struct Shaped(u32);

impl Projection for Shaped {
    fn name(&self) -> &'static str {
        NAME
    }

    fn version(&self) -> u32 {
        self.0
    }

    fn keys(&self, event: &EventEnvelope) -> Vec<String> {
        vec![format!("count/{}", event.cycle_id)]
    }

    fn apply(&self, event: &EventEnvelope, docs: &mut Docs) -> Result<(), ProjectionError> {
        let key = format!("count/{}", event.cycle_id);
        let field = if self.0 == 1 { "n" } else { "count" };
        let n = docs.get(&key).and_then(|d| d[field].as_u64()).unwrap_or(0) + 1;
        docs.put(key, json!({ field: n }));
        match (self.0, event.event()) {
            (1, _) => docs.put(format!("legacy/{}", event.cycle_id), json!(true)),
            (_, Ok(DomainEvent::CycleCreated(c))) => {
                docs.put(format!("by_title/{}/{}", c.title, event.cycle_id), json!(1))
            }
            _ => {}
        }
        Ok(())
    }
}

fn worker(version: u32, events: &Arc<dyn EventStore>, models: &Arc<dyn ReadModelStore>) -> Worker {
    Worker::new(
        Arc::new(Shaped(version)),
        events.clone(),
        models.clone(),
        Projected::default(),
        WorkerConfig::default(),
    )
}

/// Three cycles: created, then 1, 2 and 3 decisions added.
async fn fill(store: &dyn EventStore) -> Vec<Uuid> {
    let cycles: Vec<Uuid> = (0..3).map(|_| Uuid::now_v7()).collect();
    for (i, cycle) in cycles.iter().enumerate() {
        let created = CycleCreated {
            title: format!("t{i}"),
            component: Component::IssueRaising,
        };
        append(store, *cycle, 0, created.into()).await;
        for version in 1..=i as u64 + 1 {
            append(store, *cycle, version, decision()).await;
        }
    }
    cycles
}

fn decision() -> DomainEvent {
    PotentialDecisionAdded {
        decision_id: "dec_1".into(),
        description: "d".into(),
    }
    .into()
}

/// What definition 2 writes for `cycles`, given each one's event count.
fn expected_v2(cycles: &[(Uuid, u64)]) -> Vec<(String, Value)> {
    let mut docs: Vec<(String, Value)> = cycles
        .iter()
        .enumerate()
        .flat_map(|(i, (cycle, n))| {
            [
                (format!("by_title/t{i}/{cycle}"), json!(1)),
                (format!("count/{cycle}"), json!({ "count": n })),
            ]
        })
        .collect();
    docs.sort_by(|a, b| a.0.cmp(&b.0));
    docs
}

async fn all_docs(models: &dyn ReadModelStore) -> Vec<(String, Value)> {
    models.scan_docs(NAME, "", None, 1000).await.expect("scan")
}

async fn head(models: &dyn ReadModelStore) -> Position {
    models.head().await.expect("head").map_or(0, |(p, _)| p)
}

/// Steps `worker` until its checkpoint is at the store's head. (An empty
/// batch does not mean caught up on Postgres: an open transaction anywhere
/// on the server holds the feed's horizon back for a moment.)
async fn catch_up(worker: &Worker, models: &dyn ReadModelStore) {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let stepped = worker.step().await.expect("step");
        let active = models.active_checkpoint(NAME).await.expect("checkpoint");
        if active.position == head(models).await {
            return;
        }
        assert!(Instant::now() < deadline, "never caught up: {active:?}");
        if stepped == 0 {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

/// Waits until the active generation has `definition` and has reached the
/// store's head.
async fn wait_for(models: &dyn ReadModelStore, definition: u32) {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let active = models.active_checkpoint(NAME).await.expect("checkpoint");
        if active.definition == definition && active.position == head(models).await {
            return;
        }
        assert!(Instant::now() < deadline, "never reached: {active:?}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn an_older_definition_is_rebuilt_before_the_worker_runs(
    events: Arc<dyn EventStore>,
    models: Arc<dyn ReadModelStore>,
) {
    let cycles = fill(events.as_ref()).await;
    let old = worker(1, &events, &models);
    catch_up(&old, models.as_ref()).await;
    let before = models.active_checkpoint(NAME).await.unwrap();
    assert_eq!((before.generation, before.definition), (1, 1));
    assert_eq!(
        models
            .get_doc(NAME, &format!("count/{}", cycles[2]))
            .await
            .unwrap(),
        Some(json!({"n": 4}))
    );

    // The new release's worker starts on the old documents.
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let running = tokio::spawn(worker(2, &events, &models).run(stopped));
    wait_for(models.as_ref(), 2).await;
    let counts: Vec<(Uuid, u64)> = cycles.iter().zip([2, 3, 4]).map(|(c, n)| (*c, n)).collect();
    assert_eq!(
        all_docs(models.as_ref()).await,
        expected_v2(&counts),
        "rebuilt in the new shape; the old keys are gone"
    );
    let checkpoints = models.checkpoints(NAME).await.unwrap();
    assert_eq!(checkpoints.len(), 1, "{checkpoints:?}");
    assert!(checkpoints[0].generation > before.generation, "a rebuild");
    assert_eq!(checkpoints[0].definition, 2);

    // Then it projects live, in the new shape.
    append(events.as_ref(), cycles[0], 2, decision()).await;
    wait_for(models.as_ref(), 2).await;
    let mut counts = counts;
    counts[0].1 += 1;
    assert_eq!(all_docs(models.as_ref()).await, expected_v2(&counts));
    stop.send(true).unwrap();
    running.await.unwrap().expect("stopped on request");
    let again = worker(2, &events, &models);
    assert_eq!(again.upgrade().await.unwrap(), Upgrade::Current);
}

async fn a_fresh_store_is_stamped_without_a_rebuild(
    events: Arc<dyn EventStore>,
    models: Arc<dyn ReadModelStore>,
) {
    // Events, but nothing projected yet (as `active_checkpoint` on first
    // use by a reader leaves it: generation 1, definition 1, position 0).
    let cycles = fill(events.as_ref()).await;
    assert_eq!(models.active_checkpoint(NAME).await.unwrap().definition, 1);
    let fresh = worker(2, &events, &models);
    assert_eq!(fresh.upgrade().await.unwrap(), Upgrade::Stamped);
    let stamped = models.active_checkpoint(NAME).await.unwrap();
    assert_eq!(
        (stamped.generation, stamped.position, stamped.definition),
        (1, 0, 2)
    );
    catch_up(&fresh, models.as_ref()).await;
    let counts: Vec<(Uuid, u64)> = cycles.iter().zip([2, 3, 4]).map(|(c, n)| (*c, n)).collect();
    assert_eq!(all_docs(models.as_ref()).await, expected_v2(&counts));
    assert_eq!(models.active_checkpoint(NAME).await.unwrap().generation, 1);

    // `step` stamps by itself too: a projection nothing has touched yet.
    let other = Worker::new(
        Arc::new(Renamed),
        events.clone(),
        models.clone(),
        Projected::default(),
        WorkerConfig::default(),
    );
    other.step().await.expect("step");
    let active = models.active_checkpoint("renamed").await.unwrap();
    assert_eq!((active.generation, active.definition), (1, 3));
}

/// A second projection, at definition 3 from its first run.
struct Renamed;

impl Projection for Renamed {
    fn name(&self) -> &'static str {
        "renamed"
    }
    fn version(&self) -> u32 {
        3
    }
    fn keys(&self, event: &EventEnvelope) -> Vec<String> {
        vec![format!("seen/{}", event.cycle_id)]
    }
    fn apply(&self, event: &EventEnvelope, docs: &mut Docs) -> Result<(), ProjectionError> {
        docs.put(format!("seen/{}", event.cycle_id), json!(true));
        Ok(())
    }
}

async fn a_newer_definition_is_refused_not_rebuilt_backwards(
    events: Arc<dyn EventStore>,
    models: Arc<dyn ReadModelStore>,
) {
    fill(events.as_ref()).await;
    let new = worker(2, &events, &models);
    catch_up(&new, models.as_ref()).await;
    let before = (
        models.checkpoints(NAME).await.unwrap(),
        all_docs(models.as_ref()).await,
    );

    // An older release starts against the newer store.
    let old = worker(1, &events, &models);
    match old.step().await {
        Err(WorkerError::NewerDefinition(e)) => {
            assert_eq!((e.stored, e.build), (2, 1));
            assert!(e.to_string().contains("newer than this build's 1"), "{e}");
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    let (_stop, stopped) = tokio::sync::watch::channel(false);
    let refused = tokio::time::timeout(Duration::from_secs(10), old.run(stopped))
        .await
        .expect("run ends by itself when it refuses");
    assert_eq!(refused.expect_err("refused").stored, 2);
    let old_build: Vec<Arc<dyn Projection>> = vec![Arc::new(Shaped(1))];
    assert!(matches!(
        check_not_newer(models.as_ref(), &old_build).await,
        Err(WorkerError::NewerDefinition(_))
    ));
    let new_build: Vec<Arc<dyn Projection>> = vec![Arc::new(Shaped(2)), Arc::new(Renamed)];
    check_not_newer(models.as_ref(), &new_build)
        .await
        .expect("current, and never run");
    assert!(models.checkpoints("renamed").await.unwrap().is_empty());
    let after = (
        models.checkpoints(NAME).await.unwrap(),
        all_docs(models.as_ref()).await,
    );
    assert_eq!(before, after, "nothing was rebuilt or written");
}

/// The stores, and the directory or database the test holds until it ends.
type Stores = (Arc<dyn EventStore>, Arc<dyn ReadModelStore>, Made);

async fn on_sqlite(test: &str) -> Stores {
    let dir = temp_data_dir(test);
    let store = Arc::new(SqliteStore::open(&dir).expect("open"));
    (store.clone(), store, dir.into())
}

async fn on_postgres(test: &str) -> Stores {
    let db = fresh_pg_database(test).await;
    let store = Arc::new(PgStore::connect(&db.url, 4).await.expect("connect"));
    store.migrate().await.expect("migrate");
    (store.clone(), store, db.into())
}

#[tokio::test]
async fn an_older_definition_is_rebuilt_before_the_worker_runs_on_the_embedded_store() {
    let (events, models, _made) = on_sqlite("definition_rebuild").await;
    an_older_definition_is_rebuilt_before_the_worker_runs(events, models).await;
}

#[tokio::test]
async fn an_older_definition_is_rebuilt_before_the_worker_runs_on_postgres() {
    let (events, models, _made) = on_postgres("definition_rebuild").await;
    an_older_definition_is_rebuilt_before_the_worker_runs(events, models).await;
}

#[tokio::test]
async fn a_fresh_store_is_stamped_without_a_rebuild_on_the_embedded_store() {
    let (events, models, _made) = on_sqlite("definition_stamp").await;
    a_fresh_store_is_stamped_without_a_rebuild(events, models).await;
}

#[tokio::test]
async fn a_fresh_store_is_stamped_without_a_rebuild_on_postgres() {
    let (events, models, _made) = on_postgres("definition_stamp").await;
    a_fresh_store_is_stamped_without_a_rebuild(events, models).await;
}

#[tokio::test]
async fn a_newer_definition_is_refused_not_rebuilt_backwards_on_the_embedded_store() {
    let (events, models, _made) = on_sqlite("definition_refuse").await;
    a_newer_definition_is_refused_not_rebuilt_backwards(events, models).await;
}

#[tokio::test]
async fn a_newer_definition_is_refused_not_rebuilt_backwards_on_postgres() {
    let (events, models, _made) = on_postgres("definition_refuse").await;
    a_newer_definition_is_refused_not_rebuilt_backwards(events, models).await;
}
