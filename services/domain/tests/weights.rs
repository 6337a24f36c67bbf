//! Objective weights (set_objective_weights, the weighted totals beside the
//! Pugh totals, stale weights) and flip_analysis. Every figure is computed
//! by hand in the comments.

use crate::support;

use decision_domain::RejectionClass::*;
use decision_domain::*;
use decision_events::values::{Component, WeightMethod};
use decision_events::*;
use serde_json::{Value, json};
use support::events::*;
use support::given;
use support::json::{assert_contains, keys};

fn values(method: WeightMethod, values: &[(&str, f64)]) -> Command {
    Command::SetObjectiveWeights(SetObjectiveWeights {
        method,
        values: Some(
            values
                .iter()
                .map(|(id, value)| WeightValue {
                    objective_id: (*id).into(),
                    value: *value,
                })
                .collect(),
        ),
        ranking: None,
    })
}

fn ranking(ids: &[&str]) -> Command {
    Command::SetObjectiveWeights(SetObjectiveWeights {
        method: WeightMethod::RankOrder,
        values: None,
        ranking: Some(ids.iter().map(|id| (*id).into()).collect()),
    })
}

fn weights_set(method: WeightMethod, inputs: &[(&str, f64)], weights: &[f64]) -> DomainEvent {
    ObjectiveWeightsSet {
        method,
        inputs: inputs
            .iter()
            .map(|(id, value)| ObjectiveWeightInput {
                objective_id: (*id).into(),
                value: *value,
            })
            .collect(),
        weights: inputs
            .iter()
            .zip(weights)
            .map(|((id, _), weight)| ObjectiveWeight {
                objective_id: (*id).into(),
                weight: *weight,
            })
            .collect(),
    }
    .into()
}

/// The matrix of these tests (alt_d is the status quo, the datum):
///
/// | | obj_1 | obj_2 | obj_3 | Pugh total |
/// |---|---|---|---|---|
/// | alt_a | 2 | -1 | -1 | 0 |
/// | alt_b | 0 | 1 | 1 | 2 |
/// | alt_c | 1 | 0 | 0 | 1 |
/// | alt_d | 0 | 0 | 0 | 0 |
fn rated() -> Vec<DomainEvent> {
    rated_matrix([[2, -1, -1], [0, 1, 1], [1, 0, 0]])
}

/// Swing 100, 25, 25 (sum 150): weights 2/3, 1/6, 1/6.
fn swing() -> DomainEvent {
    weights_set(
        WeightMethod::Swing,
        &[("obj_1", 100.0), ("obj_2", 25.0), ("obj_3", 25.0)],
        &[100.0 / 150.0, 25.0 / 150.0, 25.0 / 150.0],
    )
}

fn totals(history: Vec<DomainEvent>) -> Value {
    given(history).ask(Query::ComputePughTotals(ComputePughTotals {
        response_format: None,
    }))
}

fn flips(history: Vec<DomainEvent>, basis: Option<flip::Basis>, format: ResponseFormat) -> Value {
    given(history).ask(Query::FlipAnalysis(FlipAnalysis {
        basis,
        response_format: Some(format),
    }))
}

// ----- set_objective_weights ------------------------------------------------

#[test]
fn swing_weights_normalise_and_the_weighted_leader_sits_beside_the_pugh_leader() {
    // Weighted totals: alt_a 2·2/3 − 1/6 − 1/6 = 1; alt_b 1/6 + 1/6 = 1/3;
    // alt_c 2/3; alt_d (datum) 0. Weighted leader alt_a; Pugh leader alt_b.
    given(rated())
        .when(values(
            WeightMethod::Swing,
            &[("obj_1", 100.0), ("obj_2", 25.0), ("obj_3", 25.0)],
        ))
        .then_events(vec![swing()])
        .then_document_changed(true)
        .then_data(json!({
            "method": "swing",
            "weights": [
                {"objective_id": "obj_1", "name": "Maximize compensation", "weight": 0.666667, "set_weight": 0.666667},
                {"objective_id": "obj_2", "weight": 0.166667},
                {"objective_id": "obj_3", "weight": 0.166667},
            ],
            "weighted_leader_id": "alt_a",
            "pugh_leader_id": "alt_b",
        }));
}

#[test]
fn rank_order_gives_rank_order_centroid_weights() {
    // n = 3: rank 1 (1 + 1/2 + 1/3)/3 = 11/18 = 0.611111, rank 2
    // (1/2 + 1/3)/3 = 5/18 = 0.277778, rank 3 (1/3)/3 = 1/9 = 0.111111.
    given(rated())
        .when(ranking(&["obj_2", "obj_1", "obj_3"]))
        .then_events(vec![weights_set(
            WeightMethod::RankOrder,
            &[("obj_2", 1.0), ("obj_1", 2.0), ("obj_3", 3.0)],
            &[
                (1.0 + 1.0 / 2.0 + 1.0 / 3.0) / 3.0,
                (1.0 / 2.0 + 1.0 / 3.0) / 3.0,
                (1.0 / 3.0) / 3.0,
            ],
        )])
        // Listed in the order objectives were added.
        .then_data(json!({"weights": [
            {"objective_id": "obj_1", "weight": 0.277778},
            {"objective_id": "obj_2", "weight": 0.611111},
            {"objective_id": "obj_3", "weight": 0.111111},
        ]}));
}

#[test]
fn direct_weights_are_divided_by_their_sum() {
    // 3, 1, 1 (sum 5): 0.6, 0.2, 0.2. alt_a 1.2 − 0.2 − 0.2 = 0.8, alt_b
    // 0.4, alt_c 0.6: weighted leader alt_a.
    given(rated())
        .when(values(
            WeightMethod::Direct,
            &[("obj_1", 3.0), ("obj_2", 1.0), ("obj_3", 1.0)],
        ))
        .then_data(json!({
            "weights": [{"weight": 0.6}, {"weight": 0.2}, {"weight": 0.2}],
            "weighted_leader_id": "alt_a",
        }));
}

#[test]
fn weights_cover_exactly_the_counted_fundamental_objectives() {
    let all = "obj_1 (Maximize compensation), obj_2 (Maximize career growth), obj_3 (Maximize family time)";
    given(rated())
        .when(values(
            WeightMethod::Direct,
            &[("obj_1", 1.0), ("obj_2", 1.0)],
        ))
        .then_rejected_on(
            "values",
            Validation,
            &["misses obj_3 (Maximize family time)", all],
        );
    given(rated())
        .when(values(
            WeightMethod::Direct,
            &[("obj_9", 1.0), ("obj_2", 1.0), ("obj_3", 1.0)],
        ))
        .then_rejected_on("values[0].objective_id", NotFound, &["obj_9", all]);
    given(rated())
        .when(ranking(&["obj_1", "obj_2", "obj_1", "obj_3"]))
        .then_rejected_on("ranking", Validation, &["lists obj_1 twice", all]);
    // A means objective counts through the fundamental one it serves.
    given(career_move())
        .when(ranking(&["obj_1", "obj_2", "obj_3", "obj_4"]))
        .then_rejected_on(
            "ranking[2]",
            Validation,
            &["is a means objective", "obj_4 (Maximize family time)"],
        );
    // Marked irrelevant: no weight.
    given(then(rated(), [irrelevant("obj_3")]))
        .when(ranking(&["obj_1", "obj_2", "obj_3"]))
        .then_rejected_on("ranking[2]", Validation, &["is marked irrelevant"]);
    given(cycle([means("obj_1", "Short commute")]))
        .when(ranking(&["obj_1"]))
        .then_rejected(
            Conflict,
            &["no counted fundamental objective", "add_objective"],
        );
}

#[test]
fn each_method_reads_its_own_field_and_its_own_numbers() {
    let three = [("obj_1", 100.0), ("obj_2", 50.0), ("obj_3", 0.0)];
    // A zero direct weight: positive numbers only.
    given(rated())
        .when(values(WeightMethod::Direct, &three))
        .then_rejected_on("values[2].value", Validation, &["positive number", "got 0"]);
    // Swing: the top swing is 100 (0 is a fine swing rating).
    given(rated())
        .when(values(WeightMethod::Swing, &three))
        .then_events(vec![weights_set(
            WeightMethod::Swing,
            &three,
            &[100.0 / 150.0, 50.0 / 150.0, 0.0],
        )]);
    given(rated())
        .when(values(
            WeightMethod::Swing,
            &[("obj_1", 90.0), ("obj_2", 50.0), ("obj_3", 10.0)],
        ))
        .then_rejected_on(
            "values",
            Validation,
            &["top swing must be rated 100", "highest given is 90"],
        );
    given(rated())
        .when(values(
            WeightMethod::Swing,
            &[("obj_1", 100.0), ("obj_2", 120.0), ("obj_3", 10.0)],
        ))
        .then_rejected_on("values[1].value", Validation, &["0 to 100", "got 120"]);
    // The other method's field must be null.
    given(rated())
        .when(Command::SetObjectiveWeights(SetObjectiveWeights {
            method: WeightMethod::RankOrder,
            values: Some(Vec::new()),
            ranking: Some(vec!["obj_1".into()]),
        }))
        .then_rejected_on("values", Validation, &["rank_order reads `ranking`"]);
    given(rated())
        .when(Command::SetObjectiveWeights(SetObjectiveWeights {
            method: WeightMethod::Swing,
            values: None,
            ranking: None,
        }))
        .then_rejected_on(
            "values",
            Validation,
            &[
                "method swing needs `values`",
                "obj_1 (Maximize compensation)",
            ],
        );
}

// ----- weighted totals beside the Pugh totals --------------------------------

#[test]
fn unweighted_is_the_default_and_no_weighted_field_appears_before_weights() {
    let data = totals(rated());
    let keys = keys(&data);
    assert!(!keys.contains("weighted"), "{data}");
    assert!(!keys.contains("weighted_total"), "{data}");
}

#[test]
fn compute_pugh_totals_keeps_the_pugh_totals_and_adds_the_weighted_ones() {
    assert_contains(
        &totals(then(rated(), [swing()])),
        &json!({
            "leader_id": "alt_b",
            "alternatives": [
                {"alternative_id": "alt_a", "total_score": 0, "weighted_total": 1.0},
                {"alternative_id": "alt_b", "total_score": 2, "weighted_total": 0.333333},
                {"alternative_id": "alt_c", "total_score": 1, "weighted_total": 0.666667},
                {"alternative_id": "alt_d", "total_score": 0, "weighted_total": 0.0},
            ],
            "weighted": {
                "method": "swing",
                "leader_id": "alt_a",
                "leader_name": "Accept VP offer",
                "tied_leaders": false,
                "weights_stale": false,
                "objectives_without_weight": [],
                "weights_dropped": [],
            },
        }),
    );
}

#[test]
fn a_new_objective_makes_the_weights_stale_and_counts_zero_until_weighted() {
    // obj_4 has no weight: the totals keep 2/3, 1/6, 1/6 (alt_a still 1).
    assert_contains(
        &totals(then(
            rated(),
            [swing(), fundamental("obj_4", "Keep learning")],
        )),
        &json!({"weighted": {
            "weights_stale": true,
            "objectives_without_weight": ["obj_4"],
            "weights_dropped": [],
            "weights": [{"weight": 0.666667}, {"weight": 0.166667}, {"weight": 0.166667}],
            "leader_id": "alt_a",
        }}),
    );
}

#[test]
fn an_objective_marked_irrelevant_drops_its_weight_and_the_rest_renormalise() {
    // Without obj_2: obj_1 (2/3)/(5/6) = 0.8, obj_3 0.2. Weighted: alt_a
    // 1.6 − 0.2 = 1.4, alt_b 0.2, alt_c 0.8. Pugh without obj_2: 1, 1, 1
    // (tied; alt_a leads by order added).
    assert_contains(
        &totals(then(rated(), [swing(), irrelevant("obj_2")])),
        &json!({
            "leader_id": "alt_a",
            "tied_leaders": true,
            "alternatives": [
                {"total_score": 1, "weighted_total": 1.4},
                {"total_score": 1, "weighted_total": 0.2},
                {"total_score": 1, "weighted_total": 0.8},
                {"total_score": 0, "weighted_total": 0.0},
            ],
            "weighted": {
                "weights_stale": true,
                "weights_dropped": ["obj_2"],
                "weights": [
                    {"objective_id": "obj_1", "weight": 0.8, "set_weight": 0.666667},
                    {"objective_id": "obj_3", "weight": 0.2, "set_weight": 0.166667},
                ],
            },
        }),
    );
}

#[test]
fn demoting_or_removing_every_weighted_objective_leaves_no_weighted_leader() {
    let data = totals(then(
        rated(),
        [
            swing(),
            objective_removed("obj_1"),
            irrelevant("obj_2"),
            demoted("obj_3", "obj_4"),
        ],
    ));
    assert_contains(
        &data,
        &json!({"weighted": {
            "weights": [],
            "leader_id": null,
            "leaders": [],
            "weights_dropped": ["obj_1", "obj_2", "obj_3"],
        }}),
    );
    assert!(!keys(&data["alternatives"]).contains("weighted_total"));
}

#[test]
fn the_document_shows_the_weighted_totals_beside_the_pugh_totals() {
    let state = given(then(rated(), [swing()])).state().clone();
    let section = document::render_section(&state, Component::Consequences);
    for line in [
        "| Maximize compensation _(weight 0.67)_ |",
        "| **Total** | **0** | **2** | **1** | **0** |",
        "| **Weighted total** | **1.00** | **0.33** | **0.67** | **0.00** |",
        "Leader: Join startup.",
        "Weights (swing method, over the counted fundamental objectives): weighted leader Accept VP offer.",
    ] {
        assert!(section.contains(line), "{line:?} not in:\n{section}");
    }
    let stale = given(then(rated(), [swing(), irrelevant("obj_2")]))
        .state()
        .clone();
    assert!(
        document::render_section(&stale, Component::Consequences)
            .contains("_The weights are stale (no longer weighted: Maximize career growth)")
    );
    let unweighted = given(rated()).state().clone();
    assert!(!document::render_section(&unweighted, Component::Consequences).contains("eight"));
}

// ----- flip_analysis ----------------------------------------------------------

#[test]
fn pugh_flips_are_ranked_smallest_change_first() {
    // alt_a 2,-1,0 = 1; alt_b 0,1,1 = 2 (leader); alt_c 1,0,0 = 1.
    // alt_a obj_2 -1→0 or obj_3 0→1: alt_a 2, ties alt_b and wins (added
    // first). alt_b down one anywhere: 1, tied with alt_a and alt_c; alt_a
    // wins. alt_c needs 3 (it ties alt_b at 2 and loses): obj_2 or obj_3
    // 0→2. alt_a obj_1 (already 2) and alt_c obj_1 (1→2 only ties) cannot.
    let data = flips(
        rated_matrix([[2, -1, 0], [0, 1, 1], [1, 0, 0]]),
        None,
        ResponseFormat::Detailed,
    );
    let flip = |a: &str, o: &str, to: i64, steps: i64, leader: &str| json!({"alternative_id": a, "objective_id": o, "flip_to": to, "steps": steps, "new_leader_id": leader});
    assert_contains(
        &data,
        &json!({
            "basis": "pugh",
            "leader_id": "alt_b",
            "cells_checked": 9,
            "weights_checked": 0,
            "cell_flips": [
                flip("alt_a", "obj_2", 0, 1, "alt_a"),
                flip("alt_a", "obj_3", 1, 1, "alt_a"),
                flip("alt_b", "obj_1", -1, -1, "alt_a"),
                flip("alt_b", "obj_2", 0, -1, "alt_a"),
                flip("alt_b", "obj_3", 0, -1, "alt_a"),
                flip("alt_c", "obj_2", 2, 2, "alt_c"),
                flip("alt_c", "obj_3", 2, 2, "alt_c"),
            ],
            "weight_flips": [],
            "robust_cells": [
                {"alternative_id": "alt_a", "objective_id": "obj_1"},
                {"alternative_id": "alt_c", "objective_id": "obj_1"},
            ],
        }),
    );
    assert_eq!(data["cell_flips"][0]["new_leader_name"], "Accept VP offer");
}

#[test]
fn weighted_flips_cover_cells_and_weights() {
    // Weights 2/3, 1/6, 1/6: alt_a 1 (leader), alt_b 1/3, alt_c 2/3.
    // Cells: alt_a obj_1 2→1: alt_a 1/3 < alt_c 2/3. alt_c obj_1 1→2:
    // alt_c 4/3 > 1. alt_b obj_1 0→1 only ties alt_a (1, alt_a first),
    // 0→2: 5/3. The others cannot (e.g. alt_a obj_2 -1→-2: 5/6 > 2/3).
    //
    // Weights, t the new weight: obj_1 makes alt_a 3t−1, alt_b 1−t, alt_c
    // t: all 1/2 at t = 1/2, below it alt_b leads (change −1/6). obj_2
    // makes alt_a 1.4−2.4t, alt_b 0.2+0.8t, alt_c 0.8−0.8t: all 0.5 at t =
    // 0.375, above it alt_b leads (change 0.375 − 1/6 = 0.208333); obj_3
    // the same.
    let data = flips(then(rated(), [swing()]), None, ResponseFormat::Detailed);
    assert_contains(
        &data,
        &json!({
            "basis": "weighted",
            "leader_id": "alt_a",
            "weights_stale": false,
            "cells_checked": 9,
            "weights_checked": 3,
            "cell_flips": [
                {"alternative_id": "alt_a", "objective_id": "obj_1", "flip_to": 1, "steps": -1, "new_leader_id": "alt_c"},
                {"alternative_id": "alt_c", "objective_id": "obj_1", "flip_to": 2, "steps": 1, "new_leader_id": "alt_c"},
                {"alternative_id": "alt_b", "objective_id": "obj_1", "flip_to": 2, "steps": 2, "new_leader_id": "alt_b"},
            ],
            "weight_flips": [
                {"objective_id": "obj_1", "current_weight": 0.666667, "flip_at_weight": 0.5, "change": -0.166667, "new_leader_id": "alt_b"},
                {"objective_id": "obj_2", "current_weight": 0.166667, "flip_at_weight": 0.375, "change": 0.208333, "new_leader_id": "alt_b"},
                {"objective_id": "obj_3", "current_weight": 0.166667, "flip_at_weight": 0.375, "change": 0.208333, "new_leader_id": "alt_b"},
            ],
            "robust_weights": [],
        }),
    );
    assert_eq!(data["robust_cells"].as_array().map(Vec::len), Some(6));
    // The Pugh basis can still be asked for: alt_b leads there.
    assert_eq!(
        flips(
            then(rated(), [swing()]),
            Some(flip::Basis::Pugh),
            ResponseFormat::Concise
        )["leader_id"],
        "alt_b"
    );
}

#[test]
fn concise_flips_leave_out_names_and_robust_lists() {
    let data = flips(then(rated(), [swing()]), None, ResponseFormat::Concise);
    let keys = keys(&data);
    for detail in [
        "alternative_name",
        "objective_name",
        "new_leader_name",
        "robust_cells",
        "robust_weights",
    ] {
        assert!(!keys.contains(detail), "{detail} in concise: {data}");
    }
    assert_eq!(data["cell_flips"].as_array().map(Vec::len), Some(3));
}

#[test]
fn flip_analysis_refuses_weighted_without_weights_and_an_empty_matrix() {
    given(rated()).ask_rejected(
        Query::FlipAnalysis(FlipAnalysis {
            basis: Some(flip::Basis::Weighted),
            response_format: None,
        }),
        "basis",
        Validation,
        &["set_objective_weights", "\"pugh\""],
    );
    given(cycle([fundamental("obj_1", "Pay")])).ask_rejected(
        Query::FlipAnalysis(FlipAnalysis::default()),
        "alternatives",
        Validation,
        &["add_alternative"],
    );
}

#[test]
fn the_largest_matrix_is_analysed_whole() {
    // 50 objectives × 50 alternatives (the default limits), every cell
    // rated, rank-order weights: 49 × 50 = 2450 cells and 50 weights.
    let mut history = cycle([]);
    for o in 1..=50 {
        history.push(fundamental(&format!("obj_{o}"), &format!("Objective {o}")));
    }
    let ids: Vec<String> = (0..50).map(|i| format!("alt_{i}")).collect();
    for (i, id) in ids.iter().enumerate() {
        history.push(if i == 49 {
            status_quo(id, "Stay")
        } else {
            alternative(id, &format!("Option {i}"))
        });
    }
    for (i, id) in ids.iter().take(49).enumerate() {
        for o in 1..=50 {
            history.push(support::events::rated(
                id,
                &format!("obj_{o}"),
                ((i + o) % 5) as i64 - 2,
            ));
        }
    }
    let ranking: Vec<(String, f64)> = (1..=50).map(|o| (format!("obj_{o}"), o as f64)).collect();
    let inputs: Vec<(&str, f64)> = ranking.iter().map(|(id, r)| (id.as_str(), *r)).collect();
    let roc: Vec<f64> = (1..=50)
        .map(|i| weights::rank_order_centroid(i, 50))
        .collect();
    history.push(weights_set(WeightMethod::RankOrder, &inputs, &roc));
    let started = std::time::Instant::now();
    let data = flips(history, None, ResponseFormat::Detailed);
    eprintln!("flip_analysis of 50 × 50: {:?}", started.elapsed());
    assert_eq!(data["cells_checked"], 2450);
    assert_eq!(data["weights_checked"], 50);
    let cells = data["cell_flips"].as_array().map_or(0, Vec::len)
        + data["robust_cells"].as_array().map_or(0, Vec::len);
    assert_eq!(cells, 2450);
}
