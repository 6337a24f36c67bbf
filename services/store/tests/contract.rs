//! The contract every event store keeps: each test is written once against
//! `dyn EventStore` and run against a fresh Postgres database (`pg::…`) and
//! a fresh SQLite file (`sqlite::…`).

use decision_events::values::Component;
use decision_events::{
    ComponentNavigated, CycleCreated, DomainEvent, EventEnvelope, EventMetadata, EventTypes,
    NewEvent, PotentialDecisionAdded,
};
use decision_store::postgres::PgStore;
use decision_store::sqlite::SqliteStore;
use decision_store::testing::{TempDir, TestDatabase, fresh_pg_database, temp_data_dir};
use decision_store::{AppendRequest, EventStore, IdempotencyRecord, Position, StoreError};
use serde_json::json;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::Barrier;
use uuid::Uuid;

/// Where a test's store lives; `open` can be called again to reopen it.
enum Backend {
    Pg(TestDatabase),
    Sqlite(TempDir),
}

impl Backend {
    async fn pg(test: &str) -> Backend {
        Backend::Pg(fresh_pg_database(test).await)
    }

    fn sqlite(test: &str) -> Backend {
        Backend::Sqlite(temp_data_dir(test))
    }

    async fn open(&self) -> Arc<dyn EventStore> {
        match self {
            Backend::Pg(db) => {
                let store = PgStore::connect(&db.url, 8)
                    .await
                    .unwrap_or_else(|e| panic!("connecting to {}: {e}", db.url));
                store.migrate().await.expect("migrate");
                Arc::new(store)
            }
            Backend::Sqlite(dir) => Arc::new(SqliteStore::open(dir).expect("open sqlite store")),
        }
    }
}

/// Generates `pg::<test>` and `sqlite::<test>` for each contract test.
macro_rules! contract_tests {
    ($($name:ident),+ $(,)?) => {
        mod pg {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name(&super::Backend::pg(stringify!($name)).await).await;
                }
            )+
        }
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name(&super::Backend::sqlite(stringify!($name))).await;
                }
            )+
        }
    };
}

contract_tests!(
    append_then_read_stream_round_trips,
    expected_version_zero_creates_a_stream_once,
    stale_expected_version_conflicts_with_the_actual_version,
    expected_version_ahead_conflicts_and_appends_nothing,
    duplicate_idempotency_key_appends_nothing_and_keeps_the_first_record,
    idempotency_keys_are_scoped_to_their_cycle,
    empty_append_checks_the_version_and_keeps_the_record,
    a_refused_append_keeps_no_key_record,
    appends_no_store_can_keep_are_refused_alike,
    expired_idempotency_records_are_swept_in_bounded_steps,
    duplicate_event_id_is_rejected_and_nothing_is_appended,
    feed_pages_see_every_event_exactly_once,
    feed_rejects_an_unknown_position,
    feed_of_types_keeps_only_those_and_says_how_far_it_read,
    a_stream_page_of_one_type_holds_only_that_cycle_and_type_after_the_cursor,
    stream_pages_are_bounded_in_events_and_bytes_and_walk_the_whole_stream,
    data_survives_reopening_the_store,
    concurrent_appenders_get_one_winner_per_version,
    last_position_is_the_newest_stored_event,
    ping_answers,
);

// ---- fixtures -------------------------------------------------------------

fn metadata(actor: &str) -> EventMetadata {
    EventMetadata {
        correlation_id: Uuid::now_v7(),
        causation_id: Some(Uuid::now_v7()),
        actor: actor.to_owned(),
        actor_kind: None,
        invocation_id: Some(Uuid::now_v7()),
        conversation_turn: Some(3),
        trace_context: None,
    }
}

fn new_event(event: DomainEvent) -> NewEvent {
    NewEvent::new(Uuid::now_v7(), &event, metadata("alice"))
}

fn created(title: &str) -> NewEvent {
    new_event(DomainEvent::CycleCreated(CycleCreated {
        title: title.to_owned(),
        component: Component::IssueRaising,
    }))
}

fn navigated() -> NewEvent {
    new_event(DomainEvent::ComponentNavigated(ComponentNavigated {
        from: Component::IssueRaising,
        to: Component::Objectives,
    }))
}

fn decision_added(n: usize) -> NewEvent {
    new_event(DomainEvent::PotentialDecisionAdded(
        PotentialDecisionAdded {
            decision_id: format!("d{n}"),
            description: format!("decision number {n} — ünïcode ✓"),
        },
    ))
}

fn some_events(n: usize) -> Vec<NewEvent> {
    (0..n).map(decision_added).collect()
}

fn request(cycle_id: Uuid, expected_version: u64, events: Vec<NewEvent>) -> AppendRequest {
    AppendRequest {
        cycle_id,
        expected_version,
        events,
        idempotency: None,
    }
}

fn keyed(request: AppendRequest, key: &str, response: serde_json::Value) -> AppendRequest {
    keyed_text(request, key, &response.to_string())
}

/// `request` with an idempotency record of the response `text` (JSON).
fn keyed_text(mut request: AppendRequest, key: &str, text: &str) -> AppendRequest {
    request.idempotency = Some(IdempotencyRecord {
        key: key.to_owned(),
        invocation_id: Uuid::now_v7(),
        response: serde_json::value::RawValue::from_string(text.to_owned()).expect("JSON"),
        fingerprint: Some(format!("fingerprint of {key}")),
    });
    request
}

async fn append_ok(store: &dyn EventStore, request: AppendRequest) -> Vec<EventEnvelope> {
    store.append(request).await.expect("append")
}

async fn stream(store: &dyn EventStore, cycle_id: Uuid) -> Vec<EventEnvelope> {
    store.read_stream(cycle_id, 0).await.expect("read_stream")
}

fn assert_version_conflict(err: StoreError, cycle: Uuid, expected: u64, actual: u64) {
    match err {
        StoreError::VersionConflict {
            cycle_id,
            expected: e,
            actual: a,
        } if cycle_id == cycle && e == expected && a == actual => {}
        other => panic!(
            "expected VersionConflict {{ expected: {expected}, actual: {actual} }}, got {other:?}"
        ),
    }
}

/// Pages through the feed from `after` until `count` events arrived. Waits
/// (bounded) on empty pages: a transaction elsewhere in the cluster can hold
/// the Postgres horizon back for a moment.
async fn read_feed_until(
    store: &dyn EventStore,
    mut after: Position,
    limit: usize,
    count: usize,
) -> Vec<EventEnvelope> {
    let deadline = Instant::now() + Duration::from_secs(15);
    let mut seen = Vec::new();
    while seen.len() < count {
        let page = store.read_feed(after, limit).await.expect("read_feed");
        assert!(
            page.len() <= limit,
            "page of {} over limit {limit}",
            page.len()
        );
        match page.last() {
            Some(last) => after = last.position,
            None => {
                assert!(
                    Instant::now() < deadline,
                    "feed stalled after {} of {count} events",
                    seen.len()
                );
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
        seen.extend(page);
    }
    assert_eq!(seen.len(), count, "feed returned more events than appended");
    seen
}

// ---- the contract ---------------------------------------------------------

async fn append_then_read_stream_round_trips(backend: &Backend) {
    let store = backend.open().await;
    let cycle = Uuid::now_v7();
    let first = vec![created("Which job?"), navigated(), decision_added(1)];
    let stored = append_ok(&*store, request(cycle, 0, first.clone())).await;

    assert_eq!(stored.len(), 3);
    for (i, (envelope, sent)) in stored.iter().zip(&first).enumerate() {
        assert_eq!(envelope.version, i as u64 + 1);
        assert_eq!(envelope.cycle_id, cycle);
        assert_eq!(envelope.event_id, sent.event_id);
        assert_eq!(envelope.event_type, sent.event_type);
        assert_eq!(envelope.schema_version, sent.schema_version);
        assert_eq!(envelope.payload, sent.payload);
        assert_eq!(envelope.metadata, sent.metadata);
    }
    assert!(stored.windows(2).all(|w| w[0].position < w[1].position));
    assert_eq!(
        stored[0].event().expect("decodes"),
        DomainEvent::CycleCreated(CycleCreated {
            title: "Which job?".into(),
            component: Component::IssueRaising,
        })
    );

    // What is read back is exactly what append returned.
    assert_eq!(stream(&*store, cycle).await, stored);

    let more = append_ok(&*store, request(cycle, 3, some_events(2))).await;
    assert_eq!(more.iter().map(|e| e.version).collect::<Vec<_>>(), [4, 5]);
    assert!(more[0].position > stored[2].position);
    let all = stream(&*store, cycle).await;
    assert_eq!(all.len(), 5);
    assert!(all.windows(2).all(|w| w[0].position < w[1].position));
    assert_eq!(store.read_stream(cycle, 3).await.unwrap(), more);
    assert!(store.read_stream(cycle, 5).await.unwrap().is_empty());
    assert!(stream(&*store, Uuid::now_v7()).await.is_empty());

    // The head (the owner's CycleCreated) alone.
    assert_eq!(
        store.read_stream_head(cycle).await.unwrap().as_ref(),
        Some(&stored[0])
    );
    assert_eq!(store.read_stream_head(Uuid::now_v7()).await.unwrap(), None);
}

async fn expected_version_zero_creates_a_stream_once(backend: &Backend) {
    let store = backend.open().await;
    let cycle = Uuid::now_v7();
    let stored = append_ok(&*store, request(cycle, 0, vec![created("a")])).await;
    assert_eq!(stored[0].version, 1);

    let err = store
        .append(request(cycle, 0, vec![created("again")]))
        .await
        .expect_err("a second creation must conflict");
    assert_version_conflict(err, cycle, 0, 1);
    assert_eq!(stream(&*store, cycle).await, stored);
}

async fn stale_expected_version_conflicts_with_the_actual_version(backend: &Backend) {
    let store = backend.open().await;
    let cycle = Uuid::now_v7();
    append_ok(&*store, request(cycle, 0, some_events(2))).await;
    append_ok(&*store, request(cycle, 2, some_events(1))).await;

    let err = store
        .append(request(cycle, 1, some_events(1)))
        .await
        .expect_err("stale version");
    assert_version_conflict(err, cycle, 1, 3);
    assert_eq!(stream(&*store, cycle).await.len(), 3);
}

async fn expected_version_ahead_conflicts_and_appends_nothing(backend: &Backend) {
    let store = backend.open().await;
    let cycle = Uuid::now_v7();
    append_ok(&*store, request(cycle, 0, some_events(1))).await;

    let err = store
        .append(request(cycle, 5, some_events(2)))
        .await
        .expect_err("version ahead");
    assert_version_conflict(err, cycle, 5, 1);
    assert_eq!(stream(&*store, cycle).await.len(), 1);

    let empty = Uuid::now_v7();
    let err = store
        .append(request(empty, 2, some_events(1)))
        .await
        .expect_err("no stream yet");
    assert_version_conflict(err, empty, 2, 0);
    assert!(stream(&*store, empty).await.is_empty());
}

async fn duplicate_idempotency_key_appends_nothing_and_keeps_the_first_record(backend: &Backend) {
    let store = backend.open().await;
    let cycle = Uuid::now_v7();
    // Keys out of order, spaces, a trailing zero: the record is the text
    // as given, byte for byte (a replay sends the first answer's bytes).
    let text = r#"{"n": 1, "b":{"z":[1.50,"x"],"a" :null}}"#;
    let first = keyed_text(request(cycle, 0, vec![created("a")]), "key-1", text);
    let first_record = first.idempotency.clone().unwrap();
    let stored = append_ok(&*store, first).await;

    // A retry at the current version, and one at the stale version of the
    // first attempt: the key wins either way.
    for expected in [1, 0] {
        let retry = keyed(
            request(cycle, expected, some_events(2)),
            "key-1",
            json!({"n": 2}),
        );
        match store.append(retry).await {
            Err(StoreError::DuplicateIdempotencyKey { cycle_id, key }) => {
                assert_eq!((cycle_id, key.as_str()), (cycle, "key-1"));
            }
            other => panic!("expected DuplicateIdempotencyKey, got {other:?}"),
        }
    }

    assert_eq!(stream(&*store, cycle).await, stored);
    let found = store.find_idempotent(cycle, "key-1").await.unwrap();
    assert_eq!(found.as_ref().map(|r| r.response.get()), Some(text));
    assert_eq!(found, Some(first_record));
    assert_eq!(store.find_idempotent(cycle, "key-2").await.unwrap(), None);
}

async fn idempotency_keys_are_scoped_to_their_cycle(backend: &Backend) {
    let store = backend.open().await;
    let (a, b) = (Uuid::now_v7(), Uuid::now_v7());
    let on_a = keyed(request(a, 0, vec![created("a")]), "same", json!("a"));
    let on_b = keyed(request(b, 0, vec![created("b")]), "same", json!("b"));
    let (record_a, record_b) = (on_a.idempotency.clone(), on_b.idempotency.clone());
    append_ok(&*store, on_a).await;
    append_ok(&*store, on_b).await;

    assert_eq!(store.find_idempotent(a, "same").await.unwrap(), record_a);
    assert_eq!(store.find_idempotent(b, "same").await.unwrap(), record_b);
}

async fn empty_append_checks_the_version_and_keeps_the_record(backend: &Backend) {
    let store = backend.open().await;
    let cycle = Uuid::now_v7();
    append_ok(&*store, request(cycle, 0, some_events(1))).await;

    let noop = keyed(
        request(cycle, 1, Vec::new()),
        "noop",
        json!({"changed": false}),
    );
    let record = noop.idempotency.clone();
    assert!(append_ok(&*store, noop.clone()).await.is_empty());
    assert_eq!(store.find_idempotent(cycle, "noop").await.unwrap(), record);
    assert!(matches!(
        store.append(noop).await,
        Err(StoreError::DuplicateIdempotencyKey { .. })
    ));

    let err = store
        .append(request(cycle, 3, Vec::new()))
        .await
        .expect_err("version ahead");
    assert_version_conflict(err, cycle, 3, 1);
    assert_eq!(stream(&*store, cycle).await.len(), 1);
}

/// The key's record is written with the events (in one round trip on
/// Postgres): when the version check refuses them, it must go too, or the
/// caller's retry at the right version would be told the key is used.
async fn a_refused_append_keeps_no_key_record(backend: &Backend) {
    let store = backend.open().await;
    let cycle = Uuid::now_v7();
    append_ok(&*store, request(cycle, 0, some_events(2))).await;

    for (expected, events) in [(1, some_events(1)), (3, some_events(1)), (1, Vec::new())] {
        let refused = keyed(request(cycle, expected, events), "fresh", json!(1));
        let err = store.append(refused).await.expect_err("wrong version");
        assert_version_conflict(err, cycle, expected, 2);
        assert_eq!(store.find_idempotent(cycle, "fresh").await.unwrap(), None);
    }

    let retry = keyed(request(cycle, 2, some_events(1)), "fresh", json!(2));
    let record = retry.idempotency.clone();
    assert_eq!(append_ok(&*store, retry).await.len(), 1);
    assert_eq!(store.find_idempotent(cycle, "fresh").await.unwrap(), record);
    assert_eq!(stream(&*store, cycle).await.len(), 3);
}

/// NUL (Postgres cannot store it, SQLite could) and events over the byte
/// limit get the same refusal from every store, and write nothing.
async fn appends_no_store_can_keep_are_refused_alike(backend: &Backend) {
    let store = backend.open().await;
    let cycle = Uuid::now_v7();
    let nul_payload = new_event(DomainEvent::PotentialDecisionAdded(
        PotentialDecisionAdded {
            decision_id: "d1".into(),
            description: "x\u{0}y".into(),
        },
    ));
    let mut nul_actor = decision_added(1);
    nul_actor.metadata.actor = "mallory\u{0}".into();
    let oversized = new_event(DomainEvent::PotentialDecisionAdded(
        PotentialDecisionAdded {
            decision_id: "d1".into(),
            description: "x".repeat(decision_store::guard::DEFAULT_MAX_EVENT_BYTES),
        },
    ));
    let refused = [
        request(cycle, 0, vec![created("t"), nul_payload]),
        request(cycle, 0, vec![nul_actor]),
        keyed(request(cycle, 0, some_events(1)), "k\u{0}", json!(1)),
        keyed(
            request(cycle, 0, some_events(1)),
            "k",
            json!({"a": "\u{0}"}),
        ),
        request(cycle, 0, vec![created("t"), oversized]),
    ];
    for append in refused {
        match store.append(append).await {
            Err(StoreError::Refused(reason)) => {
                assert!(
                    reason.contains("NUL") || reason.contains("bytes"),
                    "{reason}"
                )
            }
            other => panic!("expected a refusal, got {other:?}"),
        }
    }
    assert!(stream(&*store, cycle).await.is_empty(), "nothing written");
    assert_eq!(store.find_idempotent(cycle, "k").await.unwrap(), None);
    append_ok(&*store, request(cycle, 0, some_events(2))).await;
}

async fn expired_idempotency_records_are_swept_in_bounded_steps(backend: &Backend) {
    let store = backend.open().await;
    let cycle = Uuid::now_v7();
    append_ok(&*store, request(cycle, 0, some_events(1))).await;
    for (version, key) in [(1, "a"), (2, "b"), (3, "c")] {
        append_ok(
            &*store,
            keyed(request(cycle, version, some_events(1)), key, json!(version)),
        )
        .await;
    }
    let before_any = chrono::Utc::now() - chrono::Duration::hours(1);
    assert_eq!(
        store.expire_idempotency_keys(before_any, 10).await.unwrap(),
        0
    );
    tokio::time::sleep(Duration::from_millis(5)).await;
    let cutoff = chrono::Utc::now();
    append_ok(
        &*store,
        keyed(request(cycle, 4, some_events(1)), "fresh", json!(4)),
    )
    .await;
    assert_eq!(store.expire_idempotency_keys(cutoff, 2).await.unwrap(), 2);
    assert_eq!(store.expire_idempotency_keys(cutoff, 2).await.unwrap(), 1);
    assert_eq!(store.expire_idempotency_keys(cutoff, 2).await.unwrap(), 0);
    for key in ["a", "b", "c"] {
        assert_eq!(store.find_idempotent(cycle, key).await.unwrap(), None);
    }
    assert!(
        store
            .find_idempotent(cycle, "fresh")
            .await
            .unwrap()
            .is_some()
    );
    // An expired key may be used again.
    append_ok(
        &*store,
        keyed(request(cycle, 5, some_events(1)), "a", json!(5)),
    )
    .await;
}

async fn duplicate_event_id_is_rejected_and_nothing_is_appended(backend: &Backend) {
    let store = backend.open().await;
    let (a, b) = (Uuid::now_v7(), Uuid::now_v7());
    let original = created("a");
    let stored = append_ok(&*store, request(a, 0, vec![original.clone()])).await;

    // The same id on another stream, behind a fresh event, with a key.
    let replay = keyed(
        request(b, 0, vec![created("b"), original.clone()]),
        "k",
        json!(null),
    );
    match store.append(replay).await {
        Err(StoreError::DuplicateEventId { event_id }) => assert_eq!(event_id, original.event_id),
        other => panic!("expected DuplicateEventId, got {other:?}"),
    }
    assert!(stream(&*store, b).await.is_empty());
    assert_eq!(store.find_idempotent(b, "k").await.unwrap(), None);

    // The same id twice within one append.
    let twice = decision_added(7);
    let err = store
        .append(request(a, 1, vec![twice.clone(), twice.clone()]))
        .await
        .expect_err("repeated id");
    assert!(
        matches!(err, StoreError::DuplicateEventId { event_id } if event_id == twice.event_id),
        "{err:?}"
    );
    assert_eq!(stream(&*store, a).await, stored);
}

async fn feed_pages_see_every_event_exactly_once(backend: &Backend) {
    let store = backend.open().await;
    assert!(store.read_feed(0, 10).await.unwrap().is_empty());

    let cycles = [Uuid::now_v7(), Uuid::now_v7(), Uuid::now_v7()];
    let mut versions = [0u64; 3];
    let mut appended = Vec::new();
    for round in 0..6 {
        for (i, cycle) in cycles.iter().enumerate() {
            let n = 1 + (round + i) % 3;
            let stored = append_ok(&*store, request(*cycle, versions[i], some_events(n))).await;
            versions[i] += n as u64;
            appended.extend(stored);
        }
    }

    let seen = read_feed_until(&*store, 0, 4, appended.len()).await;
    let ids: HashSet<Uuid> = seen.iter().map(|e| e.event_id).collect();
    assert_eq!(ids.len(), seen.len(), "an event was returned twice");
    assert_eq!(ids, appended.iter().map(|e| e.event_id).collect());
    // Appends here were sequential, so feed order is append order, and every
    // stream comes out in version order.
    assert_eq!(seen, appended);
    let mut last_version: HashMap<Uuid, u64> = HashMap::new();
    for event in &seen {
        let last = last_version
            .insert(event.cycle_id, event.version)
            .unwrap_or(0);
        assert_eq!(event.version, last + 1);
    }

    let tail = seen.last().unwrap().position;
    assert!(store.read_feed(tail, 10).await.unwrap().is_empty());
    let later = append_ok(&*store, request(cycles[0], versions[0], some_events(2))).await;
    assert_eq!(read_feed_until(&*store, tail, 10, 2).await, later);
    assert_eq!(store.read_feed(0, 3).await.unwrap(), appended[..3]);
}

async fn feed_of_types_keeps_only_those_and_says_how_far_it_read(backend: &Backend) {
    const NAVIGATIONS: EventTypes = EventTypes::Only(&["ComponentNavigated"]);
    const ALL_BUT_ADDED: EventTypes = EventTypes::AllBut(&["PotentialDecisionAdded"]);
    let store = backend.open().await;
    let empty = store.read_feed_of_types(0, 10, NAVIGATIONS).await.unwrap();
    assert!(empty.events.is_empty() && empty.reached.is_none() && empty.positions.is_empty());

    let cycle = Uuid::now_v7();
    let mut events = vec![created("typed feed")];
    events.extend(some_events(3));
    events.push(navigated());
    events.extend(some_events(2));
    let stored = append_ok(&*store, request(cycle, 0, events)).await;
    // Once all are readable (another test's transaction can hold the
    // Postgres horizon back), they stay so.
    let whole = read_feed_until(&*store, 0, 100, stored.len()).await;
    assert_eq!(whole, stored);

    // Pages of 3: [created, d0, d1] [d2, navigated, d0] [d1].
    for (types, expected) in [
        (NAVIGATIONS, vec![stored[4].clone()]),
        (ALL_BUT_ADDED, vec![stored[0].clone(), stored[4].clone()]),
    ] {
        let mut after = 0;
        let mut kept = Vec::new();
        let mut positions = Vec::new();
        for _ in 0..3 {
            let page = store.read_feed_of_types(after, 3, types).await.unwrap();
            let (reached, at) = page.reached.expect("the page passed events");
            let last = whole.iter().find(|e| e.position == reached).unwrap();
            assert_eq!(at, last.recorded_at);
            assert_eq!(page.positions.last(), Some(&reached));
            positions.extend(page.positions);
            kept.extend(page.events);
            after = reached;
        }
        let all: Vec<Position> = whole.iter().map(|e| e.position).collect();
        assert_eq!(positions, all);
        // The kept events whole, payload and metadata decoded.
        assert_eq!(kept, expected, "{types:?}");
        let end = store.read_feed_of_types(after, 3, types).await.unwrap();
        assert!(end.events.is_empty() && end.reached.is_none() && end.positions.is_empty());
    }
    let after = stored.last().unwrap().position;
    assert!(matches!(
        store.read_feed_of_types(after + 1000, 3, NAVIGATIONS).await,
        Err(StoreError::UnknownPosition(_))
    ));
}

async fn a_stream_page_of_one_type_holds_only_that_cycle_and_type_after_the_cursor(
    backend: &Backend,
) {
    const ADDED: &str = "PotentialDecisionAdded";
    let store = backend.open().await;
    let (cycle, neighbour) = (Uuid::now_v7(), Uuid::now_v7());
    let none = store.read_stream_page_of_type(cycle, ADDED, 0, 10).await;
    assert!(none.unwrap().is_empty(), "an unknown cycle has none");
    let mut events = vec![created("paged")];
    events.extend(some_events(3));
    events.push(navigated());
    events.extend(some_events(2));
    let mine = append_ok(&*store, request(cycle, 0, events)).await;
    let mut theirs = vec![created("neighbour")];
    theirs.extend(some_events(4));
    append_ok(&*store, request(neighbour, 0, theirs)).await;
    // Later appends to the cycle come after in the page order.
    let more = append_ok(&*store, request(cycle, 7, some_events(1))).await;
    let added: Vec<EventEnvelope> = mine
        .iter()
        .chain(&more)
        .filter(|e| e.event_type == ADDED)
        .cloned()
        .collect();
    assert_eq!(added.len(), 6);

    // Pages of 4 follow the cursor (the last position) to the end.
    let mut after = 0;
    let mut pages = Vec::new();
    loop {
        let page = store
            .read_stream_page_of_type(cycle, ADDED, after, 4)
            .await
            .unwrap();
        let Some(last) = page.last() else { break };
        after = last.position;
        pages.push(page);
    }
    assert_eq!(pages.iter().map(Vec::len).collect::<Vec<_>>(), [4, 2]);
    assert_eq!(pages.concat(), added, "whole, in stream order, once each");
    let created_only = store
        .read_stream_page_of_type(cycle, "CycleCreated", 0, 10)
        .await
        .unwrap();
    assert_eq!(created_only, mine[..1]);
}

async fn stream_pages_are_bounded_in_events_and_bytes_and_walk_the_whole_stream(backend: &Backend) {
    use decision_store::StreamPage;
    let store = backend.open().await;
    let (cycle, neighbour) = (Uuid::now_v7(), Uuid::now_v7());
    let page = |events, bytes| StreamPage { events, bytes };
    assert!(
        store
            .read_stream_page(cycle, 0, page(10, 1 << 20))
            .await
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        store.stream_tip(cycle).await.unwrap(),
        None,
        "an unknown cycle has no tip"
    );
    let mut events = vec![created("paged")];
    events.extend(some_events(9));
    let stored = append_ok(&*store, request(cycle, 0, events)).await;
    append_ok(&*store, request(neighbour, 0, vec![created("other")])).await;
    let whole = stream(&*store, cycle).await;
    assert_eq!(whole, stored);
    let past = store
        .read_stream_page(cycle, u64::MAX, page(10, 1 << 20))
        .await;
    assert!(
        past.unwrap().is_empty(),
        "a version past i64 is past the end"
    );
    let tip = store.stream_tip(cycle).await.unwrap().expect("a tip");
    assert_eq!(
        (tip.version, tip.position, tip.event_type.as_str()),
        (10, stored[9].position, "PotentialDecisionAdded")
    );

    // By count: pages of 4 after each page's last version.
    let walk = |events, bytes| {
        let store = &store;
        async move {
            let mut after = 0;
            let mut pages = Vec::new();
            loop {
                let got = store
                    .read_stream_page(cycle, after, page(events, bytes))
                    .await
                    .unwrap();
                let Some(last) = got.last() else { break };
                after = last.version;
                pages.push(got);
            }
            pages
        }
    };
    let pages = walk(4, 1 << 20).await;
    assert_eq!(pages.iter().map(Vec::len).collect::<Vec<_>>(), [4, 4, 2]);
    assert_eq!(pages.concat(), whole, "whole, in order, once each");
    // By bytes: a bound below one event still gives one event a page.
    let pages = walk(100, 1).await;
    assert_eq!(pages.len(), 10, "one a page");
    assert_eq!(pages.concat(), whole);
    // A bound of about three events' JSON stops after the event that
    // reaches it.
    let one = serde_json::to_string(&whole[5].payload).unwrap().len()
        + serde_json::to_string(&whole[5].metadata).unwrap().len();
    let got = store
        .read_stream_page(cycle, 1, page(100, 3 * one - one / 2))
        .await
        .unwrap();
    assert_eq!(
        got.iter().map(|e| e.version).collect::<Vec<_>>(),
        [2, 3, 4],
        "events 2 and 3 stay under the bound, 4 starts under it"
    );
}

async fn feed_rejects_an_unknown_position(backend: &Backend) {
    let store = backend.open().await;
    for missing in [42, -1] {
        match store.read_feed(missing, 10).await {
            Err(StoreError::UnknownPosition(p)) => assert_eq!(p, missing),
            other => panic!("expected UnknownPosition({missing}), got {other:?}"),
        }
    }
    let stored = append_ok(&*store, request(Uuid::now_v7(), 0, some_events(1))).await;
    let beyond = stored[0].position + 1000;
    assert!(matches!(
        store.read_feed(beyond, 10).await,
        Err(StoreError::UnknownPosition(p)) if p == beyond
    ));
    assert!(
        store
            .read_feed(stored[0].position, 10)
            .await
            .unwrap()
            .is_empty()
    );
}

async fn data_survives_reopening_the_store(backend: &Backend) {
    let cycle = Uuid::now_v7();
    let first = keyed(request(cycle, 0, some_events(3)), "k", json!({"ok": true}));
    let record = first.idempotency.clone();
    let stored = {
        let store = backend.open().await;
        append_ok(&*store, first).await
    };

    let store = backend.open().await;
    assert_eq!(stream(&*store, cycle).await, stored);
    assert_eq!(store.find_idempotent(cycle, "k").await.unwrap(), record);
    assert_eq!(read_feed_until(&*store, 0, 10, 3).await, stored);
    let more = append_ok(&*store, request(cycle, 3, some_events(1))).await;
    assert_eq!(more[0].version, 4);
    assert!(more[0].position > stored[2].position);
}

async fn concurrent_appenders_get_one_winner_per_version(backend: &Backend) {
    const WRITERS: usize = 8;
    const ROUNDS: u64 = 5;
    let store = backend.open().await;
    let cycle = Uuid::now_v7();
    append_ok(&*store, request(cycle, 0, vec![created("race")])).await;

    let mut expected = 1;
    for round in 1..=ROUNDS {
        let barrier = Arc::new(Barrier::new(WRITERS));
        let tasks: Vec<_> = (0..WRITERS)
            .map(|_| {
                let (store, barrier) = (Arc::clone(&store), Arc::clone(&barrier));
                tokio::spawn(async move {
                    barrier.wait().await;
                    store.append(request(cycle, expected, some_events(2))).await
                })
            })
            .collect();
        let mut winners = 0;
        for task in tasks {
            match task.await.expect("writer task") {
                Ok(stored) => {
                    winners += 1;
                    assert_eq!(stored[0].version, expected + 1);
                }
                Err(err) => assert_version_conflict(err, cycle, expected, expected + 2),
            }
        }
        assert_eq!(winners, 1, "round {round}: exactly one writer must win");
        expected += 2;
        assert_eq!(stream(&*store, cycle).await.len() as u64, expected);
    }
    let all = stream(&*store, cycle).await;
    assert_eq!(
        all.iter().map(|e| e.version).collect::<Vec<_>>(),
        (1..=2 * ROUNDS + 1).collect::<Vec<_>>()
    );
}

async fn last_position_is_the_newest_stored_event(backend: &Backend) {
    let store = backend.open().await;
    assert_eq!(store.last_position().await.unwrap(), 0);
    let stored = append_ok(&*store, request(Uuid::now_v7(), 0, some_events(3))).await;
    assert_eq!(
        store.last_position().await.unwrap(),
        stored.last().unwrap().position
    );
}

async fn ping_answers(backend: &Backend) {
    backend.open().await.ping().await.expect("ping");
}
