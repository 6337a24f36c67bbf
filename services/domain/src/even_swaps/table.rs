//! The even-swap working table: the consequence table's remaining
//! alternatives and objectives, each cell starting at [`value::initial`]
//! and changed by the swaps in force, in order. Stale steps (the table
//! under a swap changed since it was recorded) are flagged, never dropped.

use super::value::{self, Scale};
use super::{EvenSwapStep, StepKind};
use crate::weights::EPSILON;
use crate::{Alternative, Cycle, Objective};
use decision_events::{EvenSwapDominance, EvenSwapFindings};

/// The working table after the steps in force.
#[derive(Debug, Clone)]
pub struct Table<'a> {
    /// Remaining alternatives (active, not marked dominated, not set
    /// aside), in the order added.
    pub alternatives: Vec<&'a Alternative>,
    /// Remaining objectives (counted, not set aside) and their scales.
    pub objectives: Vec<(&'a Objective, Scale)>,
    /// `values[i][j]`: alternative i on objective j; `None` unrated.
    pub values: Vec<Vec<Option<f64>>>,
    /// Steps in force whose cells changed under them since (a re-rating,
    /// an alternative or objective gone), in log order.
    pub stale_steps: Vec<String>,
}

impl<'a> Table<'a> {
    /// The table of `cycle` with every step in force replayed.
    pub fn of(cycle: &'a Cycle) -> Table<'a> {
        let alternatives: Vec<&Alternative> = cycle
            .active_alternatives()
            .filter(|a| a.dominated.is_none())
            .collect();
        let objectives: Vec<(&Objective, Scale)> = cycle
            .counted_objectives()
            .map(|o| (o, value::scale(cycle, &o.id)))
            .collect();
        let values = alternatives
            .iter()
            .map(|a| {
                objectives
                    .iter()
                    .map(|(o, _)| value::initial(cycle, &a.id, &o.id))
                    .collect()
            })
            .collect();
        let mut table = Table {
            alternatives,
            objectives,
            values,
            stale_steps: Vec::new(),
        };
        for step in cycle.even_swaps.iter().filter(|s| s.undone.is_none()) {
            table.replay(step);
        }
        table
    }

    fn replay(&mut self, step: &EvenSwapStep) {
        match &step.kind {
            StepKind::Swap(s) => {
                let cells = (
                    self.alternative_index(&s.alternative_id),
                    self.objective_index(&s.objective_id),
                    self.objective_index(&s.compensating_objective_id),
                );
                let (Some(a), Some(o), Some(b)) = cells else {
                    self.stale_steps.push(s.step_id.clone());
                    return;
                };
                let same = |value: Option<f64>, from: f64, unit: &str, scale: &Scale| {
                    value.is_some_and(|v| (v - from).abs() <= EPSILON) && unit == scale.unit
                };
                let fresh = same(self.values[a][o], s.from, &s.unit, &self.objectives[o].1)
                    && same(
                        self.values[a][b],
                        s.compensation_from,
                        &s.compensation_unit,
                        &self.objectives[b].1,
                    );
                if !fresh {
                    self.stale_steps.push(s.step_id.clone());
                }
                // The person traded these amounts: a stale swap still
                // moves its cells by them (and says it is stale).
                if let Some(v) = self.values[a][o].as_mut() {
                    *v += s.to - s.from;
                }
                if let Some(v) = self.values[a][b].as_mut() {
                    *v += s.compensation_to - s.compensation_from;
                }
            }
            StepKind::SetAside(s) => {
                if let Some(i) = s
                    .alternative_id
                    .as_deref()
                    .and_then(|id| self.alternative_index(id))
                {
                    self.alternatives.remove(i);
                    self.values.remove(i);
                }
                if let Some(j) = s
                    .objective_id
                    .as_deref()
                    .and_then(|id| self.objective_index(id))
                {
                    self.objectives.remove(j);
                    for row in &mut self.values {
                        row.remove(j);
                    }
                }
            }
        }
    }

    pub fn alternative_index(&self, id: &str) -> Option<usize> {
        self.alternatives.iter().position(|a| a.id == id)
    }

    pub fn objective_index(&self, id: &str) -> Option<usize> {
        self.objectives.iter().position(|(o, _)| o.id == id)
    }

    /// Sets cell (i, j) to `value` (a swap not recorded yet).
    pub fn set(&mut self, i: usize, j: usize, value: f64) {
        self.values[i][j] = Some(value);
    }

    /// "obj_1 (Pay), …" over the remaining objectives.
    pub fn objective_list(&self) -> String {
        list(self.objectives.iter().map(|(o, _)| (&o.id, &o.name)))
    }

    /// "alt_a (VP), …" over the remaining alternatives.
    pub fn alternative_list(&self) -> String {
        list(self.alternatives.iter().map(|a| (&a.id, &a.name)))
    }

    /// Objectives on which every remaining alternative has the same value
    /// (all rated; at least two alternatives).
    pub fn irrelevant(&self) -> Vec<usize> {
        if self.alternatives.len() < 2 {
            return Vec::new();
        }
        (0..self.objectives.len())
            .filter(|&j| {
                let Some(first) = self.values[0][j] else {
                    return false;
                };
                self.values
                    .iter()
                    .all(|row| row[j].is_some_and(|v| (v - first).abs() <= EPSILON))
            })
            .collect()
    }

    /// Whether `x` is dominated by `y`: `Some(None)` outright (equal or
    /// worse everywhere, worse somewhere), `Some(Some(j))` practically
    /// (better only on objective j, by at most the scale's slight step,
    /// and `y`'s advantages elsewhere outweigh it as shares of each
    /// scale's range), `None` otherwise or with an unrated cell.
    pub fn dominance(&self, x: usize, y: usize) -> Option<Option<usize>> {
        let mut x_better = Vec::new();
        let mut y_advantage = 0.0;
        for (j, (_, scale)) in self.objectives.iter().enumerate() {
            let (vx, vy) = (self.values[x][j]?, self.values[y][j]?);
            let advantage = scale.advantage(vx, vy);
            if advantage > EPSILON {
                x_better.push((j, advantage));
            } else if advantage < -EPSILON {
                y_advantage += scale.share(-advantage);
            }
        }
        if y_advantage <= EPSILON {
            return None;
        }
        match x_better.as_slice() {
            [] => Some(None),
            [(j, advantage)] => {
                let scale = &self.objectives[*j].1;
                (*advantage <= scale.slight() + EPSILON
                    && y_advantage > scale.share(*advantage) + EPSILON)
                    .then_some(Some(*j))
            }
            _ => None,
        }
    }

    /// Every remaining alternative dominated (outright before practically)
    /// by another, each with its first dominator in the order added, and
    /// the irrelevant objectives.
    pub fn findings(&self) -> EvenSwapFindings {
        let mut dominated = Vec::new();
        for x in 0..self.alternatives.len() {
            let others = (0..self.alternatives.len()).filter(|&y| y != x);
            let found: Vec<(usize, Option<usize>)> = others
                .filter_map(|y| self.dominance(x, y).map(|d| (y, d)))
                .collect();
            let best = found
                .iter()
                .find(|(_, d)| d.is_none())
                .or_else(|| found.first());
            if let Some((y, slightly)) = best {
                dominated.push(EvenSwapDominance {
                    alternative_id: self.alternatives[x].id.clone(),
                    dominated_by: self.alternatives[*y].id.clone(),
                    slightly_better_on: slightly.map(|j| self.objectives[j].0.id.clone()),
                });
            }
        }
        EvenSwapFindings {
            dominated,
            irrelevant_objectives: self
                .irrelevant()
                .into_iter()
                .map(|j| self.objectives[j].0.id.clone())
                .collect(),
        }
    }
}

fn list<'s>(items: impl Iterator<Item = (&'s String, &'s String)>) -> String {
    let items: Vec<String> = items.map(|(id, name)| format!("{id} ({name})")).collect();
    if items.is_empty() {
        "none".into()
    } else {
        items.join(", ")
    }
}
