//! Which swap to try next (Hammond, Keeney & Raiffa's advice: pick the
//! objective closest to irrelevant, and make the alternative that differs
//! match the others, paying on another objective the person can judge).

use super::table::Table;
use super::value::show;
use crate::weights::EPSILON;
use schemars::JsonSchema;
use serde::Serialize;

/// A swap to ask the person about; the compensation is theirs to give.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SwapProposal {
    pub alternative_id: String,
    pub alternative_name: String,
    /// The objective to swap away (make the same for every alternative).
    pub objective_id: String,
    pub objective_name: String,
    pub from: f64,
    /// The value most remaining alternatives share on it.
    pub to: f64,
    pub unit: String,
    /// The objective to pay (or be paid) on.
    pub compensating_objective_id: String,
    pub compensating_objective_name: String,
    pub compensation_from: f64,
    /// How far the compensation can go: the scale's end in the direction
    /// it must go.
    pub compensation_limit: f64,
    pub compensation_unit: String,
    /// The question to put to the person, in words.
    pub question: String,
    /// Why this swap.
    pub why: String,
}

/// The value most alternatives share on objective `j` (ties: the one met
/// first in the order alternatives were added); `None` with a hole.
fn mode(table: &Table, j: usize) -> Option<f64> {
    let column: Vec<f64> = table
        .values
        .iter()
        .map(|row| row[j])
        .collect::<Option<_>>()?;
    let count = |v: f64| column.iter().filter(|w| (*w - v).abs() <= EPSILON).count();
    let mut best: Option<(f64, usize)> = None;
    for &v in &column {
        if best.is_none_or(|(_, n)| count(v) > n) {
            best = Some((v, count(v)));
        }
    }
    best.map(|(v, _)| v)
}

/// The alternatives (indices) whose value on `j` differs from the mode.
pub fn differing(table: &Table, j: usize) -> Vec<usize> {
    let Some(target) = mode(table, j) else {
        return Vec::new();
    };
    (0..table.alternatives.len())
        .filter(|&i| table.values[i][j].is_some_and(|v| (v - target).abs() > EPSILON))
        .collect()
}

/// The next swap: on `objective` (else the objective fewest alternatives
/// differ on, then the smallest gap, then the order added) for
/// `alternative` (else the differing one with the smallest gap), paid on
/// the relevant objective with the most room (then the order added).
/// `None` when no such swap exists.
pub fn propose(
    table: &Table,
    objective: Option<usize>,
    alternative: Option<usize>,
) -> Option<SwapProposal> {
    let irrelevant = table.irrelevant();
    let mut objectives: Vec<(usize, usize, f64)> = (0..table.objectives.len())
        .filter(|j| objective.is_none_or(|o| o == *j))
        .filter(|j| !irrelevant.contains(j))
        .filter_map(|j| {
            let target = mode(table, j)?;
            let scale = &table.objectives[j].1;
            let off = differing(table, j);
            let gap: f64 = off
                .iter()
                .filter_map(|&i| table.values[i][j])
                .map(|v| scale.share((v - target).abs()))
                .sum();
            (!off.is_empty()).then_some((j, off.len(), gap))
        })
        .collect();
    objectives.sort_by(|a, b| a.1.cmp(&b.1).then(a.2.total_cmp(&b.2)).then(a.0.cmp(&b.0)));
    for (j, off_count, _) in objectives {
        let target = mode(table, j)?;
        let mut off = differing(table, j);
        off.retain(|i| alternative.is_none_or(|a| a == *i));
        off.sort_by(|&a, &b| {
            let gap = |i: usize| table.values[i][j].map_or(f64::MAX, |v| (v - target).abs());
            gap(a).total_cmp(&gap(b)).then(a.cmp(&b))
        });
        for i in off {
            if let Some(p) = compensated(table, i, j, target, off_count, &irrelevant) {
                return Some(p);
            }
        }
    }
    None
}

/// The swap moving alternative `i` to `target` on `j`, paid on the
/// objective with the most room in the direction that compensates.
fn compensated(
    table: &Table,
    i: usize,
    j: usize,
    target: f64,
    off_count: usize,
    irrelevant: &[usize],
) -> Option<SwapProposal> {
    let (objective, scale) = &table.objectives[j];
    let from = table.values[i][j]?;
    let improves = scale.advantage(target, from) > 0.0;
    let mut best: Option<(usize, f64, f64)> = None;
    for (b, (_, s)) in table.objectives.iter().enumerate() {
        let Some(current) = table.values[i][b] else {
            continue;
        };
        if b == j || irrelevant.contains(&b) {
            continue;
        }
        // Improving on j is paid by getting worse on b, and the reverse.
        let worst = if s.higher_is_better { s.min } else { s.max };
        let best_end = if s.higher_is_better { s.max } else { s.min };
        let limit = if improves { worst } else { best_end };
        let room = s.share((current - limit).abs());
        if room > EPSILON && best.is_none_or(|(_, r, _)| room > r + EPSILON) {
            best = Some((b, room, limit));
        }
    }
    let (b, _, limit) = best?;
    let alternative = table.alternatives[i];
    let (compensating, s) = &table.objectives[b];
    let compensation_from = table.values[i][b]?;
    let (direction, pay) = if improves {
        ("worse", "give up")
    } else {
        ("better", "need in return")
    };
    let others = table.alternatives.len() - 1;
    let why = if off_count == 1 {
        format!(
            "{} is the only alternative whose {} differs ({} against {} for the other {others}): matching them makes {} irrelevant",
            alternative.name,
            objective.name,
            show(from, &scale.unit),
            show(target, &scale.unit),
            objective.name
        )
    } else {
        format!(
            "{} differs for {off_count} of the {} remaining alternatives, the fewest of any objective; {} is the closest to {}",
            objective.name,
            others + 1,
            alternative.name,
            show(target, &scale.unit)
        )
    };
    Some(SwapProposal {
        alternative_id: alternative.id.clone(),
        alternative_name: alternative.name.clone(),
        objective_id: objective.id.clone(),
        objective_name: objective.name.clone(),
        from,
        to: target,
        unit: scale.unit.clone(),
        compensating_objective_id: compensating.id.clone(),
        compensating_objective_name: compensating.name.clone(),
        compensation_from,
        compensation_limit: limit,
        compensation_unit: s.unit.clone(),
        question: format!(
            "If {}'s {} went from {} to {}, how much {} would you {pay} for it to be just as good as now? ({} is now {}; it can go {direction} as far as {})",
            alternative.name,
            objective.name,
            show(from, &scale.unit),
            show(target, &scale.unit),
            compensating.name,
            compensating.name,
            show(compensation_from, &s.unit),
            show(limit, &s.unit),
        ),
        why,
    })
}
