//! Measured consequences and value functions (decision 15), one definition
//! used by the totals, the document, the Pugh view and rank acceptability.
//!
//! * A cell (alternative × objective) can carry, besides its Pugh rating, a
//!   measured value: the most likely value in a unit, optionally a range
//!   (low ≤ value ≤ high) and a source. The datum is measured like every
//!   other alternative: a measurement is absolute, not relative to it.
//! * An objective can carry a value function in one unit: linear between
//!   worst (0) and best (1), clamped outside, or stepwise (thresholds →
//!   scores spanning 0…1). Every measurement of an objective is in one
//!   unit: the value function's once set, before that the unit of its
//!   first measurement.
//! * Valued total of an alternative: Σ weight × score over the *valued*
//!   objectives — those of the basis with a value function. The basis is
//!   the objective weights in use ([`crate::weights::effective`]),
//!   renormalised over the valued objectives, once weights are set; else
//!   every counted objective equally. An alternative not measured on every
//!   valued objective has no valued total (its missing cells are listed);
//!   it is never scored as if the missing cell were worst or best.
//! * Beside, never instead: the Pugh and weighted totals are unchanged, and
//!   the valued fields are absent until value functions and measurements
//!   exist.

use crate::weights::{self, EPSILON, round};
use crate::{Alternative, Cycle, Objective};
use decision_events::values::ConsequenceCell;
use decision_events::{
    ConsequenceMeasured, ConsequenceMeasurementCleared, ValueFunction, ValueFunctionSet,
};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The cycle's measurements and value functions, as the events left them.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(from = "Stored", into = "Stored")]
pub struct Measurements {
    /// Keyed by (alternative id, objective id).
    pub cells: BTreeMap<(String, String), ConsequenceMeasured>,
    /// One per objective with a value function.
    pub functions: Vec<ValueFunctionSet>,
}

/// JSON maps need string keys: the cells are stored as a list.
#[derive(Clone, Serialize, Deserialize)]
struct Stored {
    cells: Vec<ConsequenceMeasured>,
    functions: Vec<ValueFunctionSet>,
}

impl From<Stored> for Measurements {
    fn from(stored: Stored) -> Self {
        Measurements {
            cells: stored
                .cells
                .into_iter()
                .map(|c| ((c.alternative_id.clone(), c.objective_id.clone()), c))
                .collect(),
            functions: stored.functions,
        }
    }
}

impl From<Measurements> for Stored {
    fn from(m: Measurements) -> Self {
        Stored {
            cells: m.cells.into_values().collect(),
            functions: m.functions,
        }
    }
}

impl Measurements {
    pub(crate) fn measured(&mut self, e: ConsequenceMeasured) {
        self.cells
            .insert((e.alternative_id.clone(), e.objective_id.clone()), e);
    }

    pub(crate) fn cleared(&mut self, e: &ConsequenceMeasurementCleared) {
        self.cells
            .remove(&(e.alternative_id.clone(), e.objective_id.clone()));
    }

    pub(crate) fn function_set(&mut self, e: ValueFunctionSet) {
        self.functions.retain(|f| f.objective_id != e.objective_id);
        self.functions.push(e);
    }
}

/// The measurement of one cell, if any.
pub fn measurement<'a>(
    cycle: &'a Cycle,
    alternative_id: &str,
    objective_id: &str,
) -> Option<&'a ConsequenceMeasured> {
    crate::cells::cell(&cycle.measured.cells, alternative_id, objective_id)
}

/// The value function of an objective, if any.
pub fn value_function<'a>(cycle: &'a Cycle, objective_id: &str) -> Option<&'a ValueFunctionSet> {
    cycle
        .measured
        .functions
        .iter()
        .find(|f| f.objective_id == objective_id)
}

/// The measurements of `objective_id` on active alternatives, in the order
/// alternatives were added.
pub fn measurements_of<'a>(
    cycle: &'a Cycle,
    objective_id: &'a str,
) -> impl Iterator<Item = (&'a Alternative, &'a ConsequenceMeasured)> {
    cycle
        .active_alternatives()
        .filter_map(move |a| measurement(cycle, &a.id, objective_id).map(|m| (a, m)))
}

/// Units agree when equal once trimmed, case included ("M" and "m" differ).
pub fn same_unit(a: &str, b: &str) -> bool {
    a.trim() == b.trim()
}

/// One measured cell as the views show it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct MeasuredCell {
    pub alternative_id: String,
    pub objective_id: String,
    /// The measured, most likely value, in `unit`.
    pub value: f64,
    pub unit: String,
    /// The plausible range, or `null` without one.
    pub low: Option<f64>,
    pub high: Option<f64>,
    pub source: Option<String>,
    /// The value function's score of `value`, 0 (worst) to 1 (best);
    /// `null` while the objective has no value function.
    pub score: Option<f64>,
}

/// One objective's value function as the views show it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ValueFunctionInUse {
    pub objective_id: String,
    pub name: String,
    pub unit: String,
    pub function: ValueFunction,
}

/// How the valued objectives are weighted: `weights` (the objective
/// weights in use, renormalised over the valued objectives) or `equal`
/// (no weights set: every valued objective alike).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Weighting {
    Weights,
    Equal,
}

/// One valued objective and its weight in the valued totals.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ValuedObjective {
    pub objective_id: String,
    pub name: String,
    /// Its weight in the valued totals; they sum to 1.
    pub weight: f64,
}

/// The valued side of the totals: present once an objective of the basis
/// has a value function and a measurement.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ValuedTotals {
    pub weighting: Weighting,
    /// The objectives with a value function that the valued totals sum over.
    pub objectives: Vec<ValuedObjective>,
    /// Objectives of the basis without a value function: not in the
    /// valued totals until they get one.
    pub objectives_not_valued: Vec<String>,
    /// Cells of valued objectives not measured yet; an alternative with
    /// one has no valued total.
    pub unmeasured: Vec<ConsequenceCell>,
    /// The alternative with the highest valued total (ties: order added);
    /// `null` when none is measured on every valued objective.
    pub leader_id: Option<String>,
    pub leader_name: Option<String>,
    pub tied_leaders: bool,
    pub leaders: Vec<String>,
}

/// Measurements and value functions beside the Pugh totals; present once
/// either exists on active alternatives and objectives.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct MeasuredSummary {
    /// Every measured cell of active alternatives and objectives (in the
    /// order alternatives, then objectives, were added).
    pub cells: Vec<MeasuredCell>,
    /// The value functions of active objectives, in the order objectives
    /// were added.
    pub value_functions: Vec<ValueFunctionInUse>,
    /// Absent until a valued objective has a measurement.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub valued: Option<ValuedTotals>,
}

/// The valued objectives and their weights (sum 1), and the objectives of
/// the basis without a value function. `None` when no objective of the
/// basis has a value function.
pub struct Model<'a> {
    pub weighting: Weighting,
    pub objectives: Vec<(&'a Objective, f64, &'a ValueFunction)>,
    pub not_valued: Vec<&'a Objective>,
}

pub fn model(cycle: &Cycle) -> Option<Model<'_>> {
    let in_use = weights::effective(cycle);
    let (weighting, basis): (Weighting, Vec<(&Objective, f64)>) = if in_use.is_empty() {
        (
            Weighting::Equal,
            cycle.counted_objectives().map(|o| (o, 1.0)).collect(),
        )
    } else {
        (Weighting::Weights, in_use)
    };
    let mut objectives = Vec::new();
    let mut not_valued = Vec::new();
    for (o, w) in basis {
        match value_function(cycle, &o.id) {
            Some(f) => objectives.push((o, w, &f.function)),
            None => not_valued.push(o),
        }
    }
    let sum: f64 = objectives.iter().map(|(_, w, _)| w).sum();
    if sum <= EPSILON {
        return None;
    }
    for entry in &mut objectives {
        entry.1 /= sum;
    }
    Some(Model {
        weighting,
        objectives,
        not_valued,
    })
}

impl Model<'_> {
    /// The valued total of `alternative_id` at its likely values, or the
    /// valued objectives it is not measured on.
    pub fn total(&self, cycle: &Cycle, alternative_id: &str) -> Result<f64, Vec<String>> {
        let mut total = 0.0;
        let mut missing = Vec::new();
        for (o, w, f) in &self.objectives {
            match measurement(cycle, alternative_id, &o.id) {
                Some(m) => total += w * f.score(m.value),
                None => missing.push(o.id.clone()),
            }
        }
        if missing.is_empty() {
            Ok(total)
        } else {
            Err(missing)
        }
    }

    /// Whether a valued objective has a measurement on an active alternative.
    fn has_measurement(&self, cycle: &Cycle) -> bool {
        self.objectives
            .iter()
            .any(|(o, _, _)| measurements_of(cycle, &o.id).next().is_some())
    }
}

/// The measured summary and each alternative's valued total (in the order
/// of `alternatives`), or `None` before any measurement or value function.
pub fn summary(
    cycle: &Cycle,
    alternatives: &[(&str, &str)],
) -> Option<(MeasuredSummary, Vec<Option<f64>>)> {
    if cycle.measured.cells.is_empty() && cycle.measured.functions.is_empty() {
        return None;
    }
    let objectives: Vec<&Objective> = cycle.active_objectives().collect();
    let cells: Vec<MeasuredCell> = alternatives
        .iter()
        .flat_map(|(a, _)| objectives.iter().map(move |o| (*a, *o)))
        .filter_map(|(a, o)| cell(cycle, a, &o.id))
        .collect();
    let value_functions: Vec<ValueFunctionInUse> = objectives
        .iter()
        .filter_map(|o| {
            value_function(cycle, &o.id).map(|f| ValueFunctionInUse {
                objective_id: o.id.clone(),
                name: o.name.clone(),
                unit: f.unit.clone(),
                function: f.function.clone(),
            })
        })
        .collect();
    if cells.is_empty() && value_functions.is_empty() {
        return None;
    }
    let (valued, per_alternative) = match model(cycle).filter(|m| m.has_measurement(cycle)) {
        Some(model) => {
            let (valued, totals) = valued_totals(cycle, &model, alternatives);
            (Some(valued), totals)
        }
        None => (None, vec![None; alternatives.len()]),
    };
    Some((
        MeasuredSummary {
            cells,
            value_functions,
            valued,
        },
        per_alternative,
    ))
}

fn valued_totals(
    cycle: &Cycle,
    model: &Model<'_>,
    alternatives: &[(&str, &str)],
) -> (ValuedTotals, Vec<Option<f64>>) {
    let mut unmeasured = Vec::new();
    let totals: Vec<Option<f64>> = alternatives
        .iter()
        .map(|(id, _)| match model.total(cycle, id) {
            Ok(total) => Some(total),
            Err(missing) => {
                unmeasured.extend(missing.into_iter().map(|objective_id| ConsequenceCell {
                    alternative_id: (*id).to_owned(),
                    objective_id,
                }));
                None
            }
        })
        .collect();
    // The leader among the alternatives with a valued total.
    let complete: Vec<usize> = (0..totals.len()).filter(|&i| totals[i].is_some()).collect();
    let values: Vec<f64> = complete.iter().filter_map(|&i| totals[i]).collect();
    let top: Vec<usize> = weights::leaders(&values)
        .into_iter()
        .map(|k| complete[k])
        .collect();
    let valued = ValuedTotals {
        weighting: model.weighting,
        objectives: model
            .objectives
            .iter()
            .map(|(o, w, _)| ValuedObjective {
                objective_id: o.id.clone(),
                name: o.name.clone(),
                weight: round(*w),
            })
            .collect(),
        objectives_not_valued: model.not_valued.iter().map(|o| o.id.clone()).collect(),
        unmeasured,
        leader_id: top.first().map(|&i| alternatives[i].0.to_owned()),
        leader_name: top.first().map(|&i| alternatives[i].1.to_owned()),
        tied_leaders: top.len() > 1,
        leaders: top.iter().map(|&i| alternatives[i].0.to_owned()).collect(),
    };
    (valued, totals.into_iter().map(|t| t.map(round)).collect())
}

/// One cell's measurement as the views show it, scored by its objective's
/// value function when it has one.
pub fn cell(cycle: &Cycle, alternative_id: &str, objective_id: &str) -> Option<MeasuredCell> {
    let m = measurement(cycle, alternative_id, objective_id)?;
    Some(MeasuredCell {
        alternative_id: m.alternative_id.clone(),
        objective_id: m.objective_id.clone(),
        value: m.value,
        unit: m.unit.clone(),
        low: m.low,
        high: m.high,
        source: m.source.clone(),
        score: value_function(cycle, objective_id).map(|f| round(f.function.score(m.value))),
    })
}

/// Why an objective's measurements must use a unit.
#[derive(Debug, Clone, PartialEq)]
pub enum UnitRule {
    /// Its value function reads this unit.
    Function(String),
    /// These alternatives are measured on it in this unit.
    Measured { unit: String, by: Vec<String> },
}

/// The unit new measurements of `objective` must use: its value function's,
/// else the unit of its measurements on active alternatives other than
/// `except` (the cell being measured again). `None`: any unit.
pub fn unit_rule(cycle: &Cycle, objective: &Objective, except: Option<&str>) -> Option<UnitRule> {
    if let Some(f) = value_function(cycle, &objective.id) {
        return Some(UnitRule::Function(f.unit.clone()));
    }
    measured_unit(cycle, objective, except)
}

/// The unit of `objective`'s measurements on active alternatives other
/// than `except`, and the alternatives measured in it; `None` unmeasured.
pub fn measured_unit(
    cycle: &Cycle,
    objective: &Objective,
    except: Option<&str>,
) -> Option<UnitRule> {
    let measured: Vec<(&Alternative, &ConsequenceMeasured)> = measurements_of(cycle, &objective.id)
        .filter(|(a, _)| Some(a.id.as_str()) != except)
        .collect();
    let (_, first) = measured.first()?;
    Some(UnitRule::Measured {
        unit: first.unit.clone(),
        by: measured
            .iter()
            .filter(|(_, m)| same_unit(&m.unit, &first.unit))
            .map(|(a, _)| a.id.clone())
            .collect(),
    })
}

/// `unit` agrees with `rule`, or a rejection on `field` naming the unit to use.
pub fn check_unit(
    field: &str,
    unit: &str,
    objective: &Objective,
    rule: &UnitRule,
    for_function: bool,
) -> Result<(), crate::Rejection> {
    let (expected, why) = match rule {
        UnitRule::Function(unit) => (
            unit,
            format!("has a value function in \"{unit}\": record the value converted to \"{unit}\""),
        ),
        UnitRule::Measured { unit, by } if for_function => (
            unit,
            format!(
                "is measured in \"{unit}\" ({}): give the value function in \"{unit}\", or clear those measurements (clear_measured_consequence) and record them in the new unit",
                by.join(", ")
            ),
        ),
        UnitRule::Measured { unit, by } => (
            unit,
            format!(
                "is already measured in \"{unit}\" ({}): record this value in \"{unit}\" too, or clear those measurements first (clear_measured_consequence)",
                by.join(", ")
            ),
        ),
    };
    if same_unit(unit, expected) {
        return Ok(());
    }
    let shown: String = unit.chars().take(32).collect();
    Err(crate::Rejection::validation(
        field,
        format!(
            "`{field}` \"{shown}\" does not agree: {} ({}) {why}",
            objective.id, objective.name
        ),
    ))
}

/// The measurements of active alternatives on active objectives, in the
/// order alternatives, then objectives, were added.
pub fn active_measurements(cycle: &Cycle) -> Vec<&ConsequenceMeasured> {
    cycle
        .active_alternatives()
        .flat_map(|a| cycle.active_objectives().map(move |o| (a, o)))
        .filter_map(|(a, o)| measurement(cycle, &a.id, &o.id))
        .collect()
}
