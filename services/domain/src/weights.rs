//! Objective weights and the weighted totals that sit beside the Pugh
//! totals (never replacing them), one definition used everywhere.
//!
//! * Weighted objectives are the counted fundamental ones (active, not
//!   marked irrelevant). Means objectives carry no weight: they matter
//!   through the fundamental objectives they serve, and weighting both
//!   would count the same concern twice. They still count in the Pugh
//!   totals, which stay as DESIGN §6 defines them.
//! * Normalisation: `direct` and `swing` divide each number by their sum;
//!   `rank_order` gives rank i of n the rank-order-centroid weight
//!   (1/n)·Σ_{k=i..n} 1/k (Edwards & Barron 1994).
//! * Weighted total of an alternative: Σ weight × rating over the weighted
//!   objectives (the datum and unrated cells rate 0), so it lies in −2…+2.
//! * Stale weights: weights are a judgement about one set of objectives.
//!   When that set changes afterwards (an objective added or promoted,
//!   removed, marked irrelevant or demoted), the weights are kept and
//!   flagged `weights_stale`: the totals use the set weights of the
//!   objectives still weighted, renormalised to sum 1; an objective with no
//!   weight yet counts 0 and is listed in `objectives_without_weight`.
//!   Setting the weights again clears the flag.
//! * Unweighted is the default: before weights are set, every weighted
//!   field is absent.

use crate::{Cycle, Objective};
use decision_events::values::WeightMethod;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Totals closer than this are equal (ties break by the order added).
pub const EPSILON: f64 = 1e-9;

/// The objectives weights are given for: counted and fundamental.
pub fn weighted_objectives(cycle: &Cycle) -> impl Iterator<Item = &Objective> {
    cycle.counted_objectives().filter(|o| o.is_fundamental)
}

/// Rank-order-centroid weight of rank `i` (1 = most important) among `n`.
pub fn rank_order_centroid(i: usize, n: usize) -> f64 {
    (i..=n).map(|k| 1.0 / k as f64).sum::<f64>() / n as f64
}

/// The normalised weights of `values` (numbers for `direct`, swing ratings
/// for `swing`, ranks 1…n for `rank_order`); they sum to 1. The caller has
/// checked the values (positive sum, ranks a permutation of 1…n).
pub fn normalise(method: WeightMethod, values: &[f64]) -> Vec<f64> {
    match method {
        WeightMethod::Direct | WeightMethod::Swing => {
            let sum: f64 = values.iter().sum();
            values.iter().map(|v| v / sum).collect()
        }
        WeightMethod::RankOrder => values
            .iter()
            .map(|&rank| rank_order_centroid(rank as usize, values.len()))
            .collect(),
    }
}

/// The weights the totals use, exact: the still-weighted objectives' set
/// weights renormalised to sum 1, in the order objectives were added.
/// Empty before weights are set or when none of them is left.
pub fn effective(cycle: &Cycle) -> Vec<(&Objective, f64)> {
    let Some(set) = &cycle.weights else {
        return Vec::new();
    };
    let kept: Vec<(&Objective, f64)> = weighted_objectives(cycle)
        .filter_map(|o| {
            set.weights
                .iter()
                .find(|w| w.objective_id == o.id)
                .map(|w| (o, w.weight))
        })
        .collect();
    let sum: f64 = kept.iter().map(|(_, w)| w).sum();
    if sum <= EPSILON {
        return Vec::new();
    }
    kept.into_iter().map(|(o, w)| (o, w / sum)).collect()
}

/// Indices of the totals sharing the top one (within [`EPSILON`]); the
/// first is the leader. Empty for no totals.
pub fn leaders(totals: &[f64]) -> Vec<usize> {
    let top = totals.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    (0..totals.len())
        .filter(|&i| totals[i] >= top - EPSILON)
        .collect()
}

/// Six decimals: enough for any decision, and stable JSON.
pub fn round(value: f64) -> f64 {
    let rounded = (value * 1e6).round() / 1e6;
    if rounded == 0.0 { 0.0 } else { rounded }
}

/// One objective's weight as the totals use it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct WeightInUse {
    pub objective_id: String,
    pub name: String,
    /// The weight in use (renormalised when weights are stale), 0–1.
    pub weight: f64,
    /// The weight as it was set.
    pub set_weight: f64,
}

/// The weighted side of the Pugh totals; present once weights are set.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct WeightedTotals {
    pub method: WeightMethod,
    /// The weights in use, in the order objectives were added; they sum to 1.
    pub weights: Vec<WeightInUse>,
    /// The weighted objectives changed since the weights were set: set them
    /// again (the totals meanwhile renormalise the weights still in use).
    pub weights_stale: bool,
    /// Counted fundamental objectives without a weight (added or promoted
    /// since): they count 0 until the weights are set again.
    pub objectives_without_weight: Vec<String>,
    /// Objectives weighted when the weights were set that no longer are
    /// (removed, marked irrelevant or demoted to means).
    pub weights_dropped: Vec<String>,
    /// The alternative with the highest weighted total (ties: order added);
    /// `null` when no weighted objective is left.
    pub leader_id: Option<String>,
    pub leader_name: Option<String>,
    pub tied_leaders: bool,
    /// Every alternative sharing the top weighted total, in order added.
    pub leaders: Vec<String>,
}

/// The weighted totals of `alternatives` (active ones, in order added, the
/// datum flagged by `is_datum`), or `None` before weights are set.
pub fn weighted_totals(
    cycle: &Cycle,
    alternatives: &[(&str, &str, bool)],
) -> Option<(WeightedTotals, Vec<Option<f64>>)> {
    let set = cycle.weights.as_ref()?;
    let in_use = effective(cycle);
    let weighted: Vec<&Objective> = weighted_objectives(cycle).collect();
    let objectives_without_weight: Vec<String> = weighted
        .iter()
        .filter(|o| !set.weights.iter().any(|w| w.objective_id == o.id))
        .map(|o| o.id.clone())
        .collect();
    let weights_dropped: Vec<String> = set
        .weights
        .iter()
        .filter(|w| !weighted.iter().any(|o| o.id == w.objective_id))
        .map(|w| w.objective_id.clone())
        .collect();
    let totals: Vec<f64> = alternatives
        .iter()
        .map(|(id, _, is_datum)| {
            if *is_datum {
                return 0.0;
            }
            in_use
                .iter()
                .map(|(o, w)| {
                    let key = ((*id).to_owned(), o.id.clone());
                    w * cycle
                        .ratings
                        .get(&key)
                        .map_or(0.0, |r| f64::from(r.rating.value()))
                })
                .sum()
        })
        .collect();
    let top = if in_use.is_empty() {
        Vec::new()
    } else {
        leaders(&totals)
    };
    let summary = WeightedTotals {
        method: set.method,
        weights: in_use
            .iter()
            .map(|(o, w)| WeightInUse {
                objective_id: o.id.clone(),
                name: o.name.clone(),
                weight: round(*w),
                set_weight: set
                    .weights
                    .iter()
                    .find(|s| s.objective_id == o.id)
                    .map_or(0.0, |s| round(s.weight)),
            })
            .collect(),
        weights_stale: !objectives_without_weight.is_empty() || !weights_dropped.is_empty(),
        objectives_without_weight,
        weights_dropped,
        leader_id: top.first().map(|&i| alternatives[i].0.to_owned()),
        leader_name: top.first().map(|&i| alternatives[i].1.to_owned()),
        tied_leaders: top.len() > 1,
        leaders: top.iter().map(|&i| alternatives[i].0.to_owned()).collect(),
    };
    let per_alternative = if in_use.is_empty() {
        vec![None; totals.len()]
    } else {
        totals.into_iter().map(|t| Some(round(t))).collect()
    };
    Some((summary, per_alternative))
}
