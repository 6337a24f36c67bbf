//! `remove_alternative`: remove an alternative, with the reason.

use super::{AlternativeChangedResult, alternative_changed};
use crate::decide::checks::{active_alternative, non_blank};
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{AlternativeRemoved, DomainEvent};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RemoveAlternative {
    /// The alternative's id, e.g. "alt_b".
    #[schemars(length(min = 1, max = 64))]
    pub id: String,
    #[schemars(length(min = 1, max = 2000))]
    pub reason: String,
}

impl Tool for RemoveAlternative {
    const NAME: &'static str = "remove_alternative";
    const COMPONENT: Option<Component> = Some(Component::Alternatives);
    // It discards or overrides what the user said: ask first.
    const HINTS: Hints = Hints {
        requires_confirmation: true,
        destructive: true,
        idempotent: false,
    };
    const SUMMARY: &'static str =
        "Remove an alternative that is no longer an option, with the reason.";
    const DESCRIPTION: &'static str = "Remove an alternative that is no longer an option, with the reason (kept in the log). Use it only when the person rules it out (\"that offer was withdrawn\"). Example: {\"id\": \"alt_b\", \"reason\": \"Offer withdrawn\"}. The id is never reused; if it was the datum, the first remaining alternative becomes the datum and totals are recomputed against it. Returns the removed alternative, the remaining count and the new datum_id.";
}

impl Decide for RemoveAlternative {
    const EVENTS: &'static [&'static str] = &[AlternativeRemoved::EVENT_TYPE];
    type Result = AlternativeChangedResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let alternative = active_alternative(cycle, "id", &self.id)?;
        Ok(vec![
            AlternativeRemoved {
                alternative_id: alternative.id.clone(),
                reason: non_blank("reason", &self.reason)?,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> AlternativeChangedResult {
        alternative_changed(after, &self.id)
    }
}
