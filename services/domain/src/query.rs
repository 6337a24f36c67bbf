//! Read tools: answered from the state, no events (the call is still audited).

use crate::report::to_value;
use crate::{Cycle, Rejection, pugh};
use decision_events::values::Component;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;

/// `compute_pugh_totals` takes no parameters.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ComputePughTotals {}

/// `get_document_summary` takes no parameters.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GetDocumentSummary {}

#[derive(Debug, Clone, PartialEq)]
pub enum Query {
    ComputePughTotals(ComputePughTotals),
    GetDocumentSummary(GetDocumentSummary),
}

impl Query {
    pub fn name(&self) -> &'static str {
        match self {
            Query::ComputePughTotals(_) => "compute_pugh_totals",
            Query::GetDocumentSummary(_) => "get_document_summary",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum CompletionStatus {
    NotStarted,
    InProgress,
    Complete,
}

/// A high-level view of the cycle: minimal context for an agent.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct DocumentSummary {
    pub title: String,
    /// The focal decision's text (set_focal_decision), else the focal statement.
    pub focal_decision: Option<String>,
    pub current_component: Option<Component>,
    pub completion_status: BTreeMap<Component, CompletionStatus>,
    pub objectives_count: usize,
    pub alternatives_count: usize,
    pub matrix_completion: f64,
    pub open_uncertainties: usize,
    pub pending_revisits: usize,
}

/// Answers a read tool from the current state.
pub fn answer(cycle: &Cycle, query: &Query) -> Result<Value, Rejection> {
    match query {
        Query::ComputePughTotals(_) => pugh::totals(cycle).map(to_value).ok_or_else(|| {
            Rejection::validation(
                "alternatives",
                "no alternatives yet, so there is nothing to total: add alternatives with add_alternative (alternatives component), then rate them with rate_consequence",
            )
        }),
        Query::GetDocumentSummary(_) => Ok(to_value(summary(cycle))),
    }
}

pub fn summary(cycle: &Cycle) -> DocumentSummary {
    let focal_decision = cycle
        .focal_decision
        .as_ref()
        .and_then(|id| cycle.potential_decisions.iter().find(|d| &d.id == id))
        .map(|d| d.description.clone())
        .or_else(|| cycle.focal_statement.clone());
    DocumentSummary {
        title: cycle.title.clone(),
        focal_decision,
        current_component: cycle.current_component,
        completion_status: Component::ALL
            .into_iter()
            .map(|c| (c, completion_status(cycle, c)))
            .collect(),
        objectives_count: cycle.active_objectives().count(),
        alternatives_count: cycle.active_alternatives().count(),
        matrix_completion: pugh::completion(cycle).ratio(),
        open_uncertainties: cycle.open_uncertainties().count(),
        pending_revisits: 0,
    }
}

/// When a component counts as started and as complete (see ARCHITECTURE.md).
pub fn completion_status(cycle: &Cycle, component: Component) -> CompletionStatus {
    use CompletionStatus::*;
    let (started, complete) = match component {
        Component::IssueRaising => (
            !cycle.potential_decisions.is_empty()
                || !cycle.objective_ideas.is_empty()
                || !cycle.considerations.is_empty()
                || cycle.uncertainties.iter().any(|u| u.component == component),
            cycle.focal_decision.is_some(),
        ),
        Component::ProblemFrame => (
            cycle.decision_maker.is_some()
                || cycle.focal_statement.is_some()
                || cycle.scope.is_some()
                || !cycle.constraints.is_empty()
                || !cycle.parties.is_empty()
                || cycle.deadline.is_some()
                || !cycle.hierarchy.is_empty(),
            cycle.decision_maker.is_some() && cycle.focal_statement.is_some(),
        ),
        Component::Objectives => {
            let active = cycle.active_objectives().count();
            (
                !cycle.objectives.is_empty(),
                active >= 2 && cycle.active_objectives().any(|o| o.is_fundamental),
            )
        }
        Component::Alternatives => (
            !cycle.alternatives.is_empty(),
            cycle.active_alternatives().count() >= 2,
        ),
        Component::Consequences => {
            let c = pugh::completion(cycle);
            (!cycle.ratings.is_empty(), c.cells > 0 && c.rated == c.cells)
        }
        Component::Tradeoffs | Component::Recommendation | Component::DecisionQuality => {
            (false, false)
        }
    };
    match (started, complete) {
        (_, true) => Complete,
        (true, false) => InProgress,
        (false, false) => NotStarted,
    }
}
