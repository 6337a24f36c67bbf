//! Old events through the real store and worker: an `UncertaintyFlagged`
//! stored at schema version 1 (its payload as a build before the bump wrote
//! it) comes back from the embedded store unchanged, decodes as version 2,
//! and the worker projects it into the same read models as the same
//! history stored at version 2.

use decision_events::history::UncertaintyFlaggedV1;
use decision_events::values::{Component, ConsequenceCell, Direction};
use decision_events::{
    AlternativeAdded, CycleCreated, DomainEvent, EventMetadata, NewEvent, ObjectiveAdded,
    UncertaintyFlagged, event_id_for,
};
use decision_projection_worker::{Projected, Worker, WorkerConfig};
use decision_projections::views::decision;
use decision_store::read_models::ReadModelStore;
use decision_store::sqlite::SqliteStore;
use decision_store::testing::{TempDir, temp_data_dir};
use decision_store::{AppendRequest, EventStore};
use serde_json::{Value, json};
use std::sync::Arc;
use uuid::Uuid;

const CYCLE: Uuid = Uuid::from_u128(0x0193a5b0_1a2b_7c3d_8e4f_a0b1c2d3e4f5);
const INVOCATION: Uuid = Uuid::from_u128(0x0193a5c4_3f1e_7b2a_9c4d_5e6f708192a3);

fn flagged(id: &str, cell: Option<(&str, &str)>) -> UncertaintyFlagged {
    UncertaintyFlagged {
        uncertainty_id: id.into(),
        description: format!("uncertainty {id}"),
        component: Component::Consequences,
        resolvable: true,
        impact: None,
        cell: cell.map(|(a, o)| ConsequenceCell {
            alternative_id: a.into(),
            objective_id: o.into(),
        }),
    }
}

fn history() -> Vec<DomainEvent> {
    vec![
        CycleCreated {
            title: "Career move".into(),
            component: Component::IssueRaising,
        }
        .into(),
        flagged("unc_1", None).into(),
        ObjectiveAdded {
            objective_id: "obj_1".into(),
            name: "Compensation".into(),
            measure: "$/year".into(),
            direction: Direction::Higher,
            is_fundamental: true,
        }
        .into(),
        AlternativeAdded {
            alternative_id: "alt_a".into(),
            letter: "A".into(),
            name: "Accept VP".into(),
            description: "d".into(),
            is_status_quo: false,
        }
        .into(),
        flagged("unc_2", Some(("alt_a", "obj_1"))).into(),
    ]
}

/// The payload a build before the bump wrote (the frozen v1 struct).
fn v1_payload(e: &UncertaintyFlagged) -> Value {
    let (alternative_id, objective_id) = e
        .cell
        .clone()
        .map(|c| (c.alternative_id, c.objective_id))
        .unzip();
    serde_json::to_value(UncertaintyFlaggedV1 {
        uncertainty_id: e.uncertainty_id.clone(),
        description: e.description.clone(),
        component: e.component,
        resolvable: e.resolvable,
        impact: e.impact.clone(),
        alternative_id,
        objective_id,
    })
    .expect("serializes")
}

/// The history as one append; with `v1`, every `UncertaintyFlagged` as a
/// hand-made `NewEvent` at schema version 1 (what `NewEvent::new` no longer
/// writes). Same event ids either way.
fn new_events(v1: bool) -> Vec<NewEvent> {
    let metadata = EventMetadata {
        correlation_id: INVOCATION,
        causation_id: Some(INVOCATION),
        actor: "alice".into(),
        actor_kind: None,
        invocation_id: Some(INVOCATION),
        conversation_turn: Some(1),
        trace_context: None,
    };
    (0u16..)
        .zip(history())
        .map(|(i, event)| {
            let mut new = NewEvent::new(event_id_for(INVOCATION, i), &event, metadata.clone());
            if let (true, DomainEvent::UncertaintyFlagged(e)) = (v1, &event) {
                new.schema_version = 1;
                new.payload = v1_payload(e);
            }
            new
        })
        .collect()
}

/// The store, and its directory (held until the test ends).
async fn store_with(name: &str, v1: bool) -> (Arc<SqliteStore>, TempDir) {
    let dir = temp_data_dir(name);
    let store = Arc::new(SqliteStore::open(&dir).expect("open"));
    store
        .append(AppendRequest {
            cycle_id: CYCLE,
            expected_version: 0,
            events: new_events(v1),
            idempotency: None,
        })
        .await
        .expect("append");
    (store, dir)
}

async fn project(store: &Arc<SqliteStore>) -> Vec<(String, Value)> {
    let worker = Worker::new(
        Arc::new(decision::DecisionViews),
        store.clone(),
        store.clone(),
        Projected::default(),
        WorkerConfig {
            batch_size: 2,
            ..WorkerConfig::default()
        },
    );
    while worker.step().await.expect("step") > 0 {}
    let parked = store.parked(decision::NAME).await.expect("parked");
    assert!(parked.is_empty(), "nothing parked: {parked:?}");
    let docs = store
        .scan_docs(decision::NAME, "", None, 1_000)
        .await
        .expect("scan");
    // Each store stamps `recorded_at` itself: name each timestamp by the
    // event it came from, so two stores' documents compare.
    let stream = store.read_stream(CYCLE, 0).await.expect("read");
    docs.into_iter()
        .map(|(key, doc)| (key, by_event(doc, &stream)))
        .collect()
}

/// `doc` with every event's `recorded_at` replaced by `<recorded_at vN>`.
fn by_event(doc: Value, stream: &[decision_events::EventEnvelope]) -> Value {
    match doc {
        Value::String(_) => stream
            .iter()
            .find(|e| json!(e.recorded_at) == doc)
            .map_or(doc, |e| json!(format!("<recorded_at v{}>", e.version))),
        Value::Array(items) => items.into_iter().map(|v| by_event(v, stream)).collect(),
        Value::Object(fields) => fields
            .into_iter()
            .map(|(k, v)| (k, by_event(v, stream)))
            .collect(),
        other => other,
    }
}

#[tokio::test]
async fn a_v1_event_round_trips_through_the_store_and_decodes_as_v2() {
    let (store, _dir) = store_with("upcast_store", true).await;
    let stream = store.read_stream(CYCLE, 0).await.expect("read");
    assert_eq!(stream.len(), history().len());
    for (envelope, event) in stream.iter().zip(history()) {
        if let DomainEvent::UncertaintyFlagged(e) = &event {
            // Stored and read back as written: version 1, the v1 payload.
            assert_eq!(envelope.schema_version, 1);
            assert_eq!(envelope.payload, v1_payload(e));
            assert!(envelope.payload.get("cell").is_none());
        } else {
            assert_eq!(envelope.schema_version, event.schema_version());
        }
        assert_eq!(
            envelope.event().expect("decodes"),
            event,
            "v{}",
            envelope.version
        );
    }
    let (version, payload) = stream[4].upcast().expect("upcasts");
    assert_eq!(version, 2);
    assert_eq!(
        payload["cell"],
        json!({"alternative_id": "alt_a", "objective_id": "obj_1"})
    );
    // The feed (what the worker and the relay read) carries it as stored
    // too, and the relay publishes that: version 1, the v1 payload.
    let feed = store.read_feed(0, 100).await.expect("feed");
    let published: Value = serde_json::from_slice(&feed[4].published_body()).expect("an envelope");
    assert_eq!(published["schema_version"], 1);
    assert_eq!(published["payload"]["alternative_id"], "alt_a");
}

#[tokio::test]
async fn the_worker_projects_v1_and_v2_stores_into_the_same_documents() {
    let (old, _old_dir) = store_with("upcast_old", true).await;
    let (new, _new_dir) = store_with("upcast_new", false).await;
    let stored_versions = |stream: Vec<decision_events::EventEnvelope>| -> Vec<u32> {
        stream.iter().map(|e| e.schema_version).collect()
    };
    assert_eq!(
        stored_versions(old.read_stream(CYCLE, 0).await.expect("read")),
        [1, 1, 1, 1, 1]
    );
    assert_eq!(
        stored_versions(new.read_stream(CYCLE, 0).await.expect("read")),
        [1, 2, 1, 1, 2]
    );
    let from_old = project(&old).await;
    let from_new = project(&new).await;
    assert!(
        from_new
            .iter()
            .any(|(k, _)| k == &decision::state_key(CYCLE)),
        "{from_new:?}"
    );
    assert_eq!(from_old, from_new);
    let state = &from_old
        .iter()
        .find(|(k, _)| k == &decision::state_key(CYCLE))
        .expect("state")
        .1;
    assert_eq!(
        state["state"]["uncertainties"][1]["alternative_id"],
        "alt_a"
    );
    assert_eq!(state["state"]["uncertainties"][1]["objective_id"], "obj_1");
}
