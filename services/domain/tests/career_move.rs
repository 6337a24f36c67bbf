//! The career-move scenario (shared/scenarios/career-move.json), from issue
//! raising to decision quality: the job decision of seed 000 with four
//! alternatives (alt_d, the status quo, is the datum) and five objectives.
//!
//! Each step runs on the state the previous one left. Steps that only the
//! tool catalog can reject (schema violations such as rating 3 or direction
//! "sideways", and the component allow-list) are left out: the domain never
//! sees them.

use crate::support;

use decision_domain::RejectionClass::*;
use decision_domain::*;
use decision_events::values::{Component, ConstraintType, Direction, DqElement};
use serde_json::{Value, json};
use support::commands::{add_tension, batch, cell, link, mark_dominated, rate_dq, set_standout};
use support::events::rating;
use support::given_state;

/// The cycle as the scenario goes.
struct Scenario {
    state: Cycle,
}

impl Scenario {
    /// Runs `command`, checks its `data` contains `expected`, keeps the state.
    #[track_caller]
    fn step(&mut self, command: Command, expected: Value) {
        let state = std::mem::take(&mut self.state);
        self.state = given_state(state)
            .when(command)
            .then_data(expected)
            .then_state();
    }

    /// `command` is rejected and changes nothing.
    #[track_caller]
    fn rejected(&self, command: Command, class: RejectionClass, mentions: &[&str]) {
        given_state(self.state.clone())
            .when(command)
            .then_rejected(class, mentions);
    }

    /// Asks a read tool and checks its answer contains `expected`.
    #[track_caller]
    fn ask(&self, query: Query, expected: Value) {
        let data = given_state(self.state.clone()).ask(query);
        support::json::assert_contains(&data, &expected);
    }

    fn navigate(&mut self, component: Component) {
        self.step(
            Command::Navigate(Navigate { component }),
            json!({"current_component": component}),
        );
    }
}

fn objective(name: &str, measure: &str, direction: Direction, is_fundamental: bool) -> Command {
    Command::AddObjective(AddObjective {
        name: name.into(),
        measure: measure.into(),
        direction,
        is_fundamental,
    })
}

fn alternative(name: &str, description: &str, is_status_quo: bool) -> Command {
    Command::AddAlternative(AddAlternative {
        name: name.into(),
        description: description.into(),
        is_status_quo,
    })
}

fn rate(alternative_id: &str, objective_id: &str, value: i64, reasoning: &str) -> Command {
    Command::RateConsequence(RateConsequence {
        alternative_id: alternative_id.into(),
        objective_id: objective_id.into(),
        rating: rating(value),
        reasoning: reasoning.into(),
    })
}

#[test]
fn career_move_from_issue_raising_to_decision_quality() {
    let mut s = Scenario {
        state: Cycle::default(),
    };
    s.step(
        Command::CreateCycle(CreateCycle {
            title: "Career move: the VP offer".into(),
        }),
        json!({"current_component": "issue_raising"}),
    );
    issue_raising(&mut s);
    problem_frame(&mut s);
    objectives(&mut s);
    alternatives(&mut s);
    consequences(&mut s);
    pugh_totals(&s);
    tradeoffs(&mut s);
    recommendation(&mut s);
    decision_quality(&mut s);
    the_end(&s);
}

fn issue_raising(s: &mut Scenario) {
    s.step(
        Command::Navigate(Navigate {
            component: Component::IssueRaising,
        }),
        json!({"changed": false}),
    );
    let decision = |d: &str| {
        Command::AddPotentialDecision(AddPotentialDecision {
            description: d.into(),
        })
    };
    s.step(
        decision("Whether to accept the VP offer"),
        json!({"decision_id": "dec_1", "current_count": 1}),
    );
    s.step(
        decision("Whether to move closer to the office"),
        json!({"decision_id": "dec_2", "current_count": 2}),
    );
    s.step(
        Command::SetFocalDecision(SetFocalDecision {
            decision_id: "dec_1".into(),
        }),
        json!({"decision_id": "dec_1", "description": "Whether to accept the VP offer"}),
    );
    s.step(
        Command::AddUncertainty(AddUncertainty {
            description: "Will the startup close its next round?".into(),
            resolvable: true,
        }),
        json!({"uncertainty_id": "unc_1"}),
    );
}

fn problem_frame(s: &mut Scenario) {
    s.navigate(Component::ProblemFrame);
    s.step(
        Command::SetDecisionMaker(SetDecisionMaker {
            name: "Sam".into(),
            role: "Engineering manager".into(),
        }),
        json!({"name": "Sam"}),
    );
    s.step(
        Command::SetFocalStatement(SetFocalStatement {
            statement: "Which role should I take for the next three years?".into(),
        }),
        json!({"statement": "Which role should I take for the next three years?"}),
    );
    s.step(
        Command::AddConstraint(AddConstraint {
            constraint_type: ConstraintType::Time,
            description: "Offer expires on 2026-12-15".into(),
        }),
        json!({"constraint_id": "con_1", "total_constraints": 1}),
    );
    s.step(
        Command::SetDeadline(SetDeadline {
            deadline: "2026-12-15".into(),
            hard: true,
        }),
        json!({"deadline": "2026-12-15", "hard": true}),
    );
}

fn objectives(s: &mut Scenario) {
    use Direction::*;
    s.navigate(Component::Objectives);
    s.rejected(objective("", "$/year", Higher, true), Validation, &["name"]);
    s.step(
        objective("Maximize compensation", "Total comp ($/year)", Higher, true),
        json!({
            "objective_id": "obj_1",
            "objective_type": "fundamental",
            "total_fundamental": 1,
            "total_means": 0,
        }),
    );
    s.step(
        objective("Maximize career growth", "Scope of role", Higher, true),
        json!({"objective_id": "obj_2"}),
    );
    s.step(
        objective("Minimize commute time", "Minutes per day", Lower, false),
        json!({
            "objective_id": "obj_3",
            "objective_type": "means",
            "total_fundamental": 2,
            "total_means": 1,
        }),
    );
    s.step(
        objective(
            "Maximize family time",
            "Evenings at home per week",
            Higher,
            true,
        ),
        json!({"objective_id": "obj_4"}),
    );
    s.step(
        objective("Keep current health plan", "Plan tier", Target, false),
        json!({"objective_id": "obj_5", "total_fundamental": 3, "total_means": 2}),
    );
    s.step(link("obj_3", "obj_4"), json!({"serves": ["obj_4"]}));
}

fn alternatives(s: &mut Scenario) {
    s.navigate(Component::Alternatives);
    s.step(
        alternative(
            "Accept VP offer",
            "VP of Engineering at the larger company",
            false,
        ),
        json!({
            "alternative_id": "alt_a",
            "letter": "A",
            "total_alternatives": 1,
            "has_status_quo": false,
        }),
    );
    s.step(
        alternative(
            "Join startup",
            "Head of platform at a 20-person startup",
            false,
        ),
        json!({"alternative_id": "alt_b", "letter": "B"}),
    );
    s.step(
        alternative(
            "Hybrid role",
            "Stay, with a part-time VP-track project",
            false,
        ),
        json!({"alternative_id": "alt_c", "letter": "C"}),
    );
    s.step(
        alternative("Stay in current role", "Status quo", true),
        json!({
            "alternative_id": "alt_d",
            "letter": "D",
            "total_alternatives": 4,
            "has_status_quo": true,
        }),
    );
}

fn consequences(s: &mut Scenario) {
    s.navigate(Component::Consequences);
    s.rejected(
        rate("alt_z", "obj_1", 1, "?"),
        NotFound,
        &["alt_a", "Accept VP offer"],
    );
    s.rejected(
        rate("alt_d", "obj_1", 1, "The datum is the reference"),
        Validation,
        &["datum"],
    );
    s.step(
        rate("alt_a", "obj_1", 2, "Much better due to higher salary"),
        json!({"cell_updated": true, "cells_remaining": 14}),
    );
    s.step(
        batch(vec![
            cell("alt_a", "obj_2", 2),
            cell("alt_a", "obj_3", -1),
            cell("alt_a", "obj_4", -1),
            cell("alt_a", "obj_5", 0),
            cell("alt_b", "obj_1", -1),
            cell("alt_b", "obj_2", 2),
            cell("alt_b", "obj_3", 0),
            cell("alt_b", "obj_4", 0),
            cell("alt_b", "obj_5", 0),
            cell("alt_b", "obj_9", 1),
        ]),
        json!({
            "updated_count": 9,
            "failed": [{
                "index": 9,
                "alternative_id": "alt_b",
                "objective_id": "obj_9",
                "result": "not_found",
            }],
        }),
    );
    s.step(
        batch(vec![
            cell("alt_c", "obj_1", 1),
            cell("alt_c", "obj_2", 0),
            cell("alt_c", "obj_3", -1),
            cell("alt_c", "obj_4", -1),
            cell("alt_c", "obj_5", 0),
        ]),
        json!({
            "updated_count": 5,
            "failed": [],
            "matrix_completion": 1.0,
            "cells_remaining": 0,
        }),
    );
}

fn pugh_totals(s: &Scenario) {
    let data = answer(
        &s.state,
        &Query::ComputePughTotals(ComputePughTotals::default()),
        &support::ctx(),
    )
    .map(|d| support::json_of(&d))
    .expect("four alternatives");
    support::json::assert_contains(
        &data,
        &json!({
            "baseline_id": "alt_d",
            "leader_id": "alt_a",
            "tied_leaders": false,
            "objectives_counted": 5,
            "matrix_completion": 1.0,
            "alternatives": [
                // alternative, total, positive, negative, neutral
                score("alt_a", 2, 2, 2, 1),
                score("alt_b", 1, 1, 1, 3),
                score("alt_c", -1, 1, 2, 2),
                score("alt_d", 0, 0, 0, 5),
            ],
        }),
    );
}

fn score(id: &str, total: i32, positive: usize, negative: usize, neutral: usize) -> Value {
    json!({
        "alternative_id": id,
        "total_score": total,
        "positive_count": positive,
        "negative_count": negative,
        "neutral_count": neutral,
    })
}

fn tradeoffs(s: &mut Scenario) {
    s.ask(
        Query::FindIrrelevantObjectives(FindIrrelevantObjectives::default()),
        json!({"objectives": [{"objective_id": "obj_5", "name": "Keep current health plan"}]}),
    );
    s.navigate(Component::Tradeoffs);
    s.ask(
        Query::FindDominatedAlternatives(FindDominatedAlternatives::default()),
        json!({
            "dominated": [{"alternative_id": "alt_c", "dominated_by": "alt_a"}],
            "analysis_complete": true,
        }),
    );
    s.step(
        Command::MarkDominated(MarkDominated {
            alternative_id: "alt_c".into(),
            dominated_by: "alt_a".into(),
            reason: "Equal or better on all objectives, strictly better on compensation and growth"
                .into(),
        }),
        json!({"marked": true, "remaining_alternatives": 3, "analysis_note": null}),
    );
    s.rejected(
        mark_dominated("alt_c", "alt_a"),
        Conflict,
        &["clear_dominated"],
    );
    s.step(
        Command::MarkIrrelevantObjective(MarkIrrelevantObjective {
            objective_id: "obj_5".into(),
            reason: "Every option keeps the same plan".into(),
        }),
        json!({"objective_id": "obj_5", "counted_objectives": 4, "analysis_note": null}),
    );
    s.step(
        add_tension("alt_a", "Career growth", "Family time"),
        json!({"tension_id": "ten_1", "alternative_name": "Accept VP offer"}),
    );
    s.ask(
        Query::SensitivityCheck(SensitivityCheck {
            alternative_id: "alt_a".into(),
            objective_id: "obj_2".into(),
            response_format: None,
        }),
        json!({
            "current_rating": 2,
            "if_changed_to": {
                "1": {"total_change": -1, "still_leads": true},
                "0": {"total_change": -2, "ranking_change": true, "new_leader": "alt_b"},
                "-1": {"total_change": -3, "ranking_change": true, "new_leader": "alt_b"},
                "-2": {"total_change": -4, "ranking_change": true, "new_leader": "alt_b"},
            },
        }),
    );
    assert_eq!(
        completion_status(&s.state, Component::Tradeoffs),
        CompletionStatus::Complete
    );
}

fn recommendation(s: &mut Scenario) {
    s.navigate(Component::Recommendation);
    s.step(
        Command::SetSynthesis(SetSynthesis {
            synthesis: "The VP offer leads on growth and pay; the startup is close if growth is discounted.".into(),
        }),
        json!({"synthesis": "The VP offer leads on growth and pay; the startup is close if growth is discounted."}),
    );
    s.rejected(
        set_standout(Some("alt_c"), "Best balance"),
        Conflict,
        &["dominated by alt_a"],
    );
    s.step(
        set_standout(
            Some("alt_a"),
            "Highest total and robust to a one-step drop in growth",
        ),
        json!({"alternative_id": "alt_a", "is_pugh_leader": true}),
    );
    s.step(
        Command::AddKeyConsideration(AddKeyConsideration {
            consideration: "Negotiate two remote days".into(),
        }),
        json!({"consideration_id": "kc_1", "total_key_considerations": 1}),
    );
    s.step(
        Command::AddRemainingUncertainty(AddRemainingUncertainty {
            uncertainty: "Real evening load as VP".into(),
            resolution_path: "Ask two current VPs".into(),
        }),
        json!({"uncertainty_id": "unc_2", "total_open_uncertainties": 2}),
    );
    assert_eq!(
        completion_status(&s.state, Component::Recommendation),
        CompletionStatus::Complete
    );
}

fn decision_quality(s: &mut Scenario) {
    use DqElement::*;
    s.navigate(Component::DecisionQuality);
    s.step(
        rate_dq(HelpfulProblemFrame, 80, "Clear focal decision"),
        json!({"overall_dq": 80, "elements_rated": 1, "elements_remaining": 6}),
    );
    s.step(
        rate_dq(ClearObjectives, 70, "Means and ends separated"),
        json!({"overall_dq": 70}),
    );
    s.step(
        rate_dq(CreativeAlternatives, 60, "Only four options"),
        json!({
            "overall_dq": 60,
            "weakest_element": "creative_alternatives",
            "elements_rated": 3,
            "elements_remaining": 4,
        }),
    );
    s.rejected(
        rate_dq(ClearObjectives, 101, "Too high"),
        Validation,
        &["score"],
    );
    s.ask(
        Query::CalculateOverallDq(CalculateOverallDq::default()),
        json!({"overall_dq": 60, "weakest_element": "creative_alternatives", "elements_rated": 3}),
    );
}

/// The scenario's `final` block: totals unchanged by the tradeoffs (obj_5 was
/// 0 everywhere), and the document names what the user decided about.
fn the_end(s: &Scenario) {
    s.ask(
        Query::ComputePughTotals(ComputePughTotals::default()),
        json!({
            "baseline_id": "alt_d",
            "leader_id": "alt_a",
            "objectives_counted": 4,
            "alternatives": [
                {"alternative_id": "alt_a", "total_score": 2},
                {"alternative_id": "alt_b", "total_score": 1},
                {"alternative_id": "alt_c", "total_score": -1},
                {"alternative_id": "alt_d", "total_score": 0},
            ],
        }),
    );
    let text = document::render(&s.state);
    for part in [
        "Maximize compensation",
        "Accept VP offer",
        "Stay in current role",
        "Negotiate two remote days",
        "Hybrid role is dominated by Accept VP offer",
        "**Overall decision quality: 60**",
    ] {
        assert!(text.contains(part), "the document lacks {part:?}:\n{text}");
    }
    s.ask(
        Query::GetDocumentSummary(GetDocumentSummary::default()),
        json!({
            "current_component": "decision_quality",
            "open_uncertainties": 2,
            "completion_status": {
                "issue_raising": "complete",
                "problem_frame": "complete",
                "objectives": "complete",
                "alternatives": "complete",
                "consequences": "complete",
                "tradeoffs": "complete",
                "recommendation": "complete",
                "decision_quality": "in_progress",
            },
        }),
    );
}
