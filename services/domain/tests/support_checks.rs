//! The test helpers themselves can fail: a matcher that accepts anything
//! would make every `then_data` a tautology.

use crate::support;

use decision_domain::RejectionClass;
use serde_json::json;
use support::commands::add_objective;
use support::events::*;
use support::given;
use support::json::contains;

#[test]
fn contains_ignores_extra_keys_but_not_missing_or_different_values() {
    let actual = json!({"a": 1, "b": [{"x": 0.5, "y": "z"}], "c": null});
    assert!(contains(&actual, &json!({"b": [{"x": 0.5000001}]}), "data").is_ok());
    assert!(contains(&actual, &json!({"a": 2}), "data").is_err());
    assert!(contains(&actual, &json!({"a": "1"}), "data").is_err());
    assert!(contains(&actual, &json!({"d": null}), "data").is_err());
    assert!(contains(&actual, &json!({"b": []}), "data").is_err());
    assert!(contains(&actual, &json!({"b": [{"x": 0.6}]}), "data").is_err());
    assert!(contains(&actual, &json!({"c": 0}), "data").is_err());
}

#[test]
#[should_panic(expected = "to be rejected")]
fn then_rejected_fails_on_an_accepted_command() {
    given(cycle([]))
        .when(add_objective("Pay", true))
        .then_rejected(RejectionClass::Conflict, &[]);
}

#[test]
#[should_panic(expected = "to be accepted")]
fn then_events_fails_on_a_rejected_command() {
    given(cycle([]))
        .when(add_objective(" ", true))
        .then_events(vec![]);
}

#[test]
#[should_panic(expected = "should mention")]
fn then_rejected_fails_when_the_message_lacks_a_mention() {
    given(cycle([]))
        .when(add_objective(" ", true))
        .then_rejected(RejectionClass::Validation, &["obj_42"]);
}

#[test]
fn keys_finds_nested_keys_and_nothing_else() {
    let value = json!({"a": [{"b": {"c": 1}}], "d": "e"});
    let found: Vec<String> = support::json::keys(&value).into_iter().collect();
    assert_eq!(found, ["a", "b", "c", "d"]);
}
