//! `add_key_consideration`: something to weigh or do before deciding.

use crate::decide::checks::non_blank;
use crate::decide::room_in_list;
use crate::ids::sequential;
use crate::report::last_id;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, KeyConsiderationAdded};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AddKeyConsideration {
    /// Something to weigh or do before deciding.
    #[schemars(length(min = 1, max = 2000))]
    pub consideration: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct AddKeyConsiderationResult {
    pub consideration_id: String,
    pub total_key_considerations: usize,
}

impl Tool for AddKeyConsideration {
    const NAME: &'static str = "add_key_consideration";
    const COMPONENT: Option<Component> = Some(Component::Recommendation);
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str = "Add something the person should weigh or do before deciding.";
    const DESCRIPTION: &'static str = "Add a key consideration to the recommendation: something the person should weigh or do before deciding. Use it when the analysis surfaces a point that could change the choice. Example: {\"consideration\": \"Check whether the start date can move by a month\"}. Each call adds one; blank text is a validation error. Returns its id (kc_1, …) and the total.";
}

impl Decide for AddKeyConsideration {
    const EVENTS: &'static [&'static str] = &[KeyConsiderationAdded::EVENT_TYPE];
    type Result = AddKeyConsiderationResult;

    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        room_in_list(
            cycle.key_considerations.len(),
            "key considerations",
            "keep the most important ones",
            ctx,
        )?;
        Ok(vec![
            KeyConsiderationAdded {
                consideration_id: sequential("kc", cycle.key_considerations.len()),
                consideration: non_blank("consideration", &self.consideration)?,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> AddKeyConsiderationResult {
        AddKeyConsiderationResult {
            consideration_id: last_id(after.key_considerations.iter().map(|k| &k.id)),
            total_key_considerations: after.key_considerations.len(),
        }
    }
}
