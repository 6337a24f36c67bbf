//! Tradeoffs: marking dominated alternatives (and clearing the mark),
//! marking objectives irrelevant, and recording tensions (DESIGN §6).

use crate::support;

use decision_domain::RejectionClass::*;
use decision_domain::*;
use decision_events::*;
use serde_json::json;
use support::commands::*;
use support::events::*;
use support::given;

fn mark(alternative_id: &str, dominated_by: &str, reason: &str) -> Command {
    Command::MarkDominated(MarkDominated {
        alternative_id: alternative_id.into(),
        dominated_by: dominated_by.into(),
        reason: reason.into(),
    })
}

// ----- mark_dominated -----------------------------------------------------

#[test]
fn marking_a_dominated_alternative_records_who_dominates_it() {
    let state = given(career_move())
        .when(mark(
            "alt_c",
            "alt_a",
            " Better on pay and growth, no worse elsewhere ",
        ))
        .then_events(vec![
            DominatedMarked {
                alternative_id: "alt_c".into(),
                dominated_by: "alt_a".into(),
                reason: "Better on pay and growth, no worse elsewhere".into(),
            }
            .into(),
        ])
        .then_data(json!({
            "marked": true,
            "alternative_id": "alt_c",
            "alternative_name": "Hybrid role",
            "dominated_by": "alt_a",
            "dominated_by_name": "Accept VP offer",
            "remaining_alternatives": 3,
            "analysis_note": null,
        }))
        .then_state();
    let dominance = state
        .alternative("alt_c")
        .and_then(|a| a.dominated.clone())
        .expect("alt_c is marked");
    assert_eq!(dominance.by, "alt_a");
    assert!(state.alternative("alt_c").is_some_and(|a| a.is_active()));
}

#[test]
fn an_alternative_cannot_dominate_itself() {
    given(career_move())
        .when(mark_dominated("alt_c", "alt_c"))
        .then_rejected_on("dominated_by", Validation, &["itself"]);
}

#[test]
fn an_alternative_already_marked_must_be_cleared_first() {
    given(then(career_move(), [dominated("alt_c", "alt_a")]))
        .when(mark_dominated("alt_c", "alt_a"))
        .then_rejected_on(
            "alternative_id",
            Conflict,
            &[
                "alt_c (Hybrid role)",
                "already marked dominated by alt_a",
                "clear_dominated",
            ],
        );
}

#[test]
fn a_fully_rated_matrix_that_contradicts_the_claim_names_where_the_dominated_one_is_better() {
    let rejection = given(career_move())
        .when(mark_dominated("alt_b", "alt_a"))
        .then_rejected_on(
            "dominated_by",
            Validation,
            &[
                "alt_a (Accept VP offer)",
                "alt_b (Join startup)",
                "Join startup is better on Minimize commute time (0 vs -1), Maximize family time (0 vs -1)",
                "add_tension",
            ],
        );
    assert!(
        !rejection.message.contains("Maximize career growth"),
        "equal cells are not where alt_b is better: {}",
        rejection.message
    );
}

#[test]
fn the_reverse_of_a_real_dominance_is_rejected_too() {
    given(career_move())
        .when(mark_dominated("alt_a", "alt_c"))
        .then_rejected_on(
            "dominated_by",
            Validation,
            &[
                "Maximize compensation (+2 vs +1)",
                "Maximize career growth (+2 vs 0)",
            ],
        );
}

#[test]
fn identical_rows_do_not_dominate_each_other() {
    given(rated_matrix([[1, 0, -1], [1, 0, -1], [0, 0, 0]]))
        .when(mark_dominated("alt_b", "alt_a"))
        .then_rejected_on(
            "dominated_by",
            Validation,
            &["rated the same on every counted objective"],
        );
}

#[test]
fn the_datum_counts_as_zero_on_every_objective() {
    let history = rated_matrix([[1, 0, 0], [-1, 0, -2], [0, 0, 0]]);
    given(history.clone())
        .when(mark_dominated("alt_d", "alt_a"))
        .then_data(json!({"marked": true, "dominated_by_name": "Accept VP offer"}));
    given(history.clone())
        .when(mark_dominated("alt_b", "alt_d"))
        .then_data(json!({"marked": true, "dominated_by_name": "Stay in current role"}));
    given(history)
        .when(mark_dominated("alt_d", "alt_c"))
        .then_rejected_on("dominated_by", Validation, &["rated the same"]);
}

#[test]
fn an_objective_marked_irrelevant_does_not_count_against_the_claim() {
    // alt_b is better than alt_a only on obj_3.
    let history = rated_matrix([[2, 1, 0], [1, 1, 1], [0, 0, 0]]);
    given(history.clone())
        .when(mark_dominated("alt_b", "alt_a"))
        .then_rejected_on(
            "dominated_by",
            Validation,
            &["Maximize family time (+1 vs 0)"],
        );
    given(then(history, [irrelevant("obj_3")]))
        .when(mark_dominated("alt_b", "alt_a"))
        .then_data(json!({"marked": true, "analysis_note": null}));
}

#[test]
fn an_incomplete_matrix_is_left_to_the_agent_with_a_note() {
    let history = then(
        matrix(),
        [
            rated("alt_a", "obj_1", -2),
            rated("alt_c", "obj_1", 2),
            rated("alt_c", "obj_2", 2),
        ],
    );
    given(history)
        .when(mark_dominated("alt_c", "alt_a"))
        .then_events(vec![
            DominatedMarked {
                alternative_id: "alt_c".into(),
                dominated_by: "alt_a".into(),
                reason: "Equal or better everywhere".into(),
            }
            .into(),
        ])
        .then_data(json!({
            "marked": true,
            "remaining_alternatives": 3,
            "analysis_note": "Not verified against the matrix: some cells are unrated",
        }));
}

#[test]
fn a_verified_claim_has_no_note_even_if_other_rows_are_unrated() {
    // alt_a and alt_c are fully rated; alt_b is not rated at all.
    let history = then(
        matrix(),
        [
            rated("alt_a", "obj_1", 2),
            rated("alt_a", "obj_2", 1),
            rated("alt_a", "obj_3", 0),
            rated("alt_c", "obj_1", 1),
            rated("alt_c", "obj_2", 1),
            rated("alt_c", "obj_3", 0),
        ],
    );
    given(history)
        .when(mark_dominated("alt_c", "alt_a"))
        .then_data(json!({"marked": true, "remaining_alternatives": 3, "analysis_note": null}));
}

#[test]
fn remaining_alternatives_count_active_ones_not_marked_dominated() {
    // alt_a dominates alt_b and alt_c; alt_b is already marked.
    let history = then(
        rated_matrix([[2, 2, 2], [1, 1, 1], [0, 0, 1]]),
        [dominated("alt_b", "alt_a")],
    );
    given(history.clone())
        .when(mark_dominated("alt_c", "alt_a"))
        .then_data(json!({
            "remaining_alternatives": 2,
            "analysis_note": "Only 2 non-dominated alternatives remain",
        }));
    let five = then(
        history,
        [
            alternative("alt_e", "Sabbatical"),
            alternative_removed("alt_e"),
        ],
    );
    given(five)
        .when(mark_dominated("alt_c", "alt_a"))
        .then_data(json!({"remaining_alternatives": 2}));
}

#[test]
fn three_remaining_alternatives_need_no_note() {
    given(rated_matrix([[2, 2, 2], [1, 1, 1], [0, 0, 1]]))
        .when(mark_dominated("alt_b", "alt_a"))
        .then_data(json!({"remaining_alternatives": 3, "analysis_note": null}));
}

#[test]
fn a_lone_remaining_alternative_is_noted() {
    let history = then(
        cycle([
            fundamental("obj_1", "Pay"),
            status_quo("alt_a", "Stay"),
            alternative("alt_b", "Go"),
        ]),
        [rated("alt_b", "obj_1", 1)],
    );
    let data = given(history)
        .when(mark_dominated("alt_a", "alt_b"))
        .then_data(json!({"remaining_alternatives": 1}))
        .data();
    let note = data["analysis_note"].as_str().expect("a note");
    assert!(
        note.starts_with("Only 1 non-dominated alternative"),
        "{note}"
    );
}

#[test]
fn mark_dominated_needs_known_active_alternatives_and_a_reason() {
    given(career_move())
        .when(mark_dominated("alt_z", "alt_a"))
        .then_rejected_on(
            "alternative_id",
            NotFound,
            &[
                "alt_z",
                "alt_c (Hybrid role)",
                "alt_d (Stay in current role)",
            ],
        );
    given(career_move())
        .when(mark_dominated("alt_c", "alt_z"))
        .then_rejected_on(
            "dominated_by",
            NotFound,
            &["alt_z", "alt_a (Accept VP offer)"],
        );
    given(then(career_move(), [alternative_removed("alt_a")]))
        .when(mark_dominated("alt_c", "alt_a"))
        .then_rejected_on(
            "dominated_by",
            Conflict,
            &["alt_a (Accept VP offer) was removed"],
        );
    given(career_move())
        .when(mark("alt_c", "alt_a", "  "))
        .then_rejected_blank("reason");
}

// ----- clear_dominated ----------------------------------------------------

#[test]
fn clearing_a_mark_makes_the_alternative_count_again() {
    let state = given(then(career_move(), [dominated("alt_c", "alt_a")]))
        .when(Command::ClearDominated(ClearDominated {
            alternative_id: "alt_c".into(),
            reason: " Growth was under-rated ".into(),
        }))
        .then_events(vec![
            DominatedCleared {
                alternative_id: "alt_c".into(),
                reason: "Growth was under-rated".into(),
            }
            .into(),
        ])
        .then_data(json!({
            "alternative_id": "alt_c",
            "name": "Hybrid role",
            "remaining_alternatives": 4,
        }))
        .then_state();
    assert_eq!(
        state.alternative("alt_c").and_then(|a| a.dominated.clone()),
        None
    );
    support::given_state(state)
        .when(mark_dominated("alt_c", "alt_a"))
        .then_data(json!({"marked": true, "remaining_alternatives": 3}));
}

#[test]
fn clearing_an_alternative_that_is_not_marked_is_a_conflict() {
    given(then(career_move(), [dominated("alt_c", "alt_a")]))
        .when(clear_dominated("alt_b"))
        .then_rejected_on(
            "alternative_id",
            Conflict,
            &["alt_b (Join startup) is not marked dominated"],
        );
    given(then(
        career_move(),
        [dominated("alt_c", "alt_a"), dominated_cleared("alt_c")],
    ))
    .when(clear_dominated("alt_c"))
    .then_rejected_on("alternative_id", Conflict, &["not marked dominated"]);
}

#[test]
fn clear_dominated_needs_a_known_alternative_and_a_reason() {
    given(career_move())
        .when(clear_dominated("alt_q"))
        .then_rejected_on(
            "alternative_id",
            NotFound,
            &["alt_q", "alt_a (Accept VP offer)"],
        );
    given(then(career_move(), [dominated("alt_c", "alt_a")]))
        .when(Command::ClearDominated(ClearDominated {
            alternative_id: "alt_c".into(),
            reason: "".into(),
        }))
        .then_rejected_blank("reason");
}

// ----- mark_irrelevant_objective ------------------------------------------

#[test]
fn an_objective_every_alternative_rates_the_same_is_marked_without_a_note() {
    let state = given(career_move())
        .when(Command::MarkIrrelevantObjective(MarkIrrelevantObjective {
            objective_id: "obj_5".into(),
            reason: " Every option keeps the same plan ".into(),
        }))
        .then_events(vec![
            ObjectiveMarkedIrrelevant {
                objective_id: "obj_5".into(),
                reason: "Every option keeps the same plan".into(),
            }
            .into(),
        ])
        .then_data(json!({
            "objective_id": "obj_5",
            "name": "Keep current health plan",
            "counted_objectives": 4,
            "analysis_note": null,
        }))
        .then_state();
    let obj_5 = state.objective("obj_5").expect("still there");
    assert!(obj_5.is_active(), "irrelevant is not removed");
    assert_eq!(
        obj_5.irrelevant.as_deref(),
        Some("Every option keeps the same plan")
    );
}

#[test]
fn marking_an_objective_on_which_ratings_differ_is_allowed_with_a_note() {
    let then = given(career_move())
        .when(mark_irrelevant("obj_1"))
        .then_data(json!({"objective_id": "obj_1", "counted_objectives": 4}));
    let data = then.data();
    let note = data["analysis_note"]
        .as_str()
        .expect("a note when ratings differ");
    assert!(note.contains("differ"), "{note}");
    let state = then.then_state();
    assert!(
        state
            .objective("obj_1")
            .is_some_and(|o| o.irrelevant.is_some())
    );
}

#[test]
fn marking_an_objective_with_unrated_cells_is_noted_too() {
    let data = given(then(matrix(), [rated("alt_a", "obj_1", 0)]))
        .when(mark_irrelevant("obj_1"))
        .data();
    assert!(data["analysis_note"].is_string(), "{data}");
}

#[test]
fn an_objective_is_marked_irrelevant_once() {
    given(then(career_move(), [irrelevant("obj_5")]))
        .when(mark_irrelevant("obj_5"))
        .then_rejected_on(
            "objective_id",
            Conflict,
            &["obj_5 (Keep current health plan) is already marked irrelevant"],
        );
}

#[test]
fn mark_irrelevant_needs_a_known_active_objective_and_a_reason() {
    given(career_move())
        .when(mark_irrelevant("obj_9"))
        .then_rejected_on(
            "objective_id",
            NotFound,
            &["obj_9", "obj_5 (Keep current health plan)"],
        );
    given(then(career_move(), [objective_removed("obj_5")]))
        .when(mark_irrelevant("obj_5"))
        .then_rejected_on("objective_id", Conflict, &["was removed"]);
    given(career_move())
        .when(Command::MarkIrrelevantObjective(MarkIrrelevantObjective {
            objective_id: "obj_5".into(),
            reason: "\n".into(),
        }))
        .then_rejected_blank("reason");
}

#[test]
fn irrelevant_objectives_leave_the_totals_but_stay_in_matrix_completion() {
    let before = pugh::totals(given(career_move()).state()).expect("alternatives");
    let after_state = given(career_move())
        .when(mark_irrelevant("obj_1"))
        .then_data(json!({"counted_objectives": 4}))
        .then_state();
    let after = pugh::totals(&after_state).expect("alternatives");
    let total = |t: &pugh::PughTotals, id: &str| {
        t.alternatives
            .iter()
            .find(|s| s.alternative_id == id)
            .map(|s| s.total_score)
            .expect("scored")
    };
    assert_eq!(
        (
            total(&before, "alt_a"),
            total(&before, "alt_b"),
            total(&before, "alt_c")
        ),
        (2, 1, -1)
    );
    assert_eq!(
        (
            total(&after, "alt_a"),
            total(&after, "alt_b"),
            total(&after, "alt_c")
        ),
        (0, 2, -2)
    );
    assert_eq!(
        (before.objectives_counted, after.objectives_counted),
        (5, 4)
    );
    assert_eq!(after.leader_id, "alt_b");
    assert_eq!(after.matrix_completion, 1.0);

    // Unrated cells of an irrelevant objective still count as unrated.
    let partial = given(then(
        matrix(),
        [
            rated("alt_a", "obj_1", 1),
            rated("alt_b", "obj_1", 1),
            rated("alt_c", "obj_1", 1),
            rated("alt_a", "obj_2", 1),
            rated("alt_b", "obj_2", 1),
            rated("alt_c", "obj_2", 1),
            irrelevant("obj_3"),
        ],
    ))
    .state()
    .clone();
    let c = pugh::completion(&partial);
    assert_eq!((c.rated, c.cells), (6, 9));
}

// ----- add_tension --------------------------------------------------------

#[test]
fn a_tension_is_ten_1_and_names_its_alternative() {
    let state = given(career_move())
        .when(add_tension("alt_a", " Career growth ", " Family time "))
        .then_events(vec![tension(
            "ten_1",
            "alt_a",
            "Career growth",
            "Family time",
        )])
        .then_data(json!({
            "tension_id": "ten_1",
            "alternative_id": "alt_a",
            "alternative_name": "Accept VP offer",
            "total_tensions": 1,
        }))
        .then_state();
    assert_eq!(state.tensions.len(), 1);
    assert_eq!(state.tensions[0].sacrifices, "Family time");
}

#[test]
fn tensions_are_numbered_in_sequence() {
    given(then(
        career_move(),
        [tension("ten_1", "alt_a", "Growth", "Family time")],
    ))
    .when(add_tension("alt_b", "Scope", "Cash"))
    .then_data(
        json!({"tension_id": "ten_2", "alternative_name": "Join startup", "total_tensions": 2}),
    );
}

#[test]
fn a_tension_needs_an_active_alternative_and_both_texts() {
    given(career_move())
        .when(add_tension("alt_x", "Growth", "Time"))
        .then_rejected_on(
            "alternative_id",
            NotFound,
            &["alt_x", "alt_b (Join startup)"],
        );
    given(then(career_move(), [alternative_removed("alt_b")]))
        .when(add_tension("alt_b", "Growth", "Time"))
        .then_rejected_on(
            "alternative_id",
            Conflict,
            &["alt_b (Join startup) was removed"],
        );
    given(career_move())
        .when(add_tension("alt_a", " ", "Time"))
        .then_rejected_blank("excels_at");
    given(career_move())
        .when(add_tension("alt_a", "Growth", ""))
        .then_rejected_blank("sacrifices");
}
