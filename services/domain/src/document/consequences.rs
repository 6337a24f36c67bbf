//! The Consequences section: the Pugh matrix with its totals, the weights
//! beside it, the measured table and the raters.

use super::measured::MeasuredTable;
use super::raters::RatersParagraph;
use super::text::{
    Fixed, Named, UncertaintyLine, cell, signed, uncertainties, uncertainties_markdown,
};
use crate::weights::WeightedTotals;
use crate::{Cycle, pugh};
use decision_events::values::{Component, WeightMethod};
use std::fmt::Write;

/// Empty until the matrix has an alternative and an active objective.
#[derive(Debug, Clone, PartialEq)]
pub struct Consequences<'a> {
    matrix: Option<Box<Matrix<'a>>>,
}

#[derive(Debug, Clone, PartialEq)]
struct Matrix<'a> {
    /// The active alternatives, the datum included: letter and name.
    columns: Vec<(String, String)>,
    rows: Vec<Row<'a>>,
    totals: Vec<i32>,
    /// Once weights are set: each alternative's weighted total.
    weighted_totals: Option<Vec<Option<Fixed<2>>>>,
    /// Percent of the counted cells rated.
    completion: Fixed<0>,
    leader_name: String,
    tied_leaders: bool,
    weights: Option<WeightsLine<'a>>,
    measured: Option<MeasuredTable<'a>>,
    raters: Option<RatersParagraph>,
    uncertainties: Vec<UncertaintyLine<'a>>,
}

/// One active objective's row.
#[derive(Debug, Clone, PartialEq)]
struct Row<'a> {
    name: &'a str,
    counted: Counted,
    cells: Vec<Cell<'a>>,
}

#[derive(Debug, Clone, PartialEq)]
enum Counted {
    /// Marked irrelevant.
    No,
    Weighted(Fixed<2>),
    Unweighted,
}

#[derive(Debug, Clone, PartialEq)]
enum Cell<'a> {
    Datum,
    Rated(i8, &'a str),
    Unrated,
}

/// The weights' method and leader, and why they are stale.
#[derive(Debug, Clone, PartialEq)]
struct WeightsLine<'a> {
    method: WeightMethod,
    leader_name: Option<String>,
    tied_leaders: bool,
    /// When stale: objectives without a weight, and weights dropped.
    stale: Option<(Vec<Named<'a>>, Vec<Named<'a>>)>,
}

impl<'a> Consequences<'a> {
    pub fn of(cycle: &'a Cycle) -> Consequences<'a> {
        Consequences {
            matrix: Matrix::of(cycle).map(Box::new),
        }
    }

    pub fn markdown(&self, out: &mut String) {
        if let Some(matrix) = &self.matrix {
            matrix.markdown(out);
        }
    }
}

impl<'a> Matrix<'a> {
    fn of(cycle: &'a Cycle) -> Option<Matrix<'a>> {
        let totals = pugh::totals(cycle)?;
        cycle.active_objectives().next()?;
        let rows = cycle
            .active_objectives()
            .map(|o| Row {
                name: &o.name,
                counted: if o.irrelevant.is_some() {
                    Counted::No
                } else {
                    weight_of(totals.weighted.as_ref(), &o.id)
                        .map_or(Counted::Unweighted, Counted::Weighted)
                },
                cells: totals
                    .alternatives
                    .iter()
                    .map(|s| {
                        if s.is_datum {
                            return Cell::Datum;
                        }
                        match cycle.rating(&s.alternative_id, &o.id) {
                            Some(r) => Cell::Rated(r.rating.value(), &r.reasoning),
                            None => Cell::Unrated,
                        }
                    })
                    .collect(),
            })
            .collect();
        let measured = MeasuredTable::of(cycle, &totals);
        let weights = totals.weighted.as_ref().map(|w| WeightsLine::of(cycle, w));
        let weighted_totals = totals.weighted.is_some().then(|| {
            totals
                .alternatives
                .iter()
                .map(|s| s.weighted_total.map(Fixed))
                .collect()
        });
        Some(Matrix {
            totals: totals.alternatives.iter().map(|s| s.total_score).collect(),
            columns: totals
                .alternatives
                .into_iter()
                .map(|s| (s.letter, s.name))
                .collect(),
            rows,
            weighted_totals,
            completion: Fixed(totals.matrix_completion * 100.0),
            leader_name: totals.leader_name,
            tied_leaders: totals.tied_leaders,
            weights,
            measured,
            raters: RatersParagraph::of(cycle),
            uncertainties: uncertainties(cycle, Component::Consequences),
        })
    }

    fn markdown(&self, out: &mut String) {
        let _ = writeln!(
            out,
            "| Objective | {} |",
            self.columns
                .iter()
                .map(|(letter, name)| format!("{letter}. {}", cell(name)))
                .collect::<Vec<_>>()
                .join(" | ")
        );
        let _ = writeln!(out, "|---|{}", "---|".repeat(self.columns.len()));
        for row in &self.rows {
            let cells: Vec<String> = row
                .cells
                .iter()
                .map(|c| match c {
                    Cell::Datum => "0 (datum)".into(),
                    // Only the number is reformatted: the reasoning is quoted as written.
                    Cell::Rated(value, reasoning) => {
                        format!("{} — {}", signed(*value), cell(reasoning))
                    }
                    Cell::Unrated => "·".into(),
                })
                .collect();
            let counted = match row.counted {
                Counted::No => " _(not counted)_".to_owned(),
                Counted::Weighted(w) => format!(" _(weight {w})_"),
                Counted::Unweighted => String::new(),
            };
            let _ = writeln!(
                out,
                "| {}{counted} | {} |",
                cell(row.name),
                cells.join(" | ")
            );
        }
        let _ = writeln!(
            out,
            "| **Total** | {} |",
            self.totals
                .iter()
                .map(|t| format!("**{t}**"))
                .collect::<Vec<_>>()
                .join(" | ")
        );
        if let Some(weighted) = &self.weighted_totals {
            let _ = writeln!(
                out,
                "| **Weighted total** | {} |",
                weighted
                    .iter()
                    .map(|t| t.map_or("·".into(), |t| format!("**{t}**")))
                    .collect::<Vec<_>>()
                    .join(" | ")
            );
        }
        let _ = writeln!(
            out,
            "\nMatrix completion: {}%. Leader: {}{}.\n",
            self.completion,
            self.leader_name,
            if self.tied_leaders { " (tied)" } else { "" }
        );
        if let Some(weights) = &self.weights {
            weights.markdown(out);
        }
        if let Some(measured) = &self.measured {
            measured.markdown(out, &self.columns);
        }
        if let Some(raters) = &self.raters {
            raters.markdown(out);
        }
        uncertainties_markdown(out, &self.uncertainties);
    }
}

/// The weight of a weighted objective.
fn weight_of(weighted: Option<&WeightedTotals>, objective_id: &str) -> Option<Fixed<2>> {
    weighted
        .and_then(|w| w.weights.iter().find(|x| x.objective_id == objective_id))
        .map(|x| Fixed(x.weight))
}

impl<'a> WeightsLine<'a> {
    fn of(cycle: &'a Cycle, weighted: &WeightedTotals) -> WeightsLine<'a> {
        let names = |ids: &[String]| -> Vec<Named<'a>> {
            ids.iter().map(|id| Named::objective(cycle, id)).collect()
        };
        WeightsLine {
            method: weighted.method,
            leader_name: weighted.leader_name.clone(),
            tied_leaders: weighted.tied_leaders,
            stale: weighted.weights_stale.then(|| {
                (
                    names(&weighted.objectives_without_weight),
                    names(&weighted.weights_dropped),
                )
            }),
        }
    }

    /// The weights' method and leader, beside the Pugh leader, and staleness.
    fn markdown(&self, out: &mut String) {
        let leader = match (&self.leader_name, self.tied_leaders) {
            (Some(name), false) => name.clone(),
            (Some(name), true) => format!("{name} (tied)"),
            (None, _) => "none (no weighted objective left)".into(),
        };
        let _ = writeln!(
            out,
            "Weights ({} method, over the counted fundamental objectives): weighted leader {leader}.\n",
            self.method.as_str().replace('_', " ")
        );
        if let Some((without_weight, dropped)) = &self.stale {
            let names = |names: &[Named]| {
                names
                    .iter()
                    .map(Named::escaped)
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let mut why = Vec::new();
            if !without_weight.is_empty() {
                why.push(format!("no weight yet: {}", names(without_weight)));
            }
            if !dropped.is_empty() {
                why.push(format!("no longer weighted: {}", names(dropped)));
            }
            let _ = writeln!(
                out,
                "_The weights are stale ({}); the weighted totals renormalise the weights still in use. Set them again._\n",
                why.join("; ")
            );
        }
    }
}
