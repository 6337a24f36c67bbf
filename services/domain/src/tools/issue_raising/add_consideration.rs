//! `add_consideration`: a consideration that is not yet an objective or an alternative.

use crate::decide::checks::non_blank;
use crate::decide::room_in_list;
use crate::ids::sequential;
use crate::report::last_id;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{ConsiderationAdded, DomainEvent};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AddConsideration {
    /// A general consideration that is not yet an objective or alternative.
    #[schemars(length(min = 1, max = 2000))]
    pub description: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct AddConsiderationResult {
    pub consideration_id: String,
    pub total_considerations: usize,
}

impl Tool for AddConsideration {
    const NAME: &'static str = "add_consideration";
    const COMPONENT: Option<Component> = Some(Component::IssueRaising);
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str = "Record a fact, worry or circumstance to keep in view that is not yet an objective or an alternative.";
    const DESCRIPTION: &'static str = "Record a general consideration that is not yet an objective or an alternative: a fact, worry or circumstance to keep in view. Use it for remarks like \"my partner's job is here\". Example: {\"description\": \"Partner's job is local\"}. If it is clearly something to achieve, use add_objective_idea; if it is an option, wait for the alternatives component. Returns its id (consid_1, …) and the total.";
}

impl Decide for AddConsideration {
    const EVENTS: &'static [&'static str] = &[ConsiderationAdded::EVENT_TYPE];
    type Result = AddConsiderationResult;

    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        room_in_list(
            cycle.considerations.len(),
            "considerations",
            "fold related ones together in a note",
            ctx,
        )?;
        Ok(vec![
            ConsiderationAdded {
                consideration_id: sequential("consid", cycle.considerations.len()),
                description: non_blank("description", &self.description)?,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> AddConsiderationResult {
        AddConsiderationResult {
            consideration_id: last_id(after.considerations.iter().map(|n| &n.id)),
            total_considerations: after.considerations.len(),
        }
    }
}
