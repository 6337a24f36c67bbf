//! `promote_to_fundamental`: a means objective turns out to matter in itself.

use super::{ObjectiveChangedResult, objective_changed};
use crate::decide::checks::{active_objective, non_blank, objective_list};
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, ObjectivePromotedToFundamental};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PromoteToFundamental {
    /// The means objective's id, e.g. "obj_3".
    #[schemars(length(min = 1, max = 64))]
    pub id: String,
    #[schemars(length(min = 1, max = 2000))]
    pub reason: String,
}

impl Tool for PromoteToFundamental {
    const NAME: &'static str = "promote_to_fundamental";
    const COMPONENT: Option<Component> = Some(Component::Objectives);
    // A change of kind drops the objective's links.
    const HINTS: Hints = Hints {
        requires_confirmation: false,
        destructive: true,
        idempotent: false,
    };
    const SUMMARY: &'static str = "Make a means objective fundamental when it matters in itself.";
    const DESCRIPTION: &'static str = "Promote a means objective to fundamental when it turns out to matter in itself. Use it when the person says they would want it even if it achieved nothing else. Example: {\"id\": \"obj_3\", \"reason\": \"Matters in itself\"}. Its links to the fundamental objectives it served are dropped; an objective that is already fundamental is a conflict listing the means ones. Returns the objective with its new type and the fundamental/means counts.";
}

impl Decide for PromoteToFundamental {
    const EVENTS: &'static [&'static str] = &[ObjectivePromotedToFundamental::EVENT_TYPE];
    type Result = ObjectiveChangedResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let objective = active_objective(cycle, "id", &self.id)?;
        if objective.is_fundamental {
            return Err(Rejection::conflict(
                Some("id"),
                format!(
                    "{} ({}) is already fundamental; means objectives that can be promoted: {}",
                    objective.id,
                    objective.name,
                    objective_list(cycle, |o| !o.is_fundamental)
                ),
            ));
        }
        Ok(vec![
            ObjectivePromotedToFundamental {
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
