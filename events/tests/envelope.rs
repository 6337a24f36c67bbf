//! The stored form of an event: `EventEnvelope` and `EventMetadata`
//! fixtures, and decoding an envelope's payload back into its event.

use crate::support;

use decision_events::{DomainEvent, EventEnvelope, EventMetadata, NewEvent};
use serde_json::json;
use support::samples::{CYCLE_ID, EVENT_ID, INVOCATION_ID, at, sample, uuid};
use support::{check_fixture, non_snake_case_keys, read_fixture};

fn metadata() -> EventMetadata {
    EventMetadata {
        correlation_id: uuid(INVOCATION_ID),
        causation_id: Some(uuid(INVOCATION_ID)),
        actor: "agent:career-coach".into(),
        actor_kind: None,
        invocation_id: Some(uuid(INVOCATION_ID)),
        conversation_turn: Some(7),
        trace_context: None,
    }
}

fn objective_added() -> DomainEvent {
    sample("ObjectiveAdded").expect("sample exists")
}

fn envelope() -> EventEnvelope {
    let new = NewEvent::new(uuid(EVENT_ID), &objective_added(), metadata());
    EventEnvelope {
        event_id: new.event_id,
        cycle_id: uuid(CYCLE_ID),
        version: 15,
        position: 4_021,
        event_type: new.event_type.into(),
        schema_version: new.schema_version,
        recorded_at: at("2026-11-21T11:13:07.253Z"),
        payload: new.payload,
        metadata: new.metadata,
    }
}

#[test]
fn metadata_serializes_as_its_fixture() {
    check_fixture("EventMetadata", &metadata()).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn an_envelope_serializes_as_its_fixture() {
    check_fixture("EventEnvelope", &envelope()).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn the_fixtures_deserialize_back_to_equal_values() {
    let stored: EventMetadata =
        serde_json::from_str(&read_fixture("EventMetadata").unwrap_or_else(|e| panic!("{e}")))
            .expect("metadata");
    assert_eq!(stored, metadata());
    let stored: EventEnvelope =
        serde_json::from_str(&read_fixture("EventEnvelope").unwrap_or_else(|e| panic!("{e}")))
            .expect("envelope");
    assert_eq!(stored, envelope());
}

#[test]
fn envelope_fields_are_snake_case() {
    let value = serde_json::to_value(envelope()).expect("serializes");
    assert_eq!(non_snake_case_keys(&value), Vec::<String>::new());
}

#[test]
fn an_envelope_decodes_its_payload_into_the_typed_event() {
    let stored: EventEnvelope =
        serde_json::from_str(&read_fixture("EventEnvelope").unwrap_or_else(|e| panic!("{e}")))
            .expect("envelope");
    assert_eq!(stored.event().expect("decodes"), objective_added());
}

#[test]
fn an_envelope_whose_type_and_payload_disagree_does_not_decode() {
    let mut unknown = envelope();
    unknown.event_type = "ObjectiveRenamed".into();
    assert!(unknown.event().is_err(), "unknown event type");
    let mut mismatched = envelope();
    mismatched.event_type = "AlternativeAdded".into();
    assert!(
        mismatched.event().is_err(),
        "ObjectiveAdded payload read as AlternativeAdded"
    );
}

#[test]
fn a_new_event_carries_the_untagged_payload_type_and_version() {
    let event = objective_added();
    let new = NewEvent::new(uuid(EVENT_ID), &event, metadata());
    let tagged = serde_json::to_value(&event).expect("serializes");
    assert_eq!(new.payload, tagged["payload"]);
    assert_eq!(
        (new.event_type, new.schema_version),
        ("ObjectiveAdded", event.schema_version())
    );
    assert_eq!(new.payload["objective_id"], json!("obj_1"));
}
