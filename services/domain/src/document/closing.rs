//! The closing sections: Recommendation and Decision Quality.

use super::text::{UncertaintyLine, cell, list, uncertainties, uncertainties_markdown};
use crate::{Cycle, DqRating, Improvement, Note, overall_dq};
use decision_events::values::{Component, DqElement};
use std::fmt::Write;

#[derive(Debug, Clone, PartialEq)]
pub struct Recommendation<'a> {
    synthesis: Option<&'a str>,
    /// The standout's name (`None`: no clear standout) and the rationale.
    standout: Option<(Option<&'a str>, &'a str)>,
    key_considerations: &'a [Note],
    uncertainties: Vec<UncertaintyLine<'a>>,
}

impl<'a> Recommendation<'a> {
    pub fn of(cycle: &'a Cycle) -> Recommendation<'a> {
        Recommendation {
            synthesis: cycle.synthesis.as_deref(),
            standout: cycle.standout.as_ref().map(|s| {
                let name = s
                    .alternative_id
                    .as_ref()
                    .and_then(|id| cycle.alternative(id))
                    .map(|a| a.name.as_str());
                (name, s.rationale.as_str())
            }),
            key_considerations: &cycle.key_considerations,
            uncertainties: uncertainties(cycle, Component::Recommendation),
        }
    }

    pub fn markdown(&self, out: &mut String) {
        if let Some(s) = self.synthesis {
            let _ = writeln!(out, "{s}\n");
        }
        if let Some((name, rationale)) = self.standout {
            let who = name.map_or("No clear standout".to_owned(), |name| {
                format!("Standout: {name}")
            });
            let _ = writeln!(out, "**{who}** — {rationale}\n");
        }
        list(
            out,
            "Key considerations",
            self.key_considerations
                .iter()
                .map(|k| format!("{}: {}", k.id, k.description)),
        );
        uncertainties_markdown(out, &self.uncertainties);
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct DecisionQuality<'a> {
    /// Once an element is rated.
    table: Option<DqTable<'a>>,
    improvements: &'a [Improvement],
}

#[derive(Debug, Clone, PartialEq)]
struct DqTable<'a> {
    /// Every element in the standard order, and its rating if any.
    rows: Vec<(DqElement, Option<&'a DqRating>)>,
    /// The weakest element and its score.
    overall: Option<(DqElement, u8)>,
}

impl<'a> DecisionQuality<'a> {
    pub fn of(cycle: &'a Cycle) -> DecisionQuality<'a> {
        DecisionQuality {
            table: (!cycle.dq_ratings.is_empty()).then(|| DqTable {
                rows: DqElement::ALL
                    .into_iter()
                    .map(|e| (e, cycle.dq_ratings.get(&e)))
                    .collect(),
                overall: overall_dq(cycle),
            }),
            improvements: &cycle.improvements,
        }
    }

    pub fn markdown(&self, out: &mut String) {
        if let Some(DqTable { rows, overall }) = &self.table {
            let _ = writeln!(out, "| Element | Score | Rationale |\n|---|---|---|");
            for (element, rating) in rows {
                match rating {
                    Some(r) => {
                        let _ = writeln!(
                            out,
                            "| {} | {} | {} |",
                            element.as_str(),
                            r.score,
                            cell(&r.rationale)
                        );
                    }
                    None => {
                        let _ = writeln!(out, "| {} | · | |", element.as_str());
                    }
                }
            }
            if let Some((weakest, score)) = overall {
                let _ = writeln!(
                    out,
                    "\n**Overall decision quality: {score}** (weakest: {})\n",
                    weakest.as_str()
                );
            }
        }
        list(
            out,
            "Improvements",
            self.improvements
                .iter()
                .map(|i| format!("{}: {} — {}", i.id, i.action, i.impact)),
        );
    }
}
