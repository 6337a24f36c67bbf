//! Problem frame: who decides, the focal statement, scope, constraints,
//! parties, deadline and the decision hierarchy.

use super::checks::{distinct_items, non_blank, same_name};
use crate::ids::sequential;
use crate::{
    AddConstraint, AddHierarchyDecision, AddParty, Cycle, Rejection, SetDeadline, SetDecisionMaker,
    SetFocalStatement, SetScope,
};
use decision_events::*;

pub(super) fn set_decision_maker(c: &SetDecisionMaker) -> Result<Vec<DomainEvent>, Rejection> {
    Ok(vec![
        DecisionMakerSet {
            name: non_blank("name", &c.name)?,
            role: non_blank("role", &c.role)?,
        }
        .into(),
    ])
}

pub(super) fn set_focal_statement(c: &SetFocalStatement) -> Result<Vec<DomainEvent>, Rejection> {
    Ok(vec![
        FocalStatementSet {
            statement: non_blank("statement", &c.statement)?,
        }
        .into(),
    ])
}

pub(super) fn set_scope(c: &SetScope) -> Result<Vec<DomainEvent>, Rejection> {
    let in_scope = distinct_items("in_scope", &c.in_scope)?;
    let out_scope = distinct_items("out_scope", &c.out_scope)?;
    if in_scope.is_empty() && out_scope.is_empty() {
        return Err(Rejection::validation(
            "in_scope",
            "give at least one item in `in_scope` or `out_scope`",
        ));
    }
    if let Some(both) = in_scope
        .iter()
        .find(|i| out_scope.iter().any(|o| same_name(i, o)))
    {
        return Err(Rejection::validation(
            "out_scope",
            format!("\"{both}\" is both in `in_scope` and in `out_scope`; put it in one of them"),
        ));
    }
    Ok(vec![
        ScopeSet {
            in_scope,
            out_scope,
        }
        .into(),
    ])
}

pub(super) fn add_constraint(
    cycle: &Cycle,
    c: &AddConstraint,
) -> Result<Vec<DomainEvent>, Rejection> {
    Ok(vec![
        ConstraintAdded {
            constraint_id: sequential("con", cycle.constraints.len()),
            constraint_type: c.constraint_type,
            description: non_blank("description", &c.description)?,
        }
        .into(),
    ])
}

pub(super) fn add_party(cycle: &Cycle, c: &AddParty) -> Result<Vec<DomainEvent>, Rejection> {
    let name = non_blank("name", &c.name)?;
    if let Some(existing) = cycle.parties.iter().find(|p| same_name(&p.name, &name)) {
        return Err(Rejection::conflict(
            Some("name"),
            format!(
                "a party named \"{}\" already exists as {}; parties must have distinct names",
                existing.name, existing.id
            ),
        ));
    }
    Ok(vec![
        PartyAdded {
            party_id: sequential("party", cycle.parties.len()),
            name,
            role: c.role,
            concerns: distinct_items("concerns", &c.concerns)?,
        }
        .into(),
    ])
}

pub(super) fn set_deadline(c: &SetDeadline) -> Result<Vec<DomainEvent>, Rejection> {
    let deadline = non_blank("deadline", &c.deadline)?;
    let is_date = chrono::NaiveDate::parse_from_str(&deadline, "%Y-%m-%d").is_ok();
    let is_date_time = chrono::DateTime::parse_from_rfc3339(&deadline).is_ok();
    if !is_date && !is_date_time {
        return Err(Rejection::validation(
            "deadline",
            format!(
                "`deadline` \"{deadline}\" is not a date: use YYYY-MM-DD (e.g. 2026-12-15) or an RFC 3339 date-time (e.g. 2026-12-15T17:00:00Z)"
            ),
        ));
    }
    Ok(vec![
        DeadlineSet {
            deadline,
            hard: c.hard,
        }
        .into(),
    ])
}

pub(super) fn add_hierarchy_decision(
    cycle: &Cycle,
    c: &AddHierarchyDecision,
) -> Result<Vec<DomainEvent>, Rejection> {
    Ok(vec![
        HierarchyDecisionAdded {
            decision_id: sequential("hier", cycle.hierarchy.len()),
            description: non_blank("description", &c.description)?,
            level: c.level,
            status: non_blank("status", &c.status)?,
        }
        .into(),
    ])
}
