//! `add_objective`: a fundamental or means objective.

use crate::decide::checks::{non_blank, same_name};
use crate::ids::sequential;
use crate::report::objective_counts;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::{Component, Direction};
use decision_events::{DomainEvent, ObjectiveAdded};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AddObjective {
    /// Brief name, e.g. "Maximize compensation".
    #[schemars(length(min = 1, max = 200))]
    pub name: String,
    /// How it is measured, e.g. "Total comp ($/year)".
    #[schemars(length(min = 1, max = 500))]
    pub measure: String,
    /// higher (maximize), lower (minimize) or target.
    pub direction: Direction,
    /// True for a fundamental objective (what really matters), false for a
    /// means objective (a way to achieve a fundamental one).
    pub is_fundamental: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct AddObjectiveResult {
    pub objective_id: String,
    pub name: String,
    /// "fundamental" or "means".
    pub objective_type: String,
    pub total_fundamental: usize,
    pub total_means: usize,
}

impl Tool for AddObjective {
    const NAME: &'static str = "add_objective";
    const COMPONENT: Option<Component> = Some(Component::Objectives);
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str = "Add an objective the person wants to achieve or avoid, with its measure and which direction is better; fundamental if it matters in itself, means if it serves another.";
    const DESCRIPTION: &'static str = "Add an objective: something the person wants to achieve or avoid, how it is measured, and which direction is better. Use it when they state what matters (\"I want to earn more\"). Example: {\"name\": \"Maximize compensation\", \"measure\": \"Total comp ($/year)\", \"direction\": \"higher\", \"is_fundamental\": true}. Fundamental objectives matter in themselves, means objectives serve them (link them with link_means_to_fundamental); a duplicate name is a conflict. Returns its id (obj_1, …), its type and the fundamental/means counts.";
}

impl Decide for AddObjective {
    const EVENTS: &'static [&'static str] = &[ObjectiveAdded::EVENT_TYPE];
    type Result = AddObjectiveResult;

    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        if cycle.objectives.len() >= ctx.limits.max_objectives {
            return Err(Rejection::validation(
                "name",
                format!(
                    "this cycle has reached its limit of {} objectives (removed ones count, since ids are never reused); refine an existing objective with update_objective_measure instead, or start a new cycle",
                    ctx.limits.max_objectives
                ),
            ));
        }
        let name = non_blank("name", &self.name)?;
        if let Some(existing) = cycle
            .active_objectives()
            .find(|o| same_name(&o.name, &name))
        {
            return Err(Rejection::conflict(
                Some("name"),
                format!(
                    "objective {} is already named \"{}\"; use a distinct name, or update_objective_measure to refine it",
                    existing.id, existing.name
                ),
            ));
        }
        Ok(vec![
            ObjectiveAdded {
                objective_id: sequential("obj", cycle.objectives.len()),
                name,
                measure: non_blank("measure", &self.measure)?,
                direction: self.direction,
                is_fundamental: self.is_fundamental,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> AddObjectiveResult {
        let o = after.objectives.last().expect("just added");
        let (fundamental, means) = objective_counts(after);
        AddObjectiveResult {
            objective_id: o.id.clone(),
            name: o.name.clone(),
            objective_type: o.kind().into(),
            total_fundamental: fundamental,
            total_means: means,
        }
    }
}
