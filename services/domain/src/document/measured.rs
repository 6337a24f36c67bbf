//! The measured table under the Pugh matrix: one row per objective with a
//! value function or a measurement, the valued totals, the valued leader
//! and what is missing, and the sources. Nothing before a measurement or
//! value function exists.

use super::text::{Fixed, Named, Trimmed, cell as text};
use crate::Cycle;
use crate::measured::{Weighting, measurement, value_function};
use crate::pugh::PughTotals;
use decision_events::ConsequenceMeasured;
use decision_events::ValueFunction;
use std::fmt::Write;

#[derive(Debug, Clone, PartialEq)]
pub(super) struct MeasuredTable<'a> {
    rows: Vec<MeasuredRow<'a>>,
    valued: Option<Valued<'a>>,
}

#[derive(Debug, Clone, PartialEq)]
struct MeasuredRow<'a> {
    objective: &'a str,
    function: Option<Function<'a>>,
    /// One per column of the matrix.
    cells: Vec<Option<Measured<'a>>>,
}

/// "linear, 60 min scores 0 and 10 min scores 1" / "stepwise, from …".
#[derive(Debug, Clone, PartialEq)]
struct Function<'a> {
    unit: &'a str,
    shape: Shape,
}

#[derive(Debug, Clone, PartialEq)]
enum Shape {
    Linear {
        worst: Trimmed,
        best: Trimmed,
    },
    /// Where each step starts, and its score.
    Stepwise(Vec<(Trimmed, Trimmed)>),
}

/// "35 min (25–60)", its source, and its score once valued.
#[derive(Debug, Clone, PartialEq)]
struct Measured<'a> {
    value: Trimmed,
    unit: &'a str,
    range: Option<(Trimmed, Trimmed)>,
    source: Option<&'a str>,
    score: Option<Fixed<2>>,
}

#[derive(Debug, Clone, PartialEq)]
struct Valued<'a> {
    /// One per column: the valued total, once measured on every valued
    /// objective.
    totals: Vec<Option<Fixed<2>>>,
    weighting: Weighting,
    /// The valued objectives' names and weights.
    over: Vec<(String, Fixed<2>)>,
    leader_name: Option<String>,
    tied_leaders: bool,
    not_valued: Vec<Named<'a>>,
    /// The alternative's letter (or id) and the objective.
    unmeasured: Vec<(String, Named<'a>)>,
}

impl<'a> MeasuredTable<'a> {
    pub(super) fn of(cycle: &'a Cycle, totals: &PughTotals) -> Option<MeasuredTable<'a>> {
        let summary = totals.measured.as_ref()?;
        let rows = cycle
            .active_objectives()
            .filter_map(|o| {
                let function = value_function(cycle, &o.id);
                let cells: Vec<Option<Measured>> = totals
                    .alternatives
                    .iter()
                    .map(|s| {
                        let m = measurement(cycle, &s.alternative_id, &o.id)?;
                        Some(Measured::of(
                            m,
                            function.map(|f| Fixed(f.function.score(m.value))),
                        ))
                    })
                    .collect();
                if function.is_none() && cells.iter().all(Option::is_none) {
                    return None;
                }
                Some(MeasuredRow {
                    objective: &o.name,
                    function: function.map(|f| Function {
                        unit: &f.unit,
                        shape: match &f.function {
                            ValueFunction::Linear { worst, best } => Shape::Linear {
                                worst: Trimmed(*worst),
                                best: Trimmed(*best),
                            },
                            ValueFunction::Stepwise { steps } => Shape::Stepwise(
                                steps
                                    .iter()
                                    .map(|s| (Trimmed(s.from), Trimmed(s.value)))
                                    .collect(),
                            ),
                        },
                    }),
                    cells,
                })
            })
            .collect();
        let valued = summary.valued.as_ref().map(|valued| Valued {
            totals: totals
                .alternatives
                .iter()
                .map(|s| s.valued_total.map(Fixed))
                .collect(),
            weighting: valued.weighting,
            over: valued
                .objectives
                .iter()
                .map(|v| (v.name.clone(), Fixed(v.weight)))
                .collect(),
            leader_name: valued.leader_name.clone(),
            tied_leaders: valued.tied_leaders,
            not_valued: valued
                .objectives_not_valued
                .iter()
                .map(|id| Named::objective(cycle, id))
                .collect(),
            unmeasured: valued
                .unmeasured
                .iter()
                .map(|c| {
                    let letter = cycle
                        .alternative(&c.alternative_id)
                        .map_or(c.alternative_id.clone(), |a| a.letter.clone());
                    (letter, Named::objective(cycle, &c.objective_id))
                })
                .collect(),
        });
        Some(MeasuredTable { rows, valued })
    }

    /// `columns`: the matrix's letters and names.
    pub(super) fn markdown(&self, out: &mut String, columns: &[(String, String)]) {
        let _ = writeln!(
            out,
            "**Measured consequences** (value, plausible range, and → the score 0–1 by the objective's value function):\n"
        );
        let _ = writeln!(
            out,
            "| Objective | {} |",
            columns
                .iter()
                .map(|(letter, name)| format!("{letter}. {}", text(name)))
                .collect::<Vec<_>>()
                .join(" | ")
        );
        let _ = writeln!(out, "|---|{}", "---|".repeat(columns.len()));
        let mut sources = Vec::new();
        for row in &self.rows {
            let shown: Vec<String> = row
                .cells
                .iter()
                .zip(columns)
                .map(|(m, (letter, _))| match m {
                    None => "·".into(),
                    Some(m) => {
                        if let Some(source) = m.source {
                            sources.push(format!(
                                "{letter} × {}: {}",
                                text(row.objective),
                                text(source)
                            ));
                        }
                        match m.score {
                            Some(score) => format!("{} → {score}", text(&m.describe())),
                            None => text(&m.describe()),
                        }
                    }
                })
                .collect();
            let tag = row.function.as_ref().map_or_else(
                || " _(no value function)_".to_owned(),
                |f| format!(" _({})_", text(&f.describe())),
            );
            let _ = writeln!(
                out,
                "| {}{tag} | {} |",
                text(row.objective),
                shown.join(" | ")
            );
        }
        match &self.valued {
            Some(valued) => valued.markdown(out),
            None => {
                let _ = writeln!(out);
            }
        }
        if !sources.is_empty() {
            let _ = writeln!(out, "Sources: {}.\n", sources.join("; "));
        }
    }
}

impl<'a> Measured<'a> {
    fn of(m: &'a ConsequenceMeasured, score: Option<Fixed<2>>) -> Measured<'a> {
        Measured {
            value: Trimmed(m.value),
            unit: &m.unit,
            range: match (m.low, m.high) {
                (Some(low), Some(high)) => Some((Trimmed(low), Trimmed(high))),
                _ => None,
            },
            source: m.source.as_deref(),
            score,
        }
    }

    /// "35 min (25–60)".
    fn describe(&self) -> String {
        let range = match self.range {
            Some((low, high)) => format!(" ({low}–{high})"),
            None => String::new(),
        };
        format!("{} {}{range}", self.value, self.unit)
    }
}

impl Function<'_> {
    fn describe(&self) -> String {
        let unit = self.unit;
        match &self.shape {
            Shape::Linear { worst, best } => {
                format!("linear, {worst} {unit} scores 0 and {best} {unit} scores 1")
            }
            Shape::Stepwise(steps) => format!(
                "stepwise, {}",
                steps
                    .iter()
                    .map(|(from, value)| format!("from {from} {unit}: {value}"))
                    .collect::<Vec<_>>()
                    .join("; ")
            ),
        }
    }
}

impl Valued<'_> {
    fn markdown(&self, out: &mut String) {
        let _ = writeln!(
            out,
            "| **Valued total** | {} |",
            self.totals
                .iter()
                .map(|t| t.map_or("·".into(), |t| format!("**{t}**")))
                .collect::<Vec<_>>()
                .join(" | ")
        );
        let weighting = match self.weighting {
            Weighting::Weights => "the objective weights",
            Weighting::Equal => "equal weights",
        };
        let over = self
            .over
            .iter()
            .map(|(name, weight)| format!("{} {weight}", text(name)))
            .collect::<Vec<_>>()
            .join(", ");
        let leader = match (&self.leader_name, self.tied_leaders) {
            (Some(name), false) => text(name),
            (Some(name), true) => format!("{} (tied)", text(name)),
            (None, _) => "none yet (no alternative is measured on every valued objective)".into(),
        };
        let _ = writeln!(
            out,
            "\nValued leader: {leader} ({weighting} over the valued objectives: {over}).\n"
        );
        if !self.not_valued.is_empty() {
            let names: Vec<String> = self.not_valued.iter().map(Named::escaped).collect();
            let _ = writeln!(
                out,
                "_Not in the valued totals (no value function yet): {}._\n",
                names.join(", ")
            );
        }
        if !self.unmeasured.is_empty() {
            let missing: Vec<String> = self
                .unmeasured
                .iter()
                .map(|(letter, objective)| format!("{letter} × {}", objective.escaped()))
                .collect();
            let _ = writeln!(
                out,
                "_Not measured yet (no valued total without them): {}._\n",
                missing.join(", ")
            );
        }
    }
}
