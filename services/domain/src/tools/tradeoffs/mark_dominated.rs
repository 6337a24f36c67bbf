//! `mark_dominated`: an alternative is dominated by another.

use super::non_dominated;
use crate::analysis::Comparison;
use crate::analysis::compare;
use crate::analysis::describe_cells;
use crate::decide::checks::{active_alternative, non_blank};
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, DominatedMarked};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MarkDominated {
    /// The dominated alternative, e.g. "alt_c".
    #[schemars(length(min = 1, max = 64))]
    pub alternative_id: String,
    /// The alternative that dominates it, e.g. "alt_a".
    #[schemars(length(min = 1, max = 64))]
    pub dominated_by: String,
    #[schemars(length(min = 1, max = 2000))]
    pub reason: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct MarkDominatedResult {
    pub marked: bool,
    pub alternative_id: String,
    pub alternative_name: String,
    pub dominated_by: String,
    pub dominated_by_name: String,
    /// Active alternatives not marked dominated.
    pub remaining_alternatives: usize,
    /// e.g. "Only 2 non-dominated alternatives remain".
    pub analysis_note: Option<String>,
}

impl Tool for MarkDominated {
    const NAME: &'static str = "mark_dominated";
    const COMPONENT: Option<Component> = Some(Component::Tradeoffs);
    // It discards or overrides what the user said: ask first.
    const HINTS: Hints = Hints {
        requires_confirmation: true,
        destructive: true,
        idempotent: false,
    };
    const SUMMARY: &'static str =
        "Record that an alternative is dominated by another, so it can be set aside.";
    const DESCRIPTION: &'static str = "Record that an alternative is dominated: another one is at least as good on every counted objective and better on at least one, so it can be set aside. Use it after find_dominated_alternatives reports a pair, or when the person agrees one option is simply worse. Example: {\"alternative_id\": \"alt_c\", \"dominated_by\": \"alt_a\", \"reason\": \"Worse on pay, same elsewhere\"}. It is rejected when the fully rated matrix contradicts it (the error names where the first is better: re-rate, or use add_tension instead); with unrated cells it is your judgement, and an alternative already marked needs clear_dominated first. Returns both names, remaining_alternatives (not dominated) and an analysis_note.";
}

impl Decide for MarkDominated {
    const EVENTS: &'static [&'static str] = &[DominatedMarked::EVENT_TYPE];
    type Result = MarkDominatedResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let x = active_alternative(cycle, "alternative_id", &self.alternative_id)?;
        let y = active_alternative(cycle, "dominated_by", &self.dominated_by)?;
        if x.id == y.id {
            return Err(Rejection::validation(
                "dominated_by",
                "an alternative cannot dominate itself: `dominated_by` must name another alternative",
            ));
        }
        if let Some(d) = &x.dominated {
            return Err(Rejection::conflict(
                Some("alternative_id"),
                format!(
                    "{} ({}) is already marked dominated by {}; use clear_dominated first to change it",
                    x.id, x.name, d.by
                ),
            ));
        }
        // A fully rated matrix that contradicts the claim is a mistake to fix,
        // not a judgement call; an incomplete one is left to the agent.
        if let Comparison::DoesNotDominate(worse) = compare(cycle, y, x) {
            let detail = if worse.is_empty() {
                format!(
                    "{} and {} are rated the same on every counted objective",
                    y.name, x.name
                )
            } else {
                format!(
                    "{} is better on {}",
                    x.name,
                    describe_cells(cycle, x, y, &worse)
                )
            };
            return Err(Rejection::validation(
                "dominated_by",
                format!(
                    "the ratings do not show {} ({}) dominating {} ({}): {detail}. Re-rate the cells if they are wrong, or record the relationship with add_tension instead",
                    y.id, y.name, x.id, x.name
                ),
            ));
        }
        Ok(vec![
            DominatedMarked {
                alternative_id: x.id.clone(),
                dominated_by: y.id.clone(),
                reason: non_blank("reason", &self.reason)?,
            }
            .into(),
        ])
    }

    fn report(&self, before: &Cycle, after: &Cycle) -> MarkDominatedResult {
        let (x, y) = (
            after.alternative(&self.alternative_id).expect("checked"),
            after.alternative(&self.dominated_by).expect("checked"),
        );
        let remaining = non_dominated(after);
        MarkDominatedResult {
            marked: true,
            alternative_id: x.id.clone(),
            alternative_name: x.name.clone(),
            dominated_by: y.id.clone(),
            dominated_by_name: y.name.clone(),
            remaining_alternatives: remaining,
            analysis_note: match remaining {
                1 => Some("Only 1 non-dominated alternative remains".into()),
                0..=2 => Some(format!(
                    "Only {remaining} non-dominated alternatives remain"
                )),
                // Only the two rows matter: a pair `decide` verified
                // needs no note, whatever other rows still lack.
                _ if compare(before, y, x) == Comparison::Incomplete => {
                    Some("Not verified against the matrix: some cells are unrated".into())
                }
                _ => None,
            },
        }
    }
}
