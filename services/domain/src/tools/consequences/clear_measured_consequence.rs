//! `clear_measured_consequence`: withdraw a cell's measured value (its Pugh
//! rating stays).

use crate::decide::checks::{active_alternative, active_objective, non_blank};
use crate::measured::{self, MeasuredCell};

use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{ConsequenceMeasurementCleared, DomainEvent};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClearMeasuredConsequence {
    #[schemars(length(min = 1, max = 64))]
    pub alternative_id: String,
    #[schemars(length(min = 1, max = 64))]
    pub objective_id: String,
    /// Why the measurement no longer holds, in a sentence.
    #[schemars(length(min = 1, max = 2000))]
    pub reason: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ClearMeasuredConsequenceResult {
    /// The measurement withdrawn.
    pub cleared: MeasuredCell,
    /// Measured cells left on active alternatives and objectives.
    pub measurements_remaining: usize,
}

impl Tool for ClearMeasuredConsequence {
    const NAME: &'static str = "clear_measured_consequence";
    const COMPONENT: Option<Component> = Some(Component::Consequences);
    const HINTS: Hints = Hints {
        requires_confirmation: false,
        destructive: true,
        idempotent: false,
    };
    const SUMMARY: &'static str =
        "Withdraw the measured value of one cell, with the reason; the rating stays.";
    const DESCRIPTION: &'static str = "Withdraw the measured value of one cell (recorded with record_measured_consequence), with the reason; its Pugh rating stays. Use it when a number turns out wrong or no longer applies, or to change the unit an objective is measured in. Example: {\"alternative_id\": \"alt_a\", \"objective_id\": \"obj_2\", \"reason\": \"The office moves next year\"}. A cell without a measurement is a conflict listing the measured cells. Returns the measurement withdrawn and how many remain.";
}

impl Decide for ClearMeasuredConsequence {
    const EVENTS: &'static [&'static str] = &[ConsequenceMeasurementCleared::EVENT_TYPE];
    type Result = ClearMeasuredConsequenceResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let alternative = active_alternative(cycle, "alternative_id", &self.alternative_id)?;
        let objective = active_objective(cycle, "objective_id", &self.objective_id)?;
        if measured::measurement(cycle, &alternative.id, &objective.id).is_none() {
            let measured: Vec<String> = measured::active_measurements(cycle)
                .iter()
                .map(|m| format!("{} × {}", m.alternative_id, m.objective_id))
                .collect();
            return Err(Rejection::conflict(
                Some("objective_id"),
                format!(
                    "{} ({}) has no measured value on {} ({}), so there is nothing to clear; measured cells: {}",
                    alternative.id,
                    alternative.name,
                    objective.id,
                    objective.name,
                    if measured.is_empty() {
                        "none".to_owned()
                    } else {
                        measured.join(", ")
                    }
                ),
            ));
        }
        Ok(vec![
            ConsequenceMeasurementCleared {
                alternative_id: alternative.id.clone(),
                objective_id: objective.id.clone(),
                reason: non_blank("reason", &self.reason)?,
            }
            .into(),
        ])
    }

    fn report(&self, before: &Cycle, after: &Cycle) -> ClearMeasuredConsequenceResult {
        let (a, o) = (&self.alternative_id, &self.objective_id);
        ClearMeasuredConsequenceResult {
            // decide refused a cell without a measurement.
            cleared: measured::cell(before, a, o).expect("checked"),
            measurements_remaining: measured::active_measurements(after).len(),
        }
    }
}
