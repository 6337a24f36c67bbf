//! The Tradeoffs section: dominance (marked and detected), irrelevant
//! objectives, tensions and the even swaps.

use super::even_swaps::EvenSwaps;
use super::text::{Named, list};
use crate::{Cycle, analysis};

#[derive(Debug, Clone, PartialEq)]
pub struct Tradeoffs<'a> {
    /// The alternative's name, who dominates it, and why.
    dominated: Vec<(&'a str, Named<'a>, &'a str)>,
    /// The objective's name and why it is irrelevant.
    irrelevant: Vec<(&'a str, &'a str)>,
    /// Id, the alternative, what it excels at and what it sacrifices.
    tensions: Vec<(&'a str, Named<'a>, &'a str, &'a str)>,
    /// Dominance the analysis finds that nobody marked, in words.
    detected: Vec<String>,
    even_swaps: Option<EvenSwaps<'a>>,
}

impl<'a> Tradeoffs<'a> {
    pub fn of(cycle: &'a Cycle) -> Tradeoffs<'a> {
        Tradeoffs {
            dominated: cycle
                .active_alternatives()
                .filter_map(|a| {
                    let d = a.dominated.as_ref()?;
                    Some((
                        a.name.as_str(),
                        Named::alternative(cycle, &d.by),
                        d.reason.as_str(),
                    ))
                })
                .collect(),
            irrelevant: cycle
                .active_objectives()
                .filter_map(|o| Some((o.name.as_str(), o.irrelevant.as_deref()?)))
                .collect(),
            tensions: cycle
                .tensions
                .iter()
                .map(|t| {
                    (
                        t.id.as_str(),
                        Named::alternative(cycle, &t.alternative_id),
                        t.excels_at.as_str(),
                        t.sacrifices.as_str(),
                    )
                })
                .collect(),
            detected: analysis::find_dominated(cycle)
                .dominated
                .into_iter()
                .filter(|d| !d.already_marked)
                .map(|d| d.reason)
                .collect(),
            even_swaps: EvenSwaps::of(cycle),
        }
    }

    pub fn markdown(&self, out: &mut String) {
        list(
            out,
            "Dominated alternatives",
            self.dominated.iter().map(|(name, by, reason)| {
                format!("{name} is dominated by {}: {reason}", by.plain())
            }),
        );
        list(
            out,
            "Irrelevant objectives",
            self.irrelevant
                .iter()
                .map(|(name, reason)| format!("{name}: {reason}")),
        );
        list(
            out,
            "Tensions",
            self.tensions
                .iter()
                .map(|(id, alternative, excels, sacrifices)| {
                    format!(
                        "{id}: {} excels at {excels} but sacrifices {sacrifices}",
                        alternative.plain()
                    )
                }),
        );
        list(
            out,
            "Detected, not yet marked",
            self.detected.iter().cloned(),
        );
        if let Some(even_swaps) = &self.even_swaps {
            even_swaps.markdown(out);
        }
    }
}
