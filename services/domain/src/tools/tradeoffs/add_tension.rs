//! `add_tension`: what an alternative excels at and what it sacrifices.

use crate::decide::checks::{active_alternative, non_blank};
use crate::decide::room_in_list;
use crate::ids::sequential;
use crate::report::last_id;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, TensionAdded};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AddTension {
    /// e.g. "alt_a".
    #[schemars(length(min = 1, max = 64))]
    pub alternative_id: String,
    /// What it is strong at, e.g. "Career growth".
    #[schemars(length(min = 1, max = 500))]
    pub excels_at: String,
    /// What it gives up for that, e.g. "Family time".
    #[schemars(length(min = 1, max = 500))]
    pub sacrifices: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct AddTensionResult {
    pub tension_id: String,
    pub alternative_id: String,
    pub alternative_name: String,
    pub total_tensions: usize,
}

impl Tool for AddTension {
    const NAME: &'static str = "add_tension";
    const COMPONENT: Option<Component> = Some(Component::Tradeoffs);
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str =
        "Record a tradeoff: what an alternative excels at and what it sacrifices.";
    const DESCRIPTION: &'static str = "Record a tension: what an alternative excels at and what it sacrifices for it. Use it when the person weighs a real tradeoff (\"the VP role is great for growth but costs family time\"). Example: {\"alternative_id\": \"alt_a\", \"excels_at\": \"Career growth\", \"sacrifices\": \"Family time\"}. An unknown or removed alternative is an error listing the active ones. Returns its id (ten_1, …), the alternative's name and the total.";
}

impl Decide for AddTension {
    const EVENTS: &'static [&'static str] = &[TensionAdded::EVENT_TYPE];
    type Result = AddTensionResult;

    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        room_in_list(
            cycle.tensions.len(),
            "tensions",
            "record the most important ones",
            ctx,
        )?;
        let a = active_alternative(cycle, "alternative_id", &self.alternative_id)?;
        Ok(vec![
            TensionAdded {
                tension_id: sequential("ten", cycle.tensions.len()),
                alternative_id: a.id.clone(),
                excels_at: non_blank("excels_at", &self.excels_at)?,
                sacrifices: non_blank("sacrifices", &self.sacrifices)?,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> AddTensionResult {
        let a = after.alternative(&self.alternative_id).expect("checked");
        AddTensionResult {
            tension_id: last_id(after.tensions.iter().map(|t| &t.id)),
            alternative_id: a.id.clone(),
            alternative_name: a.name.clone(),
            total_tensions: after.tensions.len(),
        }
    }
}
