//! `get_document_summary`: a compact summary of the decision so far.

use crate::{
    Answer, Context, Cycle, DocumentSummary, Hints, Rejection, ResponseFormat, Tool, next_steps,
    pugh, summary,
};
use decision_events::values::{Component, ConfirmationStatus};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GetDocumentSummary {
    pub response_format: Option<ResponseFormat>,
}

/// The `get_document_summary` result: the summary, and in the `detailed`
/// format what the current component still lacks and a few counts.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct DocumentSummaryResult {
    #[serde(flatten)]
    pub summary: DocumentSummary,
    /// `detailed` only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next_steps: Option<crate::NextSteps>,
    /// `detailed` only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub counts: Option<SummaryCounts>,
    /// Whether write tools that require confirmation are held for the
    /// person (the cycle's setting).
    pub require_confirmation: bool,
    /// Proposed calls the person has not answered yet.
    pub pending_proposals: Vec<crate::ConfirmationItem>,
    /// Proposed calls the person rejected (or that expired): they did not
    /// run. The last 10.
    pub refused_proposals: Vec<crate::ConfirmationItem>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SummaryCounts {
    pub potential_decisions: usize,
    pub constraints: usize,
    pub parties: usize,
    pub rated_cells: usize,
    pub tensions: usize,
    pub key_considerations: usize,
    pub dq_elements_rated: usize,
    pub notes: usize,
    pub pending_confirmations: usize,
}

impl Tool for GetDocumentSummary {
    const NAME: &'static str = "get_document_summary";
    const COMPONENT: Option<Component> = None;
    const HINTS: Hints = Hints::READ;
    const SUMMARY: &'static str =
        "A compact summary of the decision so far: components' completion, counts, open questions.";
    const DESCRIPTION: &'static str = "Get a compact summary of the decision so far: title, focal decision, current component, completion per component, counts, matrix completion, open uncertainties and pending revisits, and whether the confirmation gate is on with the proposed calls pending and the ones the person rejected (they did not run). Use it at the start of a turn or whenever you need context, instead of re-reading the whole document. Example: {\"response_format\": null}. detailed adds the suggested next steps and more counts (constraints, tensions, notes, pending confirmations). Read-only.";
}

impl Answer for GetDocumentSummary {
    const DETAIL_ONLY: &'static [&'static str] = &["next_steps", "counts"];
    type Result = DocumentSummaryResult;

    fn response_format(&self) -> ResponseFormat {
        self.response_format.unwrap_or_default()
    }

    fn answer(&self, cycle: &Cycle, ctx: &Context) -> Result<DocumentSummaryResult, Rejection> {
        let current = cycle.current_component.unwrap_or(Component::IssueRaising);
        let pending = cycle
            .confirmations
            .iter()
            .filter(|c| c.status_at(ctx.now) == ConfirmationStatus::Pending)
            .count();
        Ok(DocumentSummaryResult {
            summary: summary(cycle),
            next_steps: Some(next_steps(cycle, current)),
            counts: Some(SummaryCounts {
                potential_decisions: cycle.potential_decisions.len(),
                constraints: cycle.constraints.len(),
                parties: cycle.parties.len(),
                rated_cells: pugh::completion(cycle).rated,
                tensions: cycle.tensions.len(),
                key_considerations: cycle.key_considerations.len(),
                dq_elements_rated: cycle.dq_ratings.len(),
                notes: cycle.notes.len(),
                pending_confirmations: pending,
            }),
            require_confirmation: cycle.require_confirmation,
            pending_proposals: proposals(
                cycle,
                ctx,
                |s| s == ConfirmationStatus::Pending,
                usize::MAX,
            ),
            refused_proposals: proposals(
                cycle,
                ctx,
                |s| {
                    matches!(
                        s,
                        ConfirmationStatus::Rejected | ConfirmationStatus::Expired
                    )
                },
                10,
            ),
        })
    }
}

/// The proposals whose status `keep` accepts, the last `most` of them.
fn proposals(
    cycle: &Cycle,
    ctx: &Context,
    keep: impl Fn(ConfirmationStatus) -> bool,
    most: usize,
) -> Vec<crate::ConfirmationItem> {
    let mut items: Vec<crate::ConfirmationItem> = cycle
        .confirmations
        .iter()
        .filter(|c| c.proposal.is_some() && keep(c.status_at(ctx.now)))
        .map(|c| crate::ConfirmationItem::of(c, ctx.now))
        .collect();
    let skip = items.len().saturating_sub(most);
    items.drain(..skip);
    items
}
