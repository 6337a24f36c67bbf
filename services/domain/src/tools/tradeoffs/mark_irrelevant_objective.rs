//! `mark_irrelevant_objective`: an objective does not distinguish the alternatives.

use crate::decide::checks::{active_objective, non_blank};
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool, analysis};
use decision_events::values::Component;
use decision_events::{DomainEvent, ObjectiveMarkedIrrelevant};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MarkIrrelevantObjective {
    /// e.g. "obj_5".
    #[schemars(length(min = 1, max = 64))]
    pub objective_id: String,
    #[schemars(length(min = 1, max = 2000))]
    pub reason: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct MarkIrrelevantResult {
    pub objective_id: String,
    pub name: String,
    /// Objectives still counted in Pugh totals.
    pub counted_objectives: usize,
    /// Set when the ratings do differ on this objective.
    pub analysis_note: Option<String>,
}

impl Tool for MarkIrrelevantObjective {
    const NAME: &'static str = "mark_irrelevant_objective";
    const COMPONENT: Option<Component> = Some(Component::Tradeoffs);
    // It discards or overrides what the user said: ask first.
    const HINTS: Hints = Hints {
        requires_confirmation: true,
        destructive: true,
        idempotent: false,
    };
    const SUMMARY: &'static str =
        "Exclude from the totals an objective on which every alternative is the same.";
    const DESCRIPTION: &'static str = "Mark an objective as irrelevant to the choice because it does not distinguish the alternatives. Use it after find_irrelevant_objectives reports one, or when the person agrees every option is the same on it. Example: {\"objective_id\": \"obj_5\", \"reason\": \"All options have the same commute\"}. From then on it is excluded from the Pugh totals (its ratings are kept); marking it twice is a conflict, and analysis_note warns when the ratings do differ on it. Returns the objective and how many objectives are still counted.";
}

impl Decide for MarkIrrelevantObjective {
    const EVENTS: &'static [&'static str] = &[ObjectiveMarkedIrrelevant::EVENT_TYPE];
    type Result = MarkIrrelevantResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let o = active_objective(cycle, "objective_id", &self.objective_id)?;
        if o.irrelevant.is_some() {
            return Err(Rejection::conflict(
                Some("objective_id"),
                format!("{} ({}) is already marked irrelevant", o.id, o.name),
            ));
        }
        Ok(vec![
            ObjectiveMarkedIrrelevant {
                objective_id: o.id.clone(),
                reason: non_blank("reason", &self.reason)?,
            }
            .into(),
        ])
    }

    fn report(&self, before: &Cycle, after: &Cycle) -> MarkIrrelevantResult {
        let o = after.objective(&self.objective_id).expect("checked");
        let detected = analysis::find_irrelevant(before)
            .iter()
            .any(|i| i.objective_id == o.id);
        MarkIrrelevantResult {
            objective_id: o.id.clone(),
            name: o.name.clone(),
            counted_objectives: after.counted_objectives().count(),
            analysis_note: (!detected).then(|| "The ratings on this objective differ (or are incomplete); it no longer counts in totals anyway".into()),
        }
    }
}
