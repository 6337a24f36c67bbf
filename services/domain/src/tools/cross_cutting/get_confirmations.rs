//! `get_confirmations`: the confirmation requests and proposed calls, with
//! the person's answers — how the agent learns that a proposal was
//! approved (and ran), rejected, or expired.

use crate::{Answer, Confirmation, Context, Cycle, Hints, Rejection, ResponseFormat, Tool};
use chrono::{DateTime, Utc};
use decision_events::values::{Component, ConfirmationStatus};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Which requests a list shows.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ListStatus {
    /// Waiting for an answer (the default).
    #[default]
    Pending,
    /// Answered: confirmed or rejected (accepted or dismissed).
    Answered,
    /// Every one, expired ones included.
    All,
}

impl ListStatus {
    pub fn shows_confirmation(self, status: ConfirmationStatus) -> bool {
        match self {
            ListStatus::Pending => status == ConfirmationStatus::Pending,
            ListStatus::Answered => matches!(
                status,
                ConfirmationStatus::Confirmed | ConfirmationStatus::Rejected
            ),
            ListStatus::All => true,
        }
    }

    pub fn shows_revisit(self, status: decision_events::values::RevisitStatus) -> bool {
        use decision_events::values::RevisitStatus as S;
        match self {
            ListStatus::Pending => status == S::Pending,
            ListStatus::Answered => matches!(status, S::Accepted | S::Dismissed),
            ListStatus::All => true,
        }
    }
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GetConfirmations {
    /// pending (default), answered or all.
    pub status: Option<ListStatus>,
    pub response_format: Option<ResponseFormat>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ConfirmationItem {
    pub confirmation_id: String,
    pub summary: String,
    /// As of now: a pending request past its expiry is `expired`.
    pub status: ConfirmationStatus,
    /// The proposed tool, when the request is a gated call.
    pub proposed_tool: Option<String>,
    pub chosen_label: Option<String>,
    /// The person's words with their answer.
    pub user_input: Option<String>,
    /// Detailed.
    pub expires_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ConfirmationsResult {
    pub confirmations: Vec<ConfirmationItem>,
    /// Whether write tools that require confirmation are held for the
    /// person on this cycle (the service may hold them everywhere).
    pub require_confirmation: bool,
}

impl ConfirmationItem {
    pub fn of(c: &Confirmation, now: DateTime<Utc>) -> ConfirmationItem {
        ConfirmationItem {
            confirmation_id: c.id.clone(),
            summary: c.summary.clone(),
            status: c.status_at(now),
            proposed_tool: c.proposal.as_ref().map(|p| p.tool_name.clone()),
            chosen_label: c
                .chosen_option
                .and_then(|i| c.options.get(i))
                .map(|o| o.label.clone()),
            user_input: c.user_input.clone(),
            expires_at: c.expires_at,
        }
    }
}

impl Tool for GetConfirmations {
    const NAME: &'static str = "get_confirmations";
    const COMPONENT: Option<Component> = None;
    const HINTS: Hints = Hints::READ;
    const SUMMARY: &'static str =
        "List confirmation requests and proposed calls with the person's answers.";
    const DESCRIPTION: &'static str = "List the confirmation requests and proposed calls with the person's answers. Use it after a call answered confirmation_required (it did not run: the person approves or rejects it), or to see how the user answered a request_confirmation. Example: {\"status\": \"answered\", \"response_format\": null}; status is pending (default), answered or all (expired ones too). An approved proposal has already run (as the person's call); a rejected one did not: read user_input for why, and do not propose it again unchanged. Read-only; returns each request's id, summary, status, proposed_tool, chosen_label and user_input, and require_confirmation.";
}

impl Answer for GetConfirmations {
    const DETAIL_ONLY: &'static [&'static str] = &["expires_at"];
    type Result = ConfirmationsResult;

    fn response_format(&self) -> ResponseFormat {
        self.response_format.unwrap_or_default()
    }

    fn answer(&self, cycle: &Cycle, ctx: &Context) -> Result<ConfirmationsResult, Rejection> {
        let status = self.status.unwrap_or_default();
        Ok(ConfirmationsResult {
            confirmations: cycle
                .confirmations
                .iter()
                .filter(|c| status.shows_confirmation(c.status_at(ctx.now)))
                .map(|c| ConfirmationItem::of(c, ctx.now))
                .collect(),
            require_confirmation: cycle.require_confirmation,
        })
    }
}
