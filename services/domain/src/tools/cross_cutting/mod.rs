//! Cross-cutting tools, callable in every component: uncertainties,
//! revisit suggestions, confirmations, notes, and the analysis and
//! document reads.

mod add_note;
mod compute_pugh_totals;
mod dismiss_revisit;
mod erase_cycle;
mod find_dominated_alternatives;
mod find_irrelevant_objectives;
mod flag_uncertainty;
mod flip_analysis;
mod get_confirmations;
mod get_document_section;
mod get_document_summary;
mod get_pending_revisits;
mod list_objectives;
mod list_rater_disagreements;
mod list_uncertainties;
mod rank_acceptability;
mod record_user_choice;
mod request_confirmation;
mod resolve_uncertainty;
mod sensitivity_check;
mod suggest_revisit;

pub use add_note::*;
pub use compute_pugh_totals::*;
pub use dismiss_revisit::*;
pub use erase_cycle::*;
pub use find_dominated_alternatives::*;
pub use find_irrelevant_objectives::*;
pub use flag_uncertainty::*;
pub use flip_analysis::*;
pub use get_confirmations::*;
pub use get_document_section::*;
pub use get_document_summary::*;
pub use get_pending_revisits::*;
pub use list_objectives::*;
pub use list_rater_disagreements::*;
pub use list_uncertainties::*;
pub use rank_acceptability::*;
pub use record_user_choice::*;
pub use request_confirmation::*;
pub use resolve_uncertainty::*;
pub use sensitivity_check::*;
pub use suggest_revisit::*;

use crate::{Confirmation, Context, Cycle, Rejection, Revisit};
use decision_events::values::{ConfirmationStatus, RevisitStatus};
use schemars::JsonSchema;
use serde::Serialize;

// What a resolved revisit suggestion reports, to the agent (dismiss_revisit)
// or to the user (resolve_revisit).
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct RevisitResolvedResult {
    pub suggestion_id: String,
    pub status: RevisitStatus,
    pub total_pending: usize,
}

pub(crate) fn revisit_resolved(after: &Cycle, id: &str) -> RevisitResolvedResult {
    RevisitResolvedResult {
        suggestion_id: id.to_owned(),
        status: after
            .revisits
            .iter()
            .find(|r| r.id == id)
            .map_or(RevisitStatus::Pending, |r| r.status),
        total_pending: after.pending_revisits().count(),
    }
}

// What an answered confirmation reports, to the agent (record_user_choice)
// or to the user (respond_to_confirmation).
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ConfirmationResolvedResult {
    pub confirmation_id: String,
    pub status: ConfirmationStatus,
    pub chosen_option: Option<usize>,
    pub chosen_label: Option<String>,
    pub user_input: Option<String>,
    /// An approved proposal: the answer of the call the approval ran (a
    /// tool response, in the same append). Absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub executed: Option<serde_json::Value>,
}

pub(crate) fn confirmation_resolved(after: &Cycle, id: &str) -> ConfirmationResolvedResult {
    let c = after
        .confirmations
        .iter()
        .find(|c| c.id == id)
        .expect("checked");
    ConfirmationResolvedResult {
        confirmation_id: c.id.clone(),
        status: c.status,
        chosen_option: c.chosen_option,
        chosen_label: c
            .chosen_option
            .and_then(|i| c.options.get(i))
            .map(|o| o.label.clone()),
        user_input: c.user_input.clone(),
        executed: None,
    }
}

pub(crate) fn pending_revisit<'a>(cycle: &'a Cycle, id: &str) -> Result<&'a Revisit, Rejection> {
    // Only a rejection needs the list: build it there.
    let pending = || {
        let pending: Vec<String> = cycle
            .pending_revisits()
            .map(|r| format!("{} ({}: {})", r.id, r.component, r.reason))
            .collect();
        if pending.is_empty() {
            "none".to_owned()
        } else {
            pending.join(", ")
        }
    };
    match cycle.revisits.iter().find(|r| r.id == id) {
        None => Err(Rejection::not_found(
            "id",
            format!("`id`: no revisit suggestion `{id}`; pending: {}", pending()),
        )),
        Some(r) if r.status != RevisitStatus::Pending => Err(Rejection::conflict(
            Some("id"),
            // The status word alone: the pending list quotes the user's reasons verbatim.
            format!(
                "{} is already {} — only pending suggestions can be resolved; pending: {}",
                r.id,
                match r.status {
                    RevisitStatus::Accepted => "accepted",
                    RevisitStatus::Dismissed => "dismissed",
                    RevisitStatus::Expired => "expired",
                    RevisitStatus::Pending => "pending",
                },
                pending()
            ),
        )),
        Some(r) => Ok(r),
    }
}

/// A confirmation that can still be answered at `ctx.now`.
pub(crate) fn open_confirmation<'a>(
    cycle: &'a Cycle,
    field: &str,
    id: &str,
    ctx: &Context,
) -> Result<&'a Confirmation, Rejection> {
    let Some(c) = cycle.confirmations.iter().find(|c| c.id == id) else {
        let pending: Vec<String> = cycle
            .confirmations
            .iter()
            .filter(|c| c.status_at(ctx.now) == ConfirmationStatus::Pending)
            .map(|c| format!("{} ({})", c.id, c.summary))
            .collect();
        let pending = if pending.is_empty() {
            "none".into()
        } else {
            pending.join(", ")
        };
        return Err(Rejection::not_found(
            field,
            format!("`{field}`: no confirmation `{id}`; pending: {pending}"),
        ));
    };
    match c.status_at(ctx.now) {
        ConfirmationStatus::Pending => Ok(c),
        ConfirmationStatus::Expired => Err(Rejection::conflict(
            Some(field),
            format!(
                "{} expired at {} without an answer; ask again with request_confirmation",
                c.id,
                c.expires_at.to_rfc3339()
            ),
        )),
        resolved => Err(Rejection::conflict(
            Some(field),
            format!(
                "{} was already answered ({}); a confirmation takes one answer",
                c.id,
                if resolved == ConfirmationStatus::Confirmed {
                    "confirmed"
                } else {
                    "rejected"
                }
            ),
        )),
    }
}
