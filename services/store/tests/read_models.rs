//! The read-model port's contract: each test is written once against
//! `dyn Store` and run against a fresh Postgres database (`pg::…`) and a
//! fresh SQLite file (`sqlite::…`). `pg_has_passed_…` covers feed order
//! under concurrent transactions, which only Postgres has. Projection
//! definitions are in `read_models/definitions.rs`.

use chrono::{DateTime, SubsecRound, Utc};
use decision_events::{DomainEvent, EventMetadata, NewEvent, PotentialDecisionAdded};
use decision_store::postgres::PgStore;
use decision_store::read_models::{Checkpoint, ParkedEvent, ProjectionCommit, ReadModelStore};
use decision_store::sqlite::SqliteStore;
use decision_store::testing::{TempDir, TestDatabase, fresh_pg_database, temp_data_dir};
use decision_store::{AppendRequest, EventStore, Position, StoreError};
use serde_json::{Value, json};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use uuid::Uuid;

/// Both ports of one store.
trait Store: EventStore + ReadModelStore {}
impl<T: EventStore + ReadModelStore> Store for T {}

/// Where a test's store lives; `open` can be called again to reopen it.
enum Backend {
    Pg(TestDatabase),
    Sqlite(TempDir),
}

impl Backend {
    async fn open(&self) -> Arc<dyn Store> {
        match self {
            Backend::Pg(db) => Arc::new(open_pg(db).await),
            Backend::Sqlite(dir) => Arc::new(SqliteStore::open(dir).expect("open sqlite store")),
        }
    }
}

async fn open_pg(db: &TestDatabase) -> PgStore {
    let store = PgStore::connect(&db.url, 8)
        .await
        .unwrap_or_else(|e| panic!("connecting to {}: {e}", db.url));
    store.migrate().await.expect("migrate");
    store
}

/// Generates `pg::<test>` and `sqlite::<test>` for each test.
macro_rules! read_model_tests {
    ($($name:ident),+ $(,)?) => {
        mod pg {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    let db = super::fresh_pg_database(stringify!($name)).await;
                    super::$name(&super::Backend::Pg(db)).await;
                }
            )+
        }
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    let dir = super::temp_data_dir(stringify!($name));
                    super::$name(&super::Backend::Sqlite(dir)).await;
                }
            )+
        }
    };
}

read_model_tests!(
    first_use_creates_generation_one_at_position_zero,
    commit_writes_docs_parked_events_and_checkpoint_together,
    stale_or_unknown_checkpoint_commits_write_nothing,
    upserts_replace_documents_and_reparking_updates_the_event,
    scan_docs_pages_a_prefix_in_byte_order,
    rebuild_fills_an_inactive_generation_until_activated,
    a_second_rebuild_discards_the_unfinished_one,
    activation_is_atomic_for_readers_and_stops_the_old_worker,
    has_passed_follows_sequential_appends,
    head_is_the_latest_event,
    read_models_survive_reopening_the_store,
    a_document_is_read_with_the_checkpoint_of_its_generation,
    a_generation_records_the_definition_it_was_built_with,
    only_an_empty_active_generation_is_stamped,
    stamping_races_a_commit_and_an_activation,
    an_older_releases_generations_get_definition_one,
    a_batch_of_many_documents_is_written_whole,
);

/// Batches of every size the multi-row upserts split into (64-row and
/// 8-row statements, then single rows), new documents and replaced ones,
/// a key repeated in the batch keeping its last document.
async fn a_batch_of_many_documents_is_written_whole(backend: &Backend) {
    let store = backend.open().await;
    let generation = store.active_checkpoint(P).await.unwrap().generation;
    let positions = append_events(store.as_ref(), 3).await;
    let mut expected = std::collections::BTreeMap::new();
    let mut at = 0;
    for ((round, n), position) in [(0, 139), (1, 75), (2, 9)].into_iter().zip(&positions) {
        let mut commit = batch(&[], *position);
        for i in 0..n {
            let (key, doc) = (format!("doc/{i:04}"), json!({ "round": round, "i": i }));
            expected.insert(key.clone(), doc.clone());
            commit.docs.push((key, doc));
        }
        // A repeated key: the last document wins.
        commit
            .docs
            .push(("doc/0000".into(), json!({ "round": round, "last": true })));
        expected.insert("doc/0000".into(), json!({ "round": round, "last": true }));
        store.commit(P, generation, at, &commit).await.unwrap();
        at = *position;
    }
    let stored = store.scan_docs(P, "doc/", None, 1000).await.unwrap();
    assert_eq!(stored.len(), 139);
    assert_eq!(stored, expected.into_iter().collect::<Vec<_>>());
}

// A crate root's `mod` looks beside it; a file under tests/ would be a
// test binary of its own.
#[path = "read_models/definitions.rs"]
mod definitions;
use definitions::*;

// ---- fixtures -------------------------------------------------------------

const P: &str = "decisions";

fn now() -> DateTime<Utc> {
    // What both databases keep.
    Utc::now().trunc_subsecs(6)
}

fn docs(entries: &[(&str, Value)]) -> Vec<(String, Value)> {
    entries
        .iter()
        .map(|(key, doc)| ((*key).to_owned(), doc.clone()))
        .collect()
}

fn batch(entries: &[(&str, Value)], position: Position) -> ProjectionCommit {
    ProjectionCommit {
        docs: docs(entries),
        deleted_prefixes: Vec::new(),
        parked: Vec::new(),
        unparked: Vec::new(),
        position,
        event_recorded_at: Some(now()),
    }
}

fn parked_event(position: Position, error: &str, attempts: i32) -> ParkedEvent {
    ParkedEvent {
        projection: P.to_owned(),
        position,
        event_id: Uuid::now_v7(),
        cycle_id: Uuid::now_v7(),
        error: error.to_owned(),
        attempts,
        parked_at: now(),
    }
}

fn new_event(n: usize) -> NewEvent {
    let event = DomainEvent::PotentialDecisionAdded(PotentialDecisionAdded {
        decision_id: format!("d{n}"),
        description: format!("decision {n}"),
    });
    let metadata = EventMetadata {
        correlation_id: Uuid::now_v7(),
        causation_id: None,
        actor: "projection-test".to_owned(),
        actor_kind: None,
        invocation_id: None,
        conversation_turn: None,
        trace_context: None,
    };
    NewEvent::new(Uuid::now_v7(), &event, metadata)
}

/// One event per append, on one new stream; returns their positions.
async fn append_events(store: &dyn Store, count: usize) -> Vec<Position> {
    let cycle_id = Uuid::now_v7();
    let mut positions = Vec::new();
    for n in 0..count {
        let request = AppendRequest {
            cycle_id,
            expected_version: n as u64,
            events: vec![new_event(n)],
            idempotency: None,
        };
        positions.push(store.append(request).await.expect("append")[0].position);
    }
    positions
}

async fn keys_of(
    store: &dyn Store,
    prefix: &str,
    after: Option<&str>,
    limit: usize,
) -> Vec<String> {
    let page = store
        .scan_docs(P, prefix, after, limit)
        .await
        .expect("scan");
    page.into_iter().map(|(key, _)| key).collect()
}

fn assert_internal(result: Result<(), StoreError>, containing: &str) {
    match result {
        Err(StoreError::Internal(message)) if message.contains(containing) => {}
        other => panic!("expected Internal(\"…{containing}…\"), got {other:?}"),
    }
}

fn generations(checkpoints: &[Checkpoint]) -> Vec<(i64, Position, bool)> {
    checkpoints
        .iter()
        .map(|c| (c.generation, c.position, c.active))
        .collect()
}

// ---- the contract ---------------------------------------------------------

async fn first_use_creates_generation_one_at_position_zero(backend: &Backend) {
    let store = backend.open().await;
    assert!(store.checkpoints(P).await.unwrap().is_empty());

    // Racing first uses agree on one row.
    let tasks: Vec<_> = (0..8)
        .map(|_| {
            let store = Arc::clone(&store);
            tokio::spawn(async move { store.active_checkpoint(P).await })
        })
        .collect();
    let mut seen = Vec::new();
    for task in tasks {
        seen.push(task.await.unwrap().expect("active_checkpoint"));
    }
    let first = &seen[0];
    assert!(seen.iter().all(|c| c == first), "{seen:?}");
    assert_eq!(
        (first.projection.as_str(), first.generation, first.position),
        (P, 1, 0)
    );
    assert!(first.active);
    assert_eq!(first.event_recorded_at, None);
    assert_eq!(
        store.checkpoints(P).await.unwrap(),
        std::slice::from_ref(first)
    );
    assert_eq!(store.active_checkpoint(P).await.unwrap(), *first);
    // Projections are independent.
    assert_eq!(
        store.active_checkpoint("other").await.unwrap().generation,
        1
    );
    assert_eq!(store.checkpoints(P).await.unwrap().len(), 1);
    assert_eq!(store.get_doc(P, "missing").await.unwrap(), None);
}

async fn commit_writes_docs_parked_events_and_checkpoint_together(backend: &Backend) {
    let store = backend.open().await;
    let before = store.active_checkpoint(P).await.unwrap();
    let doc = json!({"z": 1, "a": {"title": "Which job? ✓", "n": [1, 2.5, null]}});
    let parked = parked_event(6, "unknown decision d9", 1);
    let recorded = now();
    let commit = ProjectionCommit {
        docs: docs(&[("cycle/1", doc.clone()), ("cycle/2", json!("plain"))]),
        deleted_prefixes: Vec::new(),
        parked: vec![parked.clone()],
        unparked: Vec::new(),
        position: 7,
        event_recorded_at: Some(recorded),
    };
    store.commit(P, 1, 0, &commit).await.expect("commit");

    assert_eq!(
        store.get_doc(P, "cycle/1").await.unwrap(),
        Some(doc.clone())
    );
    let keys = ["cycle/2", "cycle/1", "cycle/3", "cycle/2"].map(String::from);
    assert_eq!(
        store.load_docs(P, 1, &keys).await.unwrap(),
        docs(&[("cycle/1", doc), ("cycle/2", json!("plain"))])
    );
    assert_eq!(store.parked(P).await.unwrap(), [parked]);
    let after = store.active_checkpoint(P).await.unwrap();
    assert_eq!((after.generation, after.position), (1, 7));
    assert_eq!(after.event_recorded_at, Some(recorded));
    assert!(after.updated_at >= before.updated_at);

    // A batch that only moves the checkpoint; without a time of its own it
    // keeps the stored one.
    let empty = ProjectionCommit {
        position: 9,
        ..ProjectionCommit::default()
    };
    store.commit(P, 1, 7, &empty).await.expect("empty commit");
    let moved = store.active_checkpoint(P).await.unwrap();
    assert_eq!(
        (moved.position, moved.event_recorded_at),
        (9, Some(recorded))
    );

    // A retry: documents written and the event unparked, together, at the
    // same checkpoint.
    let retried = ProjectionCommit {
        docs: docs(&[("cycle/6", json!("recovered"))]),
        unparked: vec![6],
        position: 9,
        ..ProjectionCommit::default()
    };
    store.commit(P, 1, 9, &retried).await.expect("retry commit");
    assert!(store.parked(P).await.unwrap().is_empty());
    assert_eq!(
        store.get_doc(P, "cycle/6").await.unwrap(),
        Some(json!("recovered"))
    );
    assert_eq!(store.active_checkpoint(P).await.unwrap().position, 9);
}

async fn stale_or_unknown_checkpoint_commits_write_nothing(backend: &Backend) {
    let store = backend.open().await;
    store.active_checkpoint(P).await.unwrap();
    store
        .commit(P, 1, 0, &batch(&[("k", json!(1))], 5))
        .await
        .unwrap();
    let checkpoint = store.active_checkpoint(P).await.unwrap();

    let mut stale = batch(&[("k", json!(2)), ("new", json!(2))], 8);
    stale.parked.push(parked_event(7, "boom", 1));
    assert_internal(store.commit(P, 1, 0, &stale).await, "checkpoint moved");
    assert_internal(store.commit(P, 1, 6, &stale).await, "checkpoint moved");
    assert_internal(store.commit(P, 2, 0, &stale).await, "no checkpoint");
    assert_internal(
        store.commit("nope", 1, 0, &batch(&[], 1)).await,
        "no checkpoint",
    );
    // A parked event filed under another projection is a worker bug.
    assert_internal(
        store.commit("nope", 1, 0, &stale).await,
        "parked event of projection",
    );

    assert_eq!(store.get_doc(P, "k").await.unwrap(), Some(json!(1)));
    assert_eq!(store.get_doc(P, "new").await.unwrap(), None);
    assert!(store.parked(P).await.unwrap().is_empty());
    assert_eq!(store.active_checkpoint(P).await.unwrap(), checkpoint);
    assert_eq!(store.checkpoints(P).await.unwrap().len(), 1);
    assert!(store.checkpoints("nope").await.unwrap().is_empty());
}

async fn upserts_replace_documents_and_reparking_updates_the_event(backend: &Backend) {
    let store = backend.open().await;
    store.active_checkpoint(P).await.unwrap();
    let first = parked_event(3, "first failure", 1);
    let mut commit = batch(&[("k", json!({"v": 1})), ("other", json!(0))], 4);
    commit.parked.push(first.clone());
    store.commit(P, 1, 0, &commit).await.unwrap();

    // The same key twice in one batch: the last document wins.
    let mut commit = batch(
        &[("k", json!({"v": 2})), ("k", json!({"v": 3, "w": []}))],
        6,
    );
    let retried = ParkedEvent {
        error: "second failure".into(),
        attempts: 2,
        parked_at: first.parked_at + chrono::Duration::seconds(5),
        ..first.clone()
    };
    commit.parked.push(retried);
    store.commit(P, 1, 4, &commit).await.unwrap();

    assert_eq!(
        store.get_doc(P, "k").await.unwrap(),
        Some(json!({"v": 3, "w": []}))
    );
    assert_eq!(store.get_doc(P, "other").await.unwrap(), Some(json!(0)));
    let expected = ParkedEvent {
        error: "second failure".into(),
        attempts: 2,
        ..first
    };
    assert_eq!(store.parked(P).await.unwrap(), [expected]);

    let mut later = batch(&[], 7);
    let newer = ParkedEvent {
        parked_at: now() + chrono::Duration::seconds(60),
        ..parked_event(1, "later", 1)
    };
    later.parked.push(newer.clone());
    store.commit(P, 1, 6, &later).await.unwrap();
    let order: Vec<Position> = store
        .parked(P)
        .await
        .unwrap()
        .iter()
        .map(|p| p.position)
        .collect();
    assert_eq!(order, [3, 1], "oldest parked first, not position order");

    store.unpark(P, 3).await.unwrap();
    store
        .unpark(P, 3)
        .await
        .expect("unparking twice is harmless");
    assert_eq!(store.parked(P).await.unwrap(), [newer]);
}

async fn scan_docs_pages_a_prefix_in_byte_order(backend: &Backend) {
    let store = backend.open().await;
    let keys = [
        "invocation/a/0100",
        "invocation/a/0001",
        "invocation/a/0010",
        "invocation/a/0002",
        // Bytewise: upper case before lower case (a locale collation would
        // interleave them), non-ASCII last.
        "invocation/a/a",
        "invocation/a/B",
        "invocation/a/é",
        "invocation/ab/0001",
        "invocation/ab/0002",
        "invocation/a",
        "invocation/a.x",
        "invocation/a0",
        "invocation/b/0001",
        "other/a/0001",
    ];
    store.active_checkpoint(P).await.unwrap();
    let all: Vec<(&str, Value)> = keys.iter().map(|k| (*k, json!({ "key": k }))).collect();
    store.commit(P, 1, 0, &batch(&all, 1)).await.unwrap();
    // Noise the scans must not see: another projection, another generation.
    store.active_checkpoint("noise").await.unwrap();
    let noise = batch(&[("invocation/a/0003", json!(0))], 1);
    store.commit("noise", 1, 0, &noise).await.unwrap();
    let rebuild = store.begin_rebuild(P, 1).await.unwrap();
    store.commit(P, rebuild, 0, &noise).await.unwrap();

    let under = |prefix: &str| {
        let mut found: Vec<String> = keys
            .iter()
            .filter(|k| k.starts_with(prefix))
            .map(|k| (*k).to_owned())
            .collect();
        found.sort();
        found
    };
    assert_eq!(
        keys_of(&*store, "invocation/a/", None, 100).await,
        [
            "invocation/a/0001",
            "invocation/a/0002",
            "invocation/a/0010",
            "invocation/a/0100",
            "invocation/a/B",
            "invocation/a/a",
            "invocation/a/é",
        ]
    );
    assert_eq!(
        keys_of(&*store, "invocation/ab/", None, 100).await,
        ["invocation/ab/0001", "invocation/ab/0002"]
    );
    for prefix in [
        "invocation/a",
        "invocation/",
        "",
        "other/",
        "invocation/a/0",
        "zzz",
    ] {
        assert_eq!(
            keys_of(&*store, prefix, None, 100).await,
            under(prefix),
            "{prefix:?}"
        );
    }

    // Paging with the last key seen, three at a time, gives the same list.
    let mut paged = Vec::new();
    let mut after: Option<String> = None;
    loop {
        let page = keys_of(&*store, "invocation/a", after.as_deref(), 3).await;
        assert!(page.len() <= 3);
        let Some(last) = page.last().cloned() else {
            break;
        };
        paged.extend(page);
        after = Some(last);
    }
    assert_eq!(paged, under("invocation/a"));

    let docs = store
        .scan_docs(P, "invocation/ab/", Some("invocation/ab/0001"), 10)
        .await
        .unwrap();
    assert_eq!(
        docs,
        [(
            "invocation/ab/0002".to_owned(),
            json!({"key": "invocation/ab/0002"})
        )]
    );
    // An after-key before the range starts at the prefix; past it, nothing.
    assert_eq!(
        keys_of(&*store, "invocation/ab/", Some("invocation/"), 10).await,
        under("invocation/ab/")
    );
    assert!(
        keys_of(&*store, "invocation/a/", Some("invocation/a0"), 10)
            .await
            .is_empty()
    );
    assert!(keys_of(&*store, "invocation/a/", None, 0).await.is_empty());
    assert!(
        store
            .scan_docs("unknown", "", None, 10)
            .await
            .unwrap()
            .is_empty()
    );
}

async fn rebuild_fills_an_inactive_generation_until_activated(backend: &Backend) {
    let store = backend.open().await;
    store.active_checkpoint(P).await.unwrap();
    let old = batch(&[("a/1", json!("old 1")), ("a/2", json!("old 2"))], 5);
    store.commit(P, 1, 0, &old).await.unwrap();

    let rebuild = store.begin_rebuild(P, 1).await.unwrap();
    assert_eq!(rebuild, 2);
    assert_eq!(
        generations(&store.checkpoints(P).await.unwrap()),
        [(1, 5, true), (2, 0, false)]
    );
    assert_eq!(store.active_checkpoint(P).await.unwrap().generation, 1);
    let new = batch(&[("a/1", json!("new 1")), ("a/3", json!("new 3"))], 3);
    store.commit(P, rebuild, 0, &new).await.unwrap();

    // The API still reads generation 1.
    assert_eq!(store.get_doc(P, "a/1").await.unwrap(), Some(json!("old 1")));
    assert_eq!(store.get_doc(P, "a/3").await.unwrap(), None);
    assert_eq!(keys_of(&*store, "a/", None, 10).await, ["a/1", "a/2"]);
    let keys = ["a/1", "a/2", "a/3"].map(String::from);
    assert_eq!(
        store.load_docs(P, rebuild, &keys).await.unwrap(),
        docs(&[("a/1", json!("new 1")), ("a/3", json!("new 3"))])
    );

    assert_internal(store.activate(P, 99).await, "no such generation");
    assert_eq!(store.get_doc(P, "a/1").await.unwrap(), Some(json!("old 1")));
    assert_eq!(store.checkpoints(P).await.unwrap().len(), 2);

    store.activate(P, rebuild).await.expect("activate");
    assert_eq!(store.get_doc(P, "a/1").await.unwrap(), Some(json!("new 1")));
    assert_eq!(store.get_doc(P, "a/2").await.unwrap(), None);
    assert_eq!(keys_of(&*store, "a/", None, 10).await, ["a/1", "a/3"]);
    assert!(store.load_docs(P, 1, &keys).await.unwrap().is_empty());
    assert_eq!(
        generations(&store.checkpoints(P).await.unwrap()),
        [(2, 3, true)]
    );
    let active = store.active_checkpoint(P).await.unwrap();
    assert_eq!(
        (active.generation, active.position, active.active),
        (2, 3, true)
    );
    // The old generation's worker is told, not silently ignored.
    assert_internal(store.commit(P, 1, 5, &batch(&[], 6)).await, "no checkpoint");
    assert_eq!(store.begin_rebuild(P, 1).await.unwrap(), 3);
}

async fn a_second_rebuild_discards_the_unfinished_one(backend: &Backend) {
    let store = backend.open().await;
    // A rebuild before first use still leaves generation 1 active.
    assert_eq!(store.begin_rebuild(P, 1).await.unwrap(), 2);
    assert_eq!(store.active_checkpoint(P).await.unwrap().generation, 1);
    store
        .commit(P, 1, 0, &batch(&[("k", json!("live"))], 9))
        .await
        .unwrap();
    store
        .commit(P, 2, 0, &batch(&[("k", json!("half")), ("j", json!(1))], 4))
        .await
        .unwrap();

    let again = store.begin_rebuild(P, 1).await.unwrap();
    assert_eq!(again, 3, "a discarded generation's number is not reused");
    assert_eq!(
        generations(&store.checkpoints(P).await.unwrap()),
        [(1, 9, true), (3, 0, false)]
    );
    let keys = ["j", "k"].map(String::from);
    assert!(store.load_docs(P, 2, &keys).await.unwrap().is_empty());
    assert!(store.load_docs(P, 3, &keys).await.unwrap().is_empty());
    assert_internal(store.commit(P, 2, 4, &batch(&[], 5)).await, "no checkpoint");
    assert_eq!(store.get_doc(P, "k").await.unwrap(), Some(json!("live")));
}

async fn activation_is_atomic_for_readers_and_stops_the_old_worker(backend: &Backend) {
    let store = backend.open().await;
    store.active_checkpoint(P).await.unwrap();
    store
        .commit(P, 1, 0, &batch(&[("k", json!("old"))], 1))
        .await
        .unwrap();
    let rebuild = store.begin_rebuild(P, 1).await.unwrap();
    store
        .commit(P, rebuild, 0, &batch(&[("k", json!("new"))], 1))
        .await
        .unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let deadline = Instant::now() + Duration::from_secs(10);

    // The old generation's worker keeps committing until it is told.
    let worker = {
        let store = Arc::clone(&store);
        tokio::spawn(async move {
            let mut position = 1;
            loop {
                let keys: Vec<String> = (0..20).map(|i| format!("doc/{i:03}")).collect();
                let mut entries: Vec<(&str, Value)> =
                    keys.iter().map(|k| (k.as_str(), json!(position))).collect();
                entries.push(("k", json!("old")));
                match store
                    .commit(P, 1, position, &batch(&entries, position + 1))
                    .await
                {
                    Ok(()) => position += 1,
                    Err(e) => return (position, e),
                }
                assert!(
                    Instant::now() < deadline,
                    "the old worker was never stopped"
                );
            }
        })
    };
    // Readers see the old generation or the new one, never neither.
    let reader = {
        let (store, stop) = (Arc::clone(&store), Arc::clone(&stop));
        tokio::spawn(async move {
            let mut reads = 0;
            while !stop.load(Ordering::SeqCst) {
                let doc = store.get_doc(P, "k").await.unwrap();
                assert!(
                    doc == Some(json!("old")) || doc == Some(json!("new")),
                    "{doc:?}"
                );
                reads += 1;
            }
            reads
        })
    };
    tokio::time::sleep(Duration::from_millis(100)).await;
    store.activate(P, rebuild).await.expect("activate");
    tokio::time::sleep(Duration::from_millis(50)).await;
    stop.store(true, Ordering::SeqCst);

    assert!(reader.await.unwrap() > 0);
    let (position, error) = worker.await.unwrap();
    assert!(position > 1, "the worker never committed before the swap");
    assert_internal(Err(error), "no checkpoint");
    assert_eq!(store.get_doc(P, "k").await.unwrap(), Some(json!("new")));
    assert!(keys_of(&*store, "doc/", None, 10).await.is_empty());
    assert_eq!(
        generations(&store.checkpoints(P).await.unwrap()),
        [(2, 1, true)]
    );
}

async fn a_document_is_read_with_the_checkpoint_of_its_generation(backend: &Backend) {
    let store = backend.open().await;
    // First use creates the checkpoint, as `active_checkpoint` does.
    assert_eq!(
        store.get_doc_with_position(P, "k").await.unwrap(),
        (0, None)
    );
    assert_eq!(store.active_checkpoint(P).await.unwrap().generation, 1);
    store
        .commit(P, 1, 0, &batch(&[("k", json!("old"))], 5))
        .await
        .unwrap();
    assert_eq!(
        store.get_doc_with_position(P, "k").await.unwrap(),
        (5, Some(json!("old")))
    );
    assert_eq!(
        store.get_doc_with_position(P, "other").await.unwrap(),
        (5, None)
    );
    // A rebuild's generation is not read until it is active.
    let rebuild = store.begin_rebuild(P, 1).await.unwrap();
    store
        .commit(P, rebuild, 0, &batch(&[("k", json!("new"))], 3))
        .await
        .unwrap();
    assert_eq!(
        store.get_doc_with_position(P, "k").await.unwrap(),
        (5, Some(json!("old")))
    );
    store.activate(P, rebuild).await.unwrap();
    assert_eq!(
        store.get_doc_with_position(P, "k").await.unwrap(),
        (3, Some(json!("new")))
    );
}

async fn has_passed_follows_sequential_appends(backend: &Backend) {
    let store = backend.open().await;
    assert!(store.has_passed(0, 0).await.unwrap());
    let p = append_events(&*store, 3).await;
    for (checkpoint, target, passed) in [
        (p[1], p[0], true),
        (p[1], p[1], true),
        (p[1], p[2], false),
        (p[2], p[0], true),
        (0, p[0], false),
        (p[0], 0, true),
    ] {
        assert_eq!(
            store.has_passed(checkpoint, target).await.unwrap(),
            passed,
            "has_passed({checkpoint}, {target})"
        );
    }
}

async fn head_is_the_latest_event(backend: &Backend) {
    let store = backend.open().await;
    assert_eq!(store.head().await.unwrap(), None);
    append_events(&*store, 2).await;
    let last = store
        .append(AppendRequest {
            cycle_id: Uuid::now_v7(),
            expected_version: 0,
            events: vec![new_event(9)],
            idempotency: None,
        })
        .await
        .unwrap()
        .remove(0);
    assert_eq!(
        store.head().await.unwrap(),
        Some((last.position, last.recorded_at))
    );
}

async fn read_models_survive_reopening_the_store(backend: &Backend) {
    let parked = parked_event(2, "kept", 3);
    let (checkpoints, doc) = {
        let store = backend.open().await;
        store.active_checkpoint(P).await.unwrap();
        let doc = json!({"nested": {"list": [1, "two", true]}});
        let mut commit = batch(&[("k", doc.clone())], 4);
        commit.parked.push(parked.clone());
        store.commit(P, 1, 0, &commit).await.unwrap();
        let rebuild = store.begin_rebuild(P, 1).await.unwrap();
        store
            .commit(P, rebuild, 0, &batch(&[("k", json!(0))], 1))
            .await
            .unwrap();
        (store.checkpoints(P).await.unwrap(), doc)
    };

    let store = backend.open().await;
    assert_eq!(store.checkpoints(P).await.unwrap(), checkpoints);
    assert_eq!(store.get_doc(P, "k").await.unwrap(), Some(doc));
    assert_eq!(store.parked(P).await.unwrap(), [parked]);
    store.activate(P, 2).await.unwrap();
    assert_eq!(store.get_doc(P, "k").await.unwrap(), Some(json!(0)));
}

// ---- Postgres: feed order under concurrent transactions -------------------

/// One event inserted as an append does, on a raw transaction.
async fn insert_event(tx: &tokio_postgres::Transaction<'_>) -> Position {
    let event = new_event(0);
    tx.query_one(
        "INSERT INTO events (stream_id, version, event_id, event_type, schema_version, payload, metadata)
         VALUES ($1, 1, $2, $3, $4, $5, $6) RETURNING position",
        &[
            &Uuid::now_v7(),
            &event.event_id,
            &event.event_type,
            &(event.schema_version as i32),
            &event.payload,
            &serde_json::to_value(&event.metadata).unwrap(),
        ],
    )
    .await
    .expect("insert event")
    .get(0)
}

async fn raw_client(url: &str) -> tokio_postgres::Client {
    let (client, connection) = decision_store::postgres::connect(url)
        .await
        .expect("connect");
    tokio::spawn(connection);
    client
}

/// `early` takes its transaction id first but inserts last, so its event
/// has the higher position yet comes first in the feed; `late` starts
/// second and commits first.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pg_has_passed_follows_feed_order_not_position_order() {
    let db = fresh_pg_database("has_passed_xid").await;
    let store = open_pg(&db).await;
    let (mut early_client, mut late_client) =
        (raw_client(&db.url).await, raw_client(&db.url).await);

    let early = early_client.transaction().await.unwrap();
    early
        .execute("SELECT pg_current_xact_id()", &[])
        .await
        .unwrap();
    let late = late_client.transaction().await.unwrap();
    let low = insert_event(&late).await;
    let high = insert_event(&early).await;
    assert!(low < high);
    late.commit().await.unwrap();

    // `high` is not committed: no checkpoint has passed it yet.
    assert!(!store.has_passed(low, high).await.unwrap());
    assert!(!store.has_passed(high, high).await.unwrap());
    assert!(store.has_passed(low, low).await.unwrap());
    early.commit().await.unwrap();

    let feed = read_whole_feed(&store, 2).await;
    assert_eq!(
        feed,
        [high, low],
        "the test needs feed order to differ from position order"
    );
    // Behind `low` in the feed, `high` is passed; `low` is not passed by a
    // reader at `high` even though its position is lower.
    assert!(store.has_passed(low, high).await.unwrap());
    assert!(!store.has_passed(high, low).await.unwrap());
    assert!(store.has_passed(high, high).await.unwrap());
    assert!(store.has_passed(high, 0).await.unwrap());
    assert!(!store.has_passed(0, low).await.unwrap());
    assert!(!store.has_passed(high, high + 1000).await.unwrap());
    assert_eq!(store.head().await.unwrap().map(|(p, _)| p), Some(high));
}

/// The feed's positions, waiting (bounded) while another test's open
/// transaction holds the cluster-wide horizon back.
async fn read_whole_feed(store: &PgStore, count: usize) -> Vec<Position> {
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        let feed = store.read_feed(0, 100).await.expect("read_feed");
        if feed.len() >= count {
            return feed.iter().map(|e| e.position).collect();
        }
        assert!(
            Instant::now() < deadline,
            "feed stalled at {} events",
            feed.len()
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The previous release's document statements (migration 5's schema, where
/// `doc` was `jsonb`), as it sends them during a rolling upgrade.
const PREVIOUS_RELEASE_UPSERT: &str = "
INSERT INTO read_models (projection, generation, key, doc)
SELECT $1, $2, d.key, d.doc FROM unnest($3::text[], $4::jsonb[]) AS d(key, doc)
ON CONFLICT (projection, generation, key) DO UPDATE SET doc = EXCLUDED.doc";
const PREVIOUS_RELEASE_LOAD: &str = "
SELECT key, doc FROM read_models
WHERE projection = $1 AND generation = $2 AND key = ANY($3) ORDER BY key";

/// Migration 6 stores documents (and idempotency responses) as `json`, lz4
/// where the server has it:
/// an instance of the previous release, still running mid-upgrade, writes
/// and reads them unchanged, and this release reads what it wrote.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pg_documents_are_json_and_the_previous_release_still_reads_and_writes_them() {
    let db = fresh_pg_database("docs_as_json").await;
    let store = open_pg(&db).await;
    let generation = store.active_checkpoint("compat").await.unwrap().generation;
    // Large enough to be compressed (over TOAST's 2 kB threshold).
    let big =
        json!({ "cells": (0..400).map(|i| json!({ "i": i, "z": "ab" })).collect::<Vec<_>>() });
    let ours = ProjectionCommit {
        docs: vec![("ours".into(), big.clone())],
        position: 1,
        ..ProjectionCommit::default()
    };
    store.commit("compat", generation, 0, &ours).await.unwrap();

    let old = raw_client(&db.url).await;
    let theirs = json!({ "title": "written by the previous release", "n": 1.5 });
    old.execute(
        PREVIOUS_RELEASE_UPSERT,
        &[&"compat", &generation, &vec!["theirs"], &vec![&theirs]],
    )
    .await
    .expect("the previous release's upsert");
    let rows = old
        .query(
            PREVIOUS_RELEASE_LOAD,
            &[&"compat", &generation, &vec!["ours", "theirs"]],
        )
        .await
        .expect("the previous release's load");
    let read: Vec<(String, Value)> = rows.iter().map(|r| (r.get(0), r.get(1))).collect();
    assert_eq!(
        read,
        [
            ("ours".to_owned(), big.clone()),
            ("theirs".to_owned(), theirs.clone())
        ]
    );
    let loaded = store
        .load_docs("compat", generation, &["ours".into(), "theirs".into()])
        .await
        .unwrap();
    assert_eq!(
        loaded,
        [("ours".to_owned(), big), ("theirs".to_owned(), theirs)]
    );

    let column = old
        .query_one(
            "SELECT format_type(a.atttypid, a.atttypmod),
                    (SELECT pg_column_compression(doc) FROM read_models WHERE key = 'ours')
             FROM pg_attribute a WHERE a.attrelid = 'read_models'::regclass AND a.attname = 'doc'",
            &[],
        )
        .await
        .unwrap();
    assert_eq!(column.get::<_, String>(0), "json");
    let responses: String = old
        .query_one(
            "SELECT format_type(a.atttypid, a.atttypmod) FROM pg_attribute a
             WHERE a.attrelid = 'idempotency_keys'::regclass AND a.attname = 'response'",
            &[],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(responses, "json", "idempotency responses keep their text");
    let lz4: bool = old
        .query_one(
            "SELECT EXISTS (SELECT FROM pg_settings WHERE name = 'default_toast_compression'
                             AND 'lz4' = ANY(enumvals))",
            &[],
        )
        .await
        .unwrap()
        .get(0);
    let expected = if lz4 { "lz4" } else { "pglz" };
    assert_eq!(
        column.get::<_, Option<String>>(1).as_deref(),
        Some(expected)
    );
}
