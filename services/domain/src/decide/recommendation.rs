//! Recommendation: synthesis, standout, key considerations, what stays uncertain.

use super::checks::{active_alternative, alternative_list, non_blank};
use crate::ids::sequential;
use crate::{
    AddKeyConsideration, AddRemainingUncertainty, Cycle, Rejection, SetStandout, SetSynthesis,
};
use decision_events::*;

pub(super) fn set_synthesis(c: &SetSynthesis) -> Result<Vec<DomainEvent>, Rejection> {
    Ok(vec![
        SynthesisSet {
            synthesis: non_blank("synthesis", &c.synthesis)?,
        }
        .into(),
    ])
}

pub(super) fn set_standout(cycle: &Cycle, c: &SetStandout) -> Result<Vec<DomainEvent>, Rejection> {
    let alternative_id = match &c.alternative_id {
        None => None,
        Some(id) => {
            let a = active_alternative(cycle, "alternative_id", id)?;
            if let Some(d) = &a.dominated {
                return Err(Rejection::conflict(
                    Some("alternative_id"),
                    format!(
                        "{} ({}) is marked dominated by {}, so it cannot stand out; clear_dominated first, or choose one of: {}",
                        a.id,
                        a.name,
                        d.by,
                        alternative_list(cycle, |x| x.dominated.is_none())
                    ),
                ));
            }
            Some(a.id.clone())
        }
    };
    Ok(vec![
        StandoutSet {
            alternative_id,
            rationale: non_blank("rationale", &c.rationale)?,
        }
        .into(),
    ])
}

pub(super) fn add_key_consideration(
    cycle: &Cycle,
    c: &AddKeyConsideration,
) -> Result<Vec<DomainEvent>, Rejection> {
    Ok(vec![
        KeyConsiderationAdded {
            consideration_id: sequential("kc", cycle.key_considerations.len()),
            consideration: non_blank("consideration", &c.consideration)?,
        }
        .into(),
    ])
}

pub(super) fn add_remaining_uncertainty(
    cycle: &Cycle,
    c: &AddRemainingUncertainty,
) -> Result<Vec<DomainEvent>, Rejection> {
    Ok(vec![
        RemainingUncertaintyAdded {
            uncertainty_id: sequential("unc", cycle.uncertainties.len()),
            uncertainty: non_blank("uncertainty", &c.uncertainty)?,
            resolution_path: non_blank("resolution_path", &c.resolution_path)?,
        }
        .into(),
    ])
}
