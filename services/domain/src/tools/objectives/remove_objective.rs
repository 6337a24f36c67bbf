//! `remove_objective`: remove an objective, with the reason.

use super::{ObjectiveChangedResult, objective_changed};
use crate::decide::checks::{active_objective, non_blank};
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, ObjectiveRemoved};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RemoveObjective {
    /// The objective's id, e.g. "obj_2".
    #[schemars(length(min = 1, max = 64))]
    pub id: String,
    /// Why it is removed (kept in the log).
    #[schemars(length(min = 1, max = 2000))]
    pub reason: String,
}

impl Tool for RemoveObjective {
    const NAME: &'static str = "remove_objective";
    const COMPONENT: Option<Component> = Some(Component::Objectives);
    // It discards or overrides what the user said: ask first.
    const HINTS: Hints = Hints {
        requires_confirmation: true,
        destructive: true,
        idempotent: false,
    };
    const SUMMARY: &'static str =
        "Remove an objective the person says no longer matters, with the reason.";
    const DESCRIPTION: &'static str = "Remove an objective that no longer belongs in the decision, with the reason (kept in the log). Use it only when the person says it does not matter or duplicates another. Example: {\"id\": \"obj_2\", \"reason\": \"Duplicate of obj_1\"}. The id is never reused and its ratings stop counting in the Pugh totals; removing it twice is a conflict. Returns the removed objective and the remaining counts.";
}

impl Decide for RemoveObjective {
    const EVENTS: &'static [&'static str] = &[ObjectiveRemoved::EVENT_TYPE];
    type Result = ObjectiveChangedResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let objective = active_objective(cycle, "id", &self.id)?;
        Ok(vec![
            ObjectiveRemoved {
                objective_id: objective.id.clone(),
                reason: non_blank("reason", &self.reason)?,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> ObjectiveChangedResult {
        objective_changed(after, &self.id)
    }
}
