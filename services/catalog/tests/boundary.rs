//! `Catalog::prepare`: the boundary every call passes. Each rejection must
//! name the field at fault and what is allowed, so an agent can fix its
//! next call from the text alone. What a door does its own way (moving the
//! cycle, the tools callable here) is a [`Remedy`]: these tests read it as
//! data, or as text in the plain words `Display` uses.

use crate::support;

use decision_catalog::ToolCall;
use decision_domain::{Command, RejectionClass, Remedy, RemedyWords};
use decision_events::values::Component::{self, *};
use serde_json::{Value, json};
use support::{assert_mentions, catalog, rejected, rejected_in};

fn objective() -> Value {
    json!({"name": "Maximize pay", "measure": "$/year", "direction": "higher", "is_fundamental": true})
}

fn with(mut base: Value, key: &str, value: Value) -> Value {
    base[key] = value;
    base
}

fn without(mut base: Value, key: &str) -> Value {
    base.as_object_mut().unwrap().remove(key);
    base
}

fn cell(objective_id: &str, rating: Value) -> Value {
    json!({"alternative_id": "alt_b", "objective_id": objective_id, "rating": rating, "reasoning": "Because"})
}

fn cells(n: usize) -> Value {
    let cells: Vec<Value> = (0..n)
        .map(|i| cell(&format!("obj_{i}"), json!(1)))
        .collect();
    json!({ "ratings": cells })
}

/// The part of a message after `marker`.
fn after<'m>(message: &'m str, marker: &str) -> &'m str {
    let at = message
        .find(marker)
        .unwrap_or_else(|| panic!("no {marker:?} in:\n{message}"));
    &message[at + marker.len()..]
}

// ----- unknown tools ----------------------------------------------------

#[test]
fn an_unknown_tool_is_not_found_and_suggests_the_close_name() {
    let r = rejected_in("add_objectiv", json!({}), Objectives);
    assert_eq!(r.class, RejectionClass::NotFound);
    assert_eq!(r.field.as_deref(), Some("tool"));
    assert_mentions(
        &r.to_string(),
        &["`add_objectiv`", "did you mean add_objective"],
    );
}

#[test]
fn an_unknown_tool_lists_the_tools_of_the_current_component() {
    let r = rejected_in("add_objectiv", json!({}), Objectives);
    let Some(Remedy::KnownTools { current, here, .. }) = &r.remedy else {
        panic!("no list of the tools: {r:?}");
    };
    assert_eq!(*current, Objectives);
    let callable: Vec<&str> = catalog()
        .tools_for(Objectives)
        .iter()
        .map(|t| t.name)
        .collect();
    assert_eq!(
        here, &callable,
        "the tools of this component, then the cross-cutting ones"
    );
    let text = r.to_string();
    let listed = after(&text, "tools available in objectives:");
    assert!(listed.contains("list_objectives"), "{text}");
    // Not the tools of other components.
    assert!(!listed.contains("add_alternative"), "{text}");
    assert!(!listed.contains("rate_consequence"), "{text}");
}

#[test]
fn a_misspelled_tool_of_another_component_is_still_suggested() {
    let r = rejected_in("add_potential_decison", json!({}), Consequences);
    assert_eq!(r.class, RejectionClass::NotFound);
    assert_mentions(&r.to_string(), &["did you mean add_potential_decision"]);
}

#[test]
fn a_word_of_a_tool_name_suggests_tools_with_that_word() {
    let r = rejected_in("rate", json!({}), Consequences);
    let text = r.to_string();
    let suggested = after(&text, "did you mean");
    let suggested = &suggested[..suggested.find('?').unwrap()];
    assert!(suggested.contains("rate_consequence"), "{text}");
    // "rate" inside "strategy" is not the word rate.
    assert!(!suggested.contains("add_strategy_dimension"), "{text}");
}

#[test]
fn a_name_far_from_every_tool_gets_no_suggestion_but_the_list() {
    let r = rejected_in("xyzzy", json!({}), Tradeoffs);
    assert_eq!(r.class, RejectionClass::NotFound);
    let text = r.to_string();
    assert!(!text.contains("did you mean"), "{text}");
    assert_mentions(
        &text,
        &[
            "tools available in tradeoffs",
            "compute_pugh_totals",
            "get_document_summary",
        ],
    );
}

#[test]
fn an_unknown_tool_is_reported_before_its_parameters() {
    let r = rejected_in("add_objectiv", json!("not an object"), Objectives);
    assert_eq!(r.class, RejectionClass::NotFound);
}

// ----- the component allow-list -----------------------------------------

#[test]
fn a_tool_of_another_component_names_its_home_and_the_current_one() {
    let r = rejected_in("add_objective", objective(), IssueRaising);
    assert_eq!(r.class, RejectionClass::Validation);
    assert_eq!(r.field.as_deref(), Some("tool"));
    assert_mentions(
        &r.message,
        &[
            "`add_objective` belongs to the objectives component",
            "the cycle is in issue_raising",
        ],
    );
    let Some(Remedy::Navigate {
        component,
        current,
        here,
    }) = &r.remedy
    else {
        panic!("no way to the tool's component: {r:?}");
    };
    assert_eq!((*component, *current), (Objectives, IssueRaising));
    let listed = here.join(", ");
    assert_mentions(&listed, &["add_potential_decision", "set_focal_decision"]);
    assert!(!here.iter().any(|t| t == "add_objective"), "{listed}");
}

#[test]
fn the_allow_list_is_checked_for_every_component_tool() {
    for t in catalog().all() {
        let Some(home) = t.component else { continue };
        for current in Component::ALL.into_iter().filter(|c| *c != home) {
            let r = rejected_in(t.name, json!({}), current);
            assert_eq!(
                r.class,
                RejectionClass::Validation,
                "{} in {current}",
                t.name
            );
            assert_mentions(&r.message, &[home.as_str(), current.as_str()]);
        }
    }
}

#[test]
fn in_a_component_without_own_tools_the_callable_ones_are_still_listed() {
    let r = rejected_in("rate_consequence", json!({}), Tradeoffs);
    let text = r.to_string();
    let listed = after(&text, "use a tool available in tradeoffs:");
    assert_mentions(listed, &["compute_pugh_totals", "get_document_summary"]);
}

#[test]
fn the_allow_list_is_checked_before_the_parameters() {
    let r = rejected_in("add_objective", json!({"bogus": 1}), Alternatives);
    assert_eq!(r.field.as_deref(), Some("tool"));
    assert_mentions(&r.message, &["belongs to the objectives component"]);
}

#[test]
fn cross_cutting_tools_are_callable_in_every_component() {
    for component in Component::ALL {
        for name in ["compute_pugh_totals", "get_document_summary"] {
            let call = catalog().prepare(name, &json!({}), component);
            assert!(
                matches!(call, Ok(ToolCall::Query(_))),
                "{name} in {component}: {call:?}"
            );
        }
    }
}

// ----- parameters -------------------------------------------------------

#[test]
fn a_missing_required_field_is_named() {
    let r = rejected("add_objective", without(objective(), "is_fundamental"));
    assert_eq!(r.class, RejectionClass::Validation);
    assert_eq!(r.field.as_deref(), Some("is_fundamental"));
    assert_mentions(&r.message, &["`is_fundamental`", "required", "boolean"]);
}

#[test]
fn an_unknown_extra_field_is_named_with_the_allowed_ones() {
    let r = rejected("add_objective", with(objective(), "priority", json!(1)));
    assert_eq!(r.class, RejectionClass::Validation);
    assert_eq!(r.field.as_deref(), Some("priority"));
    assert_mentions(&r.message, &["unknown parameter `priority`"]);
    let allowed = after(&r.message, "allowed:");
    assert_mentions(allowed, &["name", "measure", "direction", "is_fundamental"]);
}

#[test]
fn several_unknown_fields_are_all_named() {
    let params = with(with(objective(), "x", json!(1)), "y", json!(2));
    let r = rejected("add_objective", params);
    assert_eq!(r.field.as_deref(), Some("x"));
    assert_mentions(&r.message, &["unknown parameters", "`x`", "`y`"]);
}

#[test]
fn a_short_wire_name_gets_the_long_one_suggested() {
    let params = json!({"alt_id": "alt_b", "obj_id": "obj_1", "rating": 1, "reasoning": "r"});
    let r = rejected("rate_consequence", params);
    assert_eq!(r.class, RejectionClass::Validation);
    assert_mentions(
        &r.message,
        &[
            "`alternative_id` (string) is required",
            "`objective_id` (string) is required",
            "`alt_id` (did you mean `alternative_id`?)",
            "`obj_id` (did you mean `objective_id`?)",
        ],
    );
}

#[test]
fn a_misspelled_field_gets_the_right_one_suggested() {
    let r = rejected(
        "add_objective",
        without(with(objective(), "nme", json!("Pay")), "name"),
    );
    assert_mentions(&r.message, &["`nme` (did you mean `name`?)"]);
    let params =
        json!({"alternative_id": "alt_b", "objectve_id": "obj_1", "rating": 1, "reasoning": "r"});
    let r = rejected("rate_consequence", params);
    assert_mentions(
        &r.message,
        &["`objectve_id` (did you mean `objective_id`?)"],
    );
}

#[test]
fn an_unrelated_short_field_gets_no_suggestion() {
    let r = rejected(
        "update_objective_measure",
        json!({"id": "obj_1", "new_measure": "hours", "x": 1}),
    );
    assert_eq!(r.field.as_deref(), Some("x"));
    assert!(!r.message.contains("did you mean"), "{}", r.message);
    assert_mentions(
        &r.message,
        &["unknown parameter `x` — allowed: id, new_measure"],
    );
}

#[test]
fn add_constraint_with_type_is_pointed_to_constraint_type() {
    let r = rejected(
        "add_constraint",
        json!({"type": "budget", "description": "Under $5k"}),
    );
    assert_eq!(r.field.as_deref(), Some("constraint_type"));
    assert_mentions(
        &r.message,
        &[
            "`constraint_type`",
            "budget, time, resource, policy, other",
            "`type` (did you mean `constraint_type`?)",
        ],
    );
}

#[test]
fn a_read_tool_names_the_stray_parameter_and_the_allowed_one() {
    let r = rejected("compute_pugh_totals", json!({"alternative_id": "alt_a"}));
    assert_eq!(r.class, RejectionClass::Validation);
    assert_eq!(r.field.as_deref(), Some("alternative_id"));
    assert_mentions(
        &r.message,
        &["`alternative_id`", "allowed: response_format"],
    );
}

#[test]
fn a_wrong_type_names_the_field_the_type_and_what_was_sent() {
    let r = rejected(
        "add_objective",
        with(objective(), "is_fundamental", json!("yes")),
    );
    assert_eq!(r.class, RejectionClass::Validation);
    assert_eq!(r.field.as_deref(), Some("is_fundamental"));
    assert_mentions(
        &r.message,
        &["parameter `is_fundamental` must be a boolean, got string \"yes\""],
    );
}

#[test]
fn a_wrong_type_inside_a_list_names_the_element() {
    let r = rejected(
        "set_scope",
        json!({"in_scope": ["Pay", 7], "out_scope": []}),
    );
    assert_eq!(r.field.as_deref(), Some("in_scope[1]"));
    assert_mentions(
        &r.message,
        &["`in_scope[1]` must be a string, got integer 7"],
    );
}

#[test]
fn an_empty_string_names_the_field_and_the_length() {
    let r = rejected("add_objective", with(objective(), "name", json!("")));
    assert_eq!(r.class, RejectionClass::Validation);
    assert_eq!(r.field.as_deref(), Some("name"));
    assert_mentions(
        &r.message,
        &["`name` must not be empty", "1 to 200 characters"],
    );
}

#[test]
fn an_enum_violation_lists_the_allowed_values() {
    let r = rejected(
        "add_objective",
        with(objective(), "direction", json!("sideways")),
    );
    assert_eq!(r.class, RejectionClass::Validation);
    assert_eq!(r.field.as_deref(), Some("direction"));
    assert_mentions(
        &r.message,
        &[
            "`direction` must be one of higher, lower, target",
            "\"sideways\"",
        ],
    );
}

#[test]
fn a_party_role_outside_the_enum_lists_the_roles() {
    let r = rejected(
        "add_party",
        json!({"name": "Alex", "role": "boss", "concerns": []}),
    );
    assert_eq!(r.field.as_deref(), Some("role"));
    assert_mentions(
        &r.message,
        &["decision_maker, stakeholder, affected, advisor, approver, other"],
    );
}

#[test]
fn a_rating_outside_minus_two_to_two_lists_the_allowed_ratings() {
    for bad in [json!(3), json!(-3), json!(1.5), json!("1"), json!(null)] {
        let r = rejected("rate_consequence", cell("obj_1", bad.clone()));
        assert_eq!(r.class, RejectionClass::Validation, "{bad}");
        assert_eq!(r.field.as_deref(), Some("rating"), "{bad}");
        assert_mentions(
            &r.message,
            &[
                "parameter `rating` must be one of -2, -1, 0, 1, 2",
                &bad.to_string(),
            ],
        );
        // One problem, not a type error and an enum error for the same value.
        let problems = after(&r.message, "rate_consequence:");
        let problems = &problems[..problems.find("Expected:").unwrap()];
        assert_eq!(problems.matches("`rating`").count(), 1, "{}", r.message);
    }
}

#[test]
fn a_bad_cell_in_a_batch_is_named_by_its_index() {
    let params = json!({"ratings": [cell("obj_1", json!(1)), cell("obj_2", json!(5))]});
    let r = rejected("batch_rate_consequences", params);
    assert_eq!(r.class, RejectionClass::Validation);
    assert_eq!(r.field.as_deref(), Some("ratings[1].rating"));
    assert_mentions(
        &r.message,
        &["`ratings[1].rating` must be one of -2, -1, 0, 1, 2; got integer 5"],
    );
    assert!(!r.message.contains("ratings[0]"), "{}", r.message);
}

#[test]
fn a_cell_missing_a_field_is_named_by_its_index() {
    let params = json!({"ratings": [without(cell("obj_1", json!(1)), "reasoning")]});
    let r = rejected("batch_rate_consequences", params);
    assert_eq!(r.field.as_deref(), Some("ratings[0].reasoning"));
    assert_mentions(&r.message, &["`ratings[0].reasoning` (string) is required"]);
}

#[test]
fn a_cell_with_a_short_wire_name_is_named_and_corrected() {
    let bad = json!({"alt_id": "alt_b", "objective_id": "obj_1", "rating": 1, "reasoning": "r"});
    let params = json!({"ratings": [cell("obj_1", json!(1)), bad]});
    let r = rejected("batch_rate_consequences", params);
    assert_eq!(r.field.as_deref(), Some("ratings[1].alternative_id"));
    assert_mentions(
        &r.message,
        &[
            "`ratings[1].alt_id` (did you mean `alternative_id`?)",
            "allowed: alternative_id, objective_id, rating, reasoning",
        ],
    );
}

#[test]
fn an_empty_batch_states_the_limits() {
    let r = rejected("batch_rate_consequences", cells(0));
    assert_eq!(r.class, RejectionClass::Validation);
    assert_eq!(r.field.as_deref(), Some("ratings"));
    assert_mentions(&r.message, &["`ratings` must have 1 to 100 items (got 0)"]);
}

#[test]
fn a_batch_over_the_limit_states_the_limits() {
    let r = rejected("batch_rate_consequences", cells(101));
    assert_eq!(r.class, RejectionClass::Validation);
    assert_eq!(r.field.as_deref(), Some("ratings"));
    assert_mentions(
        &r.message,
        &["`ratings` must have 1 to 100 items (got 101)"],
    );
}

#[test]
fn batches_at_the_limits_are_accepted() {
    for n in [1, 100] {
        let call = catalog().prepare("batch_rate_consequences", &cells(n), Consequences);
        match call {
            Ok(ToolCall::Command(Command::BatchRateConsequences(b))) => {
                assert_eq!(b.ratings.len(), n);
            }
            other => panic!("{n} cells: {other:?}"),
        }
    }
}

#[test]
fn a_string_over_its_max_length_states_the_limit_and_the_length() {
    let r = rejected(
        "add_objective",
        with(objective(), "name", json!("x".repeat(201))),
    );
    assert_eq!(r.class, RejectionClass::Validation);
    assert_eq!(r.field.as_deref(), Some("name"));
    assert_mentions(
        &r.message,
        &["`name` must be at most 200 characters (got 201)"],
    );
    // The over-long value is not echoed back.
    assert!(!r.message.contains(&"x".repeat(201)), "{}", r.message);

    let long_id = with(
        cell("obj_1", json!(1)),
        "alternative_id",
        json!("a".repeat(65)),
    );
    let r = rejected("rate_consequence", long_id);
    assert_eq!(r.field.as_deref(), Some("alternative_id"));
    assert_mentions(&r.message, &["at most 64 characters (got 65)"]);
}

#[test]
fn length_limits_count_characters_not_bytes() {
    let name = "é".repeat(200);
    let call = catalog().prepare(
        "add_objective",
        &with(objective(), "name", json!(name)),
        Objectives,
    );
    assert!(call.is_ok(), "{call:?}");
}

#[test]
fn parameters_that_are_not_an_object_are_rejected_as_a_whole() {
    for bad in [
        json!([1, 2]),
        json!(null),
        json!("add"),
        json!(5),
        json!(true),
    ] {
        let r = rejected("add_objective", bad.clone());
        assert_eq!(r.class, RejectionClass::Validation, "{bad}");
        assert_eq!(r.field.as_deref(), Some("parameters"), "{bad}");
        assert_mentions(
            &r.message,
            &["`parameters` must be a JSON object", &bad.to_string()],
        );
    }
}

#[test]
fn every_problem_of_a_call_is_reported_at_once() {
    let params = json!({"name": "", "measure": "m", "direction": "up", "extra": 1});
    let r = rejected("add_objective", params);
    assert_mentions(
        &r.message,
        &[
            "`is_fundamental` (boolean) is required",
            "`name` must not be empty",
            "`direction` must be one of higher, lower, target",
            "unknown parameter `extra`",
        ],
    );
}

#[test]
fn a_long_wrong_value_is_shortened_in_the_message() {
    let big = json!({"text": "y".repeat(500)});
    let r = rejected("add_objective", with(objective(), "is_fundamental", big));
    assert_eq!(r.field.as_deref(), Some("is_fundamental"));
    assert!(r.message.len() < 600, "{}", r.message);
}

// ----- the "Expected:" summary ------------------------------------------

#[test]
fn the_error_text_ends_with_the_expected_parameters() {
    let r = rejected("add_objective", json!({}));
    assert_eq!(
        after(&r.message, "Expected: "),
        "name (string), measure (string), direction (one of higher, lower, target), is_fundamental (boolean)"
    );
}

#[test]
fn the_expected_summary_describes_enums_lists_and_their_limits() {
    let r = rejected("add_constraint", json!({}));
    assert_mentions(
        after(&r.message, "Expected: "),
        &[
            "constraint_type (one of budget, time, resource, policy, other)",
            "description (string)",
        ],
    );

    let r = rejected("add_party", json!({}));
    assert_mentions(
        after(&r.message, "Expected: "),
        &["concerns (array of strings, at most 20 items)"],
    );

    let r = rejected("add_strategy_dimension", json!({}));
    assert_mentions(
        after(&r.message, "Expected: "),
        &["options (array of strings, 1 to 20 items)"],
    );
}

#[test]
fn the_expected_summary_of_a_batch_describes_a_cell() {
    let r = rejected("batch_rate_consequences", json!({}));
    assert_eq!(
        after(&r.message, "Expected: "),
        "ratings (array of {alternative_id (string), objective_id (string), rating (one of -2, -1, 0, 1, 2), reasoning (string)}, 1 to 100 items)"
    );
}

#[test]
fn the_expected_summary_lists_the_response_formats() {
    let r = rejected("get_document_summary", json!({"x": 1}));
    assert_eq!(
        after(&r.message, "Expected: "),
        "response_format (one of concise, detailed or null)"
    );
}

#[test]
fn every_tools_error_text_lists_all_its_parameters() {
    for t in catalog().all() {
        let r = rejected(t.name, json!([]));
        let expected = after(&r.message, "Expected: ");
        let properties = t.parameters["properties"].as_object();
        for name in properties.into_iter().flat_map(|p| p.keys()) {
            assert!(
                expected.contains(&format!("{name} (")),
                "{}: {name} missing from {expected}",
                t.name
            );
        }
        assert_mentions(
            &r.message,
            &[&format!("invalid parameters for {}:", t.name)],
        );
    }
}

/// The catalog words no door's way of moving a cycle: the door does, from
/// the remedy.
#[test]
fn the_allow_list_leaves_the_way_to_navigate_to_each_door() {
    #[derive(Debug)]
    struct Door;
    impl RemedyWords for Door {
        fn remedy(&self, remedy: &Remedy) -> String {
            match remedy {
                Remedy::Navigate { component, .. } => format!("call go_to {component}"),
                _ => String::new(),
            }
        }
    }
    let r = catalog()
        .prepare("add_alternative", &json!({}), Objectives)
        .unwrap_err();
    for mechanism in ["/api/", "PUT", "navigate"] {
        assert!(!r.message.contains(mechanism), "{}", r.message);
    }
    assert_eq!(
        r.text(&Door),
        "`add_alternative` belongs to the alternatives component, but the cycle is in \
         objectives. call go_to alternatives"
    );
}
