//! Alternatives: the options, the status quo, and the strategy table.

use super::checks::{active_alternative, distinct_items, non_blank, same_name};
use crate::ids::{alternative_id, alternative_letter, sequential};
use crate::{
    AddAlternative, AddStrategyDimension, Cycle, Limits, Rejection, RemoveAlternative,
    SetAlternativeStrategy, UpdateAlternative,
};
use decision_events::*;

pub(super) fn add(
    cycle: &Cycle,
    c: &AddAlternative,
    limits: &Limits,
) -> Result<Vec<DomainEvent>, Rejection> {
    if cycle.alternatives.len() >= limits.max_alternatives {
        return Err(Rejection::validation(
            "name",
            format!(
                "this cycle has reached its limit of {} alternatives (removed ones count, since ids are never reused); update an existing alternative instead, or start a new cycle",
                limits.max_alternatives
            ),
        ));
    }
    let name = non_blank("name", &c.name)?;
    if let Some(existing) = cycle
        .active_alternatives()
        .find(|a| same_name(&a.name, &name))
    {
        return Err(Rejection::conflict(
            Some("name"),
            format!(
                "alternative {} is already named \"{}\"; use a distinct name, or update_alternative to change its description",
                existing.id, existing.name
            ),
        ));
    }
    if c.is_status_quo
        && let Some(sq) = cycle.active_alternatives().find(|a| a.is_status_quo)
    {
        return Err(Rejection::conflict(
            Some("is_status_quo"),
            format!(
                "{} ({}) is already the status quo; a cycle has one status quo — add this one with is_status_quo false",
                sq.id, sq.name
            ),
        ));
    }
    let index = cycle.alternatives.len();
    Ok(vec![
        AlternativeAdded {
            alternative_id: alternative_id(index),
            letter: alternative_letter(index),
            name,
            description: c.description.trim().to_owned(),
            is_status_quo: c.is_status_quo,
        }
        .into(),
    ])
}

pub(super) fn update(cycle: &Cycle, c: &UpdateAlternative) -> Result<Vec<DomainEvent>, Rejection> {
    let alternative = active_alternative(cycle, "id", &c.id)?;
    Ok(vec![
        AlternativeUpdated {
            alternative_id: alternative.id.clone(),
            description: c.description.trim().to_owned(),
        }
        .into(),
    ])
}

pub(super) fn remove(cycle: &Cycle, c: &RemoveAlternative) -> Result<Vec<DomainEvent>, Rejection> {
    let alternative = active_alternative(cycle, "id", &c.id)?;
    Ok(vec![
        AlternativeRemoved {
            alternative_id: alternative.id.clone(),
            reason: non_blank("reason", &c.reason)?,
        }
        .into(),
    ])
}

pub(super) fn add_dimension(
    cycle: &Cycle,
    c: &AddStrategyDimension,
) -> Result<Vec<DomainEvent>, Rejection> {
    let dimension = non_blank("dimension", &c.dimension)?;
    if let Some(existing) = cycle
        .strategy_dimensions
        .iter()
        .find(|d| same_name(&d.dimension, &dimension))
    {
        return Err(Rejection::conflict(
            Some("dimension"),
            format!(
                "strategy dimension {} is already \"{}\"",
                existing.id, existing.dimension
            ),
        ));
    }
    let options = distinct_items("options", &c.options)?;
    if options.is_empty() {
        return Err(Rejection::validation(
            "options",
            "`options` needs at least one option",
        ));
    }
    Ok(vec![
        StrategyDimensionAdded {
            dimension_id: sequential("dim", cycle.strategy_dimensions.len()),
            dimension,
            options,
        }
        .into(),
    ])
}

pub(super) fn set_strategy(
    cycle: &Cycle,
    c: &SetAlternativeStrategy,
) -> Result<Vec<DomainEvent>, Rejection> {
    let alternative = active_alternative(cycle, "alternative_id", &c.alternative_id)?;
    let Some(dimension) = cycle.strategy_dimensions.iter().find(|d| d.id == c.dim_id) else {
        let valid: Vec<String> = cycle
            .strategy_dimensions
            .iter()
            .map(|d| format!("{} ({})", d.id, d.dimension))
            .collect();
        let hint = if valid.is_empty() {
            "no strategy dimensions yet; add one with add_strategy_dimension".into()
        } else {
            format!("valid dimensions: {}", valid.join(", "))
        };
        return Err(Rejection::not_found(
            "dim_id",
            format!("`dim_id`: no strategy dimension `{}`; {hint}", c.dim_id),
        ));
    };
    let Some(option) = dimension.options.iter().find(|o| same_name(o, &c.option)) else {
        return Err(Rejection::validation(
            "option",
            format!(
                "`option` \"{}\" is not an option of {} ({}); allowed: {}",
                c.option.trim(),
                dimension.id,
                dimension.dimension,
                dimension.options.join(", ")
            ),
        ));
    };
    Ok(vec![
        AlternativeStrategySet {
            alternative_id: alternative.id.clone(),
            dimension_id: dimension.id.clone(),
            option: option.clone(),
        }
        .into(),
    ])
}
