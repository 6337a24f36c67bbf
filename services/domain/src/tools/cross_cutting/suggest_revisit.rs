//! `suggest_revisit`: go back to an earlier component later.

use crate::decide::checks::non_blank;
use crate::decide::room_in_list;
use crate::ids::sequential;
use crate::report::last_id;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::{Component, RevisitPriority};
use decision_events::{DomainEvent, RevisitSuggested};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SuggestRevisit {
    /// The component to revisit later.
    pub component: Component,
    #[schemars(length(min = 1, max = 2000))]
    pub reason: String,
    pub priority: RevisitPriority,
    /// What in the conversation triggered the suggestion; when left out
    /// (as seed 000's example call does), it is recorded as
    /// [`DEFAULT_TRIGGER`].
    #[schemars(length(min = 1, max = 2000))]
    #[serde(default)]
    pub trigger: Option<String>,
}

/// The trigger recorded for a suggestion that names none.
pub const DEFAULT_TRIGGER: &str = "not stated by the agent";

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SuggestRevisitResult {
    pub suggestion_id: String,
    pub total_pending: usize,
    /// High and critical suggestions are shown to the user at the end of the component.
    pub will_prompt_user: bool,
}

impl Tool for SuggestRevisit {
    const NAME: &'static str = "suggest_revisit";
    const COMPONENT: Option<Component> = None;
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str =
        "Queue a suggestion to revisit an earlier component that new information undermines.";
    const DESCRIPTION: &'static str = "Suggest going back to an earlier component later, when something said now undermines it. Use it when new information affects a finished part (\"actually, moving abroad is possible\"); the suggestion is queued, not navigated. Example: {\"component\": \"alternatives\", \"reason\": \"Moving abroad is now possible\", \"priority\": \"high\", \"trigger\": \"User mentioned the Lisbon office\"}; priority is low, medium, high or critical, and trigger may be null (recorded as \"not stated by the agent\"). Returns its id (rev_1, …), the pending count and will_prompt_user, true for high and critical: those are put to the user when the cycle next leaves a component.";
}

impl Decide for SuggestRevisit {
    const EVENTS: &'static [&'static str] = &[RevisitSuggested::EVENT_TYPE];
    type Result = SuggestRevisitResult;

    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        room_in_list(
            cycle.revisits.len(),
            "revisit suggestions",
            "act on the pending ones first",
            ctx,
        )?;
        Ok(vec![
            RevisitSuggested {
                revisit_id: sequential("rev", cycle.revisits.len()),
                component: self.component,
                reason: non_blank("reason", &self.reason)?,
                priority: self.priority,
                trigger: match &self.trigger {
                    Some(trigger) => non_blank("trigger", trigger)?,
                    None => DEFAULT_TRIGGER.to_owned(),
                },
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> SuggestRevisitResult {
        SuggestRevisitResult {
            suggestion_id: last_id(after.revisits.iter().map(|r| &r.id)),
            total_pending: after.pending_revisits().count(),
            will_prompt_user: self.priority >= RevisitPriority::High,
        }
    }
}
