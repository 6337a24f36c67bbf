//! The JSON Schemas published for consumers (`events/schema/`).
//!
//! * The checked-in files equal what `decision_events::schema` generates, so a
//!   changed event that was not regenerated fails the build.
//! * Every golden fixture (real serialized events) validates against its
//!   schema, inside an envelope too; mutated payloads are rejected.
//!
//! `BLESS=1 cargo test -p decision-events --test events schema` rewrites the files.

use crate::support;

use decision_events::DomainEvent;
use decision_events::schema::{
    ENVELOPE_FILE, INDEX_FILE, all_schemas, older_versions, payload_schema_at, schema_file,
    schema_file_at, schema_version_of,
};
use jsonschema::Validator;
use serde_json::{Value, json};
use std::path::PathBuf;
use support::read_fixture;
use support::samples::{older_sample, sample};

fn schema_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("schema")
}

fn blessing() -> bool {
    std::env::var("BLESS").is_ok_and(|v| v == "1")
}

fn pretty(value: &Value) -> String {
    serde_json::to_string_pretty(value).expect("schemas serialize") + "\n"
}

/// The checked-in schema `file`, parsed.
fn stored(file: &str) -> Value {
    let path = schema_dir().join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{} is missing ({e}); generate it with \
             BLESS=1 cargo test -p decision-events --test events schema",
            path.display()
        )
    });
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{file}: {e}"))
}

fn validator(file: &str) -> Validator {
    jsonschema::validator_for(&stored(file)).unwrap_or_else(|e| panic!("{file}: {e}"))
}

/// `Err` with every validation error, or `Ok`.
fn check(validator: &Validator, instance: &Value) -> Result<(), String> {
    let errors: Vec<String> = validator
        .iter_errors(instance)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors.join("; "))
    }
}

/// The golden fixture of `event_type`: `{"event_type": …, "payload": …}`.
fn fixture(event_type: &str) -> Value {
    let text = read_fixture(event_type).unwrap_or_else(|e| panic!("{e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{event_type}: {e}"))
}

/// The envelope fixture with `event_type`'s golden payload in it.
fn envelope_of(event_type: &str) -> Value {
    let mut envelope = fixture("EventEnvelope");
    envelope["event_type"] = json!(event_type);
    envelope["schema_version"] = json!(schema_version_of(event_type).expect("a known type"));
    envelope["payload"] = fixture(event_type)["payload"].clone();
    envelope
}

#[test]
fn checked_in_schemas_match_the_generated_ones() {
    let generated = all_schemas();
    if blessing() {
        std::fs::create_dir_all(schema_dir()).expect("create events/schema");
        for (file, schema) in &generated {
            // Write then rename: tests reading the files meanwhile never see
            // a half-written one.
            let partial = schema_dir().join(format!("{file}.partial"));
            std::fs::write(&partial, pretty(schema)).expect("write schema");
            std::fs::rename(&partial, schema_dir().join(file)).expect("rename schema");
        }
    }
    let mut failures = Vec::new();
    for (file, schema) in &generated {
        let path = schema_dir().join(file);
        match std::fs::read_to_string(&path) {
            Ok(text) if text == pretty(schema) => {}
            Ok(_) => failures.push(format!("{file} differs from the generated schema")),
            Err(e) => failures.push(format!("{file} is missing ({e})")),
        }
    }
    let expected: Vec<&str> = generated.iter().map(|(file, _)| file.as_str()).collect();
    let stale: Vec<String> = std::fs::read_dir(schema_dir())
        .expect("events/schema exists")
        .map(|entry| entry.expect("directory entry").file_name())
        .map(|name| name.to_string_lossy().into_owned())
        .filter(|name| !expected.contains(&name.as_str()))
        .collect();
    if blessing() {
        for name in &stale {
            std::fs::remove_file(schema_dir().join(name)).expect("remove stale schema");
        }
    } else if !stale.is_empty() {
        failures.push(format!(
            "files without an event type (renamed or removed?): {stale:?}"
        ));
    }
    assert!(
        failures.is_empty(),
        "{}\nThe event contract changed: if intended, regenerate with \
         BLESS=1 cargo test -p decision-events --test events schema (and bump the \
         schema version of a payload whose shape changed incompatibly)",
        failures.join("\n")
    );
}

#[test]
fn there_is_one_payload_schema_per_event_type_plus_envelope_and_index() {
    let files: Vec<String> = all_schemas().into_iter().map(|(file, _)| file).collect();
    let mut expected: Vec<String> = DomainEvent::TYPES.iter().map(|t| schema_file(t)).collect();
    expected.extend(older_versions().iter().map(|(t, v)| schema_file_at(t, *v)));
    expected.extend([ENVELOPE_FILE.to_owned(), INDEX_FILE.to_owned()]);
    assert_eq!(files, expected);
}

#[test]
fn the_schemas_are_valid_draft_2020_12_with_id_title_and_version() {
    for (file, schema) in all_schemas() {
        if file == INDEX_FILE {
            continue;
        }
        jsonschema::meta::validate(&schema).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(
            schema["$schema"], "https://json-schema.org/draft/2020-12/schema",
            "{file}"
        );
        assert!(
            schema["$id"]
                .as_str()
                .is_some_and(|id| id.starts_with("urn:decision-ledger:events:")),
            "{file}: $id"
        );
        assert!(schema["title"].is_string(), "{file}: title");
    }
    for event_type in DomainEvent::TYPES {
        let schema = stored(&schema_file(event_type));
        assert_eq!(schema["title"], *event_type);
        assert_eq!(schema["x-event-type"], *event_type);
        assert_eq!(
            schema["x-schema-version"],
            json!(schema_version_of(event_type))
        );
        assert_eq!(schema["type"], "object", "{event_type}");
    }
}

/// The probe that reads each type's version must agree with the versions
/// the real events report.
#[test]
fn the_index_lists_every_type_with_its_file_and_the_events_own_version() {
    let index = stored(INDEX_FILE);
    let listed: Vec<&str> = index["event_types"]
        .as_object()
        .expect("event_types is an object")
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(listed, DomainEvent::TYPES);
    for event_type in DomainEvent::TYPES {
        let event = sample(event_type).expect("every type has a sample");
        let entry = &index["event_types"][event_type];
        assert_eq!(entry["schema"], json!(schema_file(event_type)));
        assert_eq!(entry["schema_version"], json!(event.schema_version()));
        assert_eq!(schema_version_of(event_type), Some(event.schema_version()));
        assert!(schema_dir().join(schema_file(event_type)).is_file());
    }
    assert_eq!(index["envelope"], ENVELOPE_FILE);
    assert_eq!(schema_version_of("NoSuchEvent"), None);
}

#[test]
fn every_golden_fixture_validates_against_its_payload_schema() {
    let failures: Vec<String> = DomainEvent::TYPES
        .iter()
        .filter_map(|event_type| {
            let validator = validator(&schema_file(event_type));
            check(&validator, &fixture(event_type)["payload"])
                .err()
                .map(|e| format!("{event_type}: {e}"))
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_envelope_fixture_and_every_event_in_an_envelope_validate() {
    let envelope = validator(ENVELOPE_FILE);
    check(&envelope, &fixture("EventEnvelope")).unwrap_or_else(|e| panic!("{e}"));
    for event_type in DomainEvent::TYPES {
        check(&envelope, &envelope_of(event_type)).unwrap_or_else(|e| panic!("{event_type}: {e}"));
    }
}

/// Optional values written as `null` (the samples fill them in) are valid.
#[test]
fn null_optional_values_validate() {
    let payload = validator(&schema_file("UncertaintyFlagged"));
    let mut value = fixture("UncertaintyFlagged")["payload"].clone();
    for key in ["impact", "cell"] {
        value[key] = Value::Null;
    }
    check(&payload, &value).unwrap_or_else(|e| panic!("{e}"));
}

/// A schema that admits any value: `true`, or only annotations.
fn is_free_form(schema: &Value) -> bool {
    match schema {
        Value::Bool(admits) => *admits,
        Value::Object(keywords) => keywords.keys().all(|k| {
            ["description", "title", "examples", "default", "$comment"].contains(&k.as_str())
        }),
        _ => false,
    }
}

/// For every event type: dropping any property or giving any typed property
/// a value of the wrong JSON type is rejected, by the payload schema and by
/// the envelope schema.
#[test]
fn every_missing_field_and_every_wrongly_typed_field_is_rejected() {
    let envelope = validator(ENVELOPE_FILE);
    let mut accepted = Vec::new();
    let mut checked = 0;
    for event_type in DomainEvent::TYPES {
        let payload_schema = stored(&schema_file(event_type));
        let payload = validator(&schema_file(event_type));
        let good = fixture(event_type)["payload"].clone();
        let properties = payload_schema["properties"]
            .as_object()
            .expect("payload schemas list their properties");
        for (field, field_schema) in properties {
            let mut missing = good.clone();
            missing.as_object_mut().expect("object").remove(field);
            let mut wrong = good.clone();
            // No typed field of any event accepts this object (an object
            // field such as `cell` requires its own keys); free-form fields
            // (tool parameters and results) accept every value.
            wrong[field] = json!({ "not": "the right type" });
            let mut mutants = vec![("missing", missing)];
            if !is_free_form(field_schema) {
                mutants.push(("wrongly typed", wrong));
            }
            for (how, mutant) in mutants {
                checked += 1;
                if check(&payload, &mutant).is_ok() {
                    accepted.push(format!("{event_type}.{field} {how}: payload schema"));
                }
                let mut boxed = envelope_of(event_type);
                boxed["payload"] = mutant;
                if check(&envelope, &boxed).is_ok() {
                    accepted.push(format!("{event_type}.{field} {how}: envelope schema"));
                }
            }
        }
    }
    assert!(
        checked > 200,
        "only {checked} mutants: are the fixtures empty?"
    );
    assert!(accepted.is_empty(), "accepted: {accepted:#?}");
}

#[test]
fn out_of_range_values_are_rejected() {
    let rated = validator(&schema_file("ConsequenceRated"));
    let good = fixture("ConsequenceRated")["payload"].clone();
    check(&rated, &good).unwrap_or_else(|e| panic!("{e}"));
    for bad in [json!(3), json!(-3), json!("1"), json!(1.5), Value::Null] {
        let mut mutant = good.clone();
        mutant["rating"] = bad.clone();
        assert!(check(&rated, &mutant).is_err(), "rating {bad} accepted");
    }
    let objective = validator(&schema_file("ObjectiveAdded"));
    let mut mutant = fixture("ObjectiveAdded")["payload"].clone();
    mutant["direction"] = json!("sideways");
    assert!(check(&objective, &mutant).is_err(), "direction accepted");
}

#[test]
fn the_envelope_ties_the_payload_and_version_to_the_event_type() {
    let envelope = validator(ENVELOPE_FILE);
    // An ObjectiveAdded envelope carrying another event's payload.
    let mut swapped = envelope_of("ObjectiveAdded");
    swapped["payload"] = fixture("CycleCreated")["payload"].clone();
    let error = check(&envelope, &swapped).expect_err("payload of another type accepted");
    assert!(error.contains("objective_id"), "{error}");
    // A version this schema does not describe.
    let mut newer = envelope_of("ObjectiveAdded");
    newer["schema_version"] = json!(2);
    assert!(
        check(&envelope, &newer).is_err(),
        "unknown version accepted"
    );
    // Envelope fields are required and typed.
    for field in ["event_id", "cycle_id", "version", "position", "metadata"] {
        let mut missing = envelope_of("ObjectiveAdded");
        missing.as_object_mut().expect("object").remove(field);
        assert!(
            check(&envelope, &missing).is_err(),
            "{field} missing accepted"
        );
    }
    let mut wrong = envelope_of("ObjectiveAdded");
    wrong["version"] = json!("15");
    assert!(check(&envelope, &wrong).is_err(), "string version accepted");
    let mut wrong = envelope_of("ObjectiveAdded");
    wrong["payload"] = json!("not an object");
    assert!(check(&envelope, &wrong).is_err(), "string payload accepted");
}

/// Forward compatibility: a consumer validating with this copy of the
/// schemas keeps working when the producer adds fields or event types.
#[test]
fn unknown_fields_and_unknown_event_types_are_accepted() {
    let envelope = validator(ENVELOPE_FILE);
    let mut extra = envelope_of("ConsequenceRated");
    extra["payload"]["confidence"] = json!("high");
    extra["traceparent"] = json!("00-abc-def-01");
    check(&envelope, &extra).unwrap_or_else(|e| panic!("{e}"));
    check(
        &validator(&schema_file("ConsequenceRated")),
        &extra["payload"],
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let mut new_type = envelope_of("ObjectiveAdded");
    new_type["event_type"] = json!("ObjectiveRenamed");
    new_type["schema_version"] = json!(1);
    new_type["payload"] = json!({ "objective_id": "obj_1", "name": "Pay" });
    check(&envelope, &new_type).unwrap_or_else(|e| panic!("{e}"));
}

/// What the schema accepts, the Rust decoder accepts too.
#[test]
fn every_enveloped_fixture_decodes_with_event() {
    for event_type in DomainEvent::TYPES {
        let envelope: decision_events::EventEnvelope =
            serde_json::from_value(envelope_of(event_type)).expect("envelope decodes");
        let event = envelope
            .event()
            .unwrap_or_else(|e| panic!("{event_type}: {e}"));
        assert_eq!(Some(event), sample(event_type), "{event_type}");
    }
}

/// The frozen fixture of an older version, `{"event_type", "payload"}`.
fn older_fixture(event_type: &str, version: u32) -> Value {
    let name = format!("{event_type}.v{version}");
    let text = read_fixture(&name).unwrap_or_else(|e| panic!("{e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Old events stay in the store and are published as stored: every older
/// version has its own schema (`<Type>.v<N>.json`, also in `$defs` of the
/// envelope), its frozen fixture validates against it, in an envelope too,
/// and the index lists it.
#[test]
fn older_versions_keep_their_schemas_and_their_fixtures_validate() {
    let envelope = validator(ENVELOPE_FILE);
    let index = stored(INDEX_FILE);
    assert!(!older_versions().is_empty());
    for (event_type, version) in older_versions() {
        let file = schema_file_at(event_type, version);
        let schema = stored(&file);
        assert_eq!(schema["x-event-type"], event_type, "{file}");
        assert_eq!(schema["x-schema-version"], version, "{file}");
        assert_eq!(
            schema["$id"],
            format!("urn:decision-ledger:events:{event_type}:v{version}")
        );
        assert_eq!(
            Some(&schema),
            payload_schema_at(event_type, version).as_ref()
        );
        let old = older_fixture(event_type, version);
        assert_eq!(Some(old.clone()), older_sample(event_type, version));
        check(&validator(&file), &old["payload"]).unwrap_or_else(|e| panic!("{file}: {e}"));

        let mut boxed = envelope_of(event_type);
        boxed["schema_version"] = json!(version);
        boxed["payload"] = old["payload"].clone();
        check(&envelope, &boxed).unwrap_or_else(|e| panic!("{event_type} v{version}: {e}"));

        let listed = index["event_types"][event_type]["older_versions"]
            .as_array()
            .expect("older_versions is a list");
        assert!(
            listed.contains(&json!({
                "schema_version": version,
                "schema": file,
                "$id": format!("urn:decision-ledger:events:{event_type}:v{version}"),
            })),
            "index.json lists {file}: {listed:?}"
        );
    }
}

/// The versions are not interchangeable (UncertaintyFlagged v1 → v2 is an
/// incompatible change: `cell` replaced two fields): a v1 payload is not a
/// valid v2 one, and the envelope checks the payload against the version
/// it claims. No type validates at a version newer than it has.
#[test]
fn the_envelope_checks_the_payload_against_the_version_it_claims() {
    let envelope = validator(ENVELOPE_FILE);
    let v1 = older_fixture("UncertaintyFlagged", 1)["payload"].clone();
    let v2 = fixture("UncertaintyFlagged")["payload"].clone();
    assert_eq!(schema_version_of("UncertaintyFlagged"), Some(2));
    let error = check(&validator(&schema_file("UncertaintyFlagged")), &v1)
        .expect_err("a v1 payload accepted as v2");
    assert!(error.contains("cell"), "{error}");
    let mut claims_v2 = envelope_of("UncertaintyFlagged");
    claims_v2["payload"] = v1.clone();
    assert!(
        check(&envelope, &claims_v2).is_err(),
        "a v1 payload labelled v2 accepted"
    );
    let mut claims_v1 = envelope_of("UncertaintyFlagged");
    claims_v1["schema_version"] = json!(1);
    claims_v1["payload"] = v2;
    assert!(
        check(&envelope, &claims_v1).is_err(),
        "a v2 payload labelled v1 accepted"
    );
    for event_type in DomainEvent::TYPES {
        let current = schema_version_of(event_type).expect("a known type");
        let mut future = envelope_of(event_type);
        future["schema_version"] = json!(current + 1);
        assert!(
            check(&envelope, &future).is_err(),
            "{event_type}: version {} accepted",
            current + 1
        );
    }
}

/// Types without older versions list none.
#[test]
fn the_index_lists_no_older_versions_for_types_never_evolved() {
    let index = stored(INDEX_FILE);
    for event_type in DomainEvent::TYPES {
        let listed = index["event_types"][event_type]["older_versions"]
            .as_array()
            .expect("older_versions is a list")
            .len();
        let expected = older_versions()
            .iter()
            .filter(|(t, _)| t == event_type)
            .count();
        assert_eq!(listed, expected, "{event_type}");
    }
}
