//! Rank acceptability (decision 15): how often each alternative leads, and
//! how often it takes each rank, when the measured values vary within their
//! ranges and the weights within a stated spread — the first-rank and rank
//! acceptability indices of SMAA (Lahdelma, Hokkanen & Salminen 1998),
//! estimated by seeded Monte Carlo over the valued totals
//! ([`crate::measured`]).
//!
//! * A measured value with a range is drawn from the triangular
//!   distribution (low, likely, high); without one it stays at its value.
//! * Weight uncertainty is one spread s (0–1): each weight w of the valued
//!   objectives is drawn uniformly from [w·(1−s), w·(1+s)], then all are
//!   renormalised to sum 1. s = 0 keeps the weights as they are.
//! * Every draw comes from [`SplitMix64`] seeded with the caller's seed, in
//!   a fixed order (per sample: the weights in the order objectives were
//!   added, then the ranged cells alternative by alternative), so the same
//!   events and seed always give the same answer.
//! * In each sample the alternatives are ranked by valued total, ties broken
//!   by the order added (the leader rule of every total). Alternatives not
//!   measured on every valued objective take no part and are listed.
//! * Bounded work: at most [`MAX_SAMPLES`] samples, and at most
//!   [`WORK_BUDGET`] cell evaluations (samples × alternatives × valued
//!   objectives); beyond it the sample count is lowered and says so.

use crate::measured::{self, Weighting};
use crate::weights::{EPSILON, leaders, round};
use crate::{Cycle, Rejection};
use schemars::JsonSchema;
use serde::Serialize;

pub const DEFAULT_SAMPLES: u32 = 2_000;
pub const MAX_SAMPLES: u32 = 10_000;
/// Cell evaluations one call may make: 2 000 samples of the largest
/// matrix (50 alternatives × 50 objectives).
pub const WORK_BUDGET: usize = 5_000_000;

/// SplitMix64 (Steele, Lea & Flood 2014; the seeding generator of the
/// xoshiro family): a tiny, well-tested 64-bit generator.
#[derive(Debug, Clone)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    pub fn new(seed: u64) -> Self {
        SplitMix64(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in [0, 1), 53 bits.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }
}

/// The triangular distribution's inverse CDF at `u` ∈ [0, 1).
pub fn triangular(low: f64, likely: f64, high: f64, u: f64) -> f64 {
    let span = high - low;
    if span <= 0.0 {
        return likely;
    }
    let cut = (likely - low) / span;
    if u < cut {
        low + (u * span * (likely - low)).sqrt()
    } else {
        high - ((1.0 - u) * span * (high - likely)).sqrt()
    }
}

/// The `rank_acceptability` result.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct RankAcceptabilityResult {
    /// Samples drawn (the request, lowered to keep within the work budget).
    pub samples: u32,
    pub samples_requested: u32,
    pub seed: u64,
    pub weight_spread: f64,
    /// `weights` (the objective weights in use) or `equal` (none set).
    pub weighting: Weighting,
    /// Measured cells with a range (the ones that vary).
    pub cells_varied: usize,
    /// The valued objectives whose weight varies (0 when weight_spread is 0).
    pub weights_varied: usize,
    /// The leader at the likely values and the weights as set.
    pub leader_at_likely_values: String,
    /// The alternative that leads in most samples (ties: order added).
    pub most_often_first: String,
    /// The ranked alternatives, in the order added.
    pub alternatives: Vec<Acceptability>,
    /// Alternatives left out: not measured on every valued objective.
    pub excluded: Vec<Excluded>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Acceptability {
    pub alternative_id: String,
    pub alternative_name: String,
    /// The valued total at the likely values, 0–1.
    pub valued_total: f64,
    /// Share of samples in which it leads, 0–1.
    pub first_rank_share: f64,
    /// Share of samples at rank 1, 2, … (one entry per ranked alternative).
    pub rank_shares: Vec<f64>,
    /// The mean rank over the samples (1 = always first).
    pub expected_rank: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Excluded {
    pub alternative_id: String,
    pub alternative_name: String,
    /// The valued objectives it is not measured on.
    pub unmeasured: Vec<String>,
}

/// One cell as the sampler reads it: (low, likely, high) and its function.
struct Cell<'a> {
    low: f64,
    likely: f64,
    high: f64,
    ranged: bool,
    function: &'a decision_events::ValueFunction,
}

/// The estimate; `samples`, `seed` and `spread` are checked by the caller.
pub fn analyse(
    cycle: &Cycle,
    samples: u32,
    seed: u64,
    spread: f64,
) -> Result<RankAcceptabilityResult, Rejection> {
    let Some(model) = measured::model(cycle) else {
        return Err(Rejection::conflict(
            None,
            "no valued objective, so there are no valued totals to vary: no counted objective (once weights are set, no weighted objective with a weight above 0) has a value function yet; set one with set_value_function and record measured values with record_measured_consequence (both in the consequences component)",
        ));
    };
    let mut ranked = Vec::new();
    let mut excluded = Vec::new();
    for a in cycle.active_alternatives() {
        match model.total(cycle, &a.id) {
            Ok(total) => ranked.push((a, total)),
            Err(unmeasured) => excluded.push(Excluded {
                alternative_id: a.id.clone(),
                alternative_name: a.name.clone(),
                unmeasured,
            }),
        }
    }
    if ranked.is_empty() {
        let missing: Vec<String> = excluded
            .iter()
            .map(|e| format!("{} on {}", e.alternative_id, e.unmeasured.join(", ")))
            .collect();
        return Err(Rejection::conflict(
            None,
            format!(
                "no alternative is measured on every valued objective ({}), so none can be ranked: record the missing values with record_measured_consequence: {}",
                model
                    .objectives
                    .iter()
                    .map(|(o, _, _)| format!("{} ({})", o.id, o.name))
                    .collect::<Vec<_>>()
                    .join(", "),
                if missing.is_empty() {
                    "no alternatives yet".to_owned()
                } else {
                    missing.join("; ")
                }
            ),
        ));
    }
    let cells: Vec<Vec<Cell<'_>>> = ranked
        .iter()
        .map(|(a, _)| {
            model
                .objectives
                .iter()
                .filter_map(|(o, _, f)| {
                    let m = measured::measurement(cycle, &a.id, &o.id)?;
                    let (low, high) = (m.low.unwrap_or(m.value), m.high.unwrap_or(m.value));
                    Some(Cell {
                        low,
                        likely: m.value,
                        high,
                        ranged: high > low,
                        function: f,
                    })
                })
                .collect()
        })
        .collect();
    let n = ranked.len();
    let k = model.objectives.len();
    let per_sample = (n * k).max(1);
    let drawn = samples.min((WORK_BUDGET / per_sample).max(1) as u32);
    let base: Vec<f64> = model.objectives.iter().map(|(_, w, _)| *w).collect();
    let mut rng = SplitMix64::new(seed);
    let mut rank_counts = vec![vec![0u32; n]; n];
    let mut first_counts = vec![0u32; n];
    let mut weights = base.clone();
    let mut totals = vec![0.0; n];
    for _ in 0..drawn {
        if spread > 0.0 {
            for (w, b) in weights.iter_mut().zip(&base) {
                *w = b * (1.0 + spread * (2.0 * rng.unit() - 1.0));
            }
            let sum: f64 = weights.iter().sum();
            if sum > EPSILON {
                weights.iter_mut().for_each(|w| *w /= sum);
            } else {
                weights.clone_from(&base);
            }
        }
        for (total, row) in totals.iter_mut().zip(&cells) {
            *total = row
                .iter()
                .zip(&weights)
                .map(|(c, w)| {
                    let x = if c.ranged {
                        triangular(c.low, c.likely, c.high, rng.unit())
                    } else {
                        c.likely
                    };
                    w * c.function.score(x)
                })
                .sum();
        }
        if let Some(&first) = leaders(&totals).first() {
            first_counts[first] += 1;
        }
        for i in 0..n {
            rank_counts[i][rank(&totals, i)] += 1;
        }
    }
    let likely: Vec<f64> = ranked.iter().map(|(_, t)| *t).collect();
    let at_likely = leaders(&likely)[0];
    let shares: Vec<f64> = first_counts.iter().map(|&c| f64::from(c)).collect();
    let most_often = leaders(&shares)[0];
    let share = |count: u32| round(f64::from(count) / f64::from(drawn));
    Ok(RankAcceptabilityResult {
        samples: drawn,
        samples_requested: samples,
        seed,
        weight_spread: spread,
        weighting: model.weighting,
        cells_varied: cells.iter().flatten().filter(|c| c.ranged).count(),
        weights_varied: if spread > 0.0 && k > 1 { k } else { 0 },
        leader_at_likely_values: ranked[at_likely].0.id.clone(),
        most_often_first: ranked[most_often].0.id.clone(),
        alternatives: ranked
            .iter()
            .enumerate()
            .map(|(i, (a, total))| Acceptability {
                alternative_id: a.id.clone(),
                alternative_name: a.name.clone(),
                valued_total: round(*total),
                first_rank_share: share(first_counts[i]),
                rank_shares: rank_counts[i].iter().map(|&c| share(c)).collect(),
                expected_rank: round(
                    rank_counts[i]
                        .iter()
                        .enumerate()
                        .map(|(r, &c)| (r + 1) as f64 * f64::from(c))
                        .sum::<f64>()
                        / f64::from(drawn),
                ),
            })
            .collect(),
        excluded,
    })
}

/// The 0-based rank of `i`: how many alternatives beat it (a higher total,
/// or an equal one within [`EPSILON`] and added earlier).
fn rank(totals: &[f64], i: usize) -> usize {
    (0..totals.len())
        .filter(|&j| {
            totals[j] > totals[i] + EPSILON || (j < i && (totals[j] - totals[i]).abs() <= EPSILON)
        })
        .count()
}
