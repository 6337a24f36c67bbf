//! `add_hierarchy_decision`: a related decision in the decision hierarchy.

use crate::decide::checks::non_blank;
use crate::decide::room_in_list;
use crate::ids::sequential;
use crate::report::last_id;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::{Component, HierarchyLevel};
use decision_events::{DomainEvent, HierarchyDecisionAdded};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AddHierarchyDecision {
    /// A related decision, e.g. "Which city to live in".
    #[schemars(length(min = 1, max = 2000))]
    pub description: String,
    /// given (already decided), focus (decide now) or deferred (decide later).
    pub level: HierarchyLevel,
    /// Free-text status, e.g. "decided", "open".
    #[schemars(length(min = 1, max = 200))]
    pub status: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct AddHierarchyDecisionResult {
    pub decision_id: String,
    pub total_hierarchy_decisions: usize,
}

impl Tool for AddHierarchyDecision {
    const NAME: &'static str = "add_hierarchy_decision";
    const COMPONENT: Option<Component> = Some(Component::ProblemFrame);
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str =
        "Place a related decision in the hierarchy: already made, decided now, or deferred.";
    const DESCRIPTION: &'static str = "Place a related decision in the decision hierarchy: given (already made), focus (decided now) or deferred (decided later). Use it when the person mentions a decision that frames or follows this one (\"we already decided to stay in Berlin\"). Example: {\"description\": \"Which city to live in\", \"level\": \"given\", \"status\": \"decided\"}. Returns its id (hier_1, …) and the total.";
}

impl Decide for AddHierarchyDecision {
    const EVENTS: &'static [&'static str] = &[HierarchyDecisionAdded::EVENT_TYPE];
    type Result = AddHierarchyDecisionResult;

    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        room_in_list(
            cycle.hierarchy.len(),
            "hierarchy decisions",
            "group related decisions",
            ctx,
        )?;
        Ok(vec![
            HierarchyDecisionAdded {
                decision_id: sequential("hier", cycle.hierarchy.len()),
                description: non_blank("description", &self.description)?,
                level: self.level,
                status: non_blank("status", &self.status)?,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> AddHierarchyDecisionResult {
        AddHierarchyDecisionResult {
            decision_id: last_id(after.hierarchy.iter().map(|h| &h.id)),
            total_hierarchy_decisions: after.hierarchy.len(),
        }
    }
}
