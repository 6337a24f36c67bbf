//! The confirmation gate: with it on (the cycle's setting, or the whole
//! service's), a write tool whose hints say `requires_confirmation` does
//! not run; the call appends a [`ToolCallProposed`] (a confirmation with
//! the tool and its parameters), and the person's approval runs exactly
//! that call, once. Only the person answers a proposal: the agent's
//! `record_user_choice` refuses it, and lifting the gate is a user-side
//! command, not a tool.

use crate::decide::room_in_list;
use crate::ids::sequential;
use crate::{Confirmation, Context, Cycle, Hints, Rejection};
use chrono::{DateTime, Duration, Utc};
use decision_events::values::{ConfirmationOption, ConfirmationStatus};
use decision_events::{DomainEvent, ToolCallProposed};
use schemars::JsonSchema;
use serde::Serialize;
use serde_json::Value;
use uuid::Uuid;

/// The option that approves a proposal; [`REJECT`] (or declining) rejects it.
pub const APPROVE: usize = 0;
pub const REJECT: usize = 1;

/// How long a proposal waits for the person by default.
pub const DEFAULT_PROPOSAL_SECONDS: u32 = 3600;

/// Whether a call of a tool with `hints` is held for confirmation on
/// `cycle`, given the service-wide flag.
pub fn gated(cycle: &Cycle, hints: Hints, service_wide: bool) -> bool {
    hints.requires_confirmation && (service_wide || cycle.require_confirmation)
}

/// A proposal's two options.
pub fn options(tool_name: &str) -> Vec<ConfirmationOption> {
    vec![
        ConfirmationOption {
            label: "Approve".into(),
            description: format!("Run {tool_name} as proposed"),
        },
        ConfirmationOption {
            label: "Reject".into(),
            description: format!("Do not run {tool_name}"),
        },
    ]
}

/// The data a gated call answers with (`confirmation_required: true`).
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ProposalResult {
    /// Always true: the call did not run; the person decides.
    pub confirmation_required: bool,
    pub confirmation_id: String,
    pub tool_name: String,
    pub parameters: Value,
    pub summary: String,
    pub status: ConfirmationStatus,
    pub expires_at: DateTime<Utc>,
}

/// What a gated call appends: the proposal, as a confirmation the person
/// answers. `proposed_by` is the agent's invocation; the proposal expires
/// `expires_in` after `ctx.now`.
pub fn propose(
    cycle: &Cycle,
    tool_name: &str,
    parameters: &Value,
    proposed_by: Uuid,
    conversation_turn: u32,
    expires_in: Duration,
    ctx: &Context,
) -> Result<(DomainEvent, ProposalResult), Rejection> {
    room_in_list(
        cycle.confirmations.len(),
        "confirmation requests",
        "wait for the pending ones to be answered",
        ctx,
    )?;
    let confirmation_id = sequential("conf", cycle.confirmations.len());
    let summary = format!("Run {tool_name}{}?", described(parameters));
    let expires_at = ctx.now + expires_in;
    let event = ToolCallProposed {
        confirmation_id: confirmation_id.clone(),
        tool_name: tool_name.to_owned(),
        parameters: parameters.clone(),
        summary: summary.clone(),
        proposed_by,
        conversation_turn,
        requested_at: ctx.now,
        expires_at,
    };
    let result = ProposalResult {
        confirmation_required: true,
        confirmation_id,
        tool_name: tool_name.to_owned(),
        parameters: parameters.clone(),
        summary,
        status: ConfirmationStatus::Pending,
        expires_at,
    };
    Ok((event.into(), result))
}

/// ` with a=b, c="d"` from the scalar parameters, text cut short.
fn described(parameters: &Value) -> String {
    let Some(fields) = parameters.as_object() else {
        return String::new();
    };
    let shown: Vec<String> = fields
        .iter()
        .filter_map(|(k, v)| match v {
            Value::String(s) => {
                let cut: String = s.chars().take(80).collect();
                let more = if cut.len() < s.len() { "…" } else { "" };
                Some(format!("{k}=\"{cut}{more}\""))
            }
            Value::Number(_) | Value::Bool(_) => Some(format!("{k}={v}")),
            _ => None,
        })
        .collect();
    if shown.is_empty() {
        String::new()
    } else {
        format!(" with {}", shown.join(", "))
    }
}

/// The agent may not answer a proposal for the person.
pub(crate) fn only_the_person(c: &Confirmation) -> Result<(), Rejection> {
    match &c.proposal {
        Some(p) => Err(Rejection::conflict(
            Some("confirmation_id"),
            format!(
                "{} holds a proposed {} call that only the person can approve or reject; \
                 wait for their answer (get_confirmations shows it)",
                c.id, p.tool_name
            ),
        )),
        None => Ok(()),
    }
}
