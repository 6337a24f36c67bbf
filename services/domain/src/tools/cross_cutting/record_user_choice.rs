//! `record_user_choice`: the user's answer to a pending confirmation, as the agent heard it.

use super::{ConfirmationResolvedResult, confirmation_resolved, open_confirmation};
use crate::decide::checks::{non_blank, same_name};
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::{Component, ConfirmationStatus, Responder};
use decision_events::{ConfirmationResolved, DomainEvent};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RecordUserChoice {
    /// e.g. "conf_1".
    #[schemars(length(min = 1, max = 64))]
    pub confirmation_id: String,
    /// The option's label, or the user's own words.
    #[schemars(length(min = 1, max = 2000))]
    pub choice: String,
}

impl Tool for RecordUserChoice {
    const NAME: &'static str = "record_user_choice";
    const COMPONENT: Option<Component> = None;
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str = "Record the person's answer to a pending confirmation request.";
    const DESCRIPTION: &'static str = "Record the user's answer to a pending confirmation. Use it when the user replies in the conversation to a request_confirmation. Example: {\"confirmation_id\": \"conf_1\", \"choice\": \"Yes\"}. The choice is matched to an option label (ignoring case), else kept as free text; an expired or already answered confirmation is a conflict, so ask again with request_confirmation. Returns the status, the chosen option and label if matched, or the free text.";
}

impl Decide for RecordUserChoice {
    const EVENTS: &'static [&'static str] = &[ConfirmationResolved::EVENT_TYPE];
    type Result = ConfirmationResolvedResult;

    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let confirmation = open_confirmation(cycle, "confirmation_id", &self.confirmation_id, ctx)?;
        crate::proposal::only_the_person(confirmation)?;
        let choice = non_blank("choice", &self.choice)?;
        let chosen = confirmation
            .options
            .iter()
            .position(|o| same_name(&o.label, &choice));
        Ok(vec![
            ConfirmationResolved {
                confirmation_id: confirmation.id.clone(),
                status: ConfirmationStatus::Confirmed,
                chosen_option: chosen,
                user_input: chosen.is_none().then_some(choice),
                responded_at: ctx.now,
                by: Responder::Agent,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> ConfirmationResolvedResult {
        confirmation_resolved(after, &self.confirmation_id)
    }
}
