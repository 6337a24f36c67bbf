//! `respond_to_confirmation`: the user answers a confirmation (the UI, not the agent).

use crate::decide::checks::non_blank;
use crate::proposal::{APPROVE, REJECT};
use crate::tools::cross_cutting::{
    ConfirmationResolvedResult, confirmation_resolved, open_confirmation,
};
use crate::{Confirmation, Context, Cycle, Decide, Rejection};
use decision_events::values::{ConfirmationStatus, Responder};
use decision_events::{ConfirmationResolved, DomainEvent};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The user answers a confirmation: an option, free text, or declines.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RespondToConfirmation {
    #[schemars(length(min = 1, max = 64))]
    pub confirmation_id: String,
    pub option_index: Option<usize>,
    #[schemars(length(min = 1, max = 2000))]
    pub text: Option<String>,
    pub decline: bool,
}

impl Decide for RespondToConfirmation {
    const EVENTS: &'static [&'static str] = &[ConfirmationResolved::EVENT_TYPE];
    type Result = ConfirmationResolvedResult;

    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let confirmation = open_confirmation(cycle, "confirmation_id", &self.confirmation_id, ctx)?;
        let text = self
            .text
            .as_deref()
            .map(|t| non_blank("text", t))
            .transpose()?;
        if let Some(i) = self.option_index
            && i >= confirmation.options.len()
        {
            return Err(Rejection::validation(
                "option_index",
                format!(
                    "`option_index` {i} is out of range: options are 0 to {} ({})",
                    confirmation.options.len() - 1,
                    labels(confirmation)
                ),
            ));
        }
        if self.decline && self.option_index.is_some() {
            return Err(Rejection::validation(
                "option_index",
                "a declined confirmation picks no option: send `decline: true` alone (with `text` for a reason), or an `option_index` without `decline`",
            ));
        }
        let status = if confirmation.proposal.is_some() {
            // A proposal is approved by its first option only.
            match (self.decline, self.option_index) {
                (true, _) | (false, Some(REJECT)) => ConfirmationStatus::Rejected,
                (false, Some(APPROVE)) => ConfirmationStatus::Confirmed,
                _ => {
                    return Err(Rejection::validation(
                        "option_index",
                        format!(
                            "{} is a proposed call: approve it with `option_index` {APPROVE}, reject it with {REJECT} or `decline: true` (with `text` for a reason)",
                            confirmation.id
                        ),
                    ));
                }
            }
        } else if self.decline {
            ConfirmationStatus::Rejected
        } else if self.option_index.is_none() && text.is_none() {
            return Err(Rejection::validation(
                "option_index",
                format!(
                    "answer with `option_index` ({}), with free `text`, or with `decline: true`",
                    labels(confirmation)
                ),
            ));
        } else {
            ConfirmationStatus::Confirmed
        };
        Ok(vec![
            ConfirmationResolved {
                confirmation_id: confirmation.id.clone(),
                status,
                chosen_option: self.option_index,
                user_input: text,
                responded_at: ctx.now,
                by: Responder::User,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> ConfirmationResolvedResult {
        confirmation_resolved(after, &self.confirmation_id)
    }
}

fn labels(c: &Confirmation) -> String {
    c.options
        .iter()
        .enumerate()
        .map(|(i, o)| format!("{i}: {}", o.label))
        .collect::<Vec<_>>()
        .join(", ")
}
