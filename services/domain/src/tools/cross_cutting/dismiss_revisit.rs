//! `dismiss_revisit`: the agent dismisses a pending revisit suggestion.

use super::{RevisitResolvedResult, pending_revisit, revisit_resolved};
use crate::decide::checks::non_blank;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::{Component, Responder, RevisitStatus};
use decision_events::{DomainEvent, RevisitResolved};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DismissRevisit {
    /// The suggestion, e.g. "rev_1".
    #[schemars(length(min = 1, max = 64))]
    pub id: String,
    #[schemars(length(min = 1, max = 2000))]
    pub reason: String,
}

impl Tool for DismissRevisit {
    const NAME: &'static str = "dismiss_revisit";
    const COMPONENT: Option<Component> = None;
    const HINTS: Hints = Hints {
        requires_confirmation: false,
        destructive: true,
        idempotent: false,
    };
    const SUMMARY: &'static str = "Dismiss a pending revisit suggestion, with the reason.";
    const DESCRIPTION: &'static str = "Dismiss a pending revisit suggestion, with the reason. Use it when the person decides the earlier component does not need another look. Example: {\"id\": \"rev_1\", \"reason\": \"Already covered\"}. An unknown id is not_found and one no longer pending a conflict; both errors list the pending suggestions. Returns the suggestion, its new status and the pending count.";
}

impl Decide for DismissRevisit {
    const EVENTS: &'static [&'static str] = &[RevisitResolved::EVENT_TYPE];
    type Result = RevisitResolvedResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let revisit = pending_revisit(cycle, &self.id)?;
        Ok(vec![
            RevisitResolved {
                revisit_id: revisit.id.clone(),
                status: RevisitStatus::Dismissed,
                resolution: non_blank("reason", &self.reason)?,
                by: Responder::Agent,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> RevisitResolvedResult {
        revisit_resolved(after, &self.id)
    }
}
