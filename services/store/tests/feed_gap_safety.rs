//! The Postgres feed under concurrency: a reader paging with its cursor
//! while writers commit, and while one transaction holds an event
//! uncommitted with a lower position than events committed after it.
//! A position-ordered reader would skip that event; the feed must not.

use decision_events::values::Component;
use decision_events::{CycleCreated, DomainEvent, EventMetadata, NewEvent, PotentialDecisionAdded};
use decision_store::postgres::PgStore;
use decision_store::testing::fresh_pg_database;
use decision_store::{AppendRequest, EventStore, Position};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use uuid::Uuid;

const WRITERS: usize = 8;
const APPENDS_PER_WRITER: u64 = 300;
const HOLD: Duration = Duration::from_millis(1500);
const DEADLINE: Duration = Duration::from_secs(20);
/// How long the reader may make no progress once all writes are done.
const STALL: Duration = Duration::from_secs(3);

fn metadata() -> EventMetadata {
    EventMetadata {
        correlation_id: Uuid::now_v7(),
        causation_id: None,
        actor: "gap-test".into(),
        actor_kind: None,
        invocation_id: None,
        conversation_turn: None,
        trace_context: None,
    }
}

fn event(n: u64) -> NewEvent {
    let event = DomainEvent::PotentialDecisionAdded(PotentialDecisionAdded {
        decision_id: format!("d{n}"),
        description: "load".into(),
    });
    NewEvent::new(Uuid::now_v7(), &event, metadata())
}

/// Shared progress flags between the tasks.
#[derive(Default)]
struct Progress {
    /// Events committed by the ordinary writers.
    committed: AtomicUsize,
    /// read_feed calls the reader has completed.
    reads: AtomicUsize,
    /// Set just before the held transaction sends COMMIT.
    commit_started: AtomicBool,
    /// Set once the held transaction has committed.
    held_done: AtomicBool,
    /// Total events in the table, once every writer is done.
    target: AtomicUsize,
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn feed_never_skips_an_event_held_by_an_open_transaction() {
    tokio::time::timeout(DEADLINE, run())
        .await
        .expect("gap-safety test exceeded its time bound");
}

async fn run() {
    let db = fresh_pg_database("gap").await;
    let store = Arc::new(
        PgStore::connect(&db.url, WRITERS + 2)
            .await
            .expect("connect"),
    );
    store.migrate().await.expect("migrate");
    let progress = Arc::new(Progress {
        target: AtomicUsize::new(usize::MAX),
        ..Progress::default()
    });
    let held_id = Uuid::now_v7();

    let reader = tokio::spawn(read_everything(
        Arc::clone(&store),
        Arc::clone(&progress),
        held_id,
    ));
    let writers: Vec<_> = (0..WRITERS)
        .map(|_| {
            tokio::spawn(write_until_held_done(
                Arc::clone(&store),
                Arc::clone(&progress),
            ))
        })
        .collect();
    let (held_position, committed_during_hold, reads_during_hold) =
        hold_one_event(&db.url, held_id, &progress).await;
    for writer in writers {
        writer.await.expect("writer task");
    }

    // The truth: every committed event, in feed order.
    let (client, connection) = decision_store::postgres::connect(&db.url)
        .await
        .expect("connect");
    tokio::spawn(connection);
    let expected: Vec<Uuid> = client
        .query(
            "SELECT event_id FROM events ORDER BY transaction_id, position",
            &[],
        )
        .await
        .expect("select all")
        .iter()
        .map(|row| row.get(0))
        .collect();
    progress.target.store(expected.len(), Ordering::SeqCst);
    let seen = reader.await.expect("reader task");

    assert!(
        committed_during_hold > 0,
        "no writer committed while the event was held: the test proved nothing"
    );
    assert!(
        reads_during_hold > 0,
        "the reader never polled during the hold"
    );
    let later_positions: i64 = client
        .query_one(
            "SELECT count(*) FROM events WHERE position > $1",
            &[&held_position],
        )
        .await
        .unwrap()
        .get(0);
    assert!(
        later_positions > 0,
        "no event got a position after the held one"
    );
    assert_eq!(
        seen.len(),
        expected.len(),
        "reader saw a different number of events"
    );
    // Same order as the table's feed order: nothing skipped, nothing twice,
    // and the held event in its place, not before its commit.
    assert_eq!(seen, expected);
}

/// An ordinary appender on its own stream, until the held event committed
/// (and a little after), or its append budget is spent.
async fn write_until_held_done(store: Arc<PgStore>, progress: Arc<Progress>) {
    let cycle = Uuid::now_v7();
    let mut version = 0;
    let mut after_hold = 0;
    while version < APPENDS_PER_WRITER && after_hold < 20 {
        let events = vec![event(version)];
        let request = AppendRequest {
            cycle_id: cycle,
            expected_version: version,
            events,
            idempotency: None,
        };
        store.append(request).await.expect("append");
        version += 1;
        progress.committed.fetch_add(1, Ordering::SeqCst);
        if progress.held_done.load(Ordering::SeqCst) {
            after_hold += 1;
        }
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
}

/// Mimics an append on a raw connection but keeps the transaction open for
/// [`HOLD`]. Returns the held position and how many writer commits and
/// reader polls happened meanwhile.
async fn hold_one_event(url: &str, held_id: Uuid, progress: &Progress) -> (Position, usize, usize) {
    let (mut client, connection) = decision_store::postgres::connect(url)
        .await
        .expect("connect");
    tokio::spawn(connection);
    // Let the writers and the reader get going first.
    tokio::time::sleep(Duration::from_millis(300)).await;

    let created = DomainEvent::CycleCreated(CycleCreated {
        title: "held".into(),
        component: Component::IssueRaising,
    });
    let held = NewEvent::new(held_id, &created, metadata());
    let tx = client.transaction().await.expect("begin");
    let position: Position = tx
        .query_one(
            "INSERT INTO events (stream_id, version, event_id, event_type, schema_version, payload, metadata)
             VALUES ($1, 1, $2, $3, $4, $5, $6) RETURNING position",
            &[
                &Uuid::now_v7(),
                &held.event_id,
                &held.event_type,
                &(held.schema_version as i32),
                &held.payload,
                &serde_json::to_value(&held.metadata).unwrap(),
            ],
        )
        .await
        .expect("held insert")
        .get(0);
    let committed_before = progress.committed.load(Ordering::SeqCst);
    let reads_before = progress.reads.load(Ordering::SeqCst);
    tokio::time::sleep(HOLD).await;
    let committed_during = progress.committed.load(Ordering::SeqCst) - committed_before;
    let reads_during = progress.reads.load(Ordering::SeqCst) - reads_before;

    progress.commit_started.store(true, Ordering::SeqCst);
    tx.commit().await.expect("commit held");
    progress.held_done.store(true, Ordering::SeqCst);
    (position, committed_during, reads_during)
}

/// Pages through the feed with its cursor until it has seen `target` events.
async fn read_everything(store: Arc<PgStore>, progress: Arc<Progress>, held_id: Uuid) -> Vec<Uuid> {
    let mut cursor: Position = 0;
    let mut seen = Vec::new();
    let mut last_progress = Instant::now();
    loop {
        let target = progress.target.load(Ordering::SeqCst);
        if seen.len() >= target {
            return seen;
        }
        // Once everything has committed, a reader that stops short has
        // moved its cursor past an event it never returned.
        assert!(
            target == usize::MAX || last_progress.elapsed() < STALL,
            "reader stuck at {} of {target} events: the feed skipped some",
            seen.len()
        );
        let page = store.read_feed(cursor, 50).await.expect("read_feed");
        progress.reads.fetch_add(1, Ordering::SeqCst);
        // Checked after the read: COMMIT is only sent after the flag is set.
        let may_see_held = progress.commit_started.load(Ordering::SeqCst);
        for event in &page {
            assert!(
                event.event_id != held_id || may_see_held,
                "the held event was returned before its transaction committed"
            );
        }
        match page.last() {
            Some(last) => {
                cursor = last.position;
                last_progress = Instant::now();
            }
            None => tokio::time::sleep(Duration::from_millis(5)).await,
        }
        seen.extend(page.iter().map(|event| event.event_id));
    }
}
