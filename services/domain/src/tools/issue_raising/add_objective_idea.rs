//! `add_objective_idea`: something the person wants, in their own words, before it is an objective.

use crate::decide::checks::non_blank;
use crate::decide::room_in_list;
use crate::ids::sequential;
use crate::report::last_id;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, ObjectiveIdeaAdded};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AddObjectiveIdea {
    /// Something the person wants to achieve or avoid, in their words.
    #[schemars(length(min = 1, max = 2000))]
    pub description: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct AddObjectiveIdeaResult {
    pub idea_id: String,
    pub total_ideas: usize,
}

impl Tool for AddObjectiveIdea {
    const NAME: &'static str = "add_objective_idea";
    const COMPONENT: Option<Component> = Some(Component::IssueRaising);
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str = "Capture, in the person's words, something they want to achieve or avoid, before it becomes a formal objective.";
    const DESCRIPTION: &'static str = "Capture, in the person's own words, something they want to achieve or avoid, before it is shaped into a formal objective. Use it when they say what matters to them while still exploring the issue (\"I want more time with my kids\"). Example: {\"description\": \"More time with family\"}. Ideas are raw material: turn them into objectives with add_objective in the objectives component. Returns its id (idea_1, …) and the total.";
}

impl Decide for AddObjectiveIdea {
    const EVENTS: &'static [&'static str] = &[ObjectiveIdeaAdded::EVENT_TYPE];
    type Result = AddObjectiveIdeaResult;

    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        room_in_list(
            cycle.objective_ideas.len(),
            "objective ideas",
            "turn the ideas into objectives",
            ctx,
        )?;
        Ok(vec![
            ObjectiveIdeaAdded {
                idea_id: sequential("idea", cycle.objective_ideas.len()),
                description: non_blank("description", &self.description)?,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> AddObjectiveIdeaResult {
        AddObjectiveIdeaResult {
            idea_id: last_id(after.objective_ideas.iter().map(|n| &n.id)),
            total_ideas: after.objective_ideas.len(),
        }
    }
}
