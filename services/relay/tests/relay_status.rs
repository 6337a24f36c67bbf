//! The relay in-process on the embedded store and a real nats-server: it
//! publishes the backlog, is woken by appends (not the poll), reports its
//! status, and stops when told.

use crate::support;

use decision_events::{EventMetadata, NewEvent};
use decision_relay::{Coordination, RelayConfig, RelayHandle, RelayState, RelayStatus};
use decision_store::sqlite::SqliteStore;
use decision_store::testing::temp_data_dir;
use decision_store::{AppendRequest, EventStore};
use decision_wakeup::Wakeup;
use serde_json::json;
use std::sync::Arc;
use std::time::{Duration, Instant};
use uuid::Uuid;

async fn append_cycle(store: &SqliteStore, events: usize) {
    let metadata = EventMetadata {
        correlation_id: Uuid::now_v7(),
        causation_id: None,
        actor: "test".into(),
        actor_kind: None,
        invocation_id: None,
        conversation_turn: None,
        trace_context: None,
    };
    let events = (0..events)
        .map(|i| NewEvent {
            event_id: Uuid::now_v7(),
            event_type: "TestHappened",
            schema_version: 1,
            payload: json!({"n": i}),
            metadata: metadata.clone(),
        })
        .collect();
    store
        .append(AppendRequest {
            cycle_id: Uuid::now_v7(),
            expected_version: 0,
            events,
            idempotency: None,
        })
        .await
        .expect("append");
}

async fn status_when(
    relay: &RelayHandle,
    store: &SqliteStore,
    within: Duration,
    done: impl Fn(&RelayStatus) -> bool,
) -> RelayStatus {
    let deadline = Instant::now() + within;
    loop {
        let status = relay.status(store, store).await.expect("status");
        if done(&status) {
            return status;
        }
        assert!(
            Instant::now() < deadline,
            "not within {within:?}: {status:?}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn the_relay_publishes_the_backlog_then_each_append_and_reports_its_status() {
    let nats = support::start_nats();
    let dir = temp_data_dir("relay_status");
    let store = Arc::new(SqliteStore::open(&dir).expect("store"));
    for _ in 0..3 {
        append_cycle(&store, 2).await;
    }
    let mut config = RelayConfig::new(&nats.url, "STATUS", "st").expect("config");
    config.max_bytes = 64 << 20;
    // Only a wake-up can make it publish a new event within the test.
    config.poll_interval = Duration::from_secs(600);
    let relay = RelayHandle::new(config);

    let before = relay.status(store.as_ref(), store.as_ref()).await.unwrap();
    assert_eq!(
        (before.relay.as_str(), before.position),
        ("relay:STATUS", 0)
    );
    assert_eq!(before.lag_positions, 6);
    assert_eq!(before.published, 0);

    let wakeup = Wakeup::default();
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let task = decision_relay::spawn(
        relay.clone(),
        store.clone(),
        store.clone(),
        wakeup.clone(),
        Coordination::SingleProcess,
        stopped,
    );
    let caught_up = status_when(&relay, &store, Duration::from_secs(15), |s| {
        s.lag_positions == 0
    })
    .await;
    assert_eq!(caught_up.position, 6);
    assert_eq!(caught_up.published, 6);
    assert_eq!(caught_up.lag_seconds, 0.0);
    assert_eq!(caught_up.state, RelayState::Relaying);
    assert!(caught_up.nats_connected);
    assert_eq!(caught_up.last_error, None);
    assert!(caught_up.last_publish_lag_ms.is_some());

    append_cycle(&store, 2).await;
    wakeup.events_appended(uuid::Uuid::nil());
    let woken = status_when(&relay, &store, Duration::from_secs(5), |s| s.position == 8).await;
    assert_eq!(woken.published, 8);

    stop.send(true).unwrap();
    tokio::time::timeout(Duration::from_secs(5), task)
        .await
        .expect("the relay stops when told")
        .unwrap();
    let after = relay.status(store.as_ref(), store.as_ref()).await.unwrap();
    assert_eq!(after.state, RelayState::Stopped);

    let js = async_nats::jetstream::new(async_nats::connect(&nats.url).await.unwrap());
    let mut stream = js.get_stream("STATUS").await.unwrap();
    assert_eq!(stream.info().await.unwrap().state.messages, 8);
}

#[tokio::test]
async fn a_server_without_room_for_the_cap_is_named_in_the_status_and_a_lower_cap_relays() {
    let nats = support::start_nats_with_file_store(Some(64 << 20));
    let dir = temp_data_dir("relay_room");
    let store = Arc::new(SqliteStore::open(&dir).expect("store"));
    append_cycle(&store, 2).await;
    let run = |max_bytes: i64| {
        let mut config = RelayConfig::new(&nats.url, "ROOM", "room").expect("config");
        config.max_bytes = max_bytes;
        let relay = RelayHandle::new(config);
        let (stop, stopped) = tokio::sync::watch::channel(false);
        let task = decision_relay::spawn(
            relay.clone(),
            store.clone(),
            store.clone(),
            Wakeup::default(),
            Coordination::SingleProcess,
            stopped,
        );
        (relay, stop, task)
    };

    let (relay, stop, task) = run(decision_relay::DEFAULT_MAX_BYTES);
    let refused = status_when(&relay, &store, Duration::from_secs(15), |s| {
        s.last_error.is_some()
    })
    .await;
    let error = refused.last_error.unwrap();
    assert!(
        error.contains("cannot reserve its 8589934592 byte cap")
            && error.contains("--nats-stream-max-bytes"),
        "{error}"
    );
    assert_eq!(refused.published, 0);
    stop.send(true).unwrap();
    task.await.unwrap();

    let (relay, stop, task) = run(32 << 20);
    let relayed = status_when(&relay, &store, Duration::from_secs(15), |s| {
        s.lag_positions == 0
    })
    .await;
    assert_eq!(relayed.published, 2);
    stop.send(true).unwrap();
    task.await.unwrap();
}
