//! Matrix analysis over the counted objectives (DESIGN §6): dominance,
//! non-differentiating objectives, and what-if sensitivity of one cell.

use crate::{Alternative, Cycle, Objective, pugh};
use schemars::JsonSchema;
use serde::Serialize;

/// An alternative's ratings on the counted objectives; `None` = unrated.
/// The datum's cells are 0 by definition.
pub fn row(cycle: &Cycle, alternative: &Alternative, objectives: &[&Objective]) -> Vec<Option<i8>> {
    let is_datum = pugh::datum(cycle).is_some_and(|d| d.id == alternative.id);
    objectives
        .iter()
        .map(|o| {
            if is_datum {
                Some(0)
            } else {
                cycle
                    .rating(&alternative.id, &o.id)
                    .map(|r| r.rating.value())
            }
        })
        .collect()
}

/// How `y` compares with `x`, cell by cell.
#[derive(Debug, Clone, PartialEq)]
pub enum Comparison<'a> {
    /// `y` ≥ `x` everywhere and > on these objectives.
    Dominates(Vec<&'a Objective>),
    /// `x` is strictly better on these objectives.
    DoesNotDominate(Vec<&'a Objective>),
    /// Some cell of either row is unrated.
    Incomplete,
}

pub fn compare<'a>(cycle: &'a Cycle, y: &Alternative, x: &Alternative) -> Comparison<'a> {
    let objectives: Vec<&Objective> = cycle.counted_objectives().collect();
    let (ry, rx) = (row(cycle, y, &objectives), row(cycle, x, &objectives));
    let mut better = Vec::new();
    let mut worse = Vec::new();
    for (i, o) in objectives.iter().enumerate() {
        match (ry[i], rx[i]) {
            (Some(a), Some(b)) if a > b => better.push(*o),
            (Some(a), Some(b)) if a < b => worse.push(*o),
            (Some(_), Some(_)) => {}
            _ => return Comparison::Incomplete,
        }
    }
    if !worse.is_empty() {
        Comparison::DoesNotDominate(worse)
    } else if better.is_empty() {
        Comparison::DoesNotDominate(Vec::new())
    } else {
        Comparison::Dominates(better)
    }
}

/// "Maximize compensation (+2 vs +1), Maximize career growth (+2 vs 0)".
pub fn describe_cells(
    cycle: &Cycle,
    y: &Alternative,
    x: &Alternative,
    on: &[&Objective],
) -> String {
    let all: Vec<&Objective> = cycle.counted_objectives().collect();
    let (ry, rx) = (row(cycle, y, &all), row(cycle, x, &all));
    on.iter()
        .map(|o| {
            let i = all.iter().position(|a| a.id == o.id).unwrap_or(0);
            let show =
                |v: Option<i8>| v.map_or("?".into(), |v| format!("{v:+}").replace("+0", "0"));
            format!("{} ({} vs {})", o.name, show(ry[i]), show(rx[i]))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct DominatedInfo {
    pub alternative_id: String,
    pub alternative_name: String,
    pub dominated_by: String,
    pub dominated_by_name: String,
    pub reason: String,
    /// Objective ids where the dominating alternative is strictly better.
    pub strictly_better_on: Vec<String>,
    /// True if already recorded with mark_dominated.
    pub already_marked: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct DominatedAlternativesResult {
    pub dominated: Vec<DominatedInfo>,
    /// False while some cells are unrated: pairs with unrated cells were skipped.
    pub analysis_complete: bool,
    pub unrated_cells: usize,
}

/// Every dominated active alternative, with its strongest dominator
/// (highest total, then the order alternatives were added).
pub fn find_dominated(cycle: &Cycle) -> DominatedAlternativesResult {
    let totals = pugh::totals(cycle);
    let total_of = |id: &str| {
        totals
            .as_ref()
            .and_then(|t| t.alternatives.iter().find(|s| s.alternative_id == id))
            .map_or(0, |s| s.total_score)
    };
    let alternatives: Vec<&Alternative> = cycle.active_alternatives().collect();
    let mut dominated = Vec::new();
    for x in &alternatives {
        let mut best: Option<(&Alternative, Vec<&Objective>)> = None;
        for y in alternatives.iter().filter(|y| y.id != x.id) {
            if let Comparison::Dominates(on) = compare(cycle, y, x)
                && best
                    .as_ref()
                    .is_none_or(|(b, _)| total_of(&y.id) > total_of(&b.id))
            {
                best = Some((y, on));
            }
        }
        if let Some((y, on)) = best {
            let counted = cycle.counted_objectives().count();
            dominated.push(DominatedInfo {
                alternative_id: x.id.clone(),
                alternative_name: x.name.clone(),
                dominated_by: y.id.clone(),
                dominated_by_name: y.name.clone(),
                reason: format!(
                    "{} is equal or better on all {counted} counted objectives and strictly better on {}",
                    y.name,
                    describe_cells(cycle, y, x, &on)
                ),
                strictly_better_on: on.iter().map(|o| o.id.clone()).collect(),
                already_marked: x.dominated.is_some(),
            });
        }
    }
    let unrated = unrated_cells(cycle);
    DominatedAlternativesResult {
        dominated,
        analysis_complete: unrated == 0,
        unrated_cells: unrated,
    }
}

/// Unrated cells over non-datum active alternatives × counted objectives.
pub fn unrated_cells(cycle: &Cycle) -> usize {
    let objectives: Vec<&Objective> = cycle.counted_objectives().collect();
    cycle
        .active_alternatives()
        .map(|a| {
            row(cycle, a, &objectives)
                .iter()
                .filter(|r| r.is_none())
                .count()
        })
        .sum()
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct IrrelevantObjective {
    pub objective_id: String,
    pub name: String,
    /// The rating every alternative shares on it.
    pub rating: i8,
}

/// Counted objectives on which every active alternative, datum included,
/// has the same rating (all cells rated; at least two alternatives).
pub fn find_irrelevant(cycle: &Cycle) -> Vec<IrrelevantObjective> {
    let alternatives: Vec<&Alternative> = cycle.active_alternatives().collect();
    if alternatives.len() < 2 {
        return Vec::new();
    }
    cycle
        .counted_objectives()
        .filter_map(|o| {
            let cells: Vec<Option<i8>> = alternatives
                .iter()
                .map(|a| row(cycle, a, &[o])[0])
                .collect();
            let first = cells[0]?;
            cells
                .iter()
                .all(|c| *c == Some(first))
                .then(|| IrrelevantObjective {
                    objective_id: o.id.clone(),
                    name: o.name.clone(),
                    rating: first,
                })
        })
        .collect()
}
