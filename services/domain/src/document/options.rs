//! The Objectives and Alternatives sections.

use super::framing::enum_name;
use super::text::{cell, list};
use crate::{Alternative, Cycle, Objective, pugh};
use std::fmt::Write;

#[derive(Debug, Clone, PartialEq)]
pub struct Objectives<'a> {
    fundamental: Vec<ObjectiveLine<'a>>,
    means: Vec<ObjectiveLine<'a>>,
    /// Id, name and why removed.
    removed: Vec<(&'a str, &'a str, &'a str)>,
}

/// An active objective and the objectives it serves that still exist.
#[derive(Debug, Clone, PartialEq)]
struct ObjectiveLine<'a> {
    objective: &'a Objective,
    serves: Vec<&'a Objective>,
}

impl<'a> Objectives<'a> {
    pub fn of(cycle: &'a Cycle) -> Objectives<'a> {
        let line = |o: &'a Objective| ObjectiveLine {
            objective: o,
            serves: o
                .serves
                .iter()
                .filter_map(|id| cycle.objective(id))
                .collect(),
        };
        let (fundamental, means) = cycle
            .active_objectives()
            .map(line)
            .partition(|l| l.objective.is_fundamental);
        Objectives {
            fundamental,
            means,
            removed: cycle
                .objectives
                .iter()
                .filter_map(|o| Some((o.id.as_str(), o.name.as_str(), o.removed.as_deref()?)))
                .collect(),
        }
    }

    pub fn markdown(&self, out: &mut String) {
        for (heading, lines) in [
            ("Fundamental objectives", &self.fundamental),
            ("Means objectives", &self.means),
        ] {
            list(
                out,
                heading,
                lines.iter().map(
                    |ObjectiveLine {
                         objective: o,
                         serves,
                     }| {
                        let serves: Vec<String> = serves
                            .iter()
                            .map(|f| format!("{} ({})", f.id, f.name))
                            .collect();
                        let serves = if serves.is_empty() {
                            String::new()
                        } else {
                            format!(" → serves {}", serves.join(", "))
                        };
                        let irrelevant = o
                            .irrelevant
                            .as_ref()
                            .map(|r| format!(" _(irrelevant: {r})_"))
                            .unwrap_or_default();
                        format!(
                            "{}: **{}** — {} ({}){serves}{irrelevant}",
                            o.id,
                            o.name,
                            o.measure,
                            enum_name(&o.direction)
                        )
                    },
                ),
            );
        }
        list(
            out,
            "Removed",
            self.removed
                .iter()
                .map(|(id, name, why)| format!("{id}: {name} — {why}")),
        );
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Alternatives<'a> {
    active: Vec<AlternativeLine<'a>>,
    /// The strategy table's rows: a dimension and each active
    /// alternative's option; `None` without dimensions.
    strategy: Option<Vec<StrategyRow<'a>>>,
    /// Letter, name and why removed.
    removed: Vec<(&'a str, &'a str, &'a str)>,
}

/// A dimension and each active alternative's option.
type StrategyRow<'a> = (&'a str, Vec<Option<&'a str>>);

/// What the list shows of an active alternative.
#[derive(Debug, Clone, PartialEq)]
struct AlternativeLine<'a> {
    letter: &'a str,
    name: &'a str,
    description: &'a str,
    is_status_quo: bool,
    is_datum: bool,
}

impl<'a> Alternatives<'a> {
    pub fn of(cycle: &'a Cycle) -> Alternatives<'a> {
        let datum = pugh::datum(cycle).map(|d| d.id.as_str());
        let alternatives: Vec<&Alternative> = cycle.active_alternatives().collect();
        let strategy = (!cycle.strategy_dimensions.is_empty()).then(|| {
            cycle
                .strategy_dimensions
                .iter()
                .map(|d| {
                    let options = alternatives
                        .iter()
                        .map(|a| a.strategy.get(&d.id).map(String::as_str))
                        .collect();
                    (d.dimension.as_str(), options)
                })
                .collect()
        });
        Alternatives {
            active: alternatives
                .iter()
                .map(|a| AlternativeLine {
                    letter: &a.letter,
                    name: &a.name,
                    description: &a.description,
                    is_status_quo: a.is_status_quo,
                    is_datum: datum == Some(a.id.as_str()),
                })
                .collect(),
            strategy,
            removed: cycle
                .alternatives
                .iter()
                .filter_map(|a| Some((a.letter.as_str(), a.name.as_str(), a.removed.as_deref()?)))
                .collect(),
        }
    }

    pub fn markdown(&self, out: &mut String) {
        list(
            out,
            "Alternatives",
            self.active.iter().map(|a| {
                let mut tags = Vec::new();
                if a.is_status_quo {
                    tags.push("status quo");
                }
                if a.is_datum {
                    tags.push("Pugh datum");
                }
                let tags = if tags.is_empty() {
                    String::new()
                } else {
                    format!(" _({})_", tags.join(", "))
                };
                let description = if a.description.is_empty() {
                    String::new()
                } else {
                    format!(" — {}", a.description)
                };
                format!("**{}. {}**{tags}{description}", a.letter, a.name)
            }),
        );
        if let Some(rows) = &self.strategy {
            let _ = writeln!(out, "**Strategy table**\n");
            let _ = writeln!(
                out,
                "| Dimension | {} |",
                self.active
                    .iter()
                    .map(|a| a.letter)
                    .collect::<Vec<_>>()
                    .join(" | ")
            );
            let _ = writeln!(out, "|---|{}", "---|".repeat(self.active.len()));
            for (dimension, options) in rows {
                let cells: Vec<String> = options
                    .iter()
                    .map(|o| o.map_or(String::new(), cell))
                    .collect();
                let _ = writeln!(out, "| {} | {} |", cell(dimension), cells.join(" | "));
            }
            out.push('\n');
        }
        list(
            out,
            "Removed",
            self.removed
                .iter()
                .map(|(letter, name, why)| format!("{letter}. {name} — {why}")),
        );
    }
}
