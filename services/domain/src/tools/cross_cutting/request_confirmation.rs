//! `request_confirmation`: ask the user to confirm before acting.

use crate::decide::checks::{non_blank, same_name};
use crate::decide::room_in_list;
use crate::ids::sequential;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::{Component, ConfirmationOption, ConfirmationStatus};
use decision_events::{ConfirmationRequested, DomainEvent};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Minutes a confirmation stays open when the agent does not say.
pub const DEFAULT_CONFIRMATION_MINUTES: u32 = 60;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RequestConfirmation {
    /// What the user is asked to confirm.
    #[schemars(length(min = 1, max = 2000))]
    pub summary: String,
    /// The answers to offer (1 to 10).
    #[schemars(length(min = 1, max = 10))]
    pub options: Vec<ConfirmationOption>,
    /// Index (0-based) of the option to preselect.
    pub default_option: Option<usize>,
    /// Minutes until the request expires (1 to 10080; default 60).
    #[schemars(range(min = 1, max = 10080))]
    pub expires_in_minutes: Option<u32>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct RequestConfirmationResult {
    pub confirmation_id: String,
    pub status: ConfirmationStatus,
    pub expires_at: String,
    pub options: usize,
}

impl Tool for RequestConfirmation {
    const NAME: &'static str = "request_confirmation";
    const COMPONENT: Option<Component> = None;
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str =
        "Ask the person to confirm before you act, offering labelled options.";
    const DESCRIPTION: &'static str = "Ask the user to confirm something before you act, offering labelled options. Use it before any call that discards or overrides what the user said (removing, marking dominated, choosing a standout). Example: {\"summary\": \"Remove obj_2 (Commute)?\", \"options\": [{\"label\": \"Yes\", \"description\": \"Remove it\"}, {\"label\": \"No\", \"description\": \"Keep it\"}], \"default_option\": 1, \"expires_in_minutes\": null}. It stays pending until the user answers (record_user_choice) or it expires (default 60 minutes); duplicate labels or an out-of-range default_option are validation errors. Returns its id (conf_1, …), status and expires_at.";
}

impl Decide for RequestConfirmation {
    const EVENTS: &'static [&'static str] = &[ConfirmationRequested::EVENT_TYPE];
    type Result = RequestConfirmationResult;

    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        room_in_list(
            cycle.confirmations.len(),
            "confirmation requests",
            "wait for the pending ones to be answered",
            ctx,
        )?;
        let summary = non_blank("summary", &self.summary)?;
        if self.options.is_empty() {
            return Err(Rejection::validation(
                "options",
                "`options` needs at least one option",
            ));
        }
        let mut options = Vec::with_capacity(self.options.len());
        for (i, o) in self.options.iter().enumerate() {
            let label = non_blank(&format!("options[{i}].label"), &o.label)?;
            if options
                .iter()
                .any(|p: &ConfirmationOption| same_name(&p.label, &label))
            {
                return Err(Rejection::validation(
                    "options",
                    format!(
                        "two options are labelled \"{label}\"; labels must differ so the user's choice is unambiguous"
                    ),
                ));
            }
            options.push(ConfirmationOption {
                label,
                description: o.description.trim().to_owned(),
            });
        }
        if let Some(d) = self.default_option
            && d >= options.len()
        {
            return Err(Rejection::validation(
                "default_option",
                format!(
                    "`default_option` {d} is out of range: give an index from 0 to {}",
                    options.len() - 1
                ),
            ));
        }
        let minutes = self
            .expires_in_minutes
            .unwrap_or(DEFAULT_CONFIRMATION_MINUTES);
        if !(1..=10080).contains(&minutes) {
            return Err(Rejection::validation(
                "expires_in_minutes",
                format!("`expires_in_minutes` must be 1 to 10080 (a week), got {minutes}"),
            ));
        }
        Ok(vec![
            ConfirmationRequested {
                confirmation_id: sequential("conf", cycle.confirmations.len()),
                summary,
                options,
                default_option: self.default_option,
                requested_at: ctx.now,
                expires_at: ctx.now + chrono::Duration::minutes(i64::from(minutes)),
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> RequestConfirmationResult {
        let c = after.confirmations.last().expect("just added");
        RequestConfirmationResult {
            confirmation_id: c.id.clone(),
            status: c.status,
            expires_at: c.expires_at.to_rfc3339(),
            options: c.options.len(),
        }
    }
}
