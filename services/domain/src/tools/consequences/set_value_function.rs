//! `set_value_function`: how an objective's measured values score, from 0
//! (worst) to 1 (best): linear between worst and best, or stepwise (see
//! [`crate::measured`]).

use crate::decide::checks::{active_objective, non_blank};
use crate::measured::{self, ValueFunctionInUse};
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool, pugh};
use decision_events::values::{Component, Direction};
use decision_events::{DomainEvent, ValueFunction, ValueFunctionSet, ValueStep};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// linear (worst and best) or stepwise (steps).
// No variant doc comments: schemars would render them as `oneOf`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ValueFunctionKind {
    Linear,
    Stepwise,
}

/// One step: from this threshold on (up to the next), the score `value`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct StepInput {
    /// The threshold, in `unit`; steps in increasing order.
    #[schemars(range(min = -1e12, max = 1e12))]
    pub from: f64,
    /// The score from this threshold on, 0–1.
    #[schemars(range(min = 0, max = 1))]
    pub value: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SetValueFunction {
    /// e.g. "obj_2".
    #[schemars(length(min = 1, max = 64))]
    pub objective_id: String,
    /// The unit the function reads, e.g. "min"; the objective's
    /// measurements must be in it.
    #[schemars(length(min = 1, max = 32))]
    pub unit: String,
    pub kind: ValueFunctionKind,
    /// linear: the value that scores 0; null for stepwise.
    #[schemars(range(min = -1e12, max = 1e12))]
    pub worst: Option<f64>,
    /// linear: the value that scores 1 (below worst: lower is better);
    /// null for stepwise.
    #[schemars(range(min = -1e12, max = 1e12))]
    pub best: Option<f64>,
    /// stepwise: 2–20 steps with increasing `from`, scores spanning 0 to 1;
    /// null for linear.
    #[schemars(length(max = 20))]
    pub steps: Option<Vec<StepInput>>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SetValueFunctionResult {
    pub value_function: ValueFunctionInUse,
    /// Measured cells of this objective, now scored.
    pub scored_cells: usize,
    /// The leader by valued total (`null` until one exists).
    pub valued_leader_id: Option<String>,
}

impl Tool for SetValueFunction {
    const NAME: &'static str = "set_value_function";
    const COMPONENT: Option<Component> = Some(Component::Consequences);
    const HINTS: Hints = Hints::REPLACES;
    const SUMMARY: &'static str = "Say how an objective's measured values score from 0 (worst) to 1 (best), linear or stepwise, so measurements add up to valued totals.";
    const DESCRIPTION: &'static str = "Say how an objective's measured values score from 0 (worst) to 1 (best), so measurements (record_measured_consequence) add up to valued totals beside the Pugh totals. Use it when the person can say what counts as good and bad on a measurable objective (\"10 minutes is perfect, an hour is the worst\"). kind \"linear\": worst scores 0, best scores 1, in between proportionally, clamped outside; best below worst means lower is better, and it must agree with the objective's direction (higher or lower). kind \"stepwise\": steps [{\"from\", \"value\"}] with increasing from; a value scores the step it reaches (below the first, the first step's); the scores must span 0 to 1. Example: {\"objective_id\": \"obj_2\", \"unit\": \"min\", \"kind\": \"linear\", \"worst\": 60, \"best\": 10, \"steps\": null}. The unit must match the objective's existing measurements. Setting it again replaces it. Returns the function, how many measured cells it scores and the valued leader.";
}

impl Decide for SetValueFunction {
    const EVENTS: &'static [&'static str] = &[ValueFunctionSet::EVENT_TYPE];
    type Result = SetValueFunctionResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let objective = active_objective(cycle, "objective_id", &self.objective_id)?;
        let unit = non_blank("unit", &self.unit)?;
        // Its own function is replaced: only measurements bind the unit.
        if let Some(rule) = measured::measured_unit(cycle, objective, None) {
            measured::check_unit("unit", &unit, objective, &rule, true)?;
        }
        let function = match self.kind {
            ValueFunctionKind::Linear => self.linear(objective)?,
            ValueFunctionKind::Stepwise => self.stepwise()?,
        };
        Ok(vec![
            ValueFunctionSet {
                objective_id: objective.id.clone(),
                unit,
                function,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> SetValueFunctionResult {
        let o = after.objective(&self.objective_id).expect("checked");
        let f = measured::value_function(after, &o.id).expect("set");
        SetValueFunctionResult {
            value_function: ValueFunctionInUse {
                objective_id: o.id.clone(),
                name: o.name.clone(),
                unit: f.unit.clone(),
                function: f.function.clone(),
            },
            scored_cells: measured::measurements_of(after, &o.id).count(),
            valued_leader_id: pugh::totals(after)
                .and_then(|t| t.measured)
                .and_then(|m| m.valued)
                .and_then(|v| v.leader_id),
        }
    }
}

impl SetValueFunction {
    fn linear(&self, objective: &crate::Objective) -> Result<ValueFunction, Rejection> {
        if self.steps.is_some() {
            return Err(Rejection::validation(
                "steps",
                "`steps` is for kind stepwise; kind linear reads `worst` and `best`: set `steps` to null",
            ));
        }
        let (Some(worst), Some(best)) = (self.worst, self.best) else {
            let field = if self.worst.is_none() {
                "worst"
            } else {
                "best"
            };
            return Err(Rejection::validation(
                field,
                format!(
                    "kind linear needs `worst` (the value that scores 0) and `best` (the value that scores 1); `{field}` is null"
                ),
            ));
        };
        for (field, x) in [("worst", worst), ("best", best)] {
            if !(x.is_finite() && x.abs() <= 1e12) {
                return Err(Rejection::validation(
                    field,
                    format!("`{field}` must be a finite number between -1e12 and 1e12; got {x}"),
                ));
            }
        }
        if worst == best {
            return Err(Rejection::validation(
                "best",
                format!(
                    "`best` equals `worst` ({best}): a linear value function needs two different ends"
                ),
            ));
        }
        let contradicts = match objective.direction {
            Direction::Higher => best < worst,
            Direction::Lower => best > worst,
            Direction::Target => false,
        };
        if contradicts {
            let (says, want) = match objective.direction {
                Direction::Higher => ("higher is better", "above"),
                _ => ("lower is better", "below"),
            };
            return Err(Rejection::validation(
                "best",
                format!(
                    "`best` ({best}) contradicts {} ({}), whose direction says {says}: best must be {want} worst ({worst}); swap them, or use kind stepwise for a target",
                    objective.id, objective.name
                ),
            ));
        }
        Ok(ValueFunction::Linear { worst, best })
    }

    fn stepwise(&self) -> Result<ValueFunction, Rejection> {
        if self.worst.is_some() || self.best.is_some() {
            let field = if self.worst.is_some() {
                "worst"
            } else {
                "best"
            };
            return Err(Rejection::validation(
                field,
                format!(
                    "`{field}` is for kind linear; kind stepwise reads `steps`: set `worst` and `best` to null"
                ),
            ));
        }
        let Some(steps) = &self.steps else {
            return Err(Rejection::validation(
                "steps",
                "kind stepwise needs `steps`: 2 to 20 {\"from\", \"value\"} in increasing `from`, scores 0-1 spanning 0 to 1",
            ));
        };
        if !(2..=20).contains(&steps.len()) {
            return Err(Rejection::validation(
                "steps",
                format!(
                    "`steps` lists {}; a stepwise value function needs 2 to 20 steps",
                    steps.len()
                ),
            ));
        }
        for (i, s) in steps.iter().enumerate() {
            if !(s.from.is_finite() && s.from.abs() <= 1e12) {
                return Err(Rejection::validation(
                    &format!("steps[{i}].from"),
                    format!(
                        "`steps[{i}].from` must be a finite number between -1e12 and 1e12; got {}",
                        s.from
                    ),
                ));
            }
            if !(0.0..=1.0).contains(&s.value) {
                return Err(Rejection::validation(
                    &format!("steps[{i}].value"),
                    format!("`steps[{i}].value` is a score from 0 to 1; got {}", s.value),
                ));
            }
            if i > 0 && s.from <= steps[i - 1].from {
                return Err(Rejection::validation(
                    &format!("steps[{i}].from"),
                    format!(
                        "`steps[{i}].from` ({}) must be above `steps[{}].from` ({}): list the steps in increasing order",
                        s.from,
                        i - 1,
                        steps[i - 1].from
                    ),
                ));
            }
        }
        let low = steps.iter().map(|s| s.value).fold(f64::INFINITY, f64::min);
        let high = steps.iter().map(|s| s.value).fold(0.0, f64::max);
        if low != 0.0 || high != 1.0 {
            return Err(Rejection::validation(
                "steps",
                format!(
                    "the step scores must span 0 to 1 (the worst step 0, the best 1), so the objective's weight means the swing from worst to best; they run from {low} to {high}"
                ),
            ));
        }
        Ok(ValueFunction::Stepwise {
            steps: steps
                .iter()
                .map(|s| ValueStep {
                    from: s.from,
                    value: s.value,
                })
                .collect(),
        })
    }
}
