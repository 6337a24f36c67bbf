//! Flip analysis: for the current leader, the smallest change of each
//! rated cell and of each weight that would change the leader, and to
//! whom, ranked smallest first — the tornado an analyst would draw, as
//! data. It generalises `sensitivity_check` (one cell, every value) to
//! every cell and every weight.
//!
//! * Basis `pugh`: the Pugh totals; a cell moves in integer steps within
//!   −2…+2. Basis `weighted`: the weighted totals ([`crate::weights`]); a
//!   cell moves the same way, and a weight moves to any value in 0…1 with
//!   the other weights renormalised proportionally
//!   (w_k' = w_k·(1−w_j')/(1−w_j)), so they still sum to 1.
//! * Only the direction that can help is searched: the leader's own cells
//!   down, every other alternative's cells up. The leader changes under
//!   the same rule as the totals (highest total, ties broken by the order
//!   alternatives were added).
//! * A weight change makes each total linear in the new weight t:
//!   S_a(t) = t·r_aj + (1−t)·B_a, B_a = (S_a − w_j·r_aj)/(1−w_j), so the
//!   flip point is the nearest t where a challenger's line crosses the
//!   leader's.

use crate::weights::{self, EPSILON, round};
use crate::{Alternative, Cycle, Objective, Rejection, pugh};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Which totals the analysis is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Basis {
    Pugh,
    Weighted,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct FlipAnalysisResult {
    pub basis: Basis,
    pub leader_id: String,
    pub leader_name: String,
    pub tied_leaders: bool,
    /// Weighted basis only: the weights predate a change of objectives.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub weights_stale: Option<bool>,
    /// Cells whose change flips the leader, smallest change first.
    pub cell_flips: Vec<CellFlip>,
    /// Weights whose change flips the leader, smallest change first
    /// (weighted basis only; empty for pugh).
    pub weight_flips: Vec<WeightFlip>,
    pub cells_checked: usize,
    pub weights_checked: usize,
    /// Cells no rating within −2…+2 moves off the leader.
    pub robust_cells: Vec<CellRef>,
    /// Objectives whose weight can go anywhere in 0…1 without a flip.
    pub robust_weights: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct CellFlip {
    pub alternative_id: String,
    pub alternative_name: String,
    pub objective_id: String,
    pub objective_name: String,
    pub current_rating: i8,
    /// The nearest rating at which the leader changes.
    pub flip_to: i8,
    /// flip_to − current_rating: the size of the change, signed.
    pub steps: i8,
    pub new_leader_id: String,
    pub new_leader_name: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct WeightFlip {
    pub objective_id: String,
    pub objective_name: String,
    pub current_weight: f64,
    /// The nearest weight at which the leader changes (the challenger ties
    /// there, and leads beyond it).
    pub flip_at_weight: f64,
    /// flip_at_weight − current_weight, signed.
    pub change: f64,
    pub new_leader_id: String,
    pub new_leader_name: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct CellRef {
    pub alternative_id: String,
    pub objective_id: String,
}

/// The matrix as numbers: active alternatives in order added, the
/// objectives of the basis with their weights (1 for Pugh).
struct Matrix<'a> {
    alternatives: Vec<&'a Alternative>,
    objectives: Vec<(&'a Objective, f64)>,
    /// ratings[a][o]; `None` unrated (counts 0), the datum's row all `None`.
    ratings: Vec<Vec<Option<i8>>>,
}

impl Matrix<'_> {
    fn totals(&self) -> Vec<f64> {
        self.ratings
            .iter()
            .map(|row| {
                row.iter()
                    .zip(&self.objectives)
                    .map(|(r, (_, w))| w * f64::from(r.unwrap_or(0)))
                    .sum()
            })
            .collect()
    }
}

fn matrix<'a>(cycle: &'a Cycle, objectives: Vec<(&'a Objective, f64)>) -> Matrix<'a> {
    let datum = pugh::datum(cycle).map(|d| d.id.as_str());
    let alternatives: Vec<&Alternative> = cycle.active_alternatives().collect();
    let ratings = alternatives
        .iter()
        .map(|a| {
            objectives
                .iter()
                .map(|(o, _)| {
                    if Some(a.id.as_str()) == datum {
                        return None;
                    }
                    cycle.rating(&a.id, &o.id).map(|r| r.rating.value())
                })
                .collect()
        })
        .collect();
    Matrix {
        alternatives,
        objectives,
        ratings,
    }
}

/// The flip analysis on `basis` (default: weighted once weights are in
/// use, else pugh).
pub fn analyse(cycle: &Cycle, basis: Option<Basis>) -> Result<FlipAnalysisResult, Rejection> {
    let Some(totals) = pugh::totals(cycle) else {
        return Err(Rejection::validation(
            "alternatives",
            "no alternatives yet, so there is no leader to analyse: add alternatives with add_alternative (alternatives component), then rate them with rate_consequence",
        ));
    };
    let in_use = weights::effective(cycle);
    let basis = basis.unwrap_or(if in_use.is_empty() {
        Basis::Pugh
    } else {
        Basis::Weighted
    });
    let objectives = match basis {
        Basis::Pugh => cycle.counted_objectives().map(|o| (o, 1.0)).collect(),
        Basis::Weighted if in_use.is_empty() => {
            return Err(Rejection::validation(
                "basis",
                if cycle.weights.is_none() {
                    "`basis`: \"weighted\" needs objective weights, and none are set: set them with set_objective_weights (tradeoffs component), or ask for \"pugh\" (or null)".to_owned()
                } else {
                    "`basis`: \"weighted\" needs objective weights in use, and every weighted objective has since been removed, marked irrelevant or demoted: set the weights again with set_objective_weights, or ask for \"pugh\" (or null)".to_owned()
                },
            ));
        }
        Basis::Weighted => in_use,
    };
    let m = matrix(cycle, objectives);
    let base = m.totals();
    let top = weights::leaders(&base);
    let leader = top[0];
    let mut result = FlipAnalysisResult {
        basis,
        leader_id: m.alternatives[leader].id.clone(),
        leader_name: m.alternatives[leader].name.clone(),
        tied_leaders: top.len() > 1,
        weights_stale: (basis == Basis::Weighted)
            .then(|| totals.weighted.as_ref().is_some_and(|w| w.weights_stale)),
        cell_flips: Vec::new(),
        weight_flips: Vec::new(),
        cells_checked: 0,
        weights_checked: 0,
        robust_cells: Vec::new(),
        robust_weights: Vec::new(),
    };
    cell_flips(&m, &base, leader, &mut result);
    if basis == Basis::Weighted {
        weight_flips(&m, &base, leader, &mut result);
    }
    Ok(result)
}

fn cell_flips(m: &Matrix, base: &[f64], leader: usize, out: &mut FlipAnalysisResult) {
    for (a, row) in m.ratings.iter().enumerate() {
        for (o, rating) in row.iter().enumerate() {
            let Some(current) = *rating else { continue };
            out.cells_checked += 1;
            let (alternative, (objective, weight)) = (m.alternatives[a], m.objectives[o]);
            // The leader can only lose by its own cells going down, and a
            // challenger can only win by its cells going up.
            let direction: i8 = if a == leader { -1 } else { 1 };
            let flip = (1..=4i8)
                .map(|step| current + direction * step)
                .take_while(|r| (-2..=2).contains(r))
                .find_map(|r| {
                    let mut totals = base.to_vec();
                    totals[a] += weight * f64::from(r - current);
                    let now = weights::leaders(&totals)[0];
                    (now != leader).then_some((r, now))
                });
            match flip {
                Some((flip_to, now)) => out.cell_flips.push(CellFlip {
                    alternative_id: alternative.id.clone(),
                    alternative_name: alternative.name.clone(),
                    objective_id: objective.id.clone(),
                    objective_name: objective.name.clone(),
                    current_rating: current,
                    flip_to,
                    steps: flip_to - current,
                    new_leader_id: m.alternatives[now].id.clone(),
                    new_leader_name: m.alternatives[now].name.clone(),
                }),
                None => out.robust_cells.push(CellRef {
                    alternative_id: alternative.id.clone(),
                    objective_id: objective.id.clone(),
                }),
            }
        }
    }
    // Stable: equal steps keep the matrix order (alternatives, objectives).
    out.cell_flips.sort_by_key(|f| f.steps.abs());
}

fn weight_flips(m: &Matrix, base: &[f64], leader: usize, out: &mut FlipAnalysisResult) {
    for (j, (objective, w)) in m.objectives.iter().enumerate() {
        out.weights_checked += 1;
        let r = |a: usize| f64::from(m.ratings[a][j].unwrap_or(0));
        // Totals as a function of this weight t: t·r_aj + (1−t)·B_a.
        let rest = 1.0 - w;
        let flip = if rest <= EPSILON {
            None // the only weight: moving it moves every total alike
        } else {
            let b: Vec<f64> = (0..base.len())
                .map(|a| (base[a] - w * r(a)) / rest)
                .collect();
            let at = |t: f64| -> Vec<f64> {
                (0..base.len())
                    .map(|a| t * r(a) + (1.0 - t) * b[a])
                    .collect()
            };
            // Every crossing of a challenger's line with the leader's, in 0…1.
            let mut crossings: Vec<f64> = (0..base.len())
                .filter(|&c| c != leader)
                .filter_map(|c| {
                    let c0 = b[c] - b[leader];
                    let c1 = (r(c) - r(leader)) - c0;
                    (c1.abs() > EPSILON).then(|| -c0 / c1)
                })
                .filter(|t| (-EPSILON..=1.0 + EPSILON).contains(t))
                .map(|t| t.clamp(0.0, 1.0))
                .collect();
            crossings.sort_by(|x, y| (x - w).abs().total_cmp(&(y - w).abs()));
            // The nearest crossing past which someone else leads.
            crossings.into_iter().find_map(|t| {
                [t, t + 1e-7, t - 1e-7].into_iter().find_map(|probe| {
                    let probe = probe.clamp(0.0, 1.0);
                    let now = weights::leaders(&at(probe))[0];
                    (now != leader).then_some((t, now))
                })
            })
        };
        match flip {
            Some((t, now)) => out.weight_flips.push(WeightFlip {
                objective_id: objective.id.clone(),
                objective_name: objective.name.clone(),
                current_weight: round(*w),
                flip_at_weight: round(t),
                change: round(t - w),
                new_leader_id: m.alternatives[now].id.clone(),
                new_leader_name: m.alternatives[now].name.clone(),
            }),
            None => out.robust_weights.push(objective.id.clone()),
        }
    }
    out.weight_flips
        .sort_by(|x, y| x.change.abs().total_cmp(&y.change.abs()));
}
