//! Pugh semantics (DESIGN §6): the datum, totals, the leader and ties,
//! matrix completion, and the compute_pugh_totals read tool.

use crate::support;

use decision_domain::pugh::{self, AlternativeScore, PughTotals};
use decision_domain::*;
use decision_events::DomainEvent;
use serde_json::json;
use support::events::*;
use support::given;
use support::json::assert_contains;

fn state(history: Vec<DomainEvent>) -> Cycle {
    given(history).state().clone()
}

#[track_caller]
fn totals(history: Vec<DomainEvent>) -> PughTotals {
    pugh::totals(&state(history)).expect("there are alternatives")
}

#[track_caller]
fn score<'a>(totals: &'a PughTotals, id: &str) -> &'a AlternativeScore {
    totals
        .alternatives
        .iter()
        .find(|s| s.alternative_id == id)
        .unwrap_or_else(|| panic!("no score for {id}"))
}

fn datum_id(history: Vec<DomainEvent>) -> Option<String> {
    pugh::datum(&state(history)).map(|d| d.id.clone())
}

#[test]
fn the_datum_is_the_status_quo_else_the_first_alternative() {
    assert_eq!(datum_id(matrix()).as_deref(), Some("alt_d"));
    assert_eq!(
        datum_id(cycle([
            alternative("alt_a", "A"),
            alternative("alt_b", "B")
        ]))
        .as_deref(),
        Some("alt_a")
    );
    assert_eq!(datum_id(cycle([])), None);
}

#[test]
fn the_datum_skips_removed_alternatives() {
    let history = then(
        matrix(),
        [alternative_removed("alt_d"), alternative_removed("alt_a")],
    );
    assert_eq!(datum_id(history).as_deref(), Some("alt_b"));
}

#[test]
fn totals_sum_ratings_and_count_signs() {
    let t = totals(then(
        matrix(),
        [
            rated("alt_a", "obj_1", 2),
            rated("alt_a", "obj_2", -1),
            rated("alt_a", "obj_3", 0),
            rated("alt_b", "obj_1", -2),
        ],
    ));
    let a = score(&t, "alt_a");
    assert_eq!(
        (
            a.total_score,
            a.positive_count,
            a.negative_count,
            a.neutral_count,
            a.unrated_count
        ),
        (1, 1, 1, 1, 0)
    );
    let b = score(&t, "alt_b");
    assert_eq!(
        (b.total_score, b.negative_count, b.unrated_count),
        (-2, 1, 2)
    );
    assert!(!a.is_datum && !b.is_datum);
}

#[test]
fn the_datum_totals_zero_with_every_counted_objective_neutral() {
    let t = totals(then(
        matrix(),
        [objective_removed("obj_3"), rated("alt_a", "obj_1", 2)],
    ));
    let d = score(&t, "alt_d");
    assert!(d.is_datum);
    assert_eq!((d.total_score, d.neutral_count, d.unrated_count), (0, 2, 0));
    assert_eq!(
        (t.baseline_id.as_str(), t.baseline_name.as_str()),
        ("alt_d", "Stay in current role")
    );
}

#[test]
fn unrated_cells_add_nothing_and_are_counted_apart() {
    let t = totals(then(matrix(), [rated("alt_c", "obj_2", 1)]));
    let c = score(&t, "alt_c");
    assert_eq!((c.total_score, c.neutral_count, c.unrated_count), (1, 0, 2));
}

#[test]
fn removed_objectives_do_not_count() {
    let t = totals(then(
        matrix(),
        [
            rated("alt_a", "obj_1", 2),
            rated("alt_a", "obj_2", 1),
            objective_removed("obj_1"),
        ],
    ));
    assert_eq!(t.objectives_counted, 2);
    assert_eq!(score(&t, "alt_a").total_score, 1);
}

#[test]
fn removed_alternatives_are_left_out_and_the_rest_keep_their_order() {
    let t = totals(then(
        matrix(),
        [rated("alt_b", "obj_1", 2), alternative_removed("alt_b")],
    ));
    let ids: Vec<&str> = t
        .alternatives
        .iter()
        .map(|s| s.alternative_id.as_str())
        .collect();
    assert_eq!(ids, ["alt_a", "alt_c", "alt_d"]);
    assert_eq!(t.leader_id, "alt_a", "alt_b's rating must not count");
}

#[test]
fn the_leader_has_the_highest_total() {
    let t = totals(then(
        matrix(),
        [rated("alt_a", "obj_1", 1), rated("alt_c", "obj_1", 2)],
    ));
    assert_eq!(
        (t.leader_id.as_str(), t.leader_name.as_str()),
        ("alt_c", "Hybrid role")
    );
    assert!(!t.tied_leaders);
    assert_eq!(t.leaders, ["alt_c"]);
}

#[test]
fn a_tie_goes_to_the_alternative_added_first_and_is_flagged() {
    let t = totals(then(
        matrix(),
        [
            rated("alt_c", "obj_1", 2),
            rated("alt_b", "obj_2", 2),
            rated("alt_a", "obj_1", -1),
        ],
    ));
    assert_eq!(t.leader_id, "alt_b");
    assert!(t.tied_leaders);
    assert_eq!(t.leaders, ["alt_b", "alt_c"]);
}

#[test]
fn the_datum_leads_when_every_other_alternative_is_worse() {
    let t = totals(then(
        matrix(),
        [
            rated("alt_a", "obj_1", -1),
            rated("alt_b", "obj_1", -1),
            rated("alt_c", "obj_1", -2),
        ],
    ));
    assert_eq!((t.leader_id.as_str(), t.tied_leaders), ("alt_d", false));
}

#[test]
fn completion_counts_rated_cells_of_non_datum_alternatives_and_active_objectives() {
    let s = state(then(
        matrix(),
        [
            rated("alt_a", "obj_1", 1),
            rated("alt_a", "obj_2", 0),
            rated("alt_b", "obj_3", -1),
            rated("alt_c", "obj_3", 1),
            objective_removed("obj_3"),
            alternative_removed("alt_c"),
        ],
    ));
    let c = pugh::completion(&s);
    assert_eq!((c.rated, c.cells, c.remaining()), (2, 4, 2));
    assert!((c.ratio() - 0.5).abs() < 1e-6);
}

#[test]
fn an_empty_matrix_is_zero_complete() {
    let c = pugh::completion(&state(cycle([alternative("alt_a", "Only one")])));
    assert_eq!((c.rated, c.cells, c.remaining()), (0, 0, 0));
    assert_eq!(c.ratio(), 0.0);
}

#[test]
fn totals_report_matrix_completion() {
    let t = totals(then(
        matrix(),
        [
            rated("alt_a", "obj_1", 1),
            rated("alt_b", "obj_1", 1),
            rated("alt_c", "obj_1", 1),
        ],
    ));
    assert!((t.matrix_completion - 1.0 / 3.0).abs() < 1e-6);
}

#[test]
fn compute_pugh_totals_answers_with_the_totals() {
    let s = state(then(
        matrix(),
        [rated("alt_a", "obj_1", 2), rated("alt_b", "obj_2", -1)],
    ));
    let data = answer(
        &s,
        &Query::ComputePughTotals(ComputePughTotals::default()),
        &support::ctx(),
    )
    .map(|d| support::json_of(&d))
    .expect("alternatives exist");
    assert_contains(
        &data,
        &json!({
            "baseline_id": "alt_d",
            "leader_id": "alt_a",
            "leader_name": "Accept VP offer",
            "tied_leaders": false,
            "objectives_counted": 3,
            "alternatives": [
                {"alternative_id": "alt_a", "letter": "A", "total_score": 2, "unrated_count": 2},
                {"alternative_id": "alt_b", "letter": "B", "total_score": -1},
                {"alternative_id": "alt_c", "total_score": 0, "unrated_count": 3},
                {"alternative_id": "alt_d", "is_datum": true, "total_score": 0, "neutral_count": 3},
            ],
        }),
    );
}

#[test]
fn compute_pugh_totals_without_alternatives_says_to_add_them() {
    let rejection = answer(
        &state(cycle([])),
        &Query::ComputePughTotals(ComputePughTotals::default()),
        &support::ctx(),
    )
    .expect_err("nothing to total");
    assert_eq!(rejection.class, RejectionClass::Validation);
    assert!(
        rejection.message.contains("add_alternative"),
        "{}",
        rejection.message
    );
}

#[test]
fn an_alternative_that_becomes_the_datum_counts_zero_whatever_its_ratings() {
    let history = then(
        matrix(),
        [
            rated("alt_a", "obj_1", 2),
            rated("alt_b", "obj_1", 1),
            alternative_removed("alt_d"),
        ],
    );
    let s = state(history.clone());
    let t = totals(history);
    let a = score(&t, "alt_a");
    assert!(a.is_datum);
    assert_eq!((a.total_score, a.neutral_count), (0, 3));
    assert_eq!(t.leader_id, "alt_b");
    let c = pugh::completion(&s);
    assert_eq!((c.rated, c.cells), (1, 6));
}
