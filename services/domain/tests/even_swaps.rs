//! Even swaps (Hammond, Keeney & Raiffa): propose_even_swap,
//! record_even_swap, set_aside_in_even_swaps and undo_even_swap on the
//! working table. Every figure is computed by hand in the comments.

use crate::support;

use decision_domain::RejectionClass::*;
use decision_domain::*;
use decision_events::values::Component;
use decision_events::*;
use serde_json::{Value, json};
use support::events::*;
use support::json::keys;
use support::{given, given_state, now};

/// The matrix of these tests (alt_d, the status quo, is the datum: 0s).
///
/// | | obj_1 pay | obj_2 growth | obj_3 family |
/// |---|---|---|---|
/// | alt_a VP | 2 | -1 | -1 |
/// | alt_b Startup | -1 | 2 | -1 |
/// | alt_c Hybrid | 1 | 0 | -1 |
/// | alt_d Stay | 0 | 0 | 0 |
///
/// Nothing is dominated, even practically: the closest pair, alt_a and
/// alt_c, trade one step of pay for one step of growth (equal shares).
fn rated() -> Vec<DomainEvent> {
    rated_matrix([[2, -1, -1], [-1, 2, -1], [1, 0, -1]])
}

fn propose(objective: Option<&str>, alternative: Option<&str>) -> Query {
    Query::ProposeEvenSwap(ProposeEvenSwap {
        objective_id: objective.map(Into::into),
        alternative_id: alternative.map(Into::into),
        response_format: Some(ResponseFormat::Detailed),
    })
}

fn swap(
    alternative: &str,
    objective: &str,
    change: f64,
    compensating: &str,
    compensation: f64,
) -> Command {
    Command::RecordEvenSwap(RecordEvenSwap {
        alternative_id: alternative.into(),
        objective_id: objective.into(),
        change,
        compensating_objective_id: compensating.into(),
        compensation,
        reasoning: "Half a step more pay makes up for the family time".into(),
        judged_by: None,
    })
}

fn set_aside(alternative: Option<&str>, objective: Option<&str>) -> Command {
    Command::SetAsideInEvenSwaps(SetAsideInEvenSwaps {
        alternative_id: alternative.map(Into::into),
        objective_id: objective.map(Into::into),
        reason: "Agreed".into(),
        judged_by: Some("Ana".into()),
    })
}

fn undo(step: &str) -> Command {
    Command::UndoEvenSwap(UndoEvenSwap {
        step_id: step.into(),
        reason: "Taken back".into(),
    })
}

/// The first swap on Stay: family 0 → -1, paid by pay 0 → +0.5. Stay is
/// then [0.5, 0, -1] against Hybrid's [1, 0, -1]: dominated outright by
/// Hybrid; family is -1 for everyone: irrelevant.
fn first_swap() -> EvenSwapRecorded {
    EvenSwapRecorded {
        step_id: "es_1".into(),
        alternative_id: "alt_d".into(),
        objective_id: "obj_3".into(),
        from: 0.0,
        to: -1.0,
        unit: "rating".into(),
        compensating_objective_id: "obj_1".into(),
        compensation_from: 0.0,
        compensation_to: 0.5,
        compensation_unit: "rating".into(),
        reasoning: "Half a step more pay makes up for the family time".into(),
        judged_by: "the decision maker".into(),
        recorded_at: now(),
        revealed: EvenSwapFindings {
            dominated: vec![EvenSwapDominance {
                alternative_id: "alt_d".into(),
                dominated_by: "alt_c".into(),
                slightly_better_on: None,
            }],
            irrelevant_objectives: vec!["obj_3".into()],
        },
    }
}

fn after_first_swap() -> Vec<DomainEvent> {
    then(rated(), [first_swap().into()])
}

fn totals(state: &Cycle) -> Value {
    given_state(state.clone()).ask(Query::ComputePughTotals(ComputePughTotals {
        response_format: None,
    }))
}

// ----- propose_even_swap ----------------------------------------------------

#[test]
fn the_proposal_swaps_away_the_objective_closest_to_irrelevant() {
    // Family is -1 for three of four (only Stay differs: 1 differing);
    // growth's mode is 0 (Hybrid, Stay: 2 differ); pay has no repeat (3
    // differ). So: Stay's family 0 → -1, a loss, paid by a gain. Pay and
    // growth both have room 0 → +2 (share 0.5): the first added, pay.
    let data = given(rated()).ask(propose(None, None));
    support::json::assert_contains(
        &data,
        &json!({
            "remaining_alternatives": ["alt_a", "alt_b", "alt_c", "alt_d"],
            "remaining_objectives": ["obj_1", "obj_2", "obj_3"],
            "units": ["rating", "rating", "rating"],
            "findings": {"dominated": [], "irrelevant_objectives": []},
            "stale_steps": [],
            "proposal": {
                "alternative_id": "alt_d",
                "objective_id": "obj_3",
                "from": 0.0,
                "to": -1.0,
                "compensating_objective_id": "obj_1",
                "compensation_from": 0.0,
                "compensation_limit": 2.0,
                "question": "If Stay in current role's Maximize family time went from 0 to -1, how much Maximize compensation would you need in return for it to be just as good as now? (Maximize compensation is now 0; it can go better as far as +2)",
            },
            "table": [
                {"alternative_id": "alt_a", "values": [2.0, -1.0, -1.0]},
                {"alternative_id": "alt_b", "values": [-1.0, 2.0, -1.0]},
                {"alternative_id": "alt_c", "values": [1.0, 0.0, -1.0]},
                {"alternative_id": "alt_d", "values": [0.0, 0.0, 0.0]},
            ],
        }),
    );
    assert!(
        data["proposal"]["why"]
            .as_str()
            .unwrap()
            .contains("the only alternative whose Maximize family time differs"),
        "{data}"
    );
    assert!(
        data["next"].as_str().unwrap().contains("propose_even_swap"),
        "{data}"
    );
}

#[test]
fn a_steered_proposal_uses_the_named_objective_and_alternative() {
    // Growth: mode 0; VP (-1) and Startup (+2) differ. VP 0 → is a gain
    // (-1 → 0), paid on pay (room 2 → -2: share 1) rather than family
    // (-1 → -2: share 0.25).
    let data = given(rated()).ask(propose(Some("obj_2"), Some("alt_a")));
    support::json::assert_contains(
        &data,
        &json!({"proposal": {
            "alternative_id": "alt_a", "objective_id": "obj_2", "from": -1.0, "to": 0.0,
            "compensating_objective_id": "obj_1", "compensation_from": 2.0, "compensation_limit": -2.0,
        }}),
    );
}

#[test]
fn the_concise_proposal_leaves_out_the_table_and_names() {
    let data = given(rated()).ask(Query::ProposeEvenSwap(ProposeEvenSwap::default()));
    let keys = keys(&data);
    for absent in [
        "table",
        "alternative_name",
        "objective_name",
        "findings_text",
    ] {
        assert!(!keys.contains(absent), "{absent} in {data}");
    }
    assert_eq!(data["proposal"]["alternative_id"], "alt_d");
}

#[test]
fn a_proposal_for_an_unknown_objective_or_a_settled_one_names_the_valid_ids() {
    given(rated()).ask_rejected(
        propose(Some("obj_9"), None),
        "objective_id",
        NotFound,
        &["no objective `obj_9`", "obj_1 (Maximize compensation), obj_2 (Maximize career growth), obj_3 (Maximize family time)"],
    );
    given(rated()).ask_rejected(
        propose(Some("obj_3"), Some("alt_a")),
        "alternative_id",
        Validation,
        &[
            "alt_a already has the value most alternatives share on obj_3",
            "alt_d (Stay in current role)",
        ],
    );
    given(after_first_swap()).ask_rejected(
        propose(Some("obj_3"), None),
        "objective_id",
        Conflict,
        &[
            "already the same for every remaining alternative",
            "set_aside_in_even_swaps",
        ],
    );
    given(then(rated(), [irrelevant("obj_2")])).ask_rejected(
        propose(Some("obj_2"), None),
        "objective_id",
        Conflict,
        &[
            "is marked irrelevant",
            "remaining objectives: obj_1 (Maximize compensation), obj_3 (Maximize family time)",
        ],
    );
}

#[test]
fn with_one_alternative_left_the_proposal_points_to_it_and_a_swap_is_refused() {
    let history = then(
        rated(),
        [
            dominated("alt_b", "alt_a"),
            dominated("alt_c", "alt_a"),
            dominated("alt_d", "alt_a"),
        ],
    );
    let data = given(history.clone()).ask(propose(None, None));
    assert_eq!(data["proposal"], Value::Null, "{data}");
    assert_eq!(data["remaining_alternatives"], json!(["alt_a"]));
    assert!(
        data["next"]
            .as_str()
            .unwrap()
            .starts_with("Only alt_a (Accept VP offer) remains"),
        "{data}"
    );
    given(history)
        .when(swap("alt_a", "obj_1", -1.0, "obj_2", 1.0))
        .then_rejected(
            Conflict,
            &[
                "1 remaining alternative(s) (alt_a (Accept VP offer))",
                "undo_even_swap",
            ],
        );
}

// ----- record_even_swap -----------------------------------------------------

#[test]
fn a_swap_changes_the_working_table_only_and_reveals_dominance_and_irrelevance() {
    let before = given(rated()).state().clone();
    let after = given(rated())
        .when(swap("alt_d", "obj_3", -1.0, "obj_1", 0.5))
        .then_events(vec![first_swap().into()])
        .then_document_changed(true)
        .then_data(json!({
            "step_id": "es_1",
            "from": 0.0, "to": -1.0, "compensation_from": 0.0, "compensation_to": 0.5,
            "revealed": {
                "dominated": [{"alternative_id": "alt_d", "dominated_by": "alt_c", "slightly_better_on": null}],
                "irrelevant_objectives": ["obj_3"],
            },
            "revealed_text": [
                "alt_d (Stay in current role) is dominated by alt_c (Hybrid role) (equal or worse on every remaining objective)",
                "obj_3 (Maximize family time) is irrelevant (the same for every remaining alternative)",
            ],
            "remaining_alternatives": 4,
            "remaining_objectives": 3,
            "next": "alt_d is dominated by alt_c: ask the person, and if they agree set it aside with set_aside_in_even_swaps",
        }))
        .then_state();
    // The person's ratings and the Pugh totals are untouched.
    assert_eq!(after.ratings, before.ratings);
    assert_eq!(totals(&after), totals(&before));
    let document = document::render_section(&after, Component::Tradeoffs);
    assert!(
        document.contains("1. es_1 · 2026-11-21 12:00 UTC · judged by the decision maker: Stay in current role's Maximize family time 0 → -1 for Maximize compensation 0 → +0.5. _Half a step more pay makes up for the family time_ Revealed: alt_d (Stay in current role) is dominated by alt_c (Hybrid role)"),
        "{document}"
    );
    assert!(
        document.contains("| Stay in current role | +0.5 | 0 | -1 |"),
        "{document}"
    );
}

#[test]
fn practical_dominance_is_better_on_one_objective_by_at_most_a_step_and_outweighed() {
    // Stay family 0 → -1 for pay 0 → +1.5: Stay [1.5, 0, -1].
    // VP [2, -1, -1] is better only on pay, by 0.5 (≤ 1 step), and Stay's
    // growth edge (1 step = 0.25 of the range) outweighs 0.5 (0.125):
    // practically dominated. Hybrid [1, 0, -1] is worse or equal
    // everywhere: dominated outright. Startup [-1, 2, -1] is better on
    // growth by 2 steps: not slight.
    given(rated())
        .when(swap("alt_d", "obj_3", -1.0, "obj_1", 1.5))
        .then_data(json!({"revealed": {"dominated": [
            {"alternative_id": "alt_a", "dominated_by": "alt_d", "slightly_better_on": "obj_1"},
            {"alternative_id": "alt_c", "dominated_by": "alt_d", "slightly_better_on": null},
        ], "irrelevant_objectives": ["obj_3"]}}));
}

#[test]
fn an_advantage_of_exactly_one_step_is_still_slight() {
    // VP growth -1 → 0 for pay 2 → 1.5: VP [1.5, 0, -1]. Hybrid [1, 0, -1]
    // is worse or equal everywhere: dominated outright. Stay [0, 0, 0] is
    // better only on family, by exactly one step, and VP's pay edge (1.5
    // steps = 0.375 of the range) outweighs it (0.25): practically
    // dominated.
    given(rated())
        .when(swap("alt_a", "obj_2", 1.0, "obj_1", -0.5))
        .then_data(json!({"revealed": {"dominated": [
            {"alternative_id": "alt_c", "dominated_by": "alt_a", "slightly_better_on": null},
            {"alternative_id": "alt_d", "dominated_by": "alt_a", "slightly_better_on": "obj_3"},
        ], "irrelevant_objectives": []}}));
}

#[test]
fn an_advantage_of_more_than_a_step_is_not_slight() {
    // Stay family 0 → -1 for pay 0 → +0.75: Stay [0.75, 0, -1]. VP is
    // better on pay by 1.25 > 1 step: VP stays. Hybrid [1, 0, -1] is
    // better than Stay on pay (0.25): Stay is dominated outright by it.
    given(rated())
        .when(swap("alt_d", "obj_3", -1.0, "obj_1", 0.75))
        .then_data(json!({"revealed": {"dominated": [
            {"alternative_id": "alt_d", "dominated_by": "alt_c", "slightly_better_on": null},
        ]}}));
}

#[test]
fn a_swap_must_trade_one_objective_against_another() {
    // Both worse.
    given(rated())
        .when(swap("alt_d", "obj_3", -1.0, "obj_1", -1.0))
        .then_rejected_on(
            "compensation",
            Validation,
            &[
                "must go the opposite way of `change`",
                "must make it better on Maximize compensation",
                "a positive number",
            ],
        );
    // The same objective twice.
    given(rated())
        .when(swap("alt_d", "obj_3", -1.0, "obj_3", 1.0))
        .then_rejected_on(
            "compensating_objective_id",
            Validation,
            &[
                "must differ from `objective_id` (obj_3)",
                "obj_1 (Maximize compensation)",
            ],
        );
    // No change.
    given(rated())
        .when(swap("alt_d", "obj_3", 0.0, "obj_1", 1.0))
        .then_rejected_on(
            "change",
            Validation,
            &["non-zero number", "(now 0, scale -2..+2) are -2..+2, not 0"],
        );
    given(rated())
        .when(swap("alt_d", "obj_3", -1.0, "obj_1", f64::NAN))
        .then_rejected_on("compensation", Validation, &["non-zero number"]);
}

#[test]
fn a_swap_stays_on_the_scale() {
    // VP's pay is +2: +1 would be +3.
    given(rated())
        .when(swap("alt_a", "obj_1", 1.0, "obj_2", -1.0))
        .then_rejected_on(
            "change",
            Validation,
            &[
                "`change` +1 would take it to +3, off the scale",
                "allowed changes of Accept VP offer's Maximize compensation (now +2, scale -2..+2) are -4..0",
            ],
        );
}

#[test]
fn a_swap_names_remaining_ids_and_needs_rated_cells() {
    given(rated())
        .when(swap("alt_z", "obj_3", -1.0, "obj_1", 1.0))
        .then_rejected_on("alternative_id", NotFound, &["no alternative `alt_z`", "alt_a (Accept VP offer), alt_b (Join startup), alt_c (Hybrid role), alt_d (Stay in current role)"]);
    given(then(rated(), [dominated("alt_c", "alt_a")]))
        .when(swap("alt_c", "obj_3", -1.0, "obj_1", 1.0))
        .then_rejected_on(
            "alternative_id",
            Conflict,
            &[
                "alt_c (Hybrid role) is marked dominated",
                "remaining alternatives: alt_a",
            ],
        );
    given(then(rated(), [objective_removed("obj_2")]))
        .when(swap("alt_d", "obj_3", -1.0, "obj_2", 1.0))
        .then_rejected_on(
            "compensating_objective_id",
            Conflict,
            &[
                "obj_2 (Maximize career growth) was removed",
                "remaining objectives: obj_1 (Maximize compensation), obj_3 (Maximize family time)",
            ],
        );
    given(matrix())
        .when(swap("alt_a", "obj_3", -1.0, "obj_1", 1.0))
        .then_rejected_on(
            "objective_id",
            Conflict,
            &[
                "alt_a (Accept VP offer) is not rated on obj_3 (Maximize family time) yet",
                "rate_consequence",
            ],
        );
    let long = "x".repeat(10_000);
    given(rated())
        .when(swap(&long, "obj_3", -1.0, "obj_1", 1.0))
        .then_rejected_on(
            "alternative_id",
            NotFound,
            &[&format!("`{}`", "x".repeat(64))],
        );
}

#[test]
fn the_log_is_bounded() {
    given(after_first_swap())
        .with_limits(Limits {
            max_entries_per_list: 1,
            ..Limits::default()
        })
        .when(swap("alt_a", "obj_1", -1.0, "obj_2", 1.0))
        .then_rejected(Validation, &["limit of 1 even-swap steps"]);
}

#[test]
fn the_judge_defaults_to_the_decision_maker_and_can_be_named() {
    let named = Command::RecordEvenSwap(RecordEvenSwap {
        judged_by: Some(" Ana ".into()),
        ..match swap("alt_d", "obj_3", -1.0, "obj_1", 0.5) {
            Command::RecordEvenSwap(s) => s,
            _ => unreachable!(),
        }
    });
    let state = given(rated()).when(named).then_state();
    let Some(even_swaps::StepKind::Swap(s)) = state.even_swaps.first().map(|s| &s.kind) else {
        panic!("a swap");
    };
    assert_eq!(s.judged_by, "Ana");
}

// ----- set_aside_in_even_swaps ----------------------------------------------

#[test]
fn what_a_swap_reveals_can_be_set_aside_and_the_next_proposal_follows() {
    let state = given(after_first_swap())
        .when(set_aside(Some("alt_d"), None))
        .then_data(
            json!({"step_id": "es_2", "remaining_alternatives": ["alt_a", "alt_b", "alt_c"],
            "findings": {"dominated": [], "irrelevant_objectives": ["obj_3"]}}),
        )
        .then_document_changed(true)
        .then_state();
    let state = given_state(state)
        .when(set_aside(None, Some("obj_3")))
        .then_data(
            json!({"step_id": "es_3", "remaining_objectives": ["obj_1", "obj_2"],
            "findings": {"dominated": [], "irrelevant_objectives": []}}),
        )
        .then_state();
    // Left: VP [2, -1], Startup [-1, 2], Hybrid [1, 0]. Pay: no repeat,
    // mode the first, +2 (Startup, Hybrid differ; gaps 3/4 + 1/4 = 1);
    // growth: mode -1 (gaps 3/4 + 1/4 = 1). Tie: pay, added first.
    // Hybrid is closest (1 → 2), paid on growth (0, room to -2).
    let data = given_state(state.clone()).ask(propose(None, None));
    support::json::assert_contains(
        &data,
        &json!({"proposal": {"alternative_id": "alt_c", "objective_id": "obj_1", "from": 1.0, "to": 2.0,
            "compensating_objective_id": "obj_2", "compensation_from": 0.0, "compensation_limit": -2.0}}),
    );
    // The Pugh matrix knows nothing of it.
    assert!(state.alternative("alt_d").unwrap().dominated.is_none());
    assert!(state.objective("obj_3").unwrap().irrelevant.is_none());
    let document = document::render_section(&state, Component::Tradeoffs);
    assert!(document.contains("3. es_3 · 2026-11-21 12:00 UTC · judged by Ana: set aside Maximize family time. _Agreed_"), "{document}");
    assert!(
        document.contains("| Working table | Maximize compensation | Maximize career growth |"),
        "{document}"
    );
}

#[test]
fn only_what_the_table_shows_can_be_set_aside() {
    given(rated())
        .when(set_aside(Some("alt_a"), None))
        .then_rejected_on(
            "alternative_id",
            Conflict,
            &[
                "does not show alt_a (Accept VP offer) dominated",
                "nothing dominated or irrelevant: record a swap first",
            ],
        );
    given(after_first_swap())
        .when(set_aside(None, Some("obj_1")))
        .then_rejected_on(
            "objective_id",
            Conflict,
            &[
                "obj_1 (Maximize compensation) still differs",
                "alt_d (Stay in current role) is dominated by alt_c (Hybrid role)",
            ],
        );
    given(after_first_swap())
        .when(set_aside(Some("alt_d"), Some("obj_3")))
        .then_rejected_on(
            "alternative_id",
            Validation,
            &["exactly one of `alternative_id`"],
        );
    given(after_first_swap())
        .when(set_aside(None, None))
        .then_rejected_on(
            "alternative_id",
            Validation,
            &["exactly one of `alternative_id`"],
        );
}

// ----- undo_even_swap --------------------------------------------------------

#[test]
fn undo_takes_back_the_latest_step_and_the_log_keeps_it() {
    let history = then(
        after_first_swap(),
        [EvenSwapSetAside {
            step_id: "es_2".into(),
            alternative_id: Some("alt_d".into()),
            objective_id: None,
            reason: "Agreed".into(),
            judged_by: "Ana".into(),
            recorded_at: now(),
        }
        .into()],
    );
    given(history.clone()).when(undo("es_1")).then_rejected_on(
        "step_id",
        Validation,
        &[
            "es_1 is not the latest step in force",
            "only the latest step in force can be undone: es_2",
        ],
    );
    given(history.clone()).when(undo("es_9")).then_rejected_on(
        "step_id",
        Validation,
        &["there is no even-swap step `es_9`", "es_2"],
    );
    let state = given(history)
        .when(undo("es_2"))
        .then_events(vec![
            EvenSwapUndone {
                step_id: "es_2".into(),
                reason: "Taken back".into(),
            }
            .into(),
        ])
        .then_data(
            json!({"step_id": "es_2", "latest_step_id": "es_1", "remaining_alternatives": 4}),
        )
        .then_document_changed(true)
        .then_state();
    let state = given_state(state)
        .when(undo("es_1"))
        .then_data(json!({"latest_step_id": null}))
        .then_state();
    // Back to the ratings: Stay is [0, 0, 0] again.
    let data = given_state(state.clone()).ask(propose(None, None));
    assert_eq!(data["table"][3]["values"], json!([0.0, 0.0, 0.0]), "{data}");
    let document = document::render_section(&state, Component::Tradeoffs);
    assert!(document.contains("2. ~~es_2 · "), "{document}");
    assert!(document.contains("~~ (undone: Taken back)"), "{document}");
    given_state(state).when(undo("es_1")).then_rejected_on(
        "step_id",
        Conflict,
        &["no even-swap step to undo"],
    );
}

// ----- stale steps -----------------------------------------------------------

#[test]
fn a_rating_changed_under_a_swap_makes_it_stale_never_dropped() {
    // A swap on Hybrid (growth 0 → -1 for pay 1 → 2), then Hybrid's pay
    // re-rated 1 → 2 under it.
    let swapped = given(rated())
        .when(swap("alt_c", "obj_2", -1.0, "obj_1", 1.0))
        .then_state();
    let fresh = given_state(swapped.clone()).ask(propose(None, None));
    assert_eq!(fresh["stale_steps"], json!([]), "{fresh}");
    let state = decision_domain::apply(swapped, &support::events::rated("alt_c", "obj_1", 2));
    let data = given_state(state.clone()).ask(propose(None, None));
    assert_eq!(data["stale_steps"], json!(["es_1"]), "{data}");
    assert!(
        data["next"].as_str().unwrap().contains("undo_even_swap"),
        "{data}"
    );
    // The swap still moves its cells by what the person traded: pay 2 → 3.
    assert_eq!(
        data["table"][2]["values"],
        json!([3.0, -1.0, -1.0]),
        "{data}"
    );
    let document = document::render_section(&state, Component::Tradeoffs);
    assert!(
        document.contains("_Stale steps (the table under them changed since): es_1."),
        "{document}"
    );
}

#[test]
fn no_even_swaps_no_section_text() {
    let state = given(rated()).state().clone();
    assert!(!document::render_section(&state, Component::Tradeoffs).contains("Even swaps"));
}
