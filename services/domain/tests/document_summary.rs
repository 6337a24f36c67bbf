//! get_document_summary: counts, the focal decision and per-component
//! completion status.

use crate::support;

use decision_domain::*;
use decision_events::values::Component;
use decision_events::*;
use serde_json::{Value, json};
use support::events::*;
use support::given;
use support::json::assert_contains;

fn summary(history: Vec<DomainEvent>) -> Value {
    let state = given(history).state().clone();
    answer(
        &state,
        &Query::GetDocumentSummary(GetDocumentSummary::default()),
        &support::ctx(),
    )
    .map(|d| support::json_of(&d))
    .expect("always answers")
}

fn decision_maker() -> DomainEvent {
    DecisionMakerSet {
        name: "Sam".into(),
        role: "Manager".into(),
    }
    .into()
}

fn focal_statement(statement: &str) -> DomainEvent {
    FocalStatementSet {
        statement: statement.into(),
    }
    .into()
}

#[test]
fn a_new_cycle_has_nothing_started() {
    assert_contains(
        &summary(cycle([])),
        &json!({
            "title": TITLE,
            "focal_decision": null,
            "current_component": "issue_raising",
            "completion_status": {
                "issue_raising": "not_started",
                "problem_frame": "not_started",
                "objectives": "not_started",
                "alternatives": "not_started",
                "consequences": "not_started",
                "tradeoffs": "not_started",
                "recommendation": "not_started",
                "decision_quality": "not_started",
            },
            "objectives_count": 0,
            "alternatives_count": 0,
            "matrix_completion": 0.0,
            "open_uncertainties": 0,
        }),
    );
}

#[test]
fn counts_leave_out_removed_objectives_and_alternatives() {
    let history = then(
        matrix(),
        [
            objective_removed("obj_2"),
            alternative_removed("alt_b"),
            rated("alt_a", "obj_1", 1),
            uncertainty("unc_1", Component::IssueRaising, true),
            uncertainty("unc_2", Component::Consequences, false),
        ],
    );
    assert_contains(
        &summary(history),
        &json!({
            "objectives_count": 2,
            "alternatives_count": 3,
            "matrix_completion": 0.25,
            "open_uncertainties": 2,
        }),
    );
}

#[test]
fn the_focal_decision_is_the_chosen_potential_decision_else_the_focal_statement() {
    let statement_only = cycle([focal_statement("Which role should I take?")]);
    assert_contains(
        &summary(statement_only.clone()),
        &json!({"focal_decision": "Which role should I take?"}),
    );
    let chosen = then(
        statement_only,
        [
            potential_decision("dec_1", "Whether to accept the VP offer"),
            FocalDecisionSet {
                decision_id: "dec_1".into(),
            }
            .into(),
        ],
    );
    assert_contains(
        &summary(chosen),
        &json!({"focal_decision": "Whether to accept the VP offer"}),
    );
}

#[test]
fn issue_raising_is_complete_once_a_focal_decision_is_set() {
    let started = cycle([potential_decision("dec_1", "Accept?")]);
    assert_contains(
        &summary(started.clone()),
        &json!({"completion_status": {"issue_raising": "in_progress"}}),
    );
    let done = then(
        started,
        [FocalDecisionSet {
            decision_id: "dec_1".into(),
        }
        .into()],
    );
    assert_contains(
        &summary(done),
        &json!({"completion_status": {"issue_raising": "complete"}}),
    );
}

#[test]
fn a_consequence_uncertainty_does_not_start_issue_raising() {
    let history = cycle([uncertainty("unc_1", Component::Consequences, true)]);
    assert_contains(
        &summary(history),
        &json!({"completion_status": {"issue_raising": "not_started"}}),
    );
}

#[test]
fn the_problem_frame_needs_a_decision_maker_and_a_focal_statement() {
    let started = cycle([decision_maker()]);
    assert_contains(
        &summary(started.clone()),
        &json!({"completion_status": {"problem_frame": "in_progress"}}),
    );
    let done = then(started, [focal_statement("Which role?")]);
    assert_contains(
        &summary(done),
        &json!({"completion_status": {"problem_frame": "complete"}}),
    );
}

#[test]
fn objectives_need_two_active_ones_with_a_fundamental_one() {
    let status = |history| summary(history)["completion_status"]["objectives"].clone();
    assert_eq!(
        status(cycle([means("obj_1", "Commute"), means("obj_2", "Plan")])),
        "in_progress"
    );
    assert_eq!(status(cycle([fundamental("obj_1", "Pay")])), "in_progress");
    assert_eq!(
        status(cycle([
            fundamental("obj_1", "Pay"),
            means("obj_2", "Commute"),
            objective_removed("obj_2")
        ])),
        "in_progress"
    );
    assert_eq!(
        status(cycle([
            fundamental("obj_1", "Pay"),
            means("obj_2", "Commute")
        ])),
        "complete"
    );
}

#[test]
fn alternatives_need_two_active_ones() {
    let status = |history| summary(history)["completion_status"]["alternatives"].clone();
    assert_eq!(status(cycle([alternative("alt_a", "A")])), "in_progress");
    assert_eq!(
        status(cycle([
            alternative("alt_a", "A"),
            alternative("alt_b", "B"),
            alternative_removed("alt_b")
        ])),
        "in_progress"
    );
    assert_eq!(
        status(cycle([
            alternative("alt_a", "A"),
            alternative("alt_b", "B")
        ])),
        "complete"
    );
}

#[test]
fn consequences_are_complete_when_every_ratable_cell_is_rated() {
    let status = |history| summary(history)["completion_status"]["consequences"].clone();
    let small = cycle([
        fundamental("obj_1", "Pay"),
        status_quo("alt_a", "Stay"),
        alternative("alt_b", "Go"),
        alternative("alt_c", "Hybrid"),
    ]);
    assert_eq!(status(small.clone()), "not_started");
    assert_eq!(
        status(then(small.clone(), [rated("alt_b", "obj_1", 1)])),
        "in_progress"
    );
    assert_eq!(
        status(then(
            small,
            [rated("alt_b", "obj_1", 1), rated("alt_c", "obj_1", 0)]
        )),
        "complete"
    );
}
