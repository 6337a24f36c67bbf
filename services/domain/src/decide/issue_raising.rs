//! Issue raising: potential decisions, objective ideas, uncertainties,
//! considerations, the focal decision.

use super::checks::non_blank;
use crate::ids::sequential;
use crate::{
    AddConsideration, AddObjectiveIdea, AddPotentialDecision, AddUncertainty, Cycle, Rejection,
    SetFocalDecision,
};
use decision_events::values::Component;
use decision_events::*;

pub(super) fn add_potential_decision(
    cycle: &Cycle,
    c: &AddPotentialDecision,
) -> Result<Vec<DomainEvent>, Rejection> {
    Ok(vec![
        PotentialDecisionAdded {
            decision_id: sequential("dec", cycle.potential_decisions.len()),
            description: non_blank("description", &c.description)?,
        }
        .into(),
    ])
}

pub(super) fn add_objective_idea(
    cycle: &Cycle,
    c: &AddObjectiveIdea,
) -> Result<Vec<DomainEvent>, Rejection> {
    Ok(vec![
        ObjectiveIdeaAdded {
            idea_id: sequential("idea", cycle.objective_ideas.len()),
            description: non_blank("description", &c.description)?,
        }
        .into(),
    ])
}

pub(super) fn add_uncertainty(
    cycle: &Cycle,
    c: &AddUncertainty,
) -> Result<Vec<DomainEvent>, Rejection> {
    Ok(vec![
        UncertaintyFlagged {
            uncertainty_id: sequential("unc", cycle.uncertainties.len()),
            description: non_blank("description", &c.description)?,
            component: Component::IssueRaising,
            resolvable: c.resolvable,
            impact: None,
            cell: None,
        }
        .into(),
    ])
}

pub(super) fn add_consideration(
    cycle: &Cycle,
    c: &AddConsideration,
) -> Result<Vec<DomainEvent>, Rejection> {
    Ok(vec![
        ConsiderationAdded {
            consideration_id: sequential("consid", cycle.considerations.len()),
            description: non_blank("description", &c.description)?,
        }
        .into(),
    ])
}

pub(super) fn set_focal_decision(
    cycle: &Cycle,
    c: &SetFocalDecision,
) -> Result<Vec<DomainEvent>, Rejection> {
    if cycle
        .potential_decisions
        .iter()
        .all(|d| d.id != c.decision_id)
    {
        let valid: Vec<String> = cycle
            .potential_decisions
            .iter()
            .map(|d| format!("{} ({})", d.id, d.description))
            .collect();
        let hint = if valid.is_empty() {
            "this cycle has no potential decisions yet; add one with add_potential_decision".into()
        } else {
            format!("valid decisions: {}", valid.join(", "))
        };
        return Err(Rejection::not_found(
            "decision_id",
            format!(
                "`decision_id`: no potential decision `{}`; {hint}",
                c.decision_id
            ),
        ));
    }
    Ok(vec![
        FocalDecisionSet {
            decision_id: c.decision_id.clone(),
        }
        .into(),
    ])
}
