//! `add_constraint`: a limit every acceptable alternative respects.

use crate::decide::checks::non_blank;
use crate::decide::room_in_list;
use crate::ids::sequential;
use crate::report::last_id;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::{Component, ConstraintType};
use decision_events::{ConstraintAdded, DomainEvent};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AddConstraint {
    /// One of budget, time, resource, policy, other.
    pub constraint_type: ConstraintType,
    /// The constraint, e.g. "Offer expires on 2026-12-15".
    #[schemars(length(min = 1, max = 2000))]
    pub description: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct AddConstraintResult {
    pub constraint_id: String,
    pub total_constraints: usize,
}

impl Tool for AddConstraint {
    const NAME: &'static str = "add_constraint";
    const COMPONENT: Option<Component> = Some(Component::ProblemFrame);
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str = "Add a hard limit every acceptable alternative must respect: budget, time, resource, policy.";
    const DESCRIPTION: &'static str = "Add a constraint every acceptable alternative must respect. Use it when the person names a hard limit: money, time, resources or a rule. Example: {\"constraint_type\": \"time\", \"description\": \"Offer expires 2026-12-15\"}; constraint_type is budget, time, resource, policy or other. Preferences that can be traded off are objectives, not constraints. Returns its id (con_1, …) and the total.";
}

impl Decide for AddConstraint {
    const EVENTS: &'static [&'static str] = &[ConstraintAdded::EVENT_TYPE];
    type Result = AddConstraintResult;

    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        room_in_list(
            cycle.constraints.len(),
            "constraints",
            "combine related constraints",
            ctx,
        )?;
        Ok(vec![
            ConstraintAdded {
                constraint_id: sequential("con", cycle.constraints.len()),
                constraint_type: self.constraint_type,
                description: non_blank("description", &self.description)?,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> AddConstraintResult {
        AddConstraintResult {
            constraint_id: last_id(after.constraints.iter().map(|c| &c.id)),
            total_constraints: after.constraints.len(),
        }
    }
}
