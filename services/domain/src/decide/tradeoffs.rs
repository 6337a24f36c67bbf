//! Tradeoffs: dominated alternatives, irrelevant objectives, tensions.

use super::checks::{active_alternative, active_objective, non_blank};
use crate::analysis::{Comparison, compare, describe_cells};
use crate::ids::sequential;
use crate::{AddTension, ClearDominated, Cycle, MarkDominated, MarkIrrelevantObjective, Rejection};
use decision_events::*;

pub(super) fn mark_dominated(
    cycle: &Cycle,
    c: &MarkDominated,
) -> Result<Vec<DomainEvent>, Rejection> {
    let x = active_alternative(cycle, "alternative_id", &c.alternative_id)?;
    let y = active_alternative(cycle, "dominated_by", &c.dominated_by)?;
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
            reason: non_blank("reason", &c.reason)?,
        }
        .into(),
    ])
}

pub(super) fn clear_dominated(
    cycle: &Cycle,
    c: &ClearDominated,
) -> Result<Vec<DomainEvent>, Rejection> {
    let x = active_alternative(cycle, "alternative_id", &c.alternative_id)?;
    if x.dominated.is_none() {
        return Err(Rejection::conflict(
            Some("alternative_id"),
            format!(
                "{} ({}) is not marked dominated; nothing to clear",
                x.id, x.name
            ),
        ));
    }
    Ok(vec![
        DominatedCleared {
            alternative_id: x.id.clone(),
            reason: non_blank("reason", &c.reason)?,
        }
        .into(),
    ])
}

pub(super) fn mark_irrelevant(
    cycle: &Cycle,
    c: &MarkIrrelevantObjective,
) -> Result<Vec<DomainEvent>, Rejection> {
    let o = active_objective(cycle, "objective_id", &c.objective_id)?;
    if o.irrelevant.is_some() {
        return Err(Rejection::conflict(
            Some("objective_id"),
            format!("{} ({}) is already marked irrelevant", o.id, o.name),
        ));
    }
    Ok(vec![
        ObjectiveMarkedIrrelevant {
            objective_id: o.id.clone(),
            reason: non_blank("reason", &c.reason)?,
        }
        .into(),
    ])
}

pub(super) fn add_tension(cycle: &Cycle, c: &AddTension) -> Result<Vec<DomainEvent>, Rejection> {
    let a = active_alternative(cycle, "alternative_id", &c.alternative_id)?;
    Ok(vec![
        TensionAdded {
            tension_id: sequential("ten", cycle.tensions.len()),
            alternative_id: a.id.clone(),
            excels_at: non_blank("excels_at", &c.excels_at)?,
            sacrifices: non_blank("sacrifices", &c.sacrifices)?,
        }
        .into(),
    ])
}
