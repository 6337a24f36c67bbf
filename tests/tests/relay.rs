//! The relay publishes every stored event to JetStream exactly once, each
//! cycle in version order, with its headers — also across a NATS outage
//! and a SIGKILL of decisiond. Real nats-server, real binary.

use decision_e2e::nats::{
    EventConsumer, NatsServer, Received, serve_args, stored_events, unique_names,
};
use decision_e2e::server::StoreLocation;
use decision_e2e::{Server, StoreKind, scenario};
use decision_store::read_models::{ProjectionCommit, ReadModelStore};
use serde_json::Value;
use std::collections::{HashMap, HashSet};
use std::time::Duration;

/// How long the consumer may take to see every event (NATS restarts and
/// the relay's backoff included).
const DELIVERY_TIMEOUT: Duration = Duration::from_secs(60);
/// How long to keep fetching after the last expected event, to catch extras.
const SETTLE: Duration = Duration::from_secs(1);

/// Every stored event arrived once, nothing else did; bodies, subjects and
/// headers (the CloudEvents ones too) match the store; each cycle's versions arrive as 1, 2, 3, …
fn assert_exactly_once(received: &[Received], stored: &[Value], source: &str, prefix: &str) {
    let mut in_stream_order = received.to_vec();
    in_stream_order.sort_by_key(|r| r.stream_sequence);
    let sequences: HashSet<u64> = received.iter().map(|r| r.stream_sequence).collect();
    assert_eq!(sequences.len(), received.len(), "a message was redelivered");
    let by_id: HashMap<&str, &Value> = stored
        .iter()
        .map(|e| (e["event_id"].as_str().expect("event_id"), e))
        .collect();
    let mut seen = HashSet::new();
    let mut versions: HashMap<String, u64> = HashMap::new();
    for message in &in_stream_order {
        let id = message.headers["Nats-Msg-Id"].as_str();
        assert!(
            seen.insert(id.to_owned()),
            "event {id} is in the stream twice"
        );
        let event = by_id
            .get(id)
            .unwrap_or_else(|| panic!("message {id} is no stored event"));
        assert_eq!(&message.body, *event, "body of {id}");
        let cycle = event["cycle_id"].as_str().unwrap();
        let event_type = event["event_type"].as_str().unwrap();
        assert_eq!(
            message.subject,
            format!("{prefix}.events.{cycle}.{event_type}")
        );
        let expected_headers = [
            ("Decision-Event-Type", event_type.to_owned()),
            (
                "Decision-Schema-Version",
                event["schema_version"].to_string(),
            ),
            ("Decision-Cycle-Id", cycle.to_owned()),
            ("Decision-Cycle-Version", event["version"].to_string()),
            ("Decision-Position", event["position"].to_string()),
            // CloudEvents 1.0, binary content mode (docs/consumers.md).
            ("ce-specversion", "1.0".to_owned()),
            ("ce-id", id.to_owned()),
            (
                "ce-type",
                format!("decisions.{event_type}.v{}", event["schema_version"]),
            ),
            ("ce-source", source.to_owned()),
            ("ce-subject", cycle.to_owned()),
            ("ce-time", event["recorded_at"].as_str().unwrap().to_owned()),
            (
                "ce-dataschema",
                "urn:decision-ledger:events:EventEnvelope".to_owned(),
            ),
            ("Content-Type", "application/json".to_owned()),
        ];
        for (name, value) in expected_headers {
            assert_eq!(message.headers.get(name), Some(&value), "{name} of {id}");
        }
        let version = event["version"].as_u64().unwrap();
        let previous = versions.insert(cycle.to_owned(), version).unwrap_or(0);
        assert_eq!(
            version,
            previous + 1,
            "cycle {cycle}: version {version} after {previous}"
        );
    }
    let missing: Vec<&&str> = by_id.keys().filter(|id| !seen.contains(**id)).collect();
    assert!(missing.is_empty(), "never published: {missing:?}");
    assert_eq!(received.len(), stored.len());
}

/// `source`: a `--cloudevents-source` to give (the default otherwise).
async fn consumer_created_first_gets_every_event_once(kind: StoreKind, source: Option<&str>) {
    let nats = NatsServer::start("relay_once");
    let (stream, prefix) = unique_names();
    let store = StoreLocation::fresh(kind, "relay_once").await;
    let mut args = serve_args(&nats, &stream, &prefix);
    if let Some(source) = source {
        args.extend(["--cloudevents-source".to_owned(), source.to_owned()]);
    }
    let server = Server::start_with(store, &args).await;
    let mut consumer = EventConsumer::create(&nats, &stream).await;

    let report = scenario::run(&server, &scenario::load("career-move"), None).await;
    let stored = stored_events(&server).await;
    assert!(
        stored.len() > report.tool_calls,
        "a call appends at least its audit record"
    );
    consumer
        .collect(stored.len(), DELIVERY_TIMEOUT, SETTLE)
        .await;
    let default_source = format!("/decisiond/{stream}");
    let source = source.unwrap_or(&default_source);
    assert_exactly_once(&consumer.received, &stored, source, &prefix);
}

#[tokio::test]
async fn every_event_once_in_order_on_postgres() {
    consumer_created_first_gets_every_event_once(StoreKind::Postgres, None).await;
}

#[tokio::test]
async fn every_event_once_in_order_on_the_embedded_store() {
    consumer_created_first_gets_every_event_once(StoreKind::Embedded, Some("urn:acme:decisions"))
        .await;
}

/// Stops NATS once this many events past `from` are stored. Polls every
/// 100 ms: the test's own polling (two requests a poll) must stay well inside
/// the per-user rate limit (50/s) alongside the scenario's calls.
async fn stop_nats_after(server: &Server, nats: &mut NatsServer, from: usize, more: usize) {
    for _ in 0..100 {
        if stored_events(server).await.len() >= from + more {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    nats.stop();
}

#[tokio::test]
async fn a_nats_outage_loses_and_duplicates_nothing() {
    let mut nats = NatsServer::start("relay_outage");
    let (stream, prefix) = unique_names();
    let store = StoreLocation::fresh(StoreKind::Postgres, "relay_outage").await;
    // Four runs back to back plus the polling outpace one user's rate limit
    // (50/s); the limit has its own tests in limits.rs.
    let mut args = serve_args(&nats, &stream, &prefix);
    args.extend(["--rate-limit-per-second".into(), "0".into()]);
    let server = Server::start_with(store, &args).await;
    let mut consumer = EventConsumer::create(&nats, &stream).await;
    let career_move = scenario::load("career-move");

    scenario::run(&server, &career_move, None).await;
    // NATS goes down in the middle of the next run; every call still
    // succeeds (`run` checks each status).
    let before = stored_events(&server).await.len();
    tokio::join!(
        scenario::run(&server, &career_move, None),
        stop_nats_after(&server, &mut nats, before, 20),
    );
    // A whole run while NATS is down, which lasts longer than the relay's
    // 5 s ack timeout, so the relay fails and retries against no server.
    let outage = tokio::time::Instant::now();
    scenario::run(&server, &career_move, None).await;
    tokio::time::sleep_until(outage + Duration::from_secs(6)).await;
    nats.start_again();
    scenario::run(&server, &career_move, None).await;

    let stored = stored_events(&server).await;
    consumer
        .collect(stored.len(), DELIVERY_TIMEOUT, SETTLE)
        .await;
    assert_exactly_once(
        &consumer.received,
        &stored,
        &format!("/decisiond/{stream}"),
        &prefix,
    );
}

/// Moves the relay checkpoint back to 0, as if every checkpoint commit had
/// been lost to crashes between the ack and the commit.
async fn forget_relay_checkpoint(store: &StoreLocation, stream: &str) {
    let models: Box<dyn ReadModelStore> = match store {
        StoreLocation::Postgres(url, _) => Box::new(
            decision_store::postgres::PgStore::connect(url, 1)
                .await
                .expect("connect"),
        ),
        StoreLocation::Embedded(dir, _) => {
            Box::new(decision_store::sqlite::SqliteStore::open(dir).expect("open"))
        }
    };
    let name = decision_relay::checkpoint_name(stream);
    let checkpoint = models.active_checkpoint(&name).await.expect("checkpoint");
    assert!(
        checkpoint.position > 0,
        "the relay published before the kill"
    );
    let rewind = ProjectionCommit {
        position: 0,
        ..ProjectionCommit::default()
    };
    models
        .commit(&name, checkpoint.generation, checkpoint.position, &rewind)
        .await
        .expect("rewind the relay checkpoint");
}

async fn sigkill_loses_and_duplicates_nothing(kind: StoreKind) {
    let nats = NatsServer::start("relay_kill");
    let (stream, prefix) = unique_names();
    let store = StoreLocation::fresh(kind, "relay_kill").await;
    let args = serve_args(&nats, &stream, &prefix);
    let mut server = Server::start_with(store.clone(), &args).await;
    let mut consumer = EventConsumer::create(&nats, &stream).await;
    let career_move = scenario::load("career-move");

    // Killed right after its last call: the relay is still publishing.
    scenario::run(&server, &career_move, None).await;
    server.kill();
    server = Server::start_with(store.clone(), &args).await;
    scenario::run(&server, &career_move, None).await;
    let published = stored_events(&server).await.len();
    consumer.collect(published, DELIVERY_TIMEOUT, SETTLE).await;

    // Worst case: the acks came but no checkpoint commit survived.
    server.kill();
    forget_relay_checkpoint(&store, &stream).await;
    let server = Server::start_with(store.clone(), &args).await;
    scenario::run(&server, &career_move, None).await;

    let stored = stored_events(&server).await;
    consumer
        .collect(stored.len(), DELIVERY_TIMEOUT, SETTLE)
        .await;
    assert_exactly_once(
        &consumer.received,
        &stored,
        &format!("/decisiond/{stream}"),
        &prefix,
    );
}

#[tokio::test]
async fn sigkill_of_decisiond_loses_and_duplicates_nothing_on_postgres() {
    sigkill_loses_and_duplicates_nothing(StoreKind::Postgres).await;
}

#[tokio::test]
async fn sigkill_of_decisiond_loses_and_duplicates_nothing_on_the_embedded_store() {
    sigkill_loses_and_duplicates_nothing(StoreKind::Embedded).await;
}

#[tokio::test]
async fn a_standby_instance_takes_over_the_relay_when_the_active_one_dies() {
    let nats = NatsServer::start("relay_takeover");
    let (stream, prefix) = unique_names();
    let store = StoreLocation::fresh(StoreKind::Postgres, "relay_takeover").await;
    let args = serve_args(&nats, &stream, &prefix);
    let mut active = Server::start_with(store.clone(), &args).await;
    let mut consumer = EventConsumer::create(&nats, &stream).await;
    let career_move = scenario::load("career-move");

    // Alone, the first instance holds the lease: its events get published.
    scenario::run(&active, &career_move, None).await;
    let published = stored_events(&active).await.len();
    consumer.collect(published, DELIVERY_TIMEOUT, SETTLE).await;
    let standby = Server::start_with(store, &args).await;
    scenario::run(&standby, &career_move, None).await;
    // Its connection closes with it, releasing the lease to the standby.
    active.kill();
    scenario::run(&standby, &career_move, None).await;

    let stored = stored_events(&standby).await;
    consumer
        .collect(stored.len(), DELIVERY_TIMEOUT, SETTLE)
        .await;
    assert_exactly_once(
        &consumer.received,
        &stored,
        &format!("/decisiond/{stream}"),
        &prefix,
    );
}
