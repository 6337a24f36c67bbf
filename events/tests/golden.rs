//! Golden JSON of every domain event: the contract consumers parse. A
//! renamed field, a retagged enum or a new event without a fixture fails.
//! `BLESS=1 cargo test -p decision-events --test events golden` rewrites fixtures.

use crate::support;

use decision_events::DomainEvent;
use decision_events::schema::older_versions;
use serde_json::Value;
use support::samples::{older_sample, sample, samples};
use support::{check_fixture, fixtures_dir, non_snake_case_keys, read_fixture};

/// Fixtures that are not domain events (see `tests/envelope.rs`).
const OTHER_FIXTURES: &[&str] = &["EventEnvelope", "EventMetadata"];

#[test]
fn every_event_type_has_exactly_one_sample() {
    let missing: Vec<&str> = DomainEvent::TYPES
        .iter()
        .copied()
        .filter(|t| sample(t).is_none())
        .collect();
    assert!(
        missing.is_empty(),
        "add a sample to tests/support/samples.rs for {missing:?}"
    );
    assert_eq!(
        samples().len(),
        DomainEvent::TYPES.len(),
        "one sample per event type"
    );
}

#[test]
fn every_event_serializes_as_its_fixture() {
    let failures: Vec<String> = DomainEvent::TYPES
        .iter()
        .filter_map(|t| sample(t).map(|event| check_fixture(t, &event)))
        .filter_map(Result::err)
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn every_fixture_deserializes_back_to_its_sample() {
    for event_type in DomainEvent::TYPES {
        let text = read_fixture(event_type).unwrap_or_else(|e| panic!("{e}"));
        let decoded: DomainEvent =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{event_type}: {e}"));
        assert_eq!(Some(decoded), sample(event_type), "{event_type}");
    }
}

#[test]
fn events_are_tagged_with_event_type_and_payload_with_snake_case_fields() {
    for event_type in DomainEvent::TYPES {
        let text = read_fixture(event_type).unwrap_or_else(|e| panic!("{e}"));
        let value: Value = serde_json::from_str(&text).expect("fixture is JSON");
        let object = value.as_object().expect("an event is a JSON object");
        let mut keys: Vec<&str> = object.keys().map(String::as_str).collect();
        keys.sort_unstable();
        assert_eq!(keys, ["event_type", "payload"], "{event_type}");
        assert_eq!(value["event_type"], *event_type);
        assert!(
            value["payload"].is_object(),
            "{event_type}: payload is an object"
        );
        let bad = non_snake_case_keys(&value["payload"]);
        assert!(
            bad.is_empty(),
            "{event_type}: fields not in snake_case: {bad:?}"
        );
    }
}

#[test]
fn every_fixture_belongs_to_a_current_type() {
    let stale: Vec<String> = std::fs::read_dir(fixtures_dir())
        .expect("fixtures directory")
        .map(|entry| {
            entry
                .expect("directory entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|file| {
            file.strip_suffix(".json").is_some_and(|name| {
                !DomainEvent::TYPES.contains(&name)
                    && !OTHER_FIXTURES.contains(&name)
                    && !older_versions()
                        .iter()
                        .any(|(t, v)| name == older_fixture_name(t, *v))
            })
        })
        .collect();
    assert!(
        stale.is_empty(),
        "fixtures without an event type or older version (renamed or removed?): {stale:?}"
    );
}

/// `<Type>.v<N>`: the frozen fixture of an older version.
fn older_fixture_name(event_type: &str, schema_version: u32) -> String {
    format!("{event_type}.v{schema_version}")
}

/// Every superseded version keeps its golden fixture, as it was written
/// then, and it still serializes from its frozen struct in
/// `decision_events::history`. These fixtures are never re-blessed: what is
/// in the store does not change.
#[test]
fn every_older_version_keeps_its_frozen_fixture() {
    assert!(
        !older_versions().is_empty(),
        "at least one event type has been evolved (UncertaintyFlagged v1)"
    );
    for (event_type, version) in older_versions() {
        let name = older_fixture_name(event_type, version);
        let text = read_fixture(&name).unwrap_or_else(|e| {
            panic!("{e}\n(an older version's fixture is the old `{event_type}.json`, kept as is)")
        });
        assert!(
            text.starts_with("{\n") && text.ends_with("}\n"),
            "{name} is pretty-printed with a trailing newline"
        );
        let stored: Value = serde_json::from_str(&text).expect("fixture is JSON");
        let frozen = older_sample(event_type, version)
            .unwrap_or_else(|| panic!("add an older_sample for {event_type} v{version}"));
        assert_eq!(
            stored, frozen,
            "{name} no longer matches history::{event_type}V{version}: a frozen shape changed"
        );
        let bad = non_snake_case_keys(&stored["payload"]);
        assert!(bad.is_empty(), "{name}: {bad:?}");
    }
}

#[test]
fn type_names_are_unique_and_match_the_serde_tag() {
    let mut names = DomainEvent::TYPES.to_vec();
    names.sort_unstable();
    names.dedup();
    assert_eq!(
        names.len(),
        DomainEvent::TYPES.len(),
        "duplicate event type name"
    );
    for event_type in DomainEvent::TYPES {
        let event = sample(event_type).expect("every type has a sample");
        let value = serde_json::to_value(&event).expect("events serialize");
        assert_eq!(value["event_type"], *event_type);
    }
}

/// Optional payload values are written as `null`, never left out: consumers
/// (and the fixtures above, which all carry a value) read a missing key as a
/// contract break. One event per optional field that the samples fill in.
#[test]
fn absent_optional_values_serialize_as_null_and_read_back() {
    use decision_events::values::{Component, ConfirmationStatus, Responder};
    use decision_events::*;
    use support::samples::at;
    let cases: Vec<(DomainEvent, &[&str])> = vec![
        (
            StandoutSet {
                alternative_id: None,
                rationale: "No alternative stands out".into(),
            }
            .into(),
            &["alternative_id"],
        ),
        (
            NoteAdded {
                note_id: "note_2".into(),
                content: "General note".into(),
                component: None,
            }
            .into(),
            &["component"],
        ),
        (
            UncertaintyFlagged {
                uncertainty_id: "unc_1".into(),
                description: "Will the startup close its next round?".into(),
                component: Component::IssueRaising,
                resolvable: true,
                impact: None,
                cell: None,
            }
            .into(),
            &["impact", "cell"],
        ),
        (
            ConsequenceMeasured {
                alternative_id: "alt_a".into(),
                objective_id: "obj_4".into(),
                value: 35.0,
                unit: "min".into(),
                low: None,
                high: None,
                source: None,
            }
            .into(),
            &["low", "high", "source"],
        ),
        (
            ConfirmationResolved {
                confirmation_id: "conf_1".into(),
                status: ConfirmationStatus::Rejected,
                chosen_option: None,
                user_input: None,
                responded_at: at("2026-11-21T11:24:30Z"),
                by: Responder::User,
            }
            .into(),
            &["chosen_option", "user_input"],
        ),
    ];
    for (event, keys) in cases {
        let value = serde_json::to_value(&event).expect("events serialize");
        for key in keys {
            assert_eq!(
                value["payload"].get(*key),
                Some(&Value::Null),
                "{}: `{key}` must be present as null",
                event.event_type()
            );
        }
        let back: DomainEvent = serde_json::from_value(value).expect("reads back");
        assert_eq!(back, event);
    }
}

#[test]
fn requested_confirmation_without_a_default_serializes_default_option_as_null() {
    let Some(DomainEvent::ConfirmationRequested(mut e)) = sample("ConfirmationRequested") else {
        panic!("the sample is a ConfirmationRequested");
    };
    e.default_option = None;
    let value = serde_json::to_value(DomainEvent::from(e)).expect("events serialize");
    assert_eq!(value["payload"].get("default_option"), Some(&Value::Null));
}
