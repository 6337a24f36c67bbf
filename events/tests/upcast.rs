//! Schema evolution: a payload stored at an older `schema_version` is read
//! as the current version (upcast), and published as stored.
//!
//! The real evolution: `UncertaintyFlagged` v1 had `alternative_id` and
//! `objective_id`, set or null together; v2 has one nullable `cell`. The
//! v1 golden fixture (`tests/fixtures/UncertaintyFlagged.v1.json`, the file
//! as it was before the bump) is the stored data these tests read.

use crate::support;

use decision_events::schema::older_versions;
use decision_events::upcast::{UPCASTERS, Upcaster, upcast, upcast_with};
use decision_events::values::ConsequenceCell;
use decision_events::{
    DecodeError, DomainEvent, EventEnvelope, EventMetadata, UncertaintyFlagged, UpcastError,
};
use serde_json::{Value, json};
use std::error::Error;
use support::read_fixture;
use support::samples::{CYCLE_ID, EVENT_ID, INVOCATION_ID, at, sample, uuid};

/// A golden fixture (`{"event_type", "payload"}`), parsed.
fn fixture(name: &str) -> Value {
    let text = read_fixture(name).unwrap_or_else(|e| panic!("{e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The fixture's payload stored in an envelope at `schema_version`, as the
/// store hands it back.
fn stored(name: &str, schema_version: u32) -> EventEnvelope {
    let tagged = fixture(name);
    EventEnvelope {
        event_id: uuid(EVENT_ID),
        cycle_id: uuid(CYCLE_ID),
        version: 9,
        position: 812,
        event_type: tagged["event_type"].as_str().expect("tagged").to_owned(),
        schema_version,
        recorded_at: at("2026-11-21T11:13:07.253Z"),
        payload: tagged["payload"].clone(),
        metadata: EventMetadata {
            correlation_id: uuid(INVOCATION_ID),
            causation_id: Some(uuid(INVOCATION_ID)),
            actor: "agent:career-coach".into(),
            actor_kind: None,
            invocation_id: Some(uuid(INVOCATION_ID)),
            conversation_turn: Some(7),
            trace_context: None,
        },
    }
}

fn v1() -> EventEnvelope {
    stored("UncertaintyFlagged.v1", 1)
}

fn v2() -> EventEnvelope {
    stored("UncertaintyFlagged", 2)
}

fn v1_payload() -> Value {
    v1().payload
}

#[test]
fn the_v1_fixture_decodes_to_the_same_event_as_the_v2_fixture() {
    assert_eq!(
        DomainEvent::schema_version_of("UncertaintyFlagged"),
        Some(2)
    );
    let from_v1 = v1().event().expect("v1 decodes by upcasting");
    let from_v2 = v2().event().expect("v2 decodes as is");
    assert_eq!(from_v1, from_v2);
    assert_eq!(Some(from_v1.clone()), sample("UncertaintyFlagged"));
    let DomainEvent::UncertaintyFlagged(e) = from_v1 else {
        panic!("an UncertaintyFlagged");
    };
    assert_eq!(
        e.cell,
        Some(ConsequenceCell {
            alternative_id: "alt_b".into(),
            objective_id: "obj_1".into(),
        })
    );
}

#[test]
fn upcast_returns_the_current_version_and_payload_and_leaves_the_envelope_alone() {
    let stored = v1();
    let (version, payload) = stored.upcast().expect("upcasts");
    assert_eq!(version, 2);
    assert_eq!(
        payload,
        v2().payload,
        "the v1 payload upcast equals the v2 fixture"
    );
    let keys: Vec<&str> = payload
        .as_object()
        .expect("object")
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        [
            "uncertainty_id",
            "description",
            "component",
            "resolvable",
            "impact",
            "cell"
        ],
        "field order follows the v2 struct"
    );
    assert_eq!(stored, v1(), "the envelope is not modified");
    assert_eq!(stored.schema_version, 1);
    // A current payload comes back as it is.
    assert_eq!(v2().upcast().expect("current"), (2, v2().payload));
}

/// What upcasting prevents: serde reads a missing `Option` field as `None`,
/// so decoding the v1 payload as v2 *without* upcasting would silently drop
/// the cell. Only the stored version tells the two shapes apart.
#[test]
fn decoding_v1_as_v2_without_upcasting_would_lose_the_cell() {
    let naive: UncertaintyFlagged =
        serde_json::from_value(v1_payload()).expect("serde accepts it: that is the danger");
    assert_eq!(naive.cell, None);
    let DomainEvent::UncertaintyFlagged(upcast) = v1().event().expect("decodes") else {
        panic!("an UncertaintyFlagged");
    };
    assert!(upcast.cell.is_some());
}

#[test]
fn a_v1_uncertainty_without_a_cell_upcasts_to_a_null_cell() {
    let mut payload = v1_payload();
    payload["alternative_id"] = Value::Null;
    payload["objective_id"] = Value::Null;
    let event = DomainEvent::decode("UncertaintyFlagged", 1, payload).expect("decodes");
    let DomainEvent::UncertaintyFlagged(e) = event else {
        panic!("an UncertaintyFlagged");
    };
    assert_eq!(e.cell, None);
    assert_eq!(e.uncertainty_id, "unc_2");
}

#[test]
fn a_version_from_the_future_is_an_error_never_decoded_as_the_current_one() {
    // A v3 payload that happens to fit v2 must still be refused.
    let mut future = v2();
    future.schema_version = 3;
    let error = future
        .event()
        .expect_err("version 3 is unknown to this build");
    assert!(
        matches!(
            error,
            DecodeError::FutureVersion {
                stored_version: 3,
                current_version: 2,
                ..
            }
        ),
        "{error:?}"
    );
    let text = error.to_string();
    for part in ["UncertaintyFlagged", "version 3", "version 2", "upgrade"] {
        assert!(text.contains(part), "{text:?} names {part:?}");
    }
    assert!(future.upcast().is_err());
    // For a type never evolved too.
    let objective = stored("ObjectiveAdded", 2);
    assert!(matches!(
        objective.event(),
        Err(DecodeError::FutureVersion {
            stored_version: 2,
            current_version: 1,
            ..
        })
    ));
    // Version 0 does not exist.
    let mut zero = v2();
    zero.schema_version = 0;
    let error = zero.event().expect_err("version 0");
    assert!(
        matches!(error, DecodeError::InvalidVersion { .. }),
        "{error:?}"
    );
    assert!(error.to_string().contains("start at 1"), "{error}");
}

#[test]
fn an_unknown_event_type_stays_an_error() {
    let mut unknown = v2();
    unknown.event_type = "UncertaintyRenamed".into();
    let error = unknown.event().expect_err("unknown type");
    assert!(
        matches!(error, DecodeError::UnknownEventType { .. }),
        "{error:?}"
    );
    assert_eq!(error.event_type(), "UncertaintyRenamed");
    assert!(error.to_string().contains("UncertaintyRenamed"), "{error}");
    assert!(upcast("UncertaintyRenamed", 1, json!({})).is_err());
}

/// The real upcaster refuses a v1 payload that was never valid (one id of
/// the pair without the other), and the error names the type, the version
/// and the reason.
#[test]
fn a_failing_upcaster_names_the_event_type_the_version_and_the_reason() {
    let mut half = v1();
    half.payload["objective_id"] = Value::Null;
    let error = half.event().expect_err("half a cell");
    let DecodeError::Upcast {
        event_type,
        from_version,
        reason,
    } = &error
    else {
        panic!("an upcast error, got {error:?}");
    };
    assert_eq!(
        (event_type.as_str(), *from_version),
        ("UncertaintyFlagged", 1)
    );
    assert!(reason.reason().contains("objective_id"), "{reason}");
    let text = error.to_string();
    for part in [
        "UncertaintyFlagged",
        "schema version 1",
        "version 2",
        "`alternative_id` is \"alt_b\" but `objective_id` is null",
    ] {
        assert!(text.contains(part), "{text:?} names {part:?}");
    }
    assert_eq!(
        error.source().map(ToString::to_string),
        Some(reason.to_string())
    );

    let mut wrong_type = v1_payload();
    wrong_type["alternative_id"] = json!(7);
    let error = DomainEvent::decode("UncertaintyFlagged", 1, wrong_type).expect_err("a number");
    assert!(
        error
            .to_string()
            .contains("`alternative_id` must be a string or null, found 7"),
        "{error}"
    );
    let error = DomainEvent::decode("UncertaintyFlagged", 1, json!([1])).expect_err("an array");
    assert!(error.to_string().contains("not a JSON object"), "{error}");
}

/// After upcasting, the payload must still fit the current struct; the
/// error says it was upcast.
#[test]
fn a_payload_that_does_not_fit_after_upcasting_says_so() {
    let mut payload = v1_payload();
    payload
        .as_object_mut()
        .expect("object")
        .remove("description");
    let error = DomainEvent::decode("UncertaintyFlagged", 1, payload).expect_err("incomplete");
    assert!(matches!(error, DecodeError::Payload { .. }), "{error:?}");
    let text = error.to_string();
    assert!(
        text.contains("schema version 1, upcast to 2") && text.contains("description"),
        "{text}"
    );
    let mut current = v2();
    current.payload["resolvable"] = json!("yes");
    let text = current.event().expect_err("wrong type").to_string();
    assert!(
        text.contains("(schema version 2) does not decode"),
        "{text}"
    );
}

// A test table for the chain runner: `Probe` went through three versions.
fn probe_v1_to_v2(mut payload: Value) -> Result<Value, UpcastError> {
    payload["steps"]
        .as_array_mut()
        .ok_or_else(|| UpcastError::new("no steps"))?
        .push(json!("1→2"));
    Ok(payload)
}

fn probe_v2_to_v3(mut payload: Value) -> Result<Value, UpcastError> {
    if payload["refuse"] == json!(true) {
        return Err(UpcastError::new("asked to refuse"));
    }
    payload["steps"]
        .as_array_mut()
        .ok_or_else(|| UpcastError::new("no steps"))?
        .push(json!("2→3"));
    Ok(payload)
}

fn probe_v3_to_v4(mut payload: Value) -> Result<Value, UpcastError> {
    payload["steps"]
        .as_array_mut()
        .ok_or_else(|| UpcastError::new("no steps"))?
        .push(json!("3→4"));
    Ok(payload)
}

/// Deliberately out of order: the runner finds each step by version.
const PROBE: &[Upcaster] = &[
    Upcaster {
        event_type: "Probe",
        from_version: 3,
        upcast: probe_v3_to_v4,
    },
    Upcaster {
        event_type: "Probe",
        from_version: 1,
        upcast: probe_v1_to_v2,
    },
    Upcaster {
        event_type: "Probe",
        from_version: 2,
        upcast: probe_v2_to_v3,
    },
];

#[test]
fn the_chain_runs_each_step_once_in_version_order_up_to_the_current_version() {
    let run = |from: u32, to: u32| upcast_with(PROBE, "Probe", from, to, json!({"steps": []}));
    assert_eq!(
        run(1, 4).expect("1 → 4"),
        json!({"steps": ["1→2", "2→3", "3→4"]})
    );
    assert_eq!(run(2, 4).expect("2 → 4"), json!({"steps": ["2→3", "3→4"]}));
    assert_eq!(run(1, 3).expect("1 → 3"), json!({"steps": ["1→2", "2→3"]}));
    assert_eq!(run(4, 4).expect("current"), json!({"steps": []}));
    assert!(matches!(
        run(5, 4),
        Err(DecodeError::FutureVersion {
            stored_version: 5,
            current_version: 4,
            ..
        })
    ));
    // A failing middle step stops the chain and names its version.
    let error = upcast_with(PROBE, "Probe", 1, 4, json!({"steps": [], "refuse": true}))
        .expect_err("step 2 → 3 refuses");
    assert_eq!(
        error.to_string(),
        "`Probe` payload of schema version 2 cannot be upcast to version 3: asked to refuse"
    );
    // A gap in the table is reported, not skipped.
    let gap = &PROBE[..2]; // 3→4 and 1→2: no 2→3
    let error = upcast_with(gap, "Probe", 1, 4, json!({"steps": []})).expect_err("gap");
    assert!(
        matches!(
            error,
            DecodeError::MissingUpcaster {
                from_version: 2,
                ..
            }
        ),
        "{error:?}"
    );
    assert!(error.to_string().contains("from schema version 2 to 3"));
    // Another type's upcasters are not used.
    assert!(upcast_with(PROBE, "Other", 1, 2, json!({})).is_err());
}

/// The production table is complete and has nothing extra: each type at
/// current version N has exactly one upcaster from each of 1..N, a frozen
/// older shape for each of them, and nothing from N or beyond.
#[test]
fn every_evolved_type_has_one_upcaster_and_one_frozen_shape_per_older_version() {
    let mut expected: Vec<(&str, u32)> = DomainEvent::TYPES
        .iter()
        .flat_map(|&t| {
            let current = DomainEvent::schema_version_of(t).expect("known");
            (1..current).map(move |v| (t, v))
        })
        .collect();
    expected.sort_unstable();
    let mut upcasters: Vec<(&str, u32)> = UPCASTERS
        .iter()
        .map(|u| (u.event_type, u.from_version))
        .collect();
    upcasters.sort_unstable();
    assert_eq!(upcasters, expected, "upcasters vs. schema versions");
    let mut older = older_versions();
    older.sort_unstable();
    assert_eq!(older, expected, "history vs. schema versions");
    assert!(
        expected.contains(&("UncertaintyFlagged", 1)),
        "the evolution this crate made"
    );
}

/// Every production upcaster turns its type's frozen older fixture into a
/// payload the next version decodes to the current sample.
#[test]
fn every_older_fixture_upcasts_to_the_current_sample() {
    for (event_type, version) in older_versions() {
        let old = fixture(&format!("{event_type}.v{version}"));
        let event = DomainEvent::decode(event_type, version, old["payload"].clone())
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(Some(event), sample(event_type), "{event_type} v{version}");
    }
}

/// The publish policy: the relay publishes the envelope as stored. An old
/// event goes out at its stored version with its stored payload (byte for
/// byte what any earlier publish of it sent), and a consumer of that body
/// still reads the current event with `EventEnvelope::event()` (the body
/// also validates against the stored version's schema: `tests/schema.rs`).
#[test]
fn an_old_event_is_published_as_stored_and_still_reads_as_the_current_version() {
    let stored = v1();
    let body = stored.published_body();
    assert_eq!(body, serde_json::to_vec(&stored).expect("serializes"));
    assert_eq!(body, v1().published_body(), "the same bytes every time");
    let message: EventEnvelope = serde_json::from_slice(&body).expect("an envelope");
    assert_eq!(message, stored);
    assert_eq!(
        message.schema_version, 1,
        "the header and body keep version 1"
    );
    assert_eq!(message.payload, v1_payload(), "the payload is not upcast");
    let raw: Value = serde_json::from_slice(&body).expect("JSON");
    assert!(raw["payload"].get("cell").is_none());
    assert_eq!(raw["payload"]["alternative_id"], "alt_b");
    // The consumer's side: decode (upcasting), as a v2 reader would.
    assert_eq!(
        message.event().expect("decodes"),
        v2().event().expect("decodes")
    );
    // A current event is published at its version too.
    let current: EventEnvelope =
        serde_json::from_slice(&v2().published_body()).expect("an envelope");
    assert_eq!(current.schema_version, 2);
    assert_eq!(current, v2());
}
