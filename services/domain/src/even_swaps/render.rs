//! The even swaps in the decision document (the tradeoffs section): the
//! log — who, when, the swap, the reasoning, what it revealed — and the
//! working table it leads to. Nothing before the first step.

use super::table::Table;
use super::value::show;
use super::{StepKind, describe};
use crate::Cycle;
use std::fmt::Write;

/// One line of markdown table or list text.
fn inline(text: &str) -> String {
    text.replace('|', "\\|").replace(['\n', '\r'], " ")
}

/// The markdown, or "" before the first step.
pub fn render(cycle: &Cycle) -> String {
    if cycle.even_swaps.is_empty() {
        return String::new();
    }
    let name_of_alternative = |id: &str| {
        cycle
            .alternative(id)
            .map_or(id.to_owned(), |a| inline(&a.name))
    };
    let name_of_objective = |id: &str| {
        cycle
            .objective(id)
            .map_or(id.to_owned(), |o| inline(&o.name))
    };
    let mut out = String::from(
        "**Even swaps** (Hammond, Keeney & Raiffa; on a working table; the Pugh ratings stay as they are)\n\n",
    );
    for (n, step) in cycle.even_swaps.iter().enumerate() {
        let text = match &step.kind {
            StepKind::Swap(s) => {
                let revealed = describe(cycle, &s.revealed);
                format!(
                    "{} · {} · judged by {}: {}'s {} {} → {} for {} {} → {}. _{}_{}",
                    s.step_id,
                    s.recorded_at.format("%Y-%m-%d %H:%M UTC"),
                    inline(&s.judged_by),
                    name_of_alternative(&s.alternative_id),
                    name_of_objective(&s.objective_id),
                    show(s.from, &s.unit),
                    show(s.to, &s.unit),
                    name_of_objective(&s.compensating_objective_id),
                    show(s.compensation_from, &s.compensation_unit),
                    show(s.compensation_to, &s.compensation_unit),
                    inline(&s.reasoning),
                    if revealed.is_empty() {
                        String::new()
                    } else {
                        format!(" Revealed: {}.", inline(&revealed.join("; ")))
                    }
                )
            }
            StepKind::SetAside(s) => {
                let what = s
                    .alternative_id
                    .as_deref()
                    .map(name_of_alternative)
                    .or_else(|| s.objective_id.as_deref().map(name_of_objective))
                    .unwrap_or_default();
                format!(
                    "{} · {} · judged by {}: set aside {what}. _{}_",
                    s.step_id,
                    s.recorded_at.format("%Y-%m-%d %H:%M UTC"),
                    inline(&s.judged_by),
                    inline(&s.reason)
                )
            }
        };
        let _ = match &step.undone {
            None => writeln!(out, "{}. {text}", n + 1),
            Some(why) => writeln!(out, "{}. ~~{text}~~ (undone: {})", n + 1, inline(why)),
        };
    }
    out.push('\n');
    let table = Table::of(cycle);
    if !table.alternatives.is_empty() && !table.objectives.is_empty() {
        let _ = writeln!(
            out,
            "| Working table | {} |\n|---|{}",
            table
                .objectives
                .iter()
                .map(|(o, _)| inline(&o.name))
                .collect::<Vec<_>>()
                .join(" | "),
            "---|".repeat(table.objectives.len())
        );
        for (a, row) in table.alternatives.iter().zip(&table.values) {
            let cells: Vec<String> = row
                .iter()
                .zip(&table.objectives)
                .map(|(v, (_, s))| v.map_or("·".into(), |v| show(v, &s.unit)))
                .collect();
            let _ = writeln!(out, "| {} | {} |", inline(&a.name), cells.join(" | "));
        }
        out.push('\n');
    }
    if !table.stale_steps.is_empty() {
        let _ = writeln!(
            out,
            "_Stale steps (the table under them changed since): {}. Undo them and swap again._\n",
            table.stale_steps.join(", ")
        );
    }
    out
}
