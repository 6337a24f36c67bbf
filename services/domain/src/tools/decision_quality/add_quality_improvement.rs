//! `add_quality_improvement`: an action that would improve decision quality.

use crate::decide::checks::non_blank;
use crate::decide::room_in_list;
use crate::ids::sequential;
use crate::report::last_id;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, QualityImprovementAdded};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AddQualityImprovement {
    /// What to do, e.g. "Interview a VP at the new company".
    #[schemars(length(min = 1, max = 2000))]
    pub action: String,
    /// What it would improve.
    #[schemars(length(min = 1, max = 2000))]
    pub impact: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct AddQualityImprovementResult {
    pub improvement_id: String,
    pub total_improvements: usize,
}

impl Tool for AddQualityImprovement {
    const NAME: &'static str = "add_quality_improvement";
    const COMPONENT: Option<Component> = Some(Component::DecisionQuality);
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str =
        "Add an action that would improve decision quality, with its expected impact.";
    const DESCRIPTION: &'static str = "Add an action that would improve decision quality, with its expected impact. Use it for the weakest elements reported by rate_dq_element or calculate_overall_dq. Example: {\"action\": \"Interview a VP at the new company\", \"impact\": \"More reliable consequences for career growth\"}. Returns its id (imp_1, …) and the total.";
}

impl Decide for AddQualityImprovement {
    const EVENTS: &'static [&'static str] = &[QualityImprovementAdded::EVENT_TYPE];
    type Result = AddQualityImprovementResult;

    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        room_in_list(
            cycle.improvements.len(),
            "quality improvements",
            "keep the most important ones",
            ctx,
        )?;
        Ok(vec![
            QualityImprovementAdded {
                improvement_id: sequential("imp", cycle.improvements.len()),
                action: non_blank("action", &self.action)?,
                impact: non_blank("impact", &self.impact)?,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> AddQualityImprovementResult {
        AddQualityImprovementResult {
            improvement_id: last_id(after.improvements.iter().map(|i| &i.id)),
            total_improvements: after.improvements.len(),
        }
    }
}
