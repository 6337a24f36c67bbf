//! Even swaps (Hammond, Keeney & Raiffa, "Even Swaps: A Rational Method
//! for Making Trade-offs", HBR 1998; *Smart Choices*, 1999): the person
//! makes two changes to one alternative that they judge equally good —
//! worse on one objective by exactly as much as better on another — until
//! objectives become irrelevant (the same for every alternative) and
//! alternatives dominated, and the choice is left.
//!
//! * The swaps act on a working table ([`table::Table`]) derived from the
//!   consequence table: the remaining alternatives (active, not marked
//!   dominated, not set aside here) × the counted objectives (not set
//!   aside here), each cell starting at its Pugh rating ([`value`], the one
//!   place a cell's value and scale are read, where measured values plug
//!   in). Never the person's ratings: the Pugh totals stay as they are.
//! * After each swap the table's findings are recorded with it: dominated
//!   alternatives (outright, or practically: better on one objective only,
//!   by at most a quarter of its scale — one rating step — and outweighed
//!   elsewhere) and irrelevant objectives, for the agent to propose
//!   setting aside.
//! * The log is the steps (swaps and set-asides) in order; undoing the
//!   latest step in force keeps it in the log, marked undone.

pub mod checks;
pub mod proposal;
pub mod table;
pub mod value;

use crate::Cycle;
use decision_events::{
    DomainEvent, EvenSwapFindings, EvenSwapRecorded, EvenSwapSetAside, EvenSwapUndone,
};
use serde::{Deserialize, Serialize};
use table::Table;

/// One step of the even-swap log.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EvenSwapStep {
    pub kind: StepKind,
    /// Why it was undone, once it is.
    pub undone: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum StepKind {
    Swap(EvenSwapRecorded),
    SetAside(EvenSwapSetAside),
}

impl EvenSwapStep {
    pub fn id(&self) -> &str {
        match &self.kind {
            StepKind::Swap(s) => &s.step_id,
            StepKind::SetAside(s) => &s.step_id,
        }
    }
}

/// The id of the next step: "es_N", N counting every step ever recorded.
pub fn next_step_id(cycle: &Cycle) -> String {
    format!("es_{}", cycle.even_swaps.len() + 1)
}

/// The latest step still in force, if any.
pub fn latest_in_force(cycle: &Cycle) -> Option<&EvenSwapStep> {
    cycle.even_swaps.iter().rev().find(|s| s.undone.is_none())
}

/// Whose judgement a step records: `given` (trimmed) or the decision
/// maker's name, else "the decision maker".
pub fn judged_by(cycle: &Cycle, given: Option<&str>) -> String {
    given
        .map(str::trim)
        .filter(|g| !g.is_empty())
        .map(str::to_owned)
        .or_else(|| cycle.decision_maker.as_ref().map(|d| d.name.clone()))
        .unwrap_or_else(|| "the decision maker".into())
}

/// Folds an even-swap event into the log.
pub fn apply(steps: &mut Vec<EvenSwapStep>, event: &DomainEvent) {
    match event {
        DomainEvent::EvenSwapRecorded(e) => steps.push(EvenSwapStep {
            kind: StepKind::Swap(e.clone()),
            undone: None,
        }),
        DomainEvent::EvenSwapSetAside(e) => steps.push(EvenSwapStep {
            kind: StepKind::SetAside(e.clone()),
            undone: None,
        }),
        DomainEvent::EvenSwapUndone(EvenSwapUndone { step_id, reason }) => {
            if let Some(step) = steps.iter_mut().find(|s| s.id() == step_id) {
                step.undone = Some(reason.clone());
            }
        }
        _ => {}
    }
}

/// The findings in words: "alt_c (Hybrid) is practically dominated by
/// alt_b (Startup) (only slightly better on obj_3 (Family time))".
pub fn describe(cycle: &Cycle, findings: &EvenSwapFindings) -> Vec<String> {
    let alt = |id: &str| {
        cycle
            .alternative(id)
            .map_or(id.to_owned(), |a| format!("{id} ({})", a.name))
    };
    let obj = |id: &str| {
        cycle
            .objective(id)
            .map_or(id.to_owned(), |o| format!("{id} ({})", o.name))
    };
    let mut out: Vec<String> = findings
        .dominated
        .iter()
        .map(|d| match &d.slightly_better_on {
            None => format!(
                "{} is dominated by {} (equal or worse on every remaining objective)",
                alt(&d.alternative_id),
                alt(&d.dominated_by)
            ),
            Some(o) => format!(
                "{} is practically dominated by {} (only slightly better on {})",
                alt(&d.alternative_id),
                alt(&d.dominated_by),
                obj(o)
            ),
        })
        .collect();
    out.extend(findings.irrelevant_objectives.iter().map(|o| {
        format!(
            "{} is irrelevant (the same for every remaining alternative)",
            obj(o)
        )
    }));
    out
}

/// What the agent should do next, in words.
pub fn next(table: &Table, findings: &EvenSwapFindings) -> String {
    if !table.stale_steps.is_empty() {
        return format!(
            "Steps {} are stale (the ratings or the alternatives and objectives under them changed since): undo them with undo_even_swap, latest first, and swap again",
            table.stale_steps.join(", ")
        );
    }
    match table.alternatives.as_slice() {
        [] => return "No alternative is left in the even-swap table".into(),
        [only] => {
            return format!(
                "Only {} ({}) remains: the even swaps point to it. Check with the person before recording a recommendation",
                only.id, only.name
            );
        }
        _ => {}
    }
    if let Some(d) = findings.dominated.first() {
        let how = if d.slightly_better_on.is_some() {
            "practically dominated"
        } else {
            "dominated"
        };
        return format!(
            "{} is {how} by {}: ask the person, and if they agree set it aside with set_aside_in_even_swaps",
            d.alternative_id, d.dominated_by
        );
    }
    if let Some(o) = findings.irrelevant_objectives.first() {
        return format!(
            "{o} no longer distinguishes the remaining alternatives: set it aside with set_aside_in_even_swaps"
        );
    }
    if proposal::propose(table, None, None).is_some() {
        "Ask propose_even_swap for the next swap to put to the person".into()
    } else {
        "No swap can be proposed (unrated cells, or no objective with room to compensate): rate the missing cells or set aside objectives the person no longer needs".into()
    }
}
