//! Consequences: rating the cells of the Pugh matrix, one at a time or in a
//! batch, their reasoning, and uncertainties about them.

use crate::support;

use decision_domain::RejectionClass::*;
use decision_domain::*;
use decision_events::values::{Component, ConsequenceCell};
use decision_events::*;
use serde_json::{Value, json};
use support::commands::*;
use support::events::*;
use support::given;

fn rated_event(
    alternative_id: &str,
    objective_id: &str,
    value: i64,
    reasoning: &str,
) -> DomainEvent {
    ConsequenceRated {
        alternative_id: alternative_id.into(),
        objective_id: objective_id.into(),
        rating: rating(value),
        reasoning: reasoning.into(),
    }
    .into()
}

/// One entry of a batch result's `failed` list.
fn failure(index: usize, alternative_id: &str, objective_id: &str, result: &str) -> Value {
    json!({
        "index": index,
        "alternative_id": alternative_id,
        "objective_id": objective_id,
        "result": result,
    })
}

#[test]
fn rating_a_cell_records_it_and_reports_what_is_left() {
    given(matrix())
        .when(Command::RateConsequence(RateConsequence {
            alternative_id: "alt_a".into(),
            objective_id: "obj_1".into(),
            rating: rating(2),
            reasoning: " Much higher salary ".into(),
        }))
        .then_events(vec![rated_event("alt_a", "obj_1", 2, "Much higher salary")])
        .then_data(json!({
            "cell_updated": true,
            "alternative_id": "alt_a",
            "objective_id": "obj_1",
            "rating": 2,
            "previous_rating": null,
            "matrix_completion": 1.0 / 9.0,
            "cells_remaining": 8,
        }));
}

#[test]
fn rating_a_rated_cell_again_reports_the_previous_rating() {
    let state = given(then(matrix(), [rated("alt_b", "obj_2", 1)]))
        .when(rate("alt_b", "obj_2", -2))
        .then_data(json!({"rating": -2, "previous_rating": 1, "cells_remaining": 8}))
        .then_state();
    let cell = &state.ratings[&("alt_b".to_string(), "obj_2".to_string())];
    assert_eq!(cell.rating, rating(-2));
}

#[test]
fn rating_the_status_quo_is_rejected_because_it_is_the_datum() {
    given(matrix())
        .when(rate("alt_d", "obj_1", 1))
        .then_rejected_on(
            "alternative_id",
            Validation,
            &[
                "alt_d (Stay in current role)",
                "datum",
                "alt_a (Accept VP offer)",
                "alt_c (Hybrid role)",
            ],
        );
}

#[test]
fn without_a_status_quo_the_first_alternative_is_the_datum() {
    let history = cycle([
        fundamental("obj_1", "Pay"),
        alternative("alt_a", "Accept VP offer"),
        alternative("alt_b", "Join startup"),
    ]);
    given(history.clone())
        .when(rate("alt_a", "obj_1", 1))
        .then_rejected_on("alternative_id", Validation, &["alt_a", "datum"]);
    given(history)
        .when(rate("alt_b", "obj_1", 1))
        .then_data(json!({"cells_remaining": 0}));
}

#[test]
fn once_the_status_quo_is_removed_the_first_remaining_alternative_is_the_datum() {
    let history = then(
        matrix(),
        [alternative_removed("alt_a"), alternative_removed("alt_d")],
    );
    given(history.clone())
        .when(rate("alt_b", "obj_1", 1))
        .then_rejected_on(
            "alternative_id",
            Validation,
            &["alt_b (Join startup)", "datum"],
        );
    given(history)
        .when(rate("alt_c", "obj_1", 1))
        .then_data(json!({"cells_remaining": 2}));
}

#[test]
fn rating_an_unknown_alternative_lists_every_valid_id_with_its_name() {
    given(matrix())
        .when(rate("alt_z", "obj_1", 1))
        .then_rejected_on(
            "alternative_id",
            NotFound,
            &[
                "alt_z",
                "alt_a (Accept VP offer)",
                "alt_b (Join startup)",
                "alt_c (Hybrid role)",
                "alt_d (Stay in current role)",
            ],
        );
}

#[test]
fn rating_an_unknown_objective_lists_every_valid_id_with_its_name() {
    given(matrix())
        .when(rate("alt_a", "obj_9", 1))
        .then_rejected_on(
            "objective_id",
            NotFound,
            &[
                "obj_9",
                "obj_1 (Maximize compensation)",
                "obj_3 (Maximize family time)",
            ],
        );
}

#[test]
fn rating_a_removed_alternative_or_objective_is_a_conflict() {
    given(then(matrix(), [alternative_removed("alt_b")]))
        .when(rate("alt_b", "obj_1", 1))
        .then_rejected_on(
            "alternative_id",
            Conflict,
            &["alt_b (Join startup) was removed"],
        );
    given(then(matrix(), [objective_removed("obj_2")]))
        .when(rate("alt_a", "obj_2", 1))
        .then_rejected_on(
            "objective_id",
            Conflict,
            &["obj_2 (Maximize career growth) was removed"],
        );
}

#[test]
fn a_rating_needs_reasoning() {
    given(matrix())
        .when(Command::RateConsequence(RateConsequence {
            alternative_id: "alt_a".into(),
            objective_id: "obj_1".into(),
            rating: rating(1),
            reasoning: "   ".into(),
        }))
        .then_rejected_blank("reasoning");
}

#[test]
fn a_batch_records_the_good_cells_and_reports_each_failed_one() {
    given(then(matrix(), [alternative_removed("alt_c")]))
        .when(batch(vec![
            cell("alt_a", "obj_1", 2),
            cell("alt_z", "obj_1", 1),
            cell("alt_a", "obj_2", -1),
            cell("alt_d", "obj_2", 1),
            cell("alt_a", "obj_1", -2),
            cell("alt_c", "obj_3", 0),
            cell("alt_b", "obj_3", 0),
        ]))
        .then_events(vec![
            rated("alt_a", "obj_1", 2),
            rated("alt_a", "obj_2", -1),
            rated("alt_b", "obj_3", 0),
        ])
        .then_data(json!({
            "updated_count": 3,
            "failed": [
                failure(1, "alt_z", "obj_1", "not_found"),
                failure(3, "alt_d", "obj_2", "validation_error"),
                failure(4, "alt_a", "obj_1", "validation_error"),
                failure(5, "alt_c", "obj_3", "conflict"),
            ],
            "matrix_completion": 0.5,
            "cells_remaining": 3,
        }));
}

#[test]
fn a_batch_failure_says_why() {
    let state = given(matrix()).state().clone();
    let command = batch(vec![
        cell("alt_a", "obj_1", 1),
        cell("alt_a", "obj_1", 2),
        cell("alt_d", "obj_1", 1),
    ]);
    let data = support::json_of(
        &execute(&state, &command, &support::ctx())
            .expect("one good cell")
            .data,
    );
    let errors: Vec<&str> = data["failed"]
        .as_array()
        .expect("failed is a list")
        .iter()
        .map(|f| f["error"].as_str().expect("error text"))
        .collect();
    assert_eq!(errors.len(), 2);
    assert!(errors[0].contains("more than once"), "{}", errors[0]);
    assert!(errors[1].contains("datum"), "{}", errors[1]);
}

/// The catalog's description promises this: a repeated cell does not
/// reject the batch; its first valid copy is rated.
#[test]
fn a_cell_listed_twice_is_rated_by_its_first_valid_copy() {
    let mut blank = cell("alt_b", "obj_1", 1);
    blank.reasoning = " ".into();
    given(matrix())
        .when(batch(vec![
            blank,
            cell("alt_b", "obj_1", 2),
            cell("alt_b", "obj_1", -1),
        ]))
        .then_events(vec![rated("alt_b", "obj_1", 2)])
        .then_data(json!({
            "updated_count": 1,
            "failed": [
                {"index": 0, "result": "validation_error"},
                {"index": 2, "result": "validation_error"},
            ],
        }));
}

#[test]
fn a_batch_cell_with_blank_reasoning_fails_on_its_own() {
    let mut blank = cell("alt_b", "obj_1", 1);
    blank.reasoning = " ".into();
    given(matrix())
        .when(batch(vec![blank, cell("alt_b", "obj_2", 1)]))
        .then_events(vec![rated("alt_b", "obj_2", 1)])
        .then_data(
            json!({"updated_count": 1, "failed": [{"index": 0, "result": "validation_error"}]}),
        );
}

#[test]
fn a_batch_where_every_cell_fails_is_rejected_as_a_whole() {
    given(matrix())
        .when(batch(vec![
            cell("alt_z", "obj_1", 1),
            cell("alt_d", "obj_1", 1),
        ]))
        .then_rejected_on(
            "ratings",
            NotFound,
            &["ratings[0]", "alt_z", "ratings[1]", "datum"],
        );
}

#[test]
fn an_uncertainty_about_a_cell_is_flagged_in_consequences() {
    given(then(
        matrix(),
        [uncertainty("unc_1", Component::IssueRaising, false)],
    ))
    .when(Command::AddConsequenceUncertainty(
        AddConsequenceUncertainty {
            alternative_id: "alt_b".into(),
            objective_id: "obj_1".into(),
            uncertainty: " Equity value unknown ".into(),
        },
    ))
    .then_events(vec![
        UncertaintyFlagged {
            uncertainty_id: "unc_2".into(),
            description: "Equity value unknown".into(),
            component: Component::Consequences,
            resolvable: true,
            impact: None,
            cell: Some(ConsequenceCell {
                alternative_id: "alt_b".into(),
                objective_id: "obj_1".into(),
            }),
        }
        .into(),
    ])
    .then_data(json!({
        "uncertainty_id": "unc_2",
        "alternative_id": "alt_b",
        "objective_id": "obj_1",
        "total_open_uncertainties": 2,
    }));
}

#[test]
fn a_cell_uncertainty_needs_text_and_known_ids() {
    let flag = |alternative_id: &str, objective_id: &str, text: &str| {
        Command::AddConsequenceUncertainty(AddConsequenceUncertainty {
            alternative_id: alternative_id.into(),
            objective_id: objective_id.into(),
            uncertainty: text.into(),
        })
    };
    given(matrix())
        .when(flag("alt_a", "obj_1", ""))
        .then_rejected_blank("uncertainty");
    given(matrix())
        .when(flag("alt_x", "obj_1", "?"))
        .then_rejected_on("alternative_id", NotFound, &["alt_a (Accept VP offer)"]);
    given(matrix())
        .when(flag("alt_a", "obj_x", "?"))
        .then_rejected_on(
            "objective_id",
            NotFound,
            &["obj_2 (Maximize career growth)"],
        );
}

#[test]
fn the_reasoning_of_a_rated_cell_is_updated() {
    let state = given(then(matrix(), [rated("alt_a", "obj_1", 2)]))
        .when(update_reasoning(
            "alt_a",
            "obj_1",
            " Offer letter confirms +40% ",
        ))
        .then_events(vec![
            RatingReasoningUpdated {
                alternative_id: "alt_a".into(),
                objective_id: "obj_1".into(),
                reasoning: "Offer letter confirms +40%".into(),
            }
            .into(),
        ])
        .then_data(json!({"reasoning": "Offer letter confirms +40%"}))
        .then_state();
    let cell = &state.ratings[&("alt_a".to_string(), "obj_1".to_string())];
    assert_eq!(
        (cell.rating, cell.reasoning.as_str()),
        (rating(2), "Offer letter confirms +40%")
    );
}

#[test]
fn the_reasoning_of_an_unrated_cell_cannot_be_updated() {
    given(matrix())
        .when(update_reasoning("alt_a", "obj_1", "Why"))
        .then_rejected_on(
            "objective_id",
            NotFound,
            &["alt_a × obj_1", "not rated", "rate_consequence"],
        );
}

#[test]
fn updated_reasoning_must_not_be_blank_nor_on_the_datum() {
    given(then(matrix(), [rated("alt_a", "obj_1", 2)]))
        .when(update_reasoning("alt_a", "obj_1", ""))
        .then_rejected_blank("reasoning");
    given(matrix())
        .when(update_reasoning("alt_d", "obj_1", "Why"))
        .then_rejected_on("alternative_id", Validation, &["datum"]);
}

#[test]
fn an_empty_batch_is_rejected() {
    given(matrix())
        .when(batch(vec![]))
        .then_rejected_on("ratings", Validation, &["no cell"]);
}
