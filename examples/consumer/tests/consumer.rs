//! The example consumer: its per-message logic without NATS, then whole
//! runs against the local JetStream (`NATS_URL`, default 127.0.0.1:4222, as
//! `deploy/ensure-services.sh` starts it) on a private stream per test.
//!
//! `cargo test -p decision-consumer-example --test consumer -- --ignored`
//! seeds the demo stream `DECISION_EVENTS_DEMO` (subjects `demo.events.>`)
//! for trying the binary by hand (see docs/consumers.md).

use async_nats::HeaderMap;
use async_nats::jetstream::{self, stream};
use chrono::{TimeZone, Utc};
use decision_consumer_example::{Options, Outcome, Processor, Totals, run};
use decision_events::values::{Component, Direction, PughRating};
use decision_events::*;
use std::time::Duration;
use uuid::Uuid;

fn nats_url() -> String {
    std::env::var("NATS_URL").unwrap_or_else(|_| "nats://127.0.0.1:4222".into())
}

fn metadata() -> EventMetadata {
    let invocation = Uuid::now_v7();
    EventMetadata {
        correlation_id: invocation,
        causation_id: Some(invocation),
        actor: "agent:test".into(),
        actor_kind: None,
        invocation_id: Some(invocation),
        conversation_turn: Some(1),
        trace_context: None,
    }
}

/// The envelope the relay would publish for `event`.
fn envelope(cycle_id: Uuid, version: u64, position: i64, event: DomainEvent) -> EventEnvelope {
    let new = NewEvent::new(Uuid::now_v7(), &event, metadata());
    EventEnvelope {
        event_id: new.event_id,
        cycle_id,
        version,
        position,
        event_type: new.event_type.into(),
        schema_version: new.schema_version,
        recorded_at: Utc
            .timestamp_millis_opt(1_795_000_000_000 + position)
            .unwrap(),
        payload: new.payload,
        metadata: new.metadata,
    }
}

fn body(envelope: &EventEnvelope) -> Vec<u8> {
    serde_json::to_vec(envelope).expect("envelopes serialize")
}

/// A small history: cycle A (three events), cycle B (two), interleaved in
/// commit order as the global feed would have them.
fn history() -> (Uuid, Uuid, Vec<EventEnvelope>) {
    let (a, b) = (Uuid::now_v7(), Uuid::now_v7());
    let created = |title: &str| {
        DomainEvent::from(CycleCreated {
            title: title.into(),
            component: Component::IssueRaising,
        })
    };
    let rated = |alternative: &str, rating: i64| {
        DomainEvent::from(ConsequenceRated {
            alternative_id: alternative.into(),
            objective_id: "obj_1".into(),
            rating: PughRating::new(rating).expect("in range"),
            reasoning: "test".into(),
        })
    };
    let events = vec![
        envelope(a, 1, 101, created("Cycle A")),
        envelope(b, 1, 102, created("Cycle B")),
        envelope(
            a,
            2,
            103,
            ObjectiveAdded {
                objective_id: "obj_1".into(),
                name: "Pay".into(),
                measure: "$/year".into(),
                direction: Direction::Higher,
                is_fundamental: true,
            }
            .into(),
        ),
        envelope(a, 3, 104, rated("alt_a", 2)),
        envelope(b, 2, 105, rated("alt_b", -1)),
    ];
    (a, b, events)
}

// ---------------------------------------------------------------------------
// The per-message logic.

#[test]
fn a_message_is_decoded_and_described() {
    let (_, _, events) = history();
    let mut processor = Processor::new(10);
    let id = events[3].event_id.to_string();
    let Outcome::Processed(line) = processor.handle(Some(&id), 4, &body(&events[3])) else {
        panic!("not processed");
    };
    assert!(
        line.contains("v3 ConsequenceRated: alt_a on obj_1 rated +2"),
        "{line}"
    );
    assert!(line.starts_with("seq=4 pos=104 "), "{line}");
}

#[test]
fn the_same_event_id_is_handled_once() {
    let (_, _, events) = history();
    let mut processor = Processor::new(10);
    let id = events[0].event_id.to_string();
    assert!(matches!(
        processor.handle(Some(&id), 1, &body(&events[0])),
        Outcome::Processed(_)
    ));
    // A redelivery, or a republish past JetStream's duplicate window.
    assert!(matches!(
        processor.handle(Some(&id), 9, &body(&events[0])),
        Outcome::Duplicate(_)
    ));
    // Without the header the body's event id is the key.
    assert!(matches!(
        processor.handle(None, 10, &body(&events[0])),
        Outcome::Duplicate(_)
    ));
}

#[test]
fn dedup_memory_is_bounded() {
    let (_, _, events) = history();
    let mut processor = Processor::new(2);
    for (i, event) in events.iter().enumerate() {
        let id = event.event_id.to_string();
        assert!(matches!(
            processor.handle(Some(&id), i as u64, &body(event)),
            Outcome::Processed(_)
        ));
    }
    // The newest two are remembered, the first is forgotten.
    let last = events[4].event_id.to_string();
    assert!(matches!(
        processor.handle(Some(&last), 9, &body(&events[4])),
        Outcome::Duplicate(_)
    ));
    let first = events[0].event_id.to_string();
    assert!(matches!(
        processor.handle(Some(&first), 9, &body(&events[0])),
        Outcome::Processed(_)
    ));
}

#[test]
fn unknown_types_are_skipped_newer_versions_stop_and_garbage_is_poison() {
    let (_, _, events) = history();
    let mut processor = Processor::new(10);

    let mut unknown = serde_json::to_value(&events[0]).unwrap();
    unknown["event_type"] = "CycleArchived".into();
    unknown["payload"] = serde_json::json!({ "reason": "done" });
    let outcome = processor.handle(None, 1, &serde_json::to_vec(&unknown).unwrap());
    assert!(matches!(outcome, Outcome::UnknownType(_)), "{outcome:?}");

    let mut newer = events[1].clone();
    newer.schema_version = 2;
    let outcome = processor.handle(None, 2, &body(&newer));
    assert!(matches!(outcome, Outcome::NewerVersion(_)), "{outcome:?}");

    let outcome = processor.handle(None, 3, b"{\"not\": \"an envelope\"}");
    assert!(matches!(outcome, Outcome::Poison(_)), "{outcome:?}");

    let mut broken = events[3].clone();
    broken.payload["rating"] = 7.into();
    let outcome = processor.handle(None, 4, &body(&broken));
    assert!(matches!(outcome, Outcome::Poison(_)), "{outcome:?}");

    let other = Uuid::now_v7().to_string();
    let outcome = processor.handle(Some(&other), 5, &body(&events[2]));
    assert!(matches!(outcome, Outcome::Poison(_)), "{outcome:?}");
}

#[test]
fn filters_per_cycle_and_per_event_type() {
    let mut options = options("S", "d", "decisions");
    assert_eq!(options.filter_subject(), "decisions.events.>");
    let cycle = "0193a5b0-1a2b-7c3d-8e4f-a0b1c2d3e4f5";
    options.cycle = Some(cycle.into());
    assert_eq!(
        options.filter_subject(),
        format!("decisions.events.{cycle}.>")
    );
    options.event_type = Some("ConsequenceRated".into());
    assert_eq!(
        options.filter_subject(),
        format!("decisions.events.{cycle}.ConsequenceRated")
    );
    options.cycle = None;
    assert_eq!(
        options.filter_subject(),
        "decisions.events.*.ConsequenceRated"
    );
    options.validate().expect("valid");
    options.event_type = Some("ConsequenceRate".into());
    assert!(options.validate().is_err(), "typo accepted");
    options.event_type = None;
    options.cycle = Some("cycle-1".into());
    assert!(options.validate().is_err(), "non-uuid cycle accepted");
}

// ---------------------------------------------------------------------------
// Against JetStream.

fn options(stream: &str, durable: &str, prefix: &str) -> Options {
    Options {
        nats_url: nats_url(),
        stream: stream.into(),
        durable: durable.into(),
        cycle: None,
        event_type: None,
        subject_prefix: prefix.into(),
        idle_exit: Some(Duration::from_millis(500)),
        dedup_capacity: 1000,
    }
}

async fn jetstream() -> jetstream::Context {
    let client = async_nats::connect(nats_url()).await.unwrap_or_else(|e| {
        panic!(
            "these tests need NATS with JetStream at {} (deploy/ensure-services.sh): {e}",
            nats_url()
        )
    });
    jetstream::new(client)
}

/// Publishes `envelope` as the relay does; returns whether JetStream
/// dropped it as a duplicate.
async fn publish(js: &jetstream::Context, prefix: &str, envelope: &EventEnvelope) -> bool {
    let mut headers = HeaderMap::new();
    headers.insert("Nats-Msg-Id", envelope.event_id.to_string().as_str());
    headers.insert("Decision-Event-Type", envelope.event_type.as_str());
    headers.insert(
        "Decision-Schema-Version",
        envelope.schema_version.to_string().as_str(),
    );
    headers.insert("Decision-Cycle-Id", envelope.cycle_id.to_string().as_str());
    headers.insert(
        "Decision-Cycle-Version",
        envelope.version.to_string().as_str(),
    );
    headers.insert("Decision-Position", envelope.position.to_string().as_str());
    let subject = format!(
        "{prefix}.events.{}.{}",
        envelope.cycle_id, envelope.event_type
    );
    js.publish_with_headers(subject, headers, body(envelope).into())
        .await
        .expect("publish")
        .await
        .expect("publish ack")
        .duplicate
}

async fn create_stream(
    js: &jetstream::Context,
    name: &str,
    prefix: &str,
    duplicate_window: Duration,
) -> stream::Stream {
    let _ = js.delete_stream(name).await;
    js.create_stream(stream::Config {
        name: name.into(),
        subjects: vec![format!("{prefix}.events.>")],
        duplicate_window,
        max_age: Duration::from_secs(3600),
        ..Default::default()
    })
    .await
    .expect("create stream")
}

async fn consume(options: &Options) -> (Totals, Vec<String>) {
    let mut lines = Vec::new();
    let totals = run(options, |line| lines.push(line.to_owned()))
        .await
        .expect("consumer runs");
    (totals, lines)
}

fn positions(lines: &[String]) -> Vec<&str> {
    lines
        .iter()
        .filter_map(|l| l.split(' ').find(|w| w.starts_with("pos=")))
        .collect()
}

#[tokio::test]
async fn consumes_in_order_dedups_acks_and_filters() {
    let js = jetstream().await;
    let unique = Uuid::now_v7().simple().to_string();
    let name = format!("CONSUMER_EXAMPLE_{unique}");
    let prefix = format!("consumer-example-{unique}");
    create_stream(&js, &name, &prefix, Duration::from_secs(1)).await;
    // In a task, so the stream is deleted whether or not the scenario fails.
    let result = tokio::spawn(scenario(js.clone(), name.clone(), prefix)).await;
    js.delete_stream(&name).await.expect("delete stream");
    if let Err(failure) = result {
        std::panic::resume_unwind(failure.into_panic());
    }
}

async fn scenario(js: jetstream::Context, name: String, prefix: String) {
    let (js, name, prefix) = (&js, name.as_str(), prefix.as_str());
    let (a, b, events) = history();
    for event in &events {
        assert!(!publish(js, prefix, event).await, "first publish is new");
    }
    // Inside the duplicate window JetStream drops the republish...
    assert!(
        publish(js, prefix, &events[0]).await,
        "dropped as duplicate"
    );
    // ...past it, the stream stores the event a second time.
    tokio::time::sleep(Duration::from_millis(1300)).await;
    assert!(!publish(js, prefix, &events[0]).await, "stored again");

    // Every event, in commit order; the late republish is skipped by id.
    let all = options(name, "all", prefix);
    let (totals, lines) = consume(&all).await;
    assert_eq!(totals.processed, 5, "{lines:#?}");
    assert_eq!(totals.duplicates, 1, "{lines:#?}");
    assert_eq!(
        positions(&lines),
        ["pos=101", "pos=102", "pos=103", "pos=104", "pos=105"]
    );
    assert!(lines.iter().any(|l| l.contains("duplicate of event")));
    assert!(
        !lines.iter().any(|l| l.contains("out of order")),
        "{lines:#?}"
    );

    // The durable acked everything: a restart has nothing new...
    let (totals, _) = consume(&all).await;
    assert_eq!(totals, Totals::default());
    // ...until the next event arrives.
    let next = envelope(
        b,
        3,
        106,
        NoteAdded {
            note_id: "note_1".into(),
            content: "late".into(),
            component: None,
        }
        .into(),
    );
    publish(js, prefix, &next).await;
    let (totals, lines) = consume(&all).await;
    assert_eq!(totals.processed, 1, "{lines:#?}");
    assert_eq!(positions(&lines), ["pos=106"]);

    // One cycle, in version order.
    let mut one_cycle = options(name, "cycle-a", prefix);
    one_cycle.cycle = Some(a.to_string());
    let (_, lines) = consume(&one_cycle).await;
    let versions: Vec<&str> = lines
        .iter()
        .filter_map(|l| l.split(' ').find(|w| w.starts_with('v')))
        .collect();
    assert_eq!(versions, ["v1", "v2", "v3"], "{lines:#?}");
    assert!(
        lines
            .iter()
            .skip(1)
            .all(|l| l.contains(&a.to_string()) || l.contains("duplicate"))
    );

    // One event type, across cycles.
    let mut ratings = options(name, "ratings", prefix);
    ratings.event_type = Some("ConsequenceRated".into());
    let (totals, lines) = consume(&ratings).await;
    assert_eq!(totals.processed, 2, "{lines:#?}");
    assert!(lines[1].contains("alt_a on obj_1 rated +2"), "{lines:#?}");
    assert!(lines[2].contains("alt_b on obj_1 rated -1"), "{lines:#?}");

    // A durable keeps its filter: rebinding it to another one is refused.
    let mut changed = options(name, "ratings", prefix);
    changed.event_type = Some("ObjectiveAdded".into());
    let error = run(&changed, |_| {})
        .await
        .expect_err("filter change refused");
    assert!(error.to_string().contains("exists with filter"), "{error}");
}

/// Seeds `DECISION_EVENTS_DEMO` (subjects `demo.events.>`) with a small
/// history for running the binary by hand; leaves it in place.
#[tokio::test]
#[ignore = "seeds a demo stream on the local NATS; run explicitly"]
async fn seed_demo_stream() {
    let js = jetstream().await;
    create_stream(&js, "DECISION_EVENTS_DEMO", "demo", Duration::from_secs(1)).await;
    let (a, b, events) = history();
    for event in &events {
        publish(&js, "demo", event).await;
    }
    tokio::time::sleep(Duration::from_millis(1300)).await;
    publish(&js, "demo", &events[0]).await; // a republish past the window
    println!("seeded DECISION_EVENTS_DEMO: cycle A {a}, cycle B {b}");
}
