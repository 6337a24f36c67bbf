//! Several raters (add_rater, rate_consequence_as, list_rater_disagreements,
//! the median rule in the matrix, the Pugh view and the document). Every
//! figure is computed by hand in the comments.

use crate::support;

use decision_domain::RejectionClass::*;
use decision_domain::*;
use decision_events::values::RaterKind;
use decision_events::*;
use serde_json::{Value, json};
use support::commands::{batch, cell, rate, update_reasoning};
use support::events::*;
use support::given;
use support::json::keys;

fn add_rater(kind: RaterKind, name: &str) -> Command {
    Command::AddRater(AddRater {
        kind,
        name: name.into(),
    })
}

fn rate_as(rater_id: &str, alternative_id: &str, objective_id: &str, value: i64) -> Command {
    Command::RateConsequenceAs(RateConsequenceAs {
        rater_id: rater_id.into(),
        alternative_id: alternative_id.into(),
        objective_id: objective_id.into(),
        rating: rating(value),
        reasoning: format!("{rater_id} on {alternative_id} × {objective_id}"),
    })
}

fn rater(id: &str, kind: RaterKind, name: &str) -> DomainEvent {
    RaterAdded {
        rater_id: id.into(),
        kind,
        name: name.into(),
    }
    .into()
}

fn rated_by(rater_id: &str, alternative_id: &str, objective_id: &str, value: i64) -> DomainEvent {
    ConsequenceRatedByRater {
        rater_id: rater_id.into(),
        alternative_id: alternative_id.into(),
        objective_id: objective_id.into(),
        rating: rating(value),
        reasoning: format!("{rater_id} on {alternative_id} × {objective_id}"),
    }
    .into()
}

/// The matrix of these tests (alt_d is the status quo, the datum), rated
/// without raters:
///
/// | | obj_1 | obj_2 | obj_3 | Pugh total |
/// |---|---|---|---|---|
/// | alt_a | 2 | -1 | -1 | 0 |
/// | alt_b | 0 | 1 | 1 | 2 |
/// | alt_c | 1 | 0 | 0 | 1 |
fn rated() -> Vec<DomainEvent> {
    rated_matrix([[2, -1, -1], [0, 1, 1], [1, 0, 0]])
}

/// [`rated`] with three raters: Ana (the person), Sam (partner), Dr Lee (expert).
fn three_raters() -> Vec<DomainEvent> {
    then(
        rated(),
        [
            rater("rater_1", RaterKind::Person, "Ana"),
            rater("rater_2", RaterKind::Partner, "Sam"),
            rater("rater_3", RaterKind::Expert, "Dr Lee"),
        ],
    )
}

const RATERS: &str = "rater_1 (Ana, person), rater_2 (Sam, partner), rater_3 (Dr Lee, expert)";

fn totals(history: Vec<DomainEvent>) -> Value {
    given(history).ask(Query::ComputePughTotals(ComputePughTotals {
        response_format: None,
    }))
}

fn disagreements(
    history: Vec<DomainEvent>,
    limit: Option<u8>,
    min_spread: Option<u8>,
    format: ResponseFormat,
) -> Value {
    given(history).ask(Query::ListRaterDisagreements(ListRaterDisagreements {
        limit,
        min_spread,
        response_format: Some(format),
    }))
}

fn total_of(totals: &Value, alternative_id: &str) -> i64 {
    totals["alternatives"]
        .as_array()
        .expect("alternatives")
        .iter()
        .find(|a| a["alternative_id"] == alternative_id)
        .and_then(|a| a["total_score"].as_i64())
        .expect("a total")
}

// ----- the rule -------------------------------------------------------------

#[test]
fn the_median_rounds_a_half_toward_zero() {
    use decision_domain::raters::{median_toward_zero, spread};
    assert_eq!(median_toward_zero(&[]), None);
    assert_eq!(median_toward_zero(&[-2]), Some(-2));
    // Odd counts: the middle one.
    assert_eq!(median_toward_zero(&[2, -1, 1]), Some(1));
    assert_eq!(median_toward_zero(&[-2, -2, 2]), Some(-2));
    // Even counts: the mean of the middle two, a half toward 0.
    assert_eq!(median_toward_zero(&[2, 1]), Some(1)); // 1.5 → 1
    assert_eq!(median_toward_zero(&[-1, 2]), Some(0)); // 0.5 → 0
    assert_eq!(median_toward_zero(&[-2, -1]), Some(-1)); // −1.5 → −1
    assert_eq!(median_toward_zero(&[-2, 1]), Some(0)); // −0.5 → 0
    assert_eq!(median_toward_zero(&[-2, -2, 2, 2]), Some(0));
    assert_eq!(median_toward_zero(&[1, 1, 2, 2]), Some(1)); // 1.5 → 1
    assert_eq!(spread(&[2, -2, 0]), 4);
    assert_eq!(spread(&[1]), 0);
}

// ----- add_rater ------------------------------------------------------------

#[test]
fn a_rater_is_named_with_a_kind_and_gets_the_next_id() {
    given(rated())
        .when(add_rater(RaterKind::Person, "  Ana "))
        .then_events(vec![rater("rater_1", RaterKind::Person, "Ana")])
        .then_document_changed(true)
        .then_data(json!({
            "rater_id": "rater_1", "kind": "person", "name": "Ana",
            "raters": [{"rater_id": "rater_1", "cells_rated": 0}],
            "raters_left": 7,
        }));
    given(three_raters())
        .when(add_rater(RaterKind::Agent, "The agent"))
        .then_events(vec![rater("rater_4", RaterKind::Agent, "The agent")])
        .then_data(json!({"raters_left": 4}));
}

#[test]
fn rater_names_are_one_bounded_distinct_line() {
    given(rated())
        .when(add_rater(RaterKind::Person, " \t "))
        .then_rejected_blank("name");
    given(rated())
        .when(add_rater(RaterKind::Person, "Ana\nSmith"))
        .then_rejected_on("name", Validation, &["U+000A", "one-line"]);
    given(rated())
        .when(add_rater(RaterKind::Person, "Ana\u{7}"))
        .then_rejected_on("name", Validation, &["U+0007"]);
    given(rated())
        .when(add_rater(RaterKind::Person, &"é".repeat(81)))
        .then_rejected_on("name", Validation, &["81 characters", "at most 80"]);
    given(rated())
        .when(add_rater(RaterKind::Person, &"é".repeat(80)))
        .then_events(vec![rater("rater_1", RaterKind::Person, &"é".repeat(80))]);
    given(three_raters())
        .when(add_rater(RaterKind::Agent, "dr lee"))
        .then_rejected_on("name", Conflict, &["\"Dr Lee\"", "rater_3", RATERS]);
}

#[test]
fn a_cycle_names_at_most_eight_raters() {
    let eight: Vec<DomainEvent> = (1..=8)
        .map(|i| {
            rater(
                &format!("rater_{i}"),
                RaterKind::Expert,
                &format!("Expert {i}"),
            )
        })
        .collect();
    given(then(rated(), eight.clone()))
        .when(add_rater(RaterKind::Agent, "One more"))
        .then_rejected_on(
            "name",
            Conflict,
            &[
                "already names 8 raters",
                "(8)",
                "rater_8 (Expert 8, expert)",
            ],
        );
    given(then(rated(), eight[..7].to_vec()))
        .when(add_rater(RaterKind::Agent, "The eighth"))
        .then_data(json!({"rater_id": "rater_8", "raters_left": 0}));
}

// ----- rate_consequence_as --------------------------------------------------

#[test]
fn the_cell_takes_the_median_of_its_raters_and_the_totals_follow() {
    // alt_a × obj_1 was 2 (plain). Ana says +2, Sam +1, Dr Lee −1: sorted
    // −1, 1, 2, median 1, spread 3. alt_a's total 0 becomes 1 − 1 − 1 = −1.
    let history = then(
        three_raters(),
        [
            rated_by("rater_1", "alt_a", "obj_1", 2),
            rated_by("rater_2", "alt_a", "obj_1", 1),
        ],
    );
    // With Ana and Sam only: (1 + 2) / 2 = 1.5, rounded toward 0: 1.
    assert_eq!(
        given(history.clone())
            .state()
            .ratings
            .get(&("alt_a".to_string(), "obj_1".to_string()))
            .map(|r| r.rating.value()),
        Some(1)
    );
    let state = given(history)
        .when(rate_as("rater_3", "alt_a", "obj_1", -1))
        .then_events(vec![rated_by("rater_3", "alt_a", "obj_1", -1)])
        .then_document_changed(true)
        .then_data(json!({
            "rater_id": "rater_3",
            "rating": -1,
            "previous_rating": null,
            "previous_cell_rating": 1,
            "cell": {
                "alternative_id": "alt_a", "objective_id": "obj_1",
                "aggregate": 1, "spread": 3,
                "ratings": [
                    {"rater_id": "rater_1", "name": "Ana", "rating": 2},
                    {"rater_id": "rater_2", "name": "Sam", "rating": 1},
                    {"rater_id": "rater_3", "name": "Dr Lee", "rating": -1},
                ],
                "not_rated_by": [],
            },
        }))
        .then_state();
    let cell = &state.ratings[&("alt_a".to_string(), "obj_1".to_string())];
    assert_eq!(cell.rating.value(), 1);
    assert_eq!(
        cell.reasoning,
        "Median of 3 raters (spread 3): Ana +2, Sam +1, Dr Lee -1"
    );
    let after = then(
        three_raters(),
        [
            rated_by("rater_1", "alt_a", "obj_1", 2),
            rated_by("rater_2", "alt_a", "obj_1", 1),
            rated_by("rater_3", "alt_a", "obj_1", -1),
        ],
    );
    assert_eq!(total_of(&totals(three_raters()), "alt_a"), 0);
    assert_eq!(total_of(&totals(after), "alt_a"), -1);
}

#[test]
fn a_rater_re_rating_replaces_only_their_own_rating() {
    // Ana +2, Sam −2: median 0, spread 4. Ana again −1: −2, −1 → −1.5 → −1.
    let history = then(
        three_raters(),
        [
            rated_by("rater_1", "alt_b", "obj_2", 2),
            rated_by("rater_2", "alt_b", "obj_2", -2),
        ],
    );
    given(history)
        .when(rate_as("rater_1", "alt_b", "obj_2", -1))
        .then_data(json!({
            "previous_rating": 2,
            "previous_cell_rating": 0,
            "cell": {"aggregate": -1, "spread": 1, "ratings": [
                {"rater_id": "rater_1", "rating": -1},
                {"rater_id": "rater_2", "rating": -2},
            ], "not_rated_by": ["rater_3"]},
        }));
}

#[test]
fn raters_not_yet_named_or_unknown_are_refused_with_the_valid_ids() {
    given(rated())
        .when(rate_as("rater_1", "alt_a", "obj_1", 1))
        .then_rejected_on("rater_id", Conflict, &["no raters yet", "add_rater"]);
    given(three_raters())
        .when(rate_as("rater_9", "alt_a", "obj_1", 1))
        .then_rejected_on("rater_id", NotFound, &["`rater_9`", RATERS]);
    let long = "r".repeat(5000);
    let rejection = given(three_raters())
        .when(rate_as(&long, "alt_a", "obj_1", 1))
        .then_rejected_on("rater_id", NotFound, &[RATERS]);
    assert!(rejection.message.len() < 400, "{}", rejection.message);
    // The cell is checked as rate_consequence checks it.
    given(three_raters())
        .when(rate_as("rater_1", "alt_d", "obj_1", 1))
        .then_rejected_on("alternative_id", Validation, &["datum", "alt_a"]);
    given(three_raters())
        .when(rate_as("rater_1", "alt_z", "obj_1", 1))
        .then_rejected_on("alternative_id", NotFound, &["alt_z"]);
    given(three_raters())
        .when(rate_as("rater_1", "alt_a", "obj_9", 1))
        .then_rejected_on("objective_id", NotFound, &["obj_9"]);
    given(three_raters())
        .when(Command::RateConsequenceAs(RateConsequenceAs {
            rater_id: "rater_1".into(),
            alternative_id: "alt_a".into(),
            objective_id: "obj_1".into(),
            rating: rating(1),
            reasoning: "  ".into(),
        }))
        .then_rejected_blank("reasoning");
}

#[test]
fn a_cell_its_raters_rate_is_theirs_and_the_others_stay_plain() {
    let history = then(three_raters(), [rated_by("rater_2", "alt_a", "obj_1", 1)]);
    let mentions = ["rate_consequence_as", "rated by raters (rater_2)", RATERS];
    given(history.clone())
        .when(rate("alt_a", "obj_1", 2))
        .then_rejected_on("objective_id", Conflict, &mentions);
    given(history.clone())
        .when(update_reasoning("alt_a", "obj_1", "Because"))
        .then_rejected_on("objective_id", Conflict, &mentions);
    // In a batch only that cell fails.
    given(history.clone())
        .when(batch(vec![
            cell("alt_a", "obj_1", 2),
            cell("alt_a", "obj_2", 1),
        ]))
        .then_data(json!({"updated_count": 1, "failed": [
            {"index": 0, "alternative_id": "alt_a", "result": "conflict"}
        ]}));
    // A cell no rater rated is rated as before, raters or not.
    given(history)
        .when(rate("alt_b", "obj_1", -2))
        .then_data(json!({"rating": -2, "previous_rating": 0}));
}

#[test]
fn a_cycle_without_raters_is_exactly_as_before() {
    let state = given(rated()).state().clone();
    let json = serde_json::to_value(&state).expect("state serializes");
    assert!(json.get("raters").is_none(), "{json}");
    assert!(decision_domain::raters::view(&state).is_none());
    let document = document::render(&state);
    assert!(!document.contains("Raters"), "{document}");
    // The state without raters reads back from its JSON.
    let back: Cycle = serde_json::from_value(json).expect("reads back");
    assert_eq!(back, state);
    // With raters, it reads back too.
    let with = given(then(
        three_raters(),
        [rated_by("rater_1", "alt_a", "obj_1", -2)],
    ))
    .state()
    .clone();
    let json = serde_json::to_value(&with).expect("state serializes");
    assert_eq!(
        serde_json::from_value::<Cycle>(json).expect("reads back"),
        with
    );
}

// ----- list_rater_disagreements ---------------------------------------------

/// | cell | ratings | median | spread | Σ|r − median| | raters |
/// |---|---|---|---|---|---|
/// | alt_a × obj_1 | 2, −2 | 0 | 4 | 4 | 2 |
/// | alt_b × obj_1 | 1, −1, 0 | 0 | 2 | 2 | 3 |
/// | alt_b × obj_3 | 1, −1 | 0 | 2 | 2 | 2 |
/// | alt_c × obj_2 | 2, 0, 0 | 0 | 2 | 2 | 3 |
/// | alt_c × obj_3 | 1, 1 | 1 | 0 | 0 | 2 |
///
/// Ranked: alt_a × obj_1 (spread 4), then the spread-2 cells with three
/// raters in matrix order (alt_b × obj_1, alt_c × obj_2), then alt_b ×
/// obj_3 (two raters); alt_c × obj_3 agrees.
fn disagreeing() -> Vec<DomainEvent> {
    then(
        three_raters(),
        [
            rated_by("rater_1", "alt_a", "obj_1", 2),
            rated_by("rater_2", "alt_a", "obj_1", -2),
            rated_by("rater_1", "alt_b", "obj_1", 1),
            rated_by("rater_2", "alt_b", "obj_1", -1),
            rated_by("rater_3", "alt_b", "obj_1", 0),
            rated_by("rater_1", "alt_b", "obj_3", 1),
            rated_by("rater_3", "alt_b", "obj_3", -1),
            rated_by("rater_1", "alt_c", "obj_2", 2),
            rated_by("rater_2", "alt_c", "obj_2", 0),
            rated_by("rater_3", "alt_c", "obj_2", 0),
            rated_by("rater_2", "alt_c", "obj_3", 1),
            rated_by("rater_3", "alt_c", "obj_3", 1),
        ],
    )
}

#[test]
fn the_cells_where_raters_disagree_most_come_first_with_who_said_what() {
    let data = disagreements(disagreeing(), None, None, ResponseFormat::Detailed);
    support::json::assert_contains(
        &data,
        &json!({
            "rule": decision_domain::raters::RULE,
            "raters": [
                {"rater_id": "rater_1", "name": "Ana", "kind": "person", "cells_rated": 4},
                {"rater_id": "rater_2", "name": "Sam", "kind": "partner", "cells_rated": 4},
                {"rater_id": "rater_3", "name": "Dr Lee", "kind": "expert", "cells_rated": 4},
            ],
            "cells_rated_by_raters": 5,
            "cells_matching": 4,
            "cells": [
                {"alternative_id": "alt_a", "objective_id": "obj_1", "aggregate": 0, "spread": 4,
                 "alternative_name": "Accept VP offer", "objective_name": "Maximize compensation",
                 "ratings": [
                    {"rater_id": "rater_1", "name": "Ana", "rating": 2, "reasoning": "rater_1 on alt_a × obj_1"},
                    {"rater_id": "rater_2", "name": "Sam", "rating": -2, "reasoning": "rater_2 on alt_a × obj_1"},
                 ],
                 "not_rated_by": ["rater_3"]},
                {"alternative_id": "alt_b", "objective_id": "obj_1", "aggregate": 0, "spread": 2},
                {"alternative_id": "alt_c", "objective_id": "obj_2", "aggregate": 0, "spread": 2},
                {"alternative_id": "alt_b", "objective_id": "obj_3", "aggregate": 0, "spread": 2},
            ],
        }),
    );
    // Bounded, filtered, and concise drops names, kinds and reasoning.
    let top = disagreements(disagreeing(), Some(1), Some(3), ResponseFormat::Concise);
    support::json::assert_contains(
        &top,
        &json!({"cells_matching": 1, "cells": [{"alternative_id": "alt_a", "spread": 4}]}),
    );
    let found = keys(&top);
    for detail in ["reasoning", "alternative_name", "objective_name", "kind"] {
        assert!(!found.contains(detail), "concise has {detail}: {top}");
    }
    let every = disagreements(disagreeing(), Some(20), Some(0), ResponseFormat::Concise);
    assert_eq!(every["cells"].as_array().map(Vec::len), Some(5));
}

#[test]
fn without_raters_the_lists_are_empty_and_bad_bounds_are_refused() {
    support::json::assert_contains(
        &disagreements(rated(), None, None, ResponseFormat::Concise),
        &json!({"raters": [], "cells_rated_by_raters": 0, "cells_matching": 0, "cells": []}),
    );
    let g = given(disagreeing());
    g.ask_rejected(
        Query::ListRaterDisagreements(ListRaterDisagreements {
            limit: Some(0),
            min_spread: None,
            response_format: None,
        }),
        "limit",
        Validation,
        &["1 to 20"],
    );
    g.ask_rejected(
        Query::ListRaterDisagreements(ListRaterDisagreements {
            limit: None,
            min_spread: Some(5),
            response_format: None,
        }),
        "min_spread",
        Validation,
        &["0 to 4"],
    );
}

#[test]
fn cells_of_removed_alternatives_leave_the_lists() {
    let history = then(disagreeing(), [alternative_removed("alt_a")]);
    let data = disagreements(history, None, None, ResponseFormat::Concise);
    assert_eq!(data["cells_matching"], 3, "{data}");
    assert_eq!(data["cells"][0]["alternative_id"], "alt_b", "{data}");
}

// ----- the Pugh view and the document ---------------------------------------

#[test]
fn the_pugh_view_and_the_document_show_the_rule_and_the_disagreement() {
    let state = given(disagreeing()).state().clone();
    let view = serde_json::to_value(decision_domain::raters::view(&state)).expect("view");
    support::json::assert_contains(
        &view,
        &json!({
            "rule": decision_domain::raters::RULE,
            "cells": [
                {"alternative_id": "alt_a", "objective_id": "obj_1", "aggregate": 0, "spread": 4,
                 "ratings": [{"rater_id": "rater_1", "rating": 2}, {"rater_id": "rater_2", "rating": -2}]},
                {"alternative_id": "alt_b", "objective_id": "obj_1", "spread": 2},
                {"alternative_id": "alt_b", "objective_id": "obj_3", "spread": 2},
                {"alternative_id": "alt_c", "objective_id": "obj_2", "spread": 2},
                {"alternative_id": "alt_c", "objective_id": "obj_3", "aggregate": 1, "spread": 0},
            ],
        }),
    );
    let section =
        document::render_section(&state, decision_events::values::Component::Consequences);
    for text in [
        "Raters: Ana (person, 4 cells); Sam (partner, 4 cells); Dr Lee (expert, 4 cells)",
        "median of the ratings of the raters who rated the cell",
        "**Where the raters disagree** (most first)",
        "- Accept VP offer on Maximize compensation: median 0, spread 4 — Ana +2 (rater_1 on alt_a × obj_1); Sam -2 (rater_2 on alt_a × obj_1)",
        // The matrix cell itself.
        "0 — Median of 2 raters (spread 4): Ana +2, Sam -2",
    ] {
        assert!(section.contains(text), "missing {text:?} in:\n{section}");
    }
    // The agreeing cell is not listed as a disagreement.
    assert!(
        !section.contains("Hybrid role on Maximize family time"),
        "{section}"
    );
}
