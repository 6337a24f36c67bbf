//! How far each component is, and what would move it forward (seed 002):
//! an agent loop reads this to know when a component is done.

use crate::{Cycle, analysis, pugh};
use decision_events::values::{Component, DqElement};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum CompletionStatus {
    NotStarted,
    InProgress,
    Complete,
}

/// What is left in one component.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct NextSteps {
    pub component: Component,
    pub status: CompletionStatus,
    /// What is still missing, in words; empty when complete.
    pub missing: Vec<String>,
    /// Tools that would address what is missing, most useful first.
    pub suggested_tools: Vec<String>,
}

pub fn completion_status(cycle: &Cycle, component: Component) -> CompletionStatus {
    next_steps(cycle, component).status
}

/// The completion rule of each component, with the gaps that keep it open.
pub fn next_steps(cycle: &Cycle, component: Component) -> NextSteps {
    let mut gaps: Vec<(String, &'static str)> = Vec::new();
    let mut gap = |missing: bool, what: &str, tool: &'static str| {
        if missing {
            gaps.push((what.to_owned(), tool));
        }
    };
    let started = match component {
        Component::IssueRaising => {
            gap(
                cycle.potential_decisions.is_empty(),
                "no potential decisions yet",
                "add_potential_decision",
            );
            gap(
                cycle.focal_decision.is_none(),
                "no focal decision chosen",
                "set_focal_decision",
            );
            !cycle.potential_decisions.is_empty()
                || !cycle.objective_ideas.is_empty()
                || !cycle.considerations.is_empty()
                || cycle.uncertainties.iter().any(|u| u.component == component)
        }
        Component::ProblemFrame => {
            gap(
                cycle.decision_maker.is_none(),
                "no decision maker",
                "set_decision_maker",
            );
            gap(
                cycle.focal_statement.is_none(),
                "no focal statement",
                "set_focal_statement",
            );
            cycle.decision_maker.is_some()
                || cycle.focal_statement.is_some()
                || cycle.scope.is_some()
                || !cycle.constraints.is_empty()
                || !cycle.parties.is_empty()
                || cycle.deadline.is_some()
                || !cycle.hierarchy.is_empty()
        }
        Component::Objectives => {
            let active = cycle.active_objectives().count();
            gap(active < 2, "fewer than 2 objectives", "add_objective");
            gap(
                !cycle.active_objectives().any(|o| o.is_fundamental),
                "no fundamental objective",
                "promote_to_fundamental",
            );
            !cycle.objectives.is_empty()
        }
        Component::Alternatives => {
            gap(
                cycle.active_alternatives().count() < 2,
                "fewer than 2 alternatives",
                "add_alternative",
            );
            !cycle.alternatives.is_empty()
        }
        Component::Consequences => {
            let c = pugh::completion(cycle);
            gap(
                c.cells == 0,
                "no matrix yet: needs objectives and at least 2 alternatives",
                "add_alternative",
            );
            gap(
                c.cells > 0 && c.rated < c.cells,
                "unrated cells in the matrix",
                "batch_rate_consequences",
            );
            !cycle.ratings.is_empty()
        }
        Component::Tradeoffs => {
            let dominated = analysis::find_dominated(cycle);
            // With no cells there is nothing unrated, dominated or
            // non-differentiating, yet nothing was analysed either.
            gap(
                pugh::completion(cycle).cells == 0,
                "no matrix yet: needs objectives and at least 2 alternatives",
                "add_alternative",
            );
            gap(
                !dominated.analysis_complete,
                "the matrix is not fully rated",
                "batch_rate_consequences",
            );
            gap(
                dominated.dominated.iter().any(|d| !d.already_marked),
                "dominated alternatives not yet marked",
                "mark_dominated",
            );
            gap(
                !analysis::find_irrelevant(cycle).is_empty(),
                "non-differentiating objectives not yet marked",
                "mark_irrelevant_objective",
            );
            gap(
                cycle.tensions.is_empty(),
                "no tension recorded",
                "add_tension",
            );
            // Weighing the objectives and swapping are tradeoff work too.
            cycle.alternatives.iter().any(|a| a.dominated.is_some())
                || cycle.objectives.iter().any(|o| o.irrelevant.is_some())
                || !cycle.tensions.is_empty()
                || cycle.weights.is_some()
                || !cycle.even_swaps.is_empty()
        }
        Component::Recommendation => {
            gap(cycle.synthesis.is_none(), "no synthesis", "set_synthesis");
            gap(
                cycle.standout.is_none(),
                "no standout (or explicit none)",
                "set_standout",
            );
            cycle.synthesis.is_some()
                || cycle.standout.is_some()
                || !cycle.key_considerations.is_empty()
                || cycle.uncertainties.iter().any(|u| u.component == component)
        }
        Component::DecisionQuality => {
            let unrated = DqElement::ALL.len() - cycle.dq_ratings.len();
            gap(
                unrated > 0,
                "decision-quality elements not rated",
                "rate_dq_element",
            );
            !cycle.dq_ratings.is_empty() || !cycle.improvements.is_empty()
        }
    };
    let status = match (started, gaps.is_empty()) {
        (_, true) => CompletionStatus::Complete,
        (true, false) => CompletionStatus::InProgress,
        (false, false) => CompletionStatus::NotStarted,
    };
    let mut suggested_tools: Vec<String> = Vec::new();
    for (_, tool) in &gaps {
        if !suggested_tools.iter().any(|t| t == tool) {
            suggested_tools.push((*tool).to_owned());
        }
    }
    NextSteps {
        component,
        status,
        missing: gaps.into_iter().map(|(what, _)| what).collect(),
        suggested_tools,
    }
}
