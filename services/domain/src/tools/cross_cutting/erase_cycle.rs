//! `erase_cycle`: the agent's door to erasing a cycle (issue 19). It never
//! runs as the agent's call: every door answers with a proposal (the
//! confirmation gate's, whatever the gate's setting), and only the
//! person's approval erases the cycle — the app runs the erasure then, as
//! `DELETE /api/cycles/:id` does (docs/decisions/0013-erasure.md).

use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use chrono::{DateTime, Utc};
use decision_events::values::Component;
use decision_events::{CycleErased, DomainEvent, ErasureReason, ToolCallProposed};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// No parameters: the cycle is the one the call is made on.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EraseCycle {}

impl Tool for EraseCycle {
    const NAME: &'static str = "erase_cycle";
    const COMPONENT: Option<Component> = None;
    const HINTS: Hints = Hints {
        requires_confirmation: true,
        destructive: true,
        idempotent: true,
    };
    const PROPOSAL_ONLY: bool = true;
    const SUMMARY: &'static str = "Ask the person to erase this whole decision; it always becomes a proposal only they can approve.";
    const DESCRIPTION: &'static str = "Ask the person to erase this whole decision cycle: every event, audit record, view and published copy of its content is deleted for good, leaving only a tombstone (who erased it and when). Use it only when the person asks to delete the decision or to be forgotten; suggest they export it first (GET /api/cycles/{id}/export). Example: {}. It never runs as your call: it always answers confirmation_required: true with a proposal (confirmation_id) the person approves or rejects in their own app; get_confirmations tells you the answer. Once approved, the cycle is gone and every later call on it is a 404.";
}

/// What an approved `erase_cycle` proposal (or `DELETE /api/cycles/:id`)
/// did: the erasure's tombstone, with no content.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct CycleErasure {
    pub cycle_id: Uuid,
    /// Who erased it: the owner, or the operator's user.
    pub erased_by: String,
    pub reason: ErasureReason,
    pub erased_at: DateTime<Utc>,
    /// The tombstone's version: the stream's last.
    pub version: u64,
    /// The tombstone's feed position (`min_position` for later reads).
    pub position: i64,
    /// Events whose content was erased (every one before the tombstone).
    pub events_erased: u64,
    /// True once the read models no longer hold the cycle (their
    /// projections passed the tombstone) and the store's files were
    /// scrubbed; false when a projection lags: that follows when it
    /// catches up. The JetStream purge follows when the relay reaches the
    /// tombstone.
    pub views_erased: bool,
}

/// The refusal every attempt to run `erase_cycle` as a plain call meets:
/// the erasure is not an append the domain decides, it is the app's, on
/// the person's approval.
pub(crate) fn erasure_is_the_persons() -> Rejection {
    Rejection::conflict(
        None,
        "erase_cycle runs only when the person approves its proposal (or calls \
         DELETE /api/cycles/{id} themselves); call it to propose, then wait for \
         their answer (get_confirmations)",
    )
}

impl Decide for EraseCycle {
    // What a call leads to: the proposal it always is, and on the person's
    // approval the tombstone (appended by the app, not by `decide`).
    const EVENTS: &'static [&'static str] =
        &[ToolCallProposed::EVENT_TYPE, CycleErased::EVENT_TYPE];
    type Result = CycleErasure;

    fn decide(&self, _cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        Err(erasure_is_the_persons())
    }

    fn report(&self, _before: &Cycle, _after: &Cycle) -> CycleErasure {
        unreachable!("erase_cycle's decide always refuses: the app erases on approval")
    }
}
