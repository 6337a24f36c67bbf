//! `answer`: read tools are answered from the state, with no events (the
//! call is still audited). Each read tool answers in its own file; the
//! pieces several share live here. `response_format`: `concise` (default)
//! gives the seed's fields — ids, names, key numbers; `detailed` adds
//! reasoning, cells and texts.

use crate::concise::Without;
use crate::{Answer, Context, Cycle, Query, Rejection, ToolResult, pugh};
use decision_events::values::{Component, DqElement};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub use crate::progress::{CompletionStatus, NextSteps, completion_status, next_steps};

/// How much a read tool returns: concise (default: ids, names and key
/// numbers) or detailed (also reasoning, cells and full texts).
// No doc comments on variants: schemars would emit `oneOf` and errors
// could no longer list the allowed values.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ResponseFormat {
    #[default]
    Concise,
    Detailed,
}

/// Answers a read tool from the current state at `ctx.now`.
pub fn answer(cycle: &Cycle, query: &Query, ctx: &Context) -> Result<ToolResult, Rejection> {
    query.answer_by_kind(cycle, ctx)
}

/// A read tool's detailed answer and the format the call asked for: it
/// serializes whole (`detailed`) or without the tool's detail-only keys
/// (`concise`), leaving them out as it writes.
#[derive(Debug, Clone, PartialEq)]
pub struct InFormat<T> {
    pub detailed: T,
    pub format: ResponseFormat,
    /// The keys `concise` leaves out (the tool's `Answer::DETAIL_ONLY`).
    pub detail_only: &'static [&'static str],
}

impl<T: Serialize> Serialize for InFormat<T> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.format {
            ResponseFormat::Detailed => self.detailed.serialize(serializer),
            ResponseFormat::Concise => Without {
                value: &self.detailed,
                keys: self.detail_only,
            }
            .serialize(serializer),
        }
    }
}

/// The detailed answer, in the format the call asked for.
pub(crate) fn answer_in_its_format<T: Answer>(
    query: &T,
    cycle: &Cycle,
    ctx: &Context,
) -> Result<InFormat<T::Result>, Rejection> {
    Ok(InFormat {
        detailed: query.answer(cycle, ctx)?,
        format: query.response_format(),
        detail_only: T::DETAIL_ONLY,
    })
}

/// A high-level view of the cycle: minimal context for an agent.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
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

pub fn summary(cycle: &Cycle) -> DocumentSummary {
    summary_with_statuses(
        cycle,
        Component::ALL
            .into_iter()
            .map(|c| (c, completion_status(cycle, c)))
            .collect(),
    )
}

/// [`summary`] with the completion statuses already known (each must be
/// `completion_status(cycle, component)`): the document projection keeps
/// them per section and re-evaluates only the sections an event changes.
pub fn summary_with_statuses(
    cycle: &Cycle,
    completion_status: BTreeMap<Component, CompletionStatus>,
) -> DocumentSummary {
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
        completion_status,
        objectives_count: cycle.active_objectives().count(),
        alternatives_count: cycle.active_alternatives().count(),
        matrix_completion: pugh::completion(cycle).ratio(),
        open_uncertainties: cycle.open_uncertainties().count(),
        pending_revisits: cycle.pending_revisits().count(),
    }
}

/// The minimum score over rated elements and the element that has it
/// (ties: the first in the standard order).
pub fn overall_dq(cycle: &Cycle) -> Option<(DqElement, u8)> {
    DqElement::ALL
        .into_iter()
        .filter_map(|e| cycle.dq_ratings.get(&e).map(|r| (e, r.score)))
        .min_by_key(|(_, score)| *score)
}
