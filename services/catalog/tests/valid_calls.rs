//! Valid calls become the right domain call with the values sent, and the
//! generic rejections hold for every tool, not just the examples in
//! `boundary.rs`.

use crate::support;

use decision_catalog::{Access, ToolCall};
use decision_domain::RejectionClass;
use serde_json::{Value, json};
use std::collections::BTreeSet;
use support::{assert_mentions, catalog, examples, home, rejected};

#[test]
fn every_tool_has_an_example_here() {
    let covered: BTreeSet<&str> = examples().iter().map(|(name, ..)| *name).collect();
    let all: BTreeSet<&str> = catalog().all().iter().map(|t| t.name).collect();
    assert_eq!(covered, all, "add an example for each new tool");
}

#[test]
fn a_valid_call_becomes_the_domain_call_with_the_values_sent() {
    for (name, parameters, expected) in examples() {
        let call = catalog().prepare(name, &parameters, home(name));
        assert_eq!(call, Ok(expected), "{name} {parameters}");
    }
}

#[test]
fn each_tool_maps_to_the_command_or_query_of_the_same_name() {
    for (name, parameters, _) in examples() {
        let spec = catalog().get(name).unwrap();
        match spec.parse(&parameters) {
            Ok(ToolCall::Command(c)) => {
                assert_eq!(c.name(), name);
                assert_eq!(spec.access, Access::Write, "{name}");
            }
            Ok(ToolCall::Query(q)) => {
                assert_eq!(q.name(), name);
                assert_eq!(spec.access, Access::Read, "{name}");
            }
            Ok(ToolCall::Find(_)) => {
                assert_eq!(name, decision_catalog::FIND_TOOLS);
                assert_eq!(spec.access, Access::Read, "{name}");
            }
            Err(e) => panic!("{name}: {e}"),
        }
    }
}

#[test]
fn every_rating_from_minus_two_to_two_is_accepted() {
    for rating in -2..=2 {
        let params = json!({"alternative_id": "alt_b", "objective_id": "obj_1", "rating": rating, "reasoning": "r"});
        match catalog().prepare("rate_consequence", &params, home("rate_consequence")) {
            Ok(ToolCall::Command(decision_domain::Command::RateConsequence(c))) => {
                assert_eq!(i64::from(c.rating.value()), rating);
            }
            other => panic!("rating {rating}: {other:?}"),
        }
    }
}

/// Every (tool, property) pair of the examples' top-level parameters.
fn properties() -> Vec<(&'static str, Value, String)> {
    examples()
        .into_iter()
        .flat_map(|(name, params, _)| {
            let keys: Vec<String> = params.as_object().unwrap().keys().cloned().collect();
            keys.into_iter().map(move |k| (name, params.clone(), k))
        })
        .collect()
}

#[test]
fn leaving_out_any_required_parameter_names_it() {
    for (name, mut params, key) in properties() {
        let required = &catalog().get(name).unwrap().parameters["required"];
        if !required.as_array().is_some_and(|r| r.contains(&json!(key))) {
            continue; // optional (e.g. set_standout's alternative_id: null means "none")
        }
        params.as_object_mut().unwrap().remove(&key);
        let r = rejected(name, params);
        assert_eq!(r.class, RejectionClass::Validation, "{name}.{key}");
        assert_eq!(r.field.as_deref(), Some(key.as_str()), "{name}.{key}");
        assert_mentions(&r.message, &[&format!("`{key}`"), "required"]);
    }
}

#[test]
fn an_extra_parameter_is_rejected_by_every_tool() {
    for (name, mut params, _) in examples() {
        params["note"] = json!("hi");
        let r = rejected(name, params);
        assert_eq!(r.class, RejectionClass::Validation, "{name}");
        assert_eq!(r.field.as_deref(), Some("note"), "{name}");
        assert_mentions(&r.message, &["unknown parameter `note`"]);
    }
}

/// The top-level string property's length bounds, from the schema.
fn length_bounds(name: &str, key: &str) -> (Option<u64>, Option<u64>) {
    let schema = &catalog().get(name).unwrap().parameters["properties"][key];
    (schema["minLength"].as_u64(), schema["maxLength"].as_u64())
}

#[test]
fn an_empty_required_text_is_rejected_by_every_tool() {
    let mut checked = 0;
    for (name, mut params, key) in properties() {
        if length_bounds(name, &key).0 != Some(1) {
            continue;
        }
        params[&key] = json!("");
        let r = rejected(name, params);
        assert_eq!(r.field.as_deref(), Some(key.as_str()), "{name}.{key}");
        assert_mentions(&r.message, &[&format!("`{key}` must not be empty")]);
        checked += 1;
    }
    assert!(checked >= 40, "only {checked} non-empty strings checked");
}

#[test]
fn text_over_its_limit_is_rejected_by_every_tool() {
    let mut checked = 0;
    for (name, mut params, key) in properties() {
        let Some(max) = length_bounds(name, &key).1 else {
            continue;
        };
        params[&key] = json!("x".repeat(max as usize + 1));
        let r = rejected(name, params.clone());
        assert_eq!(r.field.as_deref(), Some(key.as_str()), "{name}.{key}");
        assert_mentions(
            &r.message,
            &[&format!(
                "`{key}` must be at most {max} characters (got {})",
                max + 1
            )],
        );
        // Exactly at the limit is fine.
        params[&key] = json!("x".repeat(max as usize));
        let call = catalog().prepare(name, &params, home(name));
        assert!(call.is_ok(), "{name}.{key} at {max}: {call:?}");
        checked += 1;
    }
    assert!(checked >= 40, "only {checked} bounded strings checked");
}

#[test]
fn every_string_parameter_has_a_length_limit() {
    for t in catalog().all() {
        for (key, p) in t.parameters["properties"].as_object().into_iter().flatten() {
            if p["type"] == "string" {
                assert!(p["maxLength"].is_u64(), "{}.{key} is unbounded", t.name);
            }
        }
    }
}

/// The example each tool's guidance gives (`Example: {…}`, which the
/// OpenAPI document publishes as the tool call's example) is a call the
/// catalog accepts: valid against the schema and parsed into the tool.
#[test]
fn every_tools_own_example_is_a_valid_call() {
    for spec in catalog().all() {
        let example = spec
            .example()
            .unwrap_or_else(|| panic!("{}: no `Example: {{…}}` in its description", spec.name));
        if let Err(rejection) = spec.parse(&example) {
            panic!(
                "{}: its example {example} is refused: {rejection:?}",
                spec.name
            );
        }
    }
}
