//! Pugh matrix semantics (DESIGN §6), one definition used everywhere.
//!
//! * The datum is the active status-quo alternative, else the first active
//!   alternative; its cells are implicitly 0.
//! * Totals sum ratings over *counted* objectives: neither removed nor
//!   marked irrelevant. Unrated cells count 0.
//! * Leader: highest total, ties broken by the order alternatives were
//!   added; `tied_leaders` when the top totals are equal.
//! * Completion: rated cells / (non-datum active alternatives × active objectives).
//! * Weighted totals ([`crate::weights`]) sit beside these totals once
//!   objective weights are set, and valued totals ([`crate::measured`])
//!   once measurements and value functions exist; they never replace them.

use crate::{Alternative, Cycle, Objective};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// The baseline every other alternative is rated against.
pub fn datum(cycle: &Cycle) -> Option<&Alternative> {
    cycle
        .active_alternatives()
        .find(|a| a.is_status_quo)
        .or_else(|| cycle.active_alternatives().next())
}

/// Objectives that count in totals: active and not marked irrelevant.
pub fn counted_objectives(cycle: &Cycle) -> impl Iterator<Item = &Objective> {
    cycle.counted_objectives()
}

/// How much of the matrix is rated.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Completion {
    pub rated: usize,
    pub cells: usize,
}

impl Completion {
    /// 0.0–1.0; an empty matrix is 0.0 complete.
    pub fn ratio(self) -> f64 {
        if self.cells == 0 {
            0.0
        } else {
            self.rated as f64 / self.cells as f64
        }
    }

    pub fn remaining(self) -> usize {
        self.cells - self.rated
    }
}

pub fn completion(cycle: &Cycle) -> Completion {
    let datum_id = datum(cycle).map(|d| d.id.as_str());
    let alternatives: BTreeSet<&str> = cycle
        .active_alternatives()
        .map(|a| a.id.as_str())
        .filter(|&a| Some(a) != datum_id)
        .collect();
    let objectives: BTreeSet<&str> = cycle.active_objectives().map(|o| o.id.as_str()).collect();
    // One pass over the ratings (removed entities' and a former datum's
    // stay in the state) rather than a lookup per cell.
    let rated = cycle
        .ratings
        .keys()
        .filter(|(a, o)| alternatives.contains(a.as_str()) && objectives.contains(o.as_str()))
        .count();
    Completion {
        rated,
        cells: alternatives.len() * objectives.len(),
    }
}

/// One rated cell of the matrix, as read tools and views show it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RatedCell {
    pub alternative_id: String,
    pub objective_id: String,
    pub rating: decision_events::values::PughRating,
    pub reasoning: String,
}

/// The rated cells of active alternatives on active objectives (removed
/// ones keep their ratings in the state, but leave the matrix).
pub fn rated_cells(cycle: &Cycle) -> Vec<RatedCell> {
    cycle
        .ratings
        .iter()
        .filter(|((a, o), _)| {
            cycle.alternative(a).is_some_and(|a| a.is_active())
                && cycle.objective(o).is_some_and(|o| o.is_active())
        })
        .map(|((a, o), r)| RatedCell {
            alternative_id: a.clone(),
            objective_id: o.clone(),
            rating: r.rating,
            reasoning: r.reasoning.clone(),
        })
        .collect()
}

/// The `compute_pugh_totals` result.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct PughTotals {
    /// Active alternatives in the order they were added; the datum included.
    pub alternatives: Vec<AlternativeScore>,
    pub baseline_id: String,
    pub baseline_name: String,
    pub leader_id: String,
    pub leader_name: String,
    pub tied_leaders: bool,
    /// Every alternative sharing the top total, in order added.
    pub leaders: Vec<String>,
    pub objectives_counted: usize,
    pub matrix_completion: f64,
    /// Weights, weighted leader and staleness; absent until objective
    /// weights are set (unweighted is the default).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weighted: Option<crate::weights::WeightedTotals>,
    /// Measured values, value functions and the valued leader; absent
    /// until a measurement or a value function exists.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub measured: Option<crate::measured::MeasuredSummary>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct AlternativeScore {
    pub alternative_id: String,
    pub name: String,
    pub letter: String,
    pub is_datum: bool,
    pub total_score: i32,
    pub positive_count: usize,
    pub negative_count: usize,
    /// Cells rated 0 (every cell of the datum).
    pub neutral_count: usize,
    /// Counted cells not rated yet (they add 0 to the total).
    pub unrated_count: usize,
    /// Σ weight × rating over the weighted objectives, −2…+2; absent until
    /// objective weights are set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weighted_total: Option<f64>,
    /// Σ weight × value-function score of its measured values, 0–1; absent
    /// until it is measured on every valued objective.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub valued_total: Option<f64>,
}

/// Totals for every active alternative; `None` when there are none.
pub fn totals(cycle: &Cycle) -> Option<PughTotals> {
    let datum = datum(cycle)?;
    let objectives: Vec<&Objective> = counted_objectives(cycle).collect();
    let mut scores: Vec<AlternativeScore> = cycle
        .active_alternatives()
        .map(|a| score(cycle, a, a.id == datum.id, &objectives))
        .collect();
    let weighted = {
        let keys: Vec<(&str, &str, bool)> = scores
            .iter()
            .map(|s| (s.alternative_id.as_str(), s.name.as_str(), s.is_datum))
            .collect();
        crate::weights::weighted_totals(cycle, &keys)
    };
    let weighted = weighted.map(|(summary, per_alternative)| {
        for (s, total) in scores.iter_mut().zip(per_alternative) {
            s.weighted_total = total;
        }
        summary
    });
    let measured = {
        let keys: Vec<(&str, &str)> = scores
            .iter()
            .map(|s| (s.alternative_id.as_str(), s.name.as_str()))
            .collect();
        crate::measured::summary(cycle, &keys)
    };
    let measured = measured.map(|(summary, per_alternative)| {
        for (s, total) in scores.iter_mut().zip(per_alternative) {
            s.valued_total = total;
        }
        summary
    });
    let top = scores.iter().map(|s| s.total_score).max()?;
    let leaders: Vec<&AlternativeScore> = scores.iter().filter(|s| s.total_score == top).collect();
    let leader = leaders[0];
    Some(PughTotals {
        baseline_id: datum.id.clone(),
        baseline_name: datum.name.clone(),
        leader_id: leader.alternative_id.clone(),
        leader_name: leader.name.clone(),
        tied_leaders: leaders.len() > 1,
        leaders: leaders.iter().map(|s| s.alternative_id.clone()).collect(),
        objectives_counted: objectives.len(),
        matrix_completion: completion(cycle).ratio(),
        alternatives: scores,
        weighted,
        measured,
    })
}

fn score(
    cycle: &Cycle,
    a: &Alternative,
    is_datum: bool,
    objectives: &[&Objective],
) -> AlternativeScore {
    let mut s = AlternativeScore {
        alternative_id: a.id.clone(),
        name: a.name.clone(),
        letter: a.letter.clone(),
        is_datum,
        total_score: 0,
        positive_count: 0,
        negative_count: 0,
        neutral_count: 0,
        unrated_count: 0,
        weighted_total: None,
        valued_total: None,
    };
    for o in objectives {
        let rating = if is_datum {
            Some(0)
        } else {
            cycle.rating(&a.id, &o.id).map(|r| r.rating.value())
        };
        match rating {
            None => s.unrated_count += 1,
            Some(r) => {
                s.total_score += i32::from(r);
                match r.signum() {
                    1 => s.positive_count += 1,
                    -1 => s.negative_count += 1,
                    _ => s.neutral_count += 1,
                }
            }
        }
    }
    s
}
