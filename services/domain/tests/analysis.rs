//! The analysis read tools (DESIGN §6): find_dominated_alternatives,
//! find_irrelevant_objectives and sensitivity_check.

use crate::support;

use decision_domain::RejectionClass::*;
use decision_domain::*;
use decision_events::DomainEvent;
use serde_json::{Value, json};
use support::events::*;
use support::given;
use support::json::{assert_contains, keys};

fn dominated(history: Vec<DomainEvent>, format: ResponseFormat) -> Value {
    given(history).ask(Query::FindDominatedAlternatives(
        FindDominatedAlternatives {
            response_format: Some(format),
        },
    ))
}

fn irrelevant_objectives(history: Vec<DomainEvent>, format: Option<ResponseFormat>) -> Value {
    given(history).ask(Query::FindIrrelevantObjectives(FindIrrelevantObjectives {
        response_format: format,
    }))
}

fn sensitivity(alternative_id: &str, objective_id: &str, format: Option<ResponseFormat>) -> Query {
    Query::SensitivityCheck(SensitivityCheck {
        alternative_id: alternative_id.into(),
        objective_id: objective_id.into(),
        response_format: format,
    })
}

// ----- find_dominated_alternatives ------------------------------------------

#[test]
fn the_career_move_matrix_has_alt_c_dominated_by_alt_a() {
    assert_contains(
        &dominated(career_move(), ResponseFormat::Detailed),
        &json!({
            "dominated": [{
                "alternative_id": "alt_c",
                "alternative_name": "Hybrid role",
                "dominated_by": "alt_a",
                "dominated_by_name": "Accept VP offer",
                "reason": "Accept VP offer is equal or better on all 5 counted objectives and strictly better on Maximize compensation (+2 vs +1), Maximize career growth (+2 vs 0)",
                "strictly_better_on": ["obj_1", "obj_2"],
                "already_marked": false,
            }],
            "analysis_complete": true,
            "unrated_cells": 0,
        }),
    );
}

#[test]
fn concise_dominance_leaves_out_the_detail() {
    let data = given(career_move()).ask(Query::FindDominatedAlternatives(
        FindDominatedAlternatives::default(),
    ));
    assert_contains(
        &data,
        &json!({"dominated": [{"alternative_id": "alt_c", "dominated_by": "alt_a"}], "analysis_complete": true}),
    );
    let found = keys(&data);
    for key in ["strictly_better_on", "already_marked", "unrated_cells"] {
        assert!(!found.contains(key), "concise has {key}: {data}");
    }
}

#[test]
fn a_marked_alternative_is_still_found_and_flagged_as_marked() {
    assert_contains(
        &dominated(
            then(
                career_move(),
                [support::events::dominated("alt_c", "alt_a")],
            ),
            ResponseFormat::Detailed,
        ),
        &json!({"dominated": [{"alternative_id": "alt_c", "already_marked": true}]}),
    );
}

#[test]
fn the_strongest_dominator_is_reported() {
    // alt_b (total 6) dominates alt_a, alt_c and alt_d; alt_a (3) also
    // dominates alt_c and alt_d, alt_c (1) dominates alt_d.
    let data = dominated(
        rated_matrix([[1, 1, 1], [2, 2, 2], [0, 0, 1]]),
        ResponseFormat::Detailed,
    );
    assert_contains(
        &data,
        &json!({
            "dominated": [
                {"alternative_id": "alt_a", "dominated_by": "alt_b", "strictly_better_on": ["obj_1", "obj_2", "obj_3"]},
                {"alternative_id": "alt_c", "dominated_by": "alt_b", "strictly_better_on": ["obj_1", "obj_2", "obj_3"]},
                {"alternative_id": "alt_d", "dominated_by": "alt_b"},
            ],
            "analysis_complete": true,
        }),
    );
}

#[test]
fn between_equally_strong_dominators_the_one_added_first_is_reported() {
    // alt_a and alt_b both total 2 and both dominate alt_c and the datum.
    let data = dominated(
        rated_matrix([[2, 0, 0], [0, 2, 0], [0, 0, -1]]),
        ResponseFormat::Detailed,
    );
    assert_contains(
        &data,
        &json!({
            "dominated": [
                {"alternative_id": "alt_c", "dominated_by": "alt_a"},
                {"alternative_id": "alt_d", "dominated_by": "alt_a"},
            ],
        }),
    );
}

#[test]
fn pairs_with_unrated_cells_are_skipped_and_the_analysis_is_incomplete() {
    let history = then(
        matrix(),
        [
            rated("alt_a", "obj_1", 1),
            rated("alt_a", "obj_2", 1),
            rated("alt_a", "obj_3", 1),
            rated("alt_b", "obj_1", -2),
        ],
    );
    assert_contains(
        &dominated(history, ResponseFormat::Detailed),
        &json!({
            "dominated": [{"alternative_id": "alt_d", "dominated_by": "alt_a"}],
            "analysis_complete": false,
            "unrated_cells": 5,
        }),
    );
}

#[test]
fn removed_alternatives_and_irrelevant_objectives_are_left_out() {
    // alt_c is worse than alt_a except on obj_3; alt_b dominates alt_a.
    let history = rated_matrix([[2, 2, 0], [2, 2, 1], [1, 1, 1]]);
    assert_contains(
        &dominated(history.clone(), ResponseFormat::Concise),
        &json!({"dominated": [
            {"alternative_id": "alt_a", "dominated_by": "alt_b"},
            {"alternative_id": "alt_c", "dominated_by": "alt_b"},
            {"alternative_id": "alt_d", "dominated_by": "alt_b"},
        ]}),
    );
    let data = dominated(
        then(history, [alternative_removed("alt_b"), irrelevant("obj_3")]),
        ResponseFormat::Detailed,
    );
    assert_contains(
        &data,
        &json!({"dominated": [
            {"alternative_id": "alt_c", "dominated_by": "alt_a", "strictly_better_on": ["obj_1", "obj_2"]},
            {"alternative_id": "alt_d", "dominated_by": "alt_a"},
        ]}),
    );
    let reason = data["dominated"][0]["reason"].as_str().expect("a reason");
    assert!(reason.contains("all 2 counted objectives"), "{reason}");
}

#[test]
fn no_alternatives_means_nothing_dominated_and_nothing_unrated() {
    assert_contains(
        &dominated(cycle([]), ResponseFormat::Detailed),
        &json!({"dominated": [], "analysis_complete": true, "unrated_cells": 0}),
    );
}

// ----- find_irrelevant_objectives -----------------------------------------

#[test]
fn an_objective_every_alternative_rates_the_same_is_irrelevant() {
    assert_contains(
        &irrelevant_objectives(career_move(), Some(ResponseFormat::Detailed)),
        &json!({"objectives": [
            {"objective_id": "obj_5", "name": "Keep current health plan", "rating": 0},
        ]}),
    );
}

#[test]
fn concise_irrelevant_objectives_leave_out_the_rating() {
    let data = irrelevant_objectives(career_move(), None);
    assert_contains(&data, &json!({"objectives": [{"objective_id": "obj_5"}]}));
    assert!(!keys(&data).contains("rating"), "{data}");
}

#[test]
fn the_datum_takes_part_so_a_shared_non_zero_rating_is_not_irrelevant() {
    // Everyone but the datum is +1 on obj_1; everyone is 0 on obj_2.
    let data = irrelevant_objectives(
        rated_matrix([[1, 0, 2], [1, 0, -1], [1, 0, 0]]),
        Some(ResponseFormat::Detailed),
    );
    assert_contains(
        &data,
        &json!({"objectives": [{"objective_id": "obj_2", "rating": 0}]}),
    );
}

#[test]
fn irrelevance_needs_every_cell_rated_and_ignores_removed_alternatives() {
    let history = then(
        matrix(),
        [
            rated("alt_a", "obj_1", 0),
            rated("alt_b", "obj_1", 0),
            rated("alt_c", "obj_1", 2),
        ],
    );
    assert_contains(
        &irrelevant_objectives(history.clone(), None),
        &json!({"objectives": []}),
    );
    assert_contains(
        &irrelevant_objectives(then(history, [alternative_removed("alt_c")]), None),
        &json!({"objectives": [{"objective_id": "obj_1"}]}),
    );
}

#[test]
fn objectives_already_marked_irrelevant_are_not_suggested_again() {
    assert_contains(
        &irrelevant_objectives(then(career_move(), [irrelevant("obj_5")]), None),
        &json!({"objectives": []}),
    );
}

#[test]
fn with_fewer_than_two_alternatives_nothing_is_irrelevant() {
    let history = cycle([
        fundamental("obj_1", "Pay"),
        status_quo("alt_a", "Stay"),
        alternative("alt_b", "Go"),
        alternative_removed("alt_b"),
    ]);
    assert_contains(
        &irrelevant_objectives(history, None),
        &json!({"objectives": []}),
    );
}

// ----- sensitivity_check --------------------------------------------------

#[test]
fn lowering_alt_a_on_growth_hands_the_lead_to_alt_b() {
    let data = given(career_move()).ask(sensitivity(
        "alt_a",
        "obj_2",
        Some(ResponseFormat::Detailed),
    ));
    assert_contains(
        &data,
        &json!({
            "alternative_id": "alt_a",
            "alternative_name": "Accept VP offer",
            "objective_id": "obj_2",
            "objective_name": "Maximize career growth",
            "current_rating": 2,
            "current_total": 2,
            "current_leader": "alt_a",
            "if_changed_to": {
                "1": {"rating": 1, "new_total": 1, "total_change": -1, "ranking_change": false,
                      "still_leads": true, "new_leader": "alt_a", "tied_leaders": true},
                "0": {"rating": 0, "new_total": 0, "total_change": -2, "ranking_change": true,
                      "still_leads": false, "new_leader": "alt_b", "new_leader_name": "Join startup"},
                "-1": {"total_change": -3, "ranking_change": true, "new_leader": "alt_b"},
                "-2": {"new_total": -2, "total_change": -4, "ranking_change": true, "new_leader": "alt_b"},
            },
        }),
    );
    let mut values: Vec<&String> = data["if_changed_to"]
        .as_object()
        .expect("an object")
        .keys()
        .collect();
    values.sort();
    assert_eq!(
        values,
        ["-1", "-2", "0", "1"],
        "every other rating, not the current one"
    );
}

#[test]
fn a_change_that_ties_the_lead_keeps_the_ranking_and_reports_the_tie() {
    // alt_a at 1 on compensation would total 1, level with alt_b; alt_a
    // was added first, so it still leads. At 0 alt_b leads alone.
    let data = given(career_move()).ask(sensitivity(
        "alt_a",
        "obj_1",
        Some(ResponseFormat::Detailed),
    ));
    assert_contains(
        &data,
        &json!({"current_rating": 2, "if_changed_to": {
            "1": {"total_change": -1, "ranking_change": false, "still_leads": true,
                  "new_leader": "alt_a", "tied_leaders": true},
            "0": {"total_change": -2, "ranking_change": true, "still_leads": false,
                  "new_leader": "alt_b", "tied_leaders": false},
        }}),
    );
}

#[test]
fn raising_a_trailing_alternative_can_change_the_ranking_without_taking_the_lead() {
    // alt_c at +2 on growth: total 1, level with alt_b but added later.
    let data = given(career_move()).ask(sensitivity(
        "alt_c",
        "obj_2",
        Some(ResponseFormat::Detailed),
    ));
    assert_contains(
        &data,
        &json!({
            "current_rating": 0,
            "current_total": -1,
            "current_leader": "alt_a",
            "if_changed_to": {
                "2": {"new_total": 1, "total_change": 2, "ranking_change": true,
                      "still_leads": false, "new_leader": "alt_a"},
                "1": {"new_total": 0, "ranking_change": true},
                "-1": {"new_total": -2, "ranking_change": false},
            },
        }),
    );
}

#[test]
fn an_unrated_cell_counts_as_zero_and_has_no_current_rating() {
    let data = given(then(matrix(), [rated("alt_a", "obj_1", 1)])).ask(sensitivity(
        "alt_b",
        "obj_2",
        Some(ResponseFormat::Detailed),
    ));
    assert_contains(
        &data,
        &json!({
            "current_rating": null,
            "current_total": 0,
            "if_changed_to": {
                "2": {"total_change": 2, "still_leads": true, "new_leader": "alt_b"},
                "1": {"total_change": 1, "new_leader": "alt_a", "tied_leaders": true},
                "-1": {"total_change": -1},
                "-2": {"total_change": -2},
            },
        }),
    );
    assert!(
        data["if_changed_to"].get("0").is_none(),
        "0 is what it counts as now"
    );
}

#[test]
fn concise_sensitivity_keeps_the_verdicts_and_drops_the_detail() {
    let data = given(career_move()).ask(sensitivity("alt_a", "obj_2", None));
    assert_contains(
        &data,
        &json!({"alternative_id": "alt_a", "current_rating": 2, "if_changed_to": {
            "0": {"total_change": -2, "ranking_change": true, "still_leads": false, "new_leader": "alt_b"},
        }}),
    );
    let found = keys(&data);
    for key in [
        "new_total",
        "new_leader_name",
        "tied_leaders",
        "alternative_name",
        "objective_name",
    ] {
        assert!(!found.contains(key), "concise has {key}: {data}");
    }
}

#[test]
fn an_irrelevant_objective_cannot_change_the_ranking() {
    given(then(career_move(), [irrelevant("obj_5")])).ask_rejected(
        sensitivity("alt_a", "obj_5", None),
        "objective_id",
        Conflict,
        &[
            "obj_5 (Keep current health plan) is marked irrelevant",
            "obj_1 (Maximize compensation)",
        ],
    );
}

#[test]
fn sensitivity_needs_a_ratable_cell() {
    let g = given(career_move());
    g.ask_rejected(
        sensitivity("alt_d", "obj_1", None),
        "alternative_id",
        Validation,
        &["datum"],
    );
    g.ask_rejected(
        sensitivity("alt_q", "obj_1", None),
        "alternative_id",
        NotFound,
        &["alt_q", "alt_a (Accept VP offer)"],
    );
    g.ask_rejected(
        sensitivity("alt_a", "obj_7", None),
        "objective_id",
        NotFound,
        &["obj_7", "obj_2 (Maximize career growth)"],
    );
}
