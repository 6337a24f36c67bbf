//! `record_measured_consequence`: a cell's measured value, with its unit,
//! optional range and source, beside its Pugh rating (see
//! [`crate::measured`]).

use crate::decide::checks::{active_alternative, active_objective, non_blank};
use crate::measured::{self, MeasuredCell};
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool, pugh};
use decision_events::values::{Component, PughRating};
use decision_events::{ConsequenceMeasured, DomainEvent};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RecordMeasuredConsequence {
    /// e.g. "alt_a". The datum is measured like every alternative.
    #[schemars(length(min = 1, max = 64))]
    pub alternative_id: String,
    /// e.g. "obj_1".
    #[schemars(length(min = 1, max = 64))]
    pub objective_id: String,
    /// The measured (most likely) value, in `unit`.
    #[schemars(range(min = -1e12, max = 1e12))]
    pub value: f64,
    /// e.g. "min", "EUR/year"; the objective's value-function unit once it
    /// has one.
    #[schemars(length(min = 1, max = 32))]
    pub unit: String,
    /// The lowest plausible value (≤ value), or null; give low and high
    /// together.
    #[schemars(range(min = -1e12, max = 1e12))]
    pub low: Option<f64>,
    /// The highest plausible value (≥ value), or null.
    #[schemars(range(min = -1e12, max = 1e12))]
    pub high: Option<f64>,
    /// Where the value comes from (a quote, a page, a person), or null.
    #[schemars(length(min = 1, max = 500))]
    pub source: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct RecordMeasuredConsequenceResult {
    pub measurement: MeasuredCell,
    /// The measurement this cell had before, if it had one.
    pub previous: Option<MeasuredCell>,
    /// The cell's Pugh rating, untouched (`null` if unrated).
    pub rating: Option<PughRating>,
    /// The alternative's valued total (`null` until it is measured on every
    /// valued objective).
    pub valued_total: Option<f64>,
    /// The leader by valued total (`null` until one exists).
    pub valued_leader_id: Option<String>,
}

impl Tool for RecordMeasuredConsequence {
    const NAME: &'static str = "record_measured_consequence";
    const COMPONENT: Option<Component> = Some(Component::Consequences);
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str = "Record a measured value (with unit, optional low-high range and source) for one cell beside its rating.";
    const DESCRIPTION: &'static str = "Record a measured value for one cell (alternative x objective) beside its Pugh rating: the most likely value with its unit, optionally a plausible range (low <= value <= high) and a source. Use it when the person has a number (\"the commute is 35 minutes, 25 to 60 with traffic\"). Example: {\"alternative_id\": \"alt_a\", \"objective_id\": \"obj_2\", \"value\": 35, \"unit\": \"min\", \"low\": 25, \"high\": 60, \"source\": \"Route planner\"}. The datum may be measured too. All measurements of an objective share one unit: its value function's (set_value_function) or else its first measurement's; a different unit is refused naming the one to use. Measuring a cell again replaces the measurement; the rating is untouched. Returns the measurement with its score (once the objective has a value function), the alternative's valued total and the valued leader.";
}

impl Decide for RecordMeasuredConsequence {
    const EVENTS: &'static [&'static str] = &[ConsequenceMeasured::EVENT_TYPE];
    type Result = RecordMeasuredConsequenceResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let alternative = active_alternative(cycle, "alternative_id", &self.alternative_id)?;
        let objective = active_objective(cycle, "objective_id", &self.objective_id)?;
        let unit = non_blank("unit", &self.unit)?;
        if let Some(rule) = measured::unit_rule(cycle, objective, Some(&alternative.id)) {
            measured::check_unit("unit", &unit, objective, &rule, false)?;
        }
        check_finite("value", self.value)?;
        let (low, high) = match (self.low, self.high) {
            (None, None) => (None, None),
            (Some(low), Some(high)) => {
                check_finite("low", low)?;
                check_finite("high", high)?;
                if low > self.value {
                    return Err(Rejection::validation(
                        "low",
                        format!(
                            "`low` ({low}) must not exceed `value` ({}): the range is low <= value <= high",
                            self.value
                        ),
                    ));
                }
                if high < self.value {
                    return Err(Rejection::validation(
                        "high",
                        format!(
                            "`high` ({high}) must not be below `value` ({}): the range is low <= value <= high",
                            self.value
                        ),
                    ));
                }
                (Some(low), Some(high))
            }
            (Some(_), None) | (None, Some(_)) => {
                let (given, absent) = if self.low.is_some() {
                    ("low", "high")
                } else {
                    ("high", "low")
                };
                return Err(Rejection::validation(
                    absent,
                    format!(
                        "`{absent}` is null but `{given}` is given: a range needs both low and high (low <= value <= high), or set both to null"
                    ),
                ));
            }
        };
        let source = match &self.source {
            Some(source) => Some(non_blank("source", source)?),
            None => None,
        };
        Ok(vec![
            ConsequenceMeasured {
                alternative_id: alternative.id.clone(),
                objective_id: objective.id.clone(),
                value: self.value,
                unit,
                low,
                high,
                source,
            }
            .into(),
        ])
    }

    fn report(&self, before: &Cycle, after: &Cycle) -> RecordMeasuredConsequenceResult {
        let (a, o) = (&self.alternative_id, &self.objective_id);
        let totals = pugh::totals(after);
        RecordMeasuredConsequenceResult {
            // decide recorded it on an active cell.
            measurement: measured::cell(after, a, o).expect("recorded"),
            previous: measured::cell(before, a, o),
            rating: after.ratings.get(&(a.clone(), o.clone())).map(|r| r.rating),
            valued_total: totals.as_ref().and_then(|t| {
                t.alternatives
                    .iter()
                    .find(|s| &s.alternative_id == a)
                    .and_then(|s| s.valued_total)
            }),
            valued_leader_id: totals
                .and_then(|t| t.measured)
                .and_then(|m| m.valued)
                .and_then(|v| v.leader_id),
        }
    }
}

fn check_finite(field: &str, value: f64) -> Result<(), Rejection> {
    if value.is_finite() && value.abs() <= 1e12 {
        Ok(())
    } else {
        Err(Rejection::validation(
            field,
            format!("`{field}` must be a finite number between -1e12 and 1e12; got {value}"),
        ))
    }
}
