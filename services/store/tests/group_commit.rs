//! Group commit on Postgres: concurrent appends to different cycles share
//! one transaction, and each still gets exactly the answer it would alone.
//!
//! A 100 ms wait makes batches deterministic: every append below is sent
//! within it, so they land in one batch (one `transaction_id`), except
//! where a test says otherwise.

use decision_events::{DomainEvent, EventMetadata, NewEvent, PotentialDecisionAdded};
use decision_store::postgres::{GroupCommitConfig, PgOptions, PgStore};
use decision_store::testing::{TestDatabase, fresh_pg_database};
use decision_store::{AppendRequest, EventStore, IdempotencyRecord, StoreError};
use serde_json::json;
use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;
use uuid::Uuid;

/// The store and its database (dropped when the test drops it).
async fn store(test: &str) -> (Arc<PgStore>, TestDatabase) {
    let db = fresh_pg_database(test).await;
    let options = PgOptions {
        pool_size: 4,
        group_commit: Some(GroupCommitConfig {
            max_batch: 64,
            max_wait: Duration::from_millis(100),
            committers: 1,
        }),
        ..PgOptions::default()
    };
    let store = PgStore::connect_with(&db.url, &options)
        .await
        .expect("connect");
    store.migrate().await.expect("migrate");
    (Arc::new(store), db)
}

fn event(n: usize) -> NewEvent {
    let metadata = EventMetadata {
        correlation_id: Uuid::now_v7(),
        causation_id: None,
        actor: "alice".into(),
        actor_kind: None,
        invocation_id: None,
        conversation_turn: None,
        trace_context: None,
    };
    let payload = DomainEvent::PotentialDecisionAdded(PotentialDecisionAdded {
        decision_id: format!("d{n}"),
        description: format!("decision {n}"),
    });
    NewEvent::new(Uuid::now_v7(), &payload, metadata)
}

fn request(cycle_id: Uuid, expected_version: u64, events: usize) -> AppendRequest {
    AppendRequest {
        cycle_id,
        expected_version,
        events: (0..events).map(event).collect(),
        idempotency: None,
    }
}

fn keyed(mut request: AppendRequest, key: &str) -> AppendRequest {
    request.idempotency = Some(IdempotencyRecord {
        key: key.into(),
        invocation_id: Uuid::now_v7(),
        response: serde_json::value::to_raw_value(&json!({"answer": key})).expect("JSON"),
        fingerprint: None,
    });
    request
}

/// Sends all requests at once; answers in request order.
async fn append_all(
    store: &Arc<PgStore>,
    requests: Vec<AppendRequest>,
) -> Vec<Result<Vec<decision_events::EventEnvelope>, StoreError>> {
    let tasks: Vec<_> = requests
        .into_iter()
        .map(|r| {
            let store = store.clone();
            tokio::spawn(async move { store.append(r).await })
        })
        .collect();
    let mut answers = Vec::new();
    for task in tasks {
        answers.push(task.await.expect("append task"));
    }
    answers
}

/// The distinct transactions that hold `cycles`' events.
async fn transactions(url: &str, cycles: &[Uuid]) -> HashSet<String> {
    let (client, connection) = decision_store::postgres::connect(url)
        .await
        .expect("connect");
    tokio::spawn(connection);
    let rows = client
        .query(
            "SELECT DISTINCT transaction_id::text FROM events WHERE stream_id = ANY($1)",
            &[&cycles],
        )
        .await
        .expect("query");
    rows.iter().map(|r| r.get(0)).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_appends_to_different_cycles_share_one_transaction() {
    let (store, db) = store("gc_share").await;
    let url = db.url.clone();
    let cycles: Vec<Uuid> = (0..20).map(|_| Uuid::now_v7()).collect();
    let answers = append_all(&store, cycles.iter().map(|c| request(*c, 0, 3)).collect()).await;
    let mut positions = Vec::new();
    for (cycle, answer) in cycles.iter().zip(answers) {
        let stored = answer.expect("append");
        assert_eq!(
            stored.iter().map(|e| e.version).collect::<Vec<_>>(),
            [1, 2, 3]
        );
        let read = store.read_stream(*cycle, 0).await.expect("read");
        assert_eq!(read, stored, "the answer is what was stored");
        positions.extend(stored.iter().map(|e| e.position));
    }
    assert_eq!(
        positions.iter().collect::<HashSet<_>>().len(),
        60,
        "positions are unique"
    );
    assert_eq!(
        transactions(&url, &cycles).await.len(),
        1,
        "one transaction for the batch"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_request_in_a_batch_keeps_its_own_version_check_and_key() {
    let (store, db) = store("gc_checks").await;
    let url = db.url.clone();
    let (stale, used_key, fresh) = (Uuid::now_v7(), Uuid::now_v7(), Uuid::now_v7());
    store.append(request(stale, 0, 2)).await.expect("seed");
    store
        .append(keyed(request(used_key, 0, 1), "k1"))
        .await
        .expect("seed");

    let answers = append_all(
        &store,
        vec![
            request(stale, 1, 1), // the stream is at 2
            keyed(request(used_key, 1, 1), "k1"),
            keyed(request(fresh, 0, 2), "k2"),
        ],
    )
    .await;
    let mut answers = answers.into_iter();
    match answers.next().expect("stale") {
        Err(StoreError::VersionConflict {
            expected: 1,
            actual: 2,
            ..
        }) => {}
        other => panic!("stale append: {other:?}"),
    }
    match answers.next().expect("used key") {
        Err(StoreError::DuplicateIdempotencyKey { key, .. }) if key == "k1" => {}
        other => panic!("used key: {other:?}"),
    }
    let stored = answers.next().expect("fresh").expect("fresh append");
    assert_eq!(stored.len(), 2);

    assert_eq!(store.read_stream(stale, 0).await.expect("read").len(), 2);
    assert_eq!(store.read_stream(used_key, 0).await.expect("read").len(), 1);
    let record = store
        .find_idempotent(fresh, "k2")
        .await
        .expect("find")
        .expect("the accepted request's key is kept");
    assert_eq!(record.response.get(), json!({"answer": "k2"}).to_string());
    let first = store
        .find_idempotent(used_key, "k1")
        .await
        .expect("find")
        .expect("kept");
    assert_eq!(
        first.response.get(),
        json!({"answer": "k1"}).to_string(),
        "the first record stays"
    );
    assert_eq!(transactions(&url, &[fresh]).await.len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_collision_in_a_batch_falls_back_so_only_its_request_fails() {
    let (store, _db) = store("gc_fallback").await;
    let seeded = request(Uuid::now_v7(), 0, 1);
    let reused_id = seeded.events[0].event_id;
    store.append(seeded).await.expect("seed");

    // The same event id again, on another cycle: only the unique index
    // can see it, so the whole batch rolls back and is retried alone.
    let mut clash = request(Uuid::now_v7(), 0, 1);
    clash.events[0].event_id = reused_id;
    let clash_cycle = clash.cycle_id;
    let others: Vec<AppendRequest> = (0..5).map(|_| request(Uuid::now_v7(), 0, 2)).collect();
    let other_cycles: Vec<Uuid> = others.iter().map(|r| r.cycle_id).collect();
    let mut requests = others;
    requests.insert(2, clash);

    let answers = append_all(&store, requests).await;
    for (i, answer) in answers.into_iter().enumerate() {
        match (i, answer) {
            (2, Err(StoreError::DuplicateEventId { event_id })) => assert_eq!(event_id, reused_id),
            (2, other) => panic!("the clashing append: {other:?}"),
            (_, answer) => assert_eq!(answer.expect("other appends succeed").len(), 2),
        }
    }
    assert!(
        store
            .read_stream(clash_cycle, 0)
            .await
            .expect("read")
            .is_empty()
    );
    for cycle in other_cycles {
        assert_eq!(store.read_stream(cycle, 0).await.expect("read").len(), 2);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_appends_to_one_cycle_in_one_window_get_one_winner() {
    let (store, db) = store("gc_same_cycle").await;
    let url = db.url.clone();
    let cycle = Uuid::now_v7();
    store.append(request(cycle, 0, 1)).await.expect("seed");
    let answers = append_all(&store, vec![request(cycle, 1, 1), request(cycle, 1, 1)]).await;
    let wins = answers.iter().filter(|a| a.is_ok()).count();
    assert_eq!(wins, 1, "{answers:?}");
    for answer in answers {
        if let Err(e) = answer {
            assert!(
                matches!(
                    e,
                    StoreError::VersionConflict {
                        expected: 1,
                        actual: 2,
                        ..
                    }
                ),
                "{e:?}"
            );
        }
    }
    assert_eq!(store.read_stream(cycle, 0).await.expect("read").len(), 2);
    assert_eq!(
        transactions(&url, &[cycle]).await.len(),
        2,
        "the seed and one winner"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lone_append_is_not_held_back_without_a_wait() {
    let db = fresh_pg_database("gc_no_wait").await;
    let options = PgOptions {
        group_commit: Some(GroupCommitConfig::default()),
        ..PgOptions::default()
    };
    let store = PgStore::connect_with(&db.url, &options)
        .await
        .expect("connect");
    store.migrate().await.expect("migrate");
    let started = std::time::Instant::now();
    for n in 0..20u64 {
        store
            .append(request(Uuid::now_v7(), 0, 1))
            .await
            .unwrap_or_else(|e| panic!("append {n}: {e}"));
    }
    // 20 sequential appends, each its own batch of one; a regression that
    // waited for company (even 50 ms) would take a second or more.
    assert!(
        started.elapsed() < Duration::from_millis(900),
        "{:?}",
        started.elapsed()
    );
}

/// A request whose rows the database refuses (here: a check constraint
/// this test adds) fails alone; every other request of its batch commits,
/// once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_the_database_refuses_fails_alone() {
    let (store, db) = store("gc_poison").await;
    let url = db.url.clone();
    let (client, connection) = decision_store::postgres::connect(&url)
        .await
        .expect("connect");
    tokio::spawn(connection);
    client
        .batch_execute(
            "ALTER TABLE events ADD CONSTRAINT no_poison \
             CHECK (payload->>'description' IS DISTINCT FROM 'poison')",
        )
        .await
        .expect("add the constraint");
    let cycles: Vec<Uuid> = (0..12).map(|_| Uuid::now_v7()).collect();
    let poisoned = 5;
    let requests = cycles
        .iter()
        .enumerate()
        .map(|(i, cycle)| {
            let mut request = keyed(request(*cycle, 0, 2), &format!("k{i}"));
            if i == poisoned {
                request.events[1] = NewEvent::new(
                    Uuid::now_v7(),
                    &DomainEvent::PotentialDecisionAdded(PotentialDecisionAdded {
                        decision_id: "d1".into(),
                        description: "poison".into(),
                    }),
                    request.events[1].metadata.clone(),
                );
            }
            request
        })
        .collect();
    let answers = append_all(&store, requests).await;
    for (i, (cycle, answer)) in cycles.iter().zip(answers).enumerate() {
        let stored = store.read_stream(*cycle, 0).await.expect("read");
        if i == poisoned {
            assert!(matches!(answer, Err(StoreError::Internal(_))), "{answer:?}");
            assert!(stored.is_empty(), "nothing of the poisoned request");
            assert_eq!(store.find_idempotent(*cycle, "k5").await.unwrap(), None);
        } else {
            assert_eq!(answer.expect("a good request commits"), stored);
            assert_eq!(stored.len(), 2, "stored once");
        }
    }
}
