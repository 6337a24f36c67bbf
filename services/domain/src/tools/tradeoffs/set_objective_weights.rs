//! `set_objective_weights`: how much each counted fundamental objective
//! matters, by one of three methods (see [`crate::weights`]).

use crate::decide::checks::objective_list;
use crate::weights::{self, WeightInUse};
use crate::{Context, Cycle, Decide, Hints, Objective, Rejection, Tool, pugh};
use decision_events::values::{Component, WeightMethod};
use decision_events::{DomainEvent, ObjectiveWeight, ObjectiveWeightInput, ObjectiveWeightsSet};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// One objective's number: a direct weight or a swing rating.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WeightValue {
    /// e.g. "obj_1" (a counted fundamental objective).
    #[schemars(length(min = 1, max = 64))]
    pub objective_id: String,
    /// direct: a positive number (normalised with the others); swing: 0–100
    /// against the top swing, which is 100.
    #[schemars(range(min = 0, max = 1000000))]
    pub value: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SetObjectiveWeights {
    pub method: WeightMethod,
    /// direct and swing: one entry per counted fundamental objective; null
    /// for rank_order.
    #[schemars(length(max = 50))]
    pub values: Option<Vec<WeightValue>>,
    /// rank_order: every counted fundamental objective id, most important
    /// first; null for direct and swing.
    #[schemars(length(max = 50), inner(length(min = 1, max = 64)))]
    pub ranking: Option<Vec<String>>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SetObjectiveWeightsResult {
    pub method: WeightMethod,
    /// The normalised weights, in the order objectives were added; they sum to 1.
    pub weights: Vec<WeightInUse>,
    /// The leader by weighted total (`null` with no alternatives yet).
    pub weighted_leader_id: Option<String>,
    /// The leader by Pugh total, unchanged by weights.
    pub pugh_leader_id: Option<String>,
}

impl Tool for SetObjectiveWeights {
    const NAME: &'static str = "set_objective_weights";
    const COMPONENT: Option<Component> = Some(Component::Tradeoffs);
    // It replaces the weights set before.
    const HINTS: Hints = Hints::REPLACES;
    const SUMMARY: &'static str = "Weight the counted fundamental objectives (direct, swing or rank_order) so weighted totals appear beside the Pugh totals.";
    const DESCRIPTION: &'static str = "Weight the counted fundamental objectives (not means, removed or irrelevant ones), so weighted totals (sum of weight x rating) appear beside the Pugh totals, which stay as they are. Use it when the person says some objectives matter more than others. Methods: \"direct\" (values: positive numbers, normalised to sum 1), \"swing\" (values: imagine each objective going from worst to best; the most valuable swing is 100, each other 0-100 against it; normalised) or \"rank_order\" (ranking: the ids most important first; rank-order-centroid weights). Example: {\"method\": \"swing\", \"values\": [{\"objective_id\": \"obj_1\", \"value\": 100}, {\"objective_id\": \"obj_2\", \"value\": 60}], \"ranking\": null}. Every counted fundamental objective exactly once; the error names the field and lists the valid ids. Setting them again replaces them; when objectives change later the weights are flagged stale. Returns the normalised weights and the weighted and Pugh leaders.";
}

impl Decide for SetObjectiveWeights {
    const EVENTS: &'static [&'static str] = &[ObjectiveWeightsSet::EVENT_TYPE];
    type Result = SetObjectiveWeightsResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let valid: Vec<&Objective> = weights::weighted_objectives(cycle).collect();
        let valid_list = objective_list(cycle, |o| o.is_fundamental && o.irrelevant.is_none());
        if valid.is_empty() {
            return Err(Rejection::conflict(
                None,
                "there is no counted fundamental objective to weight: add one with add_objective (objectives component, is_fundamental true) or promote a means objective with promote_to_fundamental",
            ));
        }
        let (field, entries) = self.entries(&valid_list)?;
        let mut seen: Vec<&str> = Vec::new();
        for (i, (id, _)) in entries.iter().enumerate() {
            let path = match self.method {
                WeightMethod::RankOrder => format!("ranking[{i}]"),
                _ => format!("values[{i}].objective_id"),
            };
            check_weightable(cycle, &valid, &path, id, &valid_list)?;
            if seen.contains(id) {
                return Err(Rejection::validation(
                    field,
                    format!(
                        "`{field}` lists {id} twice; list each counted fundamental objective once: {valid_list}"
                    ),
                ));
            }
            seen.push(id);
        }
        let missing: Vec<String> = valid
            .iter()
            .filter(|o| !seen.contains(&o.id.as_str()))
            .map(|o| format!("{} ({})", o.id, o.name))
            .collect();
        if !missing.is_empty() {
            return Err(Rejection::validation(
                field,
                format!(
                    "`{field}` misses {}; weight every counted fundamental objective exactly once: {valid_list}",
                    missing.join(", ")
                ),
            ));
        }
        let values: Vec<f64> = entries.iter().map(|(_, v)| *v).collect();
        self.check_values(&values)?;
        let normalised = weights::normalise(self.method, &values);
        Ok(vec![
            ObjectiveWeightsSet {
                method: self.method,
                inputs: entries
                    .iter()
                    .map(|(id, value)| ObjectiveWeightInput {
                        objective_id: (*id).to_owned(),
                        value: *value,
                    })
                    .collect(),
                weights: entries
                    .iter()
                    .zip(normalised)
                    .map(|((id, _), weight)| ObjectiveWeight {
                        objective_id: (*id).to_owned(),
                        weight,
                    })
                    .collect(),
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> SetObjectiveWeightsResult {
        let totals = pugh::totals(after);
        let weighted = totals.as_ref().and_then(|t| t.weighted.as_ref());
        SetObjectiveWeightsResult {
            method: self.method,
            weights: weighted.map_or_else(Vec::new, |w| w.weights.clone()),
            weighted_leader_id: weighted.and_then(|w| w.leader_id.clone()),
            pugh_leader_id: totals.map(|t| t.leader_id),
        }
    }
}

/// The field a method reads, and its (objective id, number) pairs.
type Entries<'a> = (&'static str, Vec<(&'a str, f64)>);

impl SetObjectiveWeights {
    /// The (objective id, number) pairs the method reads, and their field.
    fn entries(&self, valid_list: &str) -> Result<Entries<'_>, Rejection> {
        let method = self.method.as_str();
        match self.method {
            WeightMethod::Direct | WeightMethod::Swing => {
                if self.ranking.is_some() {
                    return Err(Rejection::validation(
                        "ranking",
                        format!(
                            "`ranking` is for method rank_order; method {method} reads `values` (one {{\"objective_id\", \"value\"}} per objective): set `ranking` to null"
                        ),
                    ));
                }
                let values = self.values.as_ref().ok_or_else(|| {
                    Rejection::validation(
                        "values",
                        format!("method {method} needs `values`: one {{\"objective_id\", \"value\"}} per counted fundamental objective: {valid_list}"),
                    )
                })?;
                Ok((
                    "values",
                    values
                        .iter()
                        .map(|v| (v.objective_id.trim(), v.value))
                        .collect(),
                ))
            }
            WeightMethod::RankOrder => {
                if self.values.is_some() {
                    return Err(Rejection::validation(
                        "values",
                        "`values` is for methods direct and swing; method rank_order reads `ranking` (the objective ids, most important first): set `values` to null",
                    ));
                }
                let ranking = self.ranking.as_ref().ok_or_else(|| {
                    Rejection::validation(
                        "ranking",
                        format!("method rank_order needs `ranking`: every counted fundamental objective id, most important first: {valid_list}"),
                    )
                })?;
                Ok((
                    "ranking",
                    ranking
                        .iter()
                        .enumerate()
                        .map(|(i, id)| (id.trim(), (i + 1) as f64))
                        .collect(),
                ))
            }
        }
    }

    /// Direct: positive; swing: 0–100 with the top swing at 100.
    fn check_values(&self, values: &[f64]) -> Result<(), Rejection> {
        let bad = |i: usize, message: String| {
            Err(Rejection::validation(
                &format!("values[{i}].value"),
                message,
            ))
        };
        match self.method {
            WeightMethod::Direct => {
                for (i, v) in values.iter().enumerate() {
                    if !(v.is_finite() && *v > 0.0) {
                        return bad(
                            i,
                            format!(
                                "`values[{i}].value` must be a positive number (weights are normalised to sum 1); got {v}. An objective that does not matter should be marked irrelevant instead"
                            ),
                        );
                    }
                }
            }
            WeightMethod::Swing => {
                for (i, v) in values.iter().enumerate() {
                    if !(0.0..=100.0).contains(v) {
                        return bad(
                            i,
                            format!(
                                "`values[{i}].value` is a swing rating from 0 to 100 against the top swing (100); got {v}"
                            ),
                        );
                    }
                }
                let top = values.iter().copied().fold(0.0, f64::max);
                if top != 100.0 {
                    return Err(Rejection::validation(
                        "values",
                        format!(
                            "the top swing must be rated 100 and each other 0-100 against it; the highest given is {top}: rate the most valuable swing 100"
                        ),
                    ));
                }
            }
            WeightMethod::RankOrder => {}
        }
        Ok(())
    }
}

/// `id` names a counted fundamental objective, or a rejection saying why not.
fn check_weightable(
    cycle: &Cycle,
    valid: &[&Objective],
    path: &str,
    id: &str,
    valid_list: &str,
) -> Result<(), Rejection> {
    if valid.iter().any(|o| o.id == id) {
        return Ok(());
    }
    let Some(o) = cycle.objective(id) else {
        let shown: String = id.chars().take(64).collect();
        return Err(Rejection::not_found(
            path,
            format!(
                "`{path}`: no objective `{shown}` in this cycle; weight the counted fundamental objectives: {valid_list}"
            ),
        ));
    };
    let why = if o.removed.is_some() {
        "was removed"
    } else if o.irrelevant.is_some() {
        "is marked irrelevant"
    } else {
        "is a means objective (it counts through the fundamental objective it serves)"
    };
    Err(Rejection::validation(
        path,
        format!(
            "`{path}`: {} ({}) {why} and carries no weight; weight the counted fundamental objectives: {valid_list}",
            o.id, o.name
        ),
    ))
}
