//! `find_tools` finds what a model asks for: every intent the token
//! benchmark's agent states (bench/tokens/intents.json, one per tool, in a
//! model's words rather than the tool's name) finds its tool among the
//! default three, and a tool's name finds it first.

use crate::support;

use decision_catalog::{FIND_TOOLS, FindTools};
use decision_events::values::Component;
use serde_json::Value;
use support::catalog;

fn find(query: &str, current: Component) -> Vec<String> {
    let asked = FindTools {
        query: query.to_owned(),
        limit: None,
        detail: None,
    };
    catalog()
        .find(&asked, current)
        .tools
        .into_iter()
        .map(|t| t.name)
        .collect()
}

#[test]
fn every_intent_finds_its_tool_among_the_first_three() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../bench/tokens/intents.json"
    );
    let intents: serde_json::Map<String, Value> =
        serde_json::from_str(&std::fs::read_to_string(path).expect("intents")).expect("JSON");
    let mut misses = Vec::new();
    for spec in catalog().all().iter().filter(|s| s.name != FIND_TOOLS) {
        let intent = intents[spec.name].as_str().expect("an intent per tool");
        let home = spec.component.unwrap_or(Component::Tradeoffs);
        let found = find(intent, home);
        if !found.iter().any(|n| n == spec.name) {
            misses.push(format!("{}: {intent:?} found {found:?}", spec.name));
        }
    }
    assert!(
        misses.is_empty(),
        "{} misses:\n{}",
        misses.len(),
        misses.join("\n")
    );
}

#[test]
fn a_name_finds_its_tool_first_and_names_find_several() {
    assert_eq!(
        find("sensitivity_check", Component::Objectives)[0],
        "sensitivity_check"
    );
    let found = find("add_rater rate_consequence_as", Component::Consequences);
    assert_eq!(found[..2], ["add_rater", "rate_consequence_as"]);
}

#[test]
fn a_tool_found_elsewhere_says_it_is_not_callable_here() {
    let asked = FindTools {
        query: "add_objective".into(),
        limit: Some(1),
        detail: None,
    };
    let found = catalog().find(&asked, Component::Consequences);
    assert_eq!(found.tools[0].name, "add_objective");
    assert!(!found.tools[0].callable_here);
    assert_eq!(found.tools[0].component, Some(Component::Objectives));
}

#[test]
fn nothing_matches_an_empty_or_stopword_query() {
    assert!(find("the of a", Component::Objectives).is_empty());
}

/// What a compact definition leaves to the server is refused naming the
/// fix: a name over the length the compact schema no longer states.
#[test]
fn a_bound_the_compact_form_drops_is_named_by_the_refusal() {
    let compact =
        decision_catalog::compact_schema(&catalog().get("add_objective").unwrap().parameters);
    assert!(compact["properties"]["name"].get("maxLength").is_none());
    let long = "x".repeat(201);
    let refused = catalog()
        .prepare(
            "add_objective",
            &serde_json::json!({"name": long, "measure": "m", "direction": "higher", "is_fundamental": true}),
            Component::Objectives,
        )
        .expect_err("too long");
    let text = refused.text(&decision_domain::PlainWords);
    assert!(text.contains("name") && text.contains("200"), "{text}");
}
