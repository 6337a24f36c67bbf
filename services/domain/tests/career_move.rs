//! The career-move scenario, from issue raising to compute_pugh_totals: the
//! job decision of seed 000 with four alternatives (alt_d, the status quo,
//! is the datum) and five objectives.
//!
//! Each step runs on the state the previous one left. Steps that only the
//! tool catalog can reject (schema violations such as rating 3 or direction
//! "sideways", and the component allow-list) are left out: the domain never
//! sees them.

mod support;

use decision_domain::RejectionClass::*;
use decision_domain::*;
use decision_events::values::{Component, ConstraintType, Direction};
use serde_json::{Value, json};
use support::commands::{batch, cell, link};
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
fn career_move_from_issue_raising_to_pugh_totals() {
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
