//! The payloads of measured consequences and value functions (issue 22,
//! decision 15): a cell's measured value with its unit, range and source,
//! beside its Pugh rating; and an objective's value function, which maps
//! a measured value in its unit to a score from 0 (worst) to 1 (best).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A consequence cell (alternative × objective) was measured: the most
/// likely value in `unit`, and optionally the plausible range around it
/// (`low` ≤ `value` ≤ `high`, both or neither) and where it comes from.
/// Measuring a cell again replaces its measurement; its Pugh rating is
/// untouched.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ConsequenceMeasured {
    pub alternative_id: String,
    pub objective_id: String,
    /// The measured, most likely value, in `unit`.
    pub value: f64,
    /// The unit, as the person wrote it (e.g. "min", "EUR/year").
    pub unit: String,
    /// The lowest plausible value, or `null` without a range.
    pub low: Option<f64>,
    /// The highest plausible value, or `null` without a range.
    pub high: Option<f64>,
    /// Where the value comes from, or `null`.
    pub source: Option<String>,
}

/// A cell's measurement was withdrawn (its Pugh rating is untouched).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ConsequenceMeasurementCleared {
    pub alternative_id: String,
    pub objective_id: String,
    pub reason: String,
}

/// An objective's value function was set (setting it again replaces it).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ValueFunctionSet {
    pub objective_id: String,
    /// The unit the function reads; every measurement of the objective is
    /// in it.
    pub unit: String,
    pub function: ValueFunction,
}

/// How a measured value scores, from 0 (worst) to 1 (best).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ValueFunction {
    /// Linear between `worst` (scores 0) and `best` (scores 1), clamped
    /// outside; `best` below `worst` means lower is better.
    Linear { worst: f64, best: f64 },
    /// Thresholds in increasing `from` order: a value scores the `value` of
    /// the last step whose `from` it reaches (below the first step, the
    /// first step's). The values span 0 to 1.
    Stepwise { steps: Vec<ValueStep> },
}

/// One step of a stepwise value function.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ValueStep {
    /// Where the step starts, in the function's unit.
    pub from: f64,
    /// The score from here to the next step, 0–1.
    pub value: f64,
}

impl ValueFunction {
    /// The score of `x`, 0–1.
    pub fn score(&self, x: f64) -> f64 {
        match self {
            ValueFunction::Linear { worst, best } => ((x - worst) / (best - worst)).clamp(0.0, 1.0),
            ValueFunction::Stepwise { steps } => steps
                .iter()
                .rev()
                .find(|s| x >= s.from)
                .or_else(|| steps.first())
                .map_or(0.0, |s| s.value),
        }
    }

    /// "linear" or "stepwise".
    pub fn kind(&self) -> &'static str {
        match self {
            ValueFunction::Linear { .. } => "linear",
            ValueFunction::Stepwise { .. } => "stepwise",
        }
    }
}
