//! Objectives: fundamental and means objectives and the links between them.

use super::checks::{active_objective, non_blank, objective_list, same_name};
use crate::ids::sequential;
use crate::{
    AddObjective, Cycle, DemoteToMeans, Limits, LinkMeansToFundamental, PromoteToFundamental,
    Rejection, RemoveObjective, UpdateObjectiveMeasure,
};
use decision_events::*;

pub(super) fn add(
    cycle: &Cycle,
    c: &AddObjective,
    limits: &Limits,
) -> Result<Vec<DomainEvent>, Rejection> {
    if cycle.objectives.len() >= limits.max_objectives {
        return Err(Rejection::validation(
            "name",
            format!(
                "this cycle has reached its limit of {} objectives (removed ones count, since ids are never reused); refine an existing objective with update_objective_measure instead, or start a new cycle",
                limits.max_objectives
            ),
        ));
    }
    let name = non_blank("name", &c.name)?;
    if let Some(existing) = cycle
        .active_objectives()
        .find(|o| same_name(&o.name, &name))
    {
        return Err(Rejection::conflict(
            Some("name"),
            format!(
                "objective {} is already named \"{}\"; use a distinct name, or update_objective_measure to refine it",
                existing.id, existing.name
            ),
        ));
    }
    Ok(vec![
        ObjectiveAdded {
            objective_id: sequential("obj", cycle.objectives.len()),
            name,
            measure: non_blank("measure", &c.measure)?,
            direction: c.direction,
            is_fundamental: c.is_fundamental,
        }
        .into(),
    ])
}

pub(super) fn link(
    cycle: &Cycle,
    c: &LinkMeansToFundamental,
) -> Result<Vec<DomainEvent>, Rejection> {
    let means = active_objective(cycle, "means_id", &c.means_id)?;
    let fundamental = active_objective(cycle, "fundamental_id", &c.fundamental_id)?;
    if means.is_fundamental {
        // The seed's own example links an objective first added as
        // fundamental: say which tool turns it into a means objective.
        let advice = match fundamental.is_fundamental && fundamental.id != means.id {
            true => format!(
                "to make it a means objective serving {} ({}), call demote_to_means with \
                 {{\"id\": \"{}\", \"fundamental_id\": \"{}\"}}",
                fundamental.id, fundamental.name, means.id, fundamental.id
            ),
            false => "to make it a means objective, call demote_to_means with its id and the \
                      fundamental objective it serves"
                .to_owned(),
        };
        return Err(Rejection::validation(
            "means_id",
            format!(
                "`means_id`: {} ({}) is a fundamental objective; means objectives: {}; {advice}",
                means.id,
                means.name,
                objective_list(cycle, |o| !o.is_fundamental),
            ),
        ));
    }
    if !fundamental.is_fundamental {
        return Err(Rejection::validation(
            "fundamental_id",
            format!(
                "`fundamental_id`: {} ({}) is a means objective; fundamental objectives: {}",
                fundamental.id,
                fundamental.name,
                objective_list(cycle, |o| o.is_fundamental)
            ),
        ));
    }
    if means.serves.contains(&fundamental.id) {
        return Err(Rejection::conflict(
            Some("fundamental_id"),
            format!("{} is already linked to {}", means.id, fundamental.id),
        ));
    }
    Ok(vec![
        MeansLinkedToFundamental {
            means_id: means.id.clone(),
            fundamental_id: fundamental.id.clone(),
        }
        .into(),
    ])
}

pub(super) fn update_measure(
    cycle: &Cycle,
    c: &UpdateObjectiveMeasure,
) -> Result<Vec<DomainEvent>, Rejection> {
    let objective = active_objective(cycle, "id", &c.id)?;
    Ok(vec![
        ObjectiveMeasureUpdated {
            objective_id: objective.id.clone(),
            measure: non_blank("new_measure", &c.new_measure)?,
        }
        .into(),
    ])
}

pub(super) fn remove(cycle: &Cycle, c: &RemoveObjective) -> Result<Vec<DomainEvent>, Rejection> {
    let objective = active_objective(cycle, "id", &c.id)?;
    Ok(vec![
        ObjectiveRemoved {
            objective_id: objective.id.clone(),
            reason: non_blank("reason", &c.reason)?,
        }
        .into(),
    ])
}

pub(super) fn promote(
    cycle: &Cycle,
    c: &PromoteToFundamental,
) -> Result<Vec<DomainEvent>, Rejection> {
    let objective = active_objective(cycle, "id", &c.id)?;
    if objective.is_fundamental {
        return Err(Rejection::conflict(
            Some("id"),
            format!(
                "{} ({}) is already fundamental; means objectives that can be promoted: {}",
                objective.id,
                objective.name,
                objective_list(cycle, |o| !o.is_fundamental)
            ),
        ));
    }
    Ok(vec![
        ObjectivePromotedToFundamental {
            objective_id: objective.id.clone(),
            reason: non_blank("reason", &c.reason)?,
        }
        .into(),
    ])
}

/// A fundamental objective becomes a means objective serving another
/// fundamental one. It must serve another, so the last fundamental
/// objective can never be demoted. Means objectives linked to it keep
/// their link: they now serve it as a means (a means-ends chain).
pub(super) fn demote(cycle: &Cycle, c: &DemoteToMeans) -> Result<Vec<DomainEvent>, Rejection> {
    let objective = active_objective(cycle, "id", &c.id)?;
    let others = || {
        let list = objective_list(cycle, |o| o.is_fundamental && o.id != objective.id);
        match list.as_str() {
            "none" => format!(
                "none: {} is the only fundamental objective, and a decision needs one; add the \
                 objective it serves with add_objective (is_fundamental true) first",
                objective.id
            ),
            _ => list,
        }
    };
    if !objective.is_fundamental {
        return Err(Rejection::conflict(
            Some("id"),
            format!(
                "`id`: {} ({}) is already a means objective; link it to another fundamental \
                 objective with link_means_to_fundamental. Fundamental objectives that can be \
                 demoted: {}",
                objective.id,
                objective.name,
                objective_list(cycle, |o| o.is_fundamental)
            ),
        ));
    }
    if c.fundamental_id == objective.id {
        return Err(Rejection::validation(
            "fundamental_id",
            format!(
                "`fundamental_id`: an objective cannot serve itself; fundamental objectives {} \
                 could serve: {}",
                objective.id,
                others()
            ),
        ));
    }
    let fundamental = active_objective(cycle, "fundamental_id", &c.fundamental_id)?;
    if !fundamental.is_fundamental {
        return Err(Rejection::validation(
            "fundamental_id",
            format!(
                "`fundamental_id`: {} ({}) is a means objective; fundamental objectives {} could \
                 serve: {}",
                fundamental.id,
                fundamental.name,
                objective.id,
                others()
            ),
        ));
    }
    Ok(vec![
        ObjectiveDemotedToMeans {
            objective_id: objective.id.clone(),
            fundamental_id: fundamental.id.clone(),
        }
        .into(),
    ])
}
