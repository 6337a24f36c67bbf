//! `clear_dominated`: undo mark_dominated.

use super::non_dominated;
use crate::decide::checks::{active_alternative, non_blank};
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, DominatedCleared};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClearDominated {
    #[schemars(length(min = 1, max = 64))]
    pub alternative_id: String,
    #[schemars(length(min = 1, max = 2000))]
    pub reason: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ClearDominatedResult {
    pub alternative_id: String,
    pub name: String,
    pub remaining_alternatives: usize,
}

impl Tool for ClearDominated {
    const NAME: &'static str = "clear_dominated";
    const COMPONENT: Option<Component> = Some(Component::Tradeoffs);
    // It discards or overrides what the user said: ask first.
    const HINTS: Hints = Hints {
        requires_confirmation: true,
        destructive: true,
        idempotent: false,
    };
    const SUMMARY: &'static str = "Bring an alternative marked dominated back into consideration.";
    const DESCRIPTION: &'static str = "Undo mark_dominated: bring a dominated alternative back into consideration, with the reason. Use it when ratings changed or the person wants the option reconsidered. Example: {\"alternative_id\": \"alt_c\", \"reason\": \"Re-rated after the new offer\"}. An alternative that is not marked dominated is a conflict (nothing to clear). Returns the alternative and remaining_alternatives.";
}

impl Decide for ClearDominated {
    const EVENTS: &'static [&'static str] = &[DominatedCleared::EVENT_TYPE];
    type Result = ClearDominatedResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let x = active_alternative(cycle, "alternative_id", &self.alternative_id)?;
        if x.dominated.is_none() {
            return Err(Rejection::conflict(
                Some("alternative_id"),
                format!(
                    "{} ({}) is not marked dominated; nothing to clear",
                    x.id, x.name
                ),
            ));
        }
        Ok(vec![
            DominatedCleared {
                alternative_id: x.id.clone(),
                reason: non_blank("reason", &self.reason)?,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> ClearDominatedResult {
        let a = after.alternative(&self.alternative_id).expect("checked");
        ClearDominatedResult {
            alternative_id: a.id.clone(),
            name: a.name.clone(),
            remaining_alternatives: non_dominated(after),
        }
    }
}
