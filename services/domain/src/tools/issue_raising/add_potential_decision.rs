//! `add_potential_decision`: a decision the person might need to make.

use crate::decide::checks::non_blank;
use crate::decide::room_in_list;
use crate::ids::sequential;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, PotentialDecisionAdded};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AddPotentialDecision {
    /// The decision to consider, e.g. "Whether to accept the VP offer".
    #[schemars(length(min = 1, max = 2000))]
    pub description: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct AddPotentialDecisionResult {
    pub decision_id: String,
    pub description: String,
    pub current_count: usize,
}

impl Tool for AddPotentialDecision {
    const NAME: &'static str = "add_potential_decision";
    const COMPONENT: Option<Component> = Some(Component::IssueRaising);
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str =
        "Record a decision the person might need to make, even one mentioned in passing.";
    const DESCRIPTION: &'static str = "Record a decision the person might need to make. Use it when they mention a choice in front of them, even in passing (\"I might take the VP offer\"). Example: {\"description\": \"Whether to accept the VP offer\"}. Add each candidate separately; pick the one to work on later with set_focal_decision. Returns its id (dec_1, dec_2, …) and how many potential decisions there are.";
}

impl Decide for AddPotentialDecision {
    const EVENTS: &'static [&'static str] = &[PotentialDecisionAdded::EVENT_TYPE];
    type Result = AddPotentialDecisionResult;

    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        room_in_list(
            cycle.potential_decisions.len(),
            "potential decisions",
            "focus on one with set_focal_decision",
            ctx,
        )?;
        Ok(vec![
            PotentialDecisionAdded {
                decision_id: sequential("dec", cycle.potential_decisions.len()),
                description: non_blank("description", &self.description)?,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> AddPotentialDecisionResult {
        let d = after.potential_decisions.last().expect("just added");
        AddPotentialDecisionResult {
            decision_id: d.id.clone(),
            description: d.description.clone(),
            current_count: after.potential_decisions.len(),
        }
    }
}
