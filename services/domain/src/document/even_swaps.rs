//! The even swaps in the tradeoffs section: the log — who, when, the
//! swap, the reasoning, what it revealed — and the working table it leads
//! to. Nothing before the first step.

use super::text::{Named, cell as inline};
use crate::Cycle;
use crate::even_swaps::table::Table;
use crate::even_swaps::value::show;
use crate::even_swaps::{StepKind, describe};
use crate::weights::round;
use chrono::{DateTime, Utc};
use std::fmt::Write;

#[derive(Debug, Clone, PartialEq)]
pub(super) struct EvenSwaps<'a> {
    steps: Vec<Step<'a>>,
    /// Once alternatives and objectives remain: their names, and each
    /// alternative's row.
    table: Option<WorkingTable<'a>>,
    stale_steps: Vec<String>,
}

#[derive(Debug, Clone, PartialEq)]
struct Step<'a> {
    id: &'a str,
    recorded_at: DateTime<Utc>,
    judged_by: &'a str,
    kind: Kind<'a>,
    /// Why it was undone, once it is.
    undone: Option<&'a str>,
}

#[derive(Debug, Clone, PartialEq)]
enum Kind<'a> {
    Swap {
        alternative: Named<'a>,
        objective: Named<'a>,
        from: Shown<'a>,
        to: Shown<'a>,
        compensating: Named<'a>,
        compensation_from: Shown<'a>,
        compensation_to: Shown<'a>,
        reasoning: &'a str,
        /// The findings in words (`even_swaps::describe`, which the tool
        /// results share).
        revealed: Vec<String>,
    },
    SetAside {
        what: Option<Named<'a>>,
        reason: &'a str,
    },
}

/// A value rounded as `show` rounds it: two show the same exactly when
/// their bits are equal (`round` leaves no negative zero).
#[derive(Debug, Clone, Copy)]
struct Rounded(f64);

impl PartialEq for Rounded {
    fn eq(&self, other: &Self) -> bool {
        self.0.to_bits() == other.0.to_bits()
    }
}

/// A step's value and its unit.
#[derive(Debug, Clone, PartialEq)]
struct Shown<'a> {
    value: Rounded,
    unit: &'a str,
}

impl<'a> Shown<'a> {
    fn of(value: f64, unit: &'a str) -> Shown<'a> {
        Shown {
            value: Rounded(round(value)),
            unit,
        }
    }
}

impl std::fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&show(self.value.0, self.unit))
    }
}

#[derive(Debug, Clone, PartialEq)]
struct WorkingTable<'a> {
    /// Each remaining objective's name and its scale's unit.
    objectives: Vec<(&'a str, String)>,
    /// Each remaining alternative's name and values (`None`: unrated).
    rows: Vec<(&'a str, Vec<Option<Rounded>>)>,
}

impl<'a> EvenSwaps<'a> {
    pub(super) fn of(cycle: &'a Cycle) -> Option<EvenSwaps<'a>> {
        if cycle.even_swaps.is_empty() {
            return None;
        }
        let steps = cycle
            .even_swaps
            .iter()
            .map(|step| {
                let undone = step.undone.as_deref();
                match &step.kind {
                    StepKind::Swap(s) => Step {
                        id: &s.step_id,
                        recorded_at: s.recorded_at,
                        judged_by: &s.judged_by,
                        kind: Kind::Swap {
                            alternative: Named::alternative(cycle, &s.alternative_id),
                            objective: Named::objective(cycle, &s.objective_id),
                            from: Shown::of(s.from, &s.unit),
                            to: Shown::of(s.to, &s.unit),
                            compensating: Named::objective(cycle, &s.compensating_objective_id),
                            compensation_from: Shown::of(s.compensation_from, &s.compensation_unit),
                            compensation_to: Shown::of(s.compensation_to, &s.compensation_unit),
                            reasoning: &s.reasoning,
                            revealed: describe(cycle, &s.revealed),
                        },
                        undone,
                    },
                    StepKind::SetAside(s) => Step {
                        id: &s.step_id,
                        recorded_at: s.recorded_at,
                        judged_by: &s.judged_by,
                        kind: Kind::SetAside {
                            what: s
                                .alternative_id
                                .as_deref()
                                .map(|id| Named::alternative(cycle, id))
                                .or_else(|| {
                                    s.objective_id
                                        .as_deref()
                                        .map(|id| Named::objective(cycle, id))
                                }),
                            reason: &s.reason,
                        },
                        undone,
                    },
                }
            })
            .collect();
        let table = Table::of(cycle);
        let working = (!table.alternatives.is_empty() && !table.objectives.is_empty()).then(|| {
            WorkingTable {
                rows: table
                    .alternatives
                    .iter()
                    .zip(&table.values)
                    .map(|(a, row)| {
                        let values = row.iter().map(|v| v.map(|v| Rounded(round(v))));
                        (a.name.as_str(), values.collect())
                    })
                    .collect(),
                objectives: table
                    .objectives
                    .into_iter()
                    .map(|(o, scale)| (o.name.as_str(), scale.unit))
                    .collect(),
            }
        });
        Some(EvenSwaps {
            steps,
            table: working,
            stale_steps: table.stale_steps,
        })
    }

    pub(super) fn markdown(&self, out: &mut String) {
        out.push_str(
            "**Even swaps** (Hammond, Keeney & Raiffa; on a working table; the Pugh ratings stay as they are)\n\n",
        );
        for (n, step) in self.steps.iter().enumerate() {
            let at = step.recorded_at.format("%Y-%m-%d %H:%M UTC");
            let text = match &step.kind {
                Kind::Swap {
                    alternative,
                    objective,
                    from,
                    to,
                    compensating,
                    compensation_from,
                    compensation_to,
                    reasoning,
                    revealed,
                } => format!(
                    "{} · {at} · judged by {}: {}'s {} {from} → {to} for {} {compensation_from} → {compensation_to}. _{}_{}",
                    step.id,
                    inline(step.judged_by),
                    alternative.escaped(),
                    objective.escaped(),
                    compensating.escaped(),
                    inline(reasoning),
                    if revealed.is_empty() {
                        String::new()
                    } else {
                        format!(" Revealed: {}.", inline(&revealed.join("; ")))
                    }
                ),
                Kind::SetAside { what, reason } => format!(
                    "{} · {at} · judged by {}: set aside {}. _{}_",
                    step.id,
                    inline(step.judged_by),
                    what.as_ref().map(Named::escaped).unwrap_or_default(),
                    inline(reason)
                ),
            };
            let _ = match step.undone {
                None => writeln!(out, "{}. {text}", n + 1),
                Some(why) => writeln!(out, "{}. ~~{text}~~ (undone: {})", n + 1, inline(why)),
            };
        }
        out.push('\n');
        if let Some(table) = &self.table {
            let _ = writeln!(
                out,
                "| Working table | {} |\n|---|{}",
                table
                    .objectives
                    .iter()
                    .map(|(name, _)| inline(name))
                    .collect::<Vec<_>>()
                    .join(" | "),
                "---|".repeat(table.objectives.len())
            );
            for (name, row) in &table.rows {
                let cells: Vec<String> = row
                    .iter()
                    .zip(&table.objectives)
                    .map(|(v, (_, unit))| v.map_or("·".into(), |v| show(v.0, unit)))
                    .collect();
                let _ = writeln!(out, "| {} | {} |", inline(name), cells.join(" | "));
            }
            out.push('\n');
        }
        if !self.stale_steps.is_empty() {
            let _ = writeln!(
                out,
                "_Stale steps (the table under them changed since): {}. Undo them and swap again._\n",
                self.stale_steps.join(", ")
            );
        }
    }
}
