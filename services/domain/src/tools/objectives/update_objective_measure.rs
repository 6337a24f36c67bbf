//! `update_objective_measure`: refine how an objective is measured.

use super::{ObjectiveChangedResult, objective_changed};
use crate::decide::checks::{active_objective, non_blank};
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, ObjectiveMeasureUpdated};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct UpdateObjectiveMeasure {
    /// The objective's id, e.g. "obj_2".
    #[schemars(length(min = 1, max = 64))]
    pub id: String,
    #[schemars(length(min = 1, max = 500))]
    pub new_measure: String,
}

impl Tool for UpdateObjectiveMeasure {
    const NAME: &'static str = "update_objective_measure";
    const COMPONENT: Option<Component> = Some(Component::Objectives);
    const HINTS: Hints = Hints::REPLACES;
    const SUMMARY: &'static str =
        "Change how an objective is measured, keeping its id and ratings.";
    const DESCRIPTION: &'static str = "Refine how an objective is measured, keeping its id and ratings. Use it when the person sharpens what \"better\" means (\"count hours per week, not days\"). Example: {\"id\": \"obj_2\", \"new_measure\": \"Hours with family per week\"}. An unknown or removed id is an error listing the active objectives. Returns the objective with its new measure.";
}

impl Decide for UpdateObjectiveMeasure {
    const EVENTS: &'static [&'static str] = &[ObjectiveMeasureUpdated::EVENT_TYPE];
    type Result = ObjectiveChangedResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let objective = active_objective(cycle, "id", &self.id)?;
        Ok(vec![
            ObjectiveMeasureUpdated {
                objective_id: objective.id.clone(),
                measure: non_blank("new_measure", &self.new_measure)?,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> ObjectiveChangedResult {
        objective_changed(after, &self.id)
    }
}
