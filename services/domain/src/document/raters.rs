//! The raters paragraph under the matrix: who rated how many cells, and
//! the cells they disagree on most.

use super::text::signed;
use crate::Cycle;
use crate::raters::{DOCUMENT_CELLS, RULE, ranked, summaries};
use decision_events::values::RaterKind;
use std::fmt::Write;

/// Nothing until a rater is named.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct RatersParagraph {
    /// Name, kind and cells rated.
    raters: Vec<(String, RaterKind, usize)>,
    /// The first [`DOCUMENT_CELLS`] disagreements, most first.
    disagreements: Vec<Disagreement>,
    /// How many more the list leaves out.
    more: usize,
}

#[derive(Debug, Clone, PartialEq)]
struct Disagreement {
    alternative: String,
    objective: String,
    median: i8,
    spread: u8,
    /// Each rater's name, rating and reasoning.
    said: Vec<(String, i8, String)>,
}

impl RatersParagraph {
    pub(super) fn of(cycle: &Cycle) -> Option<RatersParagraph> {
        if cycle.raters.is_empty() {
            return None;
        }
        let disagreements = ranked(cycle, 1);
        Some(RatersParagraph {
            raters: summaries(cycle)
                .into_iter()
                .map(|r| (r.name, r.kind, r.cells_rated))
                .collect(),
            more: disagreements.len().saturating_sub(DOCUMENT_CELLS),
            disagreements: disagreements
                .into_iter()
                .take(DOCUMENT_CELLS)
                .map(|c| Disagreement {
                    alternative: c.alternative_name,
                    objective: c.objective_name,
                    median: c.aggregate.value(),
                    spread: c.spread,
                    said: c
                        .ratings
                        .into_iter()
                        .map(|r| (r.name, r.rating.value(), r.reasoning))
                        .collect(),
                })
                .collect(),
        })
    }

    pub(super) fn markdown(&self, out: &mut String) {
        // Line breaks only: this paragraph has always kept carriage returns.
        let cell = |text: &str| text.replace('|', "\\|").replace('\n', " ");
        let raters: Vec<String> = self
            .raters
            .iter()
            .map(|(name, kind, cells_rated)| {
                format!(
                    "{} ({}, {} cell{})",
                    cell(name),
                    kind.as_str(),
                    cells_rated,
                    if *cells_rated == 1 { "" } else { "s" }
                )
            })
            .collect();
        let _ = writeln!(
            out,
            "Raters: {}. A cell they rate shows the {RULE}.\n",
            raters.join("; ")
        );
        if self.disagreements.is_empty() {
            return;
        }
        let _ = writeln!(out, "**Where the raters disagree** (most first):\n");
        for c in &self.disagreements {
            let said: Vec<String> = c
                .said
                .iter()
                .map(|(name, rating, reasoning)| {
                    format!("{} {} ({})", cell(name), signed(*rating), cell(reasoning))
                })
                .collect();
            let _ = writeln!(
                out,
                "- {} on {}: median {}, spread {} — {}",
                cell(&c.alternative),
                cell(&c.objective),
                signed(c.median),
                c.spread,
                said.join("; ")
            );
        }
        if self.more > 0 {
            let _ = writeln!(
                out,
                "- … and {} more (list_rater_disagreements lists them)",
                self.more
            );
        }
        out.push('\n');
    }
}
