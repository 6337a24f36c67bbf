//! `undo_even_swap`: the latest even-swap step in force is undone; it
//! stays in the log, marked undone (see [`crate::even_swaps`]).

use crate::decide::checks::non_blank;
use crate::even_swaps;
use crate::even_swaps::table::Table;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, EvenSwapUndone};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct UndoEvenSwap {
    /// The latest step in force, e.g. "es_3" (naming it makes a repeated
    /// call refuse instead of undoing a second step).
    #[schemars(length(min = 1, max = 64))]
    pub step_id: String,
    #[schemars(length(min = 1, max = 2000))]
    pub reason: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct UndoEvenSwapResult {
    pub step_id: String,
    /// The latest step still in force after the undo, if any.
    pub latest_step_id: Option<String>,
    pub remaining_alternatives: usize,
    pub remaining_objectives: usize,
    pub next: String,
}

impl Tool for UndoEvenSwap {
    const NAME: &'static str = "undo_even_swap";
    const COMPONENT: Option<Component> = Some(Component::Tradeoffs);
    const HINTS: Hints = Hints {
        requires_confirmation: false,
        destructive: true,
        idempotent: false,
    };
    const SUMMARY: &'static str = "Undo the latest even-swap step still in force.";
    const DESCRIPTION: &'static str = "Undo the latest even-swap step still in force (a swap or a set-aside): the working table goes back to how it was before it, and the log keeps the step, marked undone with the reason. Use it when the person takes a swap back, or for stale steps (their ratings changed since). Undo repeatedly, latest first, to clear the swaps. Example: {\"step_id\": \"es_3\", \"reason\": \"Ana wants to think about family time again\"}. Only the latest step in force can be undone (the error names it). Returns the undone step, the latest one left, what remains and next.";
}

impl Decide for UndoEvenSwap {
    const EVENTS: &'static [&'static str] = &[EvenSwapUndone::EVENT_TYPE];
    type Result = UndoEvenSwapResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let Some(latest) = even_swaps::latest_in_force(cycle) else {
            return Err(Rejection::conflict(
                Some("step_id"),
                "there is no even-swap step to undo: record one with record_even_swap first",
            ));
        };
        let id = self.step_id.trim();
        if id != latest.id() {
            let shown: String = id.chars().take(64).collect();
            let why = match cycle.even_swaps.iter().find(|s| s.id() == id) {
                Some(s) if s.undone.is_some() => format!("{shown} is already undone"),
                Some(_) => format!("{shown} is not the latest step in force"),
                None => format!("there is no even-swap step `{shown}`"),
            };
            return Err(Rejection::validation(
                "step_id",
                format!(
                    "`step_id`: {why}; only the latest step in force can be undone: {}",
                    latest.id()
                ),
            ));
        }
        Ok(vec![
            EvenSwapUndone {
                step_id: latest.id().to_owned(),
                reason: non_blank("reason", &self.reason)?,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> UndoEvenSwapResult {
        let table = Table::of(after);
        let findings = table.findings();
        UndoEvenSwapResult {
            step_id: self.step_id.trim().to_owned(),
            latest_step_id: even_swaps::latest_in_force(after).map(|s| s.id().to_owned()),
            remaining_alternatives: table.alternatives.len(),
            remaining_objectives: table.objectives.len(),
            next: even_swaps::next(&table, &findings),
        }
    }
}
