//! Progress (seed 002): `next_steps` and `completion_status` of every
//! component — what is still missing and which tools would supply it.

use crate::support;

use decision_domain::*;
use decision_events::DomainEvent;
use decision_events::values::{Component, DqElement};
use decision_events::*;
use support::events::*;
use support::given;

fn steps(history: Vec<DomainEvent>, component: Component) -> NextSteps {
    next_steps(given(history).state(), component)
}

#[track_caller]
fn assert_steps(
    history: Vec<DomainEvent>,
    component: Component,
    status: CompletionStatus,
    missing: &[&str],
    tools: &[&str],
) {
    let state = given(history).state().clone();
    let s = next_steps(&state, component);
    assert_eq!(s.component, component);
    assert_eq!(s.status, status, "status of {component}: {s:?}");
    assert_eq!(s.missing, missing, "missing in {component}");
    assert_eq!(s.suggested_tools, tools, "tools for {component}");
    assert_eq!(completion_status(&state, component), status);
}

#[test]
fn a_new_cycle_has_every_component_not_started_with_something_to_do() {
    for component in Component::ALL {
        let s = steps(cycle([]), component);
        assert_eq!(s.status, CompletionStatus::NotStarted, "{component}");
        assert!(!s.missing.is_empty(), "{component}");
        assert!(!s.suggested_tools.is_empty(), "{component}");
    }
}

#[test]
fn issue_raising_needs_potential_decisions_and_a_focal_one() {
    use CompletionStatus::*;
    let c = Component::IssueRaising;
    assert_steps(
        cycle([]),
        c,
        NotStarted,
        &["no potential decisions yet", "no focal decision chosen"],
        &["add_potential_decision", "set_focal_decision"],
    );
    assert_steps(
        cycle([potential_decision("dec_1", "Accept?")]),
        c,
        InProgress,
        &["no focal decision chosen"],
        &["set_focal_decision"],
    );
    assert_steps(
        cycle([ObjectiveIdeaAdded {
            idea_id: "idea_1".into(),
            description: "More evenings".into(),
        }
        .into()]),
        c,
        InProgress,
        &["no potential decisions yet", "no focal decision chosen"],
        &["add_potential_decision", "set_focal_decision"],
    );
    assert_steps(
        cycle([
            potential_decision("dec_1", "Accept?"),
            FocalDecisionSet {
                decision_id: "dec_1".into(),
            }
            .into(),
        ]),
        c,
        Complete,
        &[],
        &[],
    );
}

#[test]
fn the_problem_frame_needs_a_decision_maker_and_a_focal_statement() {
    use CompletionStatus::*;
    let c = Component::ProblemFrame;
    let both = ["no decision maker", "no focal statement"];
    let tools = ["set_decision_maker", "set_focal_statement"];
    assert_steps(cycle([]), c, NotStarted, &both, &tools);
    assert_steps(
        cycle([DeadlineSet {
            deadline: "2026-12-15".into(),
            hard: true,
        }
        .into()]),
        c,
        InProgress,
        &both,
        &tools,
    );
    assert_steps(
        cycle([FocalStatementSet {
            statement: "Which role?".into(),
        }
        .into()]),
        c,
        InProgress,
        &["no decision maker"],
        &["set_decision_maker"],
    );
}

#[test]
fn objectives_need_two_with_one_fundamental() {
    use CompletionStatus::*;
    let c = Component::Objectives;
    assert_steps(
        cycle([]),
        c,
        NotStarted,
        &["fewer than 2 objectives", "no fundamental objective"],
        &["add_objective", "promote_to_fundamental"],
    );
    assert_steps(
        cycle([means("obj_1", "Commute"), means("obj_2", "Plan")]),
        c,
        InProgress,
        &["no fundamental objective"],
        &["promote_to_fundamental"],
    );
    assert_steps(
        cycle([
            fundamental("obj_1", "Pay"),
            means("obj_2", "Plan"),
            objective_removed("obj_2"),
        ]),
        c,
        InProgress,
        &["fewer than 2 objectives"],
        &["add_objective"],
    );
}

#[test]
fn alternatives_need_two_active_ones() {
    use CompletionStatus::*;
    let c = Component::Alternatives;
    let missing = ["fewer than 2 alternatives"];
    assert_steps(cycle([]), c, NotStarted, &missing, &["add_alternative"]);
    assert_steps(
        cycle([alternative("alt_a", "A")]),
        c,
        InProgress,
        &missing,
        &["add_alternative"],
    );
    assert_steps(
        cycle([alternative("alt_a", "A"), alternative("alt_b", "B")]),
        c,
        Complete,
        &[],
        &[],
    );
}

#[test]
fn consequences_need_a_matrix_with_every_cell_rated() {
    use CompletionStatus::*;
    let c = Component::Consequences;
    assert_steps(
        cycle([fundamental("obj_1", "Pay"), alternative("alt_a", "A")]),
        c,
        NotStarted,
        &["no matrix yet: needs objectives and at least 2 alternatives"],
        &["add_alternative"],
    );
    assert_steps(
        then(matrix(), [rated("alt_a", "obj_1", 1)]),
        c,
        InProgress,
        &["unrated cells in the matrix"],
        &["batch_rate_consequences"],
    );
    assert_steps(career_move(), c, Complete, &[], &[]);
}

#[test]
fn tradeoffs_on_a_fresh_matrix_list_everything_still_to_do() {
    assert_steps(
        career_move(),
        Component::Tradeoffs,
        CompletionStatus::NotStarted,
        &[
            "dominated alternatives not yet marked",
            "non-differentiating objectives not yet marked",
            "no tension recorded",
        ],
        &["mark_dominated", "mark_irrelevant_objective", "add_tension"],
    );
}

#[test]
fn tradeoffs_are_complete_once_dominance_irrelevance_and_a_tension_are_recorded() {
    use CompletionStatus::*;
    let c = Component::Tradeoffs;
    let marked = then(career_move(), [dominated("alt_c", "alt_a")]);
    assert_steps(
        marked.clone(),
        c,
        InProgress,
        &[
            "non-differentiating objectives not yet marked",
            "no tension recorded",
        ],
        &["mark_irrelevant_objective", "add_tension"],
    );
    let irrelevant_too = then(marked, [irrelevant("obj_5")]);
    assert_steps(
        irrelevant_too.clone(),
        c,
        InProgress,
        &["no tension recorded"],
        &["add_tension"],
    );
    assert_steps(
        then(
            irrelevant_too,
            [tension("ten_1", "alt_a", "Growth", "Family time")],
        ),
        c,
        Complete,
        &[],
        &[],
    );
}

#[test]
fn weights_or_an_even_swap_start_the_tradeoffs() {
    let still = [
        "dominated alternatives not yet marked",
        "non-differentiating objectives not yet marked",
        "no tension recorded",
    ];
    let tools = ["mark_dominated", "mark_irrelevant_objective", "add_tension"];
    let weighted = ObjectiveWeightsSet {
        method: decision_events::values::WeightMethod::Direct,
        inputs: vec![],
        weights: vec![ObjectiveWeight {
            objective_id: "obj_1".into(),
            weight: 1.0,
        }],
    };
    let set_aside = EvenSwapSetAside {
        step_id: "es_1".into(),
        alternative_id: Some("alt_c".into()),
        objective_id: None,
        reason: "Dominated".into(),
        judged_by: "Ana".into(),
        recorded_at: support::now(),
    };
    for started in [weighted.into(), set_aside.into()] {
        assert_steps(
            then(career_move(), [started]),
            Component::Tradeoffs,
            CompletionStatus::InProgress,
            &still,
            &tools,
        );
    }
}

#[test]
fn tradeoffs_are_not_complete_while_the_matrix_has_unrated_cells() {
    let history = then(
        matrix(),
        [
            rated("alt_a", "obj_1", 1),
            tension("ten_1", "alt_a", "Pay", "Time"),
        ],
    );
    assert_steps(
        history,
        Component::Tradeoffs,
        CompletionStatus::InProgress,
        &["the matrix is not fully rated"],
        &["batch_rate_consequences"],
    );
}

#[test]
fn tradeoffs_are_not_complete_without_a_matrix() {
    // A tension alone, with nothing to rate: the analysis has not happened.
    let history = cycle([
        alternative("alt_a", "Accept VP offer"),
        alternative("alt_b", "Join startup"),
        tension("ten_1", "alt_a", "Growth", "Family time"),
    ]);
    assert_steps(
        history,
        Component::Tradeoffs,
        CompletionStatus::InProgress,
        &["no matrix yet: needs objectives and at least 2 alternatives"],
        &["add_alternative"],
    );
}

#[test]
fn a_detected_dominance_marked_against_another_dominator_still_counts_as_marked() {
    // alt_c is dominated by alt_a (the strongest) and by alt_b; the user
    // marked it against alt_b.
    let history = then(
        rated_matrix([[2, 2, 2], [1, 1, 1], [0, 0, 0]]),
        [
            dominated("alt_c", "alt_b"),
            dominated("alt_b", "alt_a"),
            dominated("alt_d", "alt_a"),
            tension("ten_1", "alt_a", "Everything", "Nothing"),
        ],
    );
    let s = steps(history, Component::Tradeoffs);
    assert!(
        !s.missing
            .contains(&"dominated alternatives not yet marked".to_string()),
        "{s:?}"
    );
}

#[test]
fn the_recommendation_needs_a_synthesis_and_a_standout_or_an_explicit_none() {
    use CompletionStatus::*;
    let c = Component::Recommendation;
    assert_steps(
        cycle([]),
        c,
        NotStarted,
        &["no synthesis", "no standout (or explicit none)"],
        &["set_synthesis", "set_standout"],
    );
    assert_steps(
        cycle([key_consideration("kc_1", "Negotiate")]),
        c,
        InProgress,
        &["no synthesis", "no standout (or explicit none)"],
        &["set_synthesis", "set_standout"],
    );
    assert_steps(
        cycle([synthesis("Close call")]),
        c,
        InProgress,
        &["no standout (or explicit none)"],
        &["set_standout"],
    );
    assert_steps(
        cycle([synthesis("Close call"), standout(None, "No clear standout")]),
        c,
        Complete,
        &[],
        &[],
    );
}

#[test]
fn a_remaining_uncertainty_starts_the_recommendation_but_another_component_s_does_not() {
    assert_eq!(
        steps(
            cycle([remaining_uncertainty("unc_1", "Evenings", "Ask")]),
            Component::Recommendation
        )
        .status,
        CompletionStatus::InProgress
    );
    assert_eq!(
        steps(
            cycle([uncertainty("unc_1", Component::Tradeoffs, true)]),
            Component::Recommendation
        )
        .status,
        CompletionStatus::NotStarted
    );
}

#[test]
fn decision_quality_needs_all_seven_elements() {
    use CompletionStatus::*;
    let c = Component::DecisionQuality;
    let missing = ["decision-quality elements not rated"];
    let tools = ["rate_dq_element"];
    assert_steps(cycle([]), c, NotStarted, &missing, &tools);
    assert_steps(
        cycle([improvement("imp_1", "Interview a VP")]),
        c,
        InProgress,
        &missing,
        &tools,
    );
    let six: Vec<DomainEvent> = DqElement::ALL[..6]
        .iter()
        .map(|e| dq_rated(*e, 70))
        .collect();
    assert_steps(cycle(six), c, InProgress, &missing, &tools);
    assert_steps(cycle(dq_all(70)), c, Complete, &[], &[]);
}
