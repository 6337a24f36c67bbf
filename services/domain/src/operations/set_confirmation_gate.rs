//! `set_confirmation_gate`: the person turns the cycle's confirmation gate
//! on or off (a user-side command; no tool can, so an agent cannot lift
//! the gate it is held by).

use crate::{Context, Cycle, Decide, Rejection};
use decision_events::{ConfirmationGateSet, DomainEvent};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The cycle's settings a person changes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SetConfirmationGate {
    pub require_confirmation: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ConfirmationGateResult {
    pub require_confirmation: bool,
    /// False when the gate was already so (nothing appended).
    pub changed: bool,
}

impl Decide for SetConfirmationGate {
    const EVENTS: &'static [&'static str] = &[ConfirmationGateSet::EVENT_TYPE];
    type Result = ConfirmationGateResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        if cycle.require_confirmation == self.require_confirmation {
            return Ok(Vec::new());
        }
        Ok(vec![
            ConfirmationGateSet {
                require_confirmation: self.require_confirmation,
            }
            .into(),
        ])
    }

    fn report(&self, before: &Cycle, after: &Cycle) -> ConfirmationGateResult {
        ConfirmationGateResult {
            require_confirmation: after.require_confirmation,
            changed: before.require_confirmation != after.require_confirmation,
        }
    }
}
