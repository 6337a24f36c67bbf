//! Consequences: the Pugh matrix cells.

use super::checks::{active_alternative, active_objective, non_blank};
use crate::ids::sequential;
use crate::{
    AddConsequenceUncertainty, Alternative, BatchRateConsequences, ConsequenceRating, Cycle,
    Objective, RateConsequence, Rejection, RejectionClass, UpdateRatingReasoning, pugh,
};
use decision_events::values::{Component, ConsequenceCell};
use decision_events::*;

/// A cell that may be rated: both ids active, and the alternative is not
/// the datum (whose cells are 0 by definition).
pub fn check_cell<'a>(
    cycle: &'a Cycle,
    alternative_id: &str,
    objective_id: &str,
) -> Result<(&'a Alternative, &'a Objective), Rejection> {
    let alternative = active_alternative(cycle, "alternative_id", alternative_id)?;
    let objective = active_objective(cycle, "objective_id", objective_id)?;
    if pugh::datum(cycle).is_some_and(|d| d.id == alternative.id) {
        let ratable = super::checks::alternative_list(cycle, |a| a.id != alternative.id);
        return Err(Rejection::validation(
            "alternative_id",
            format!(
                "`alternative_id`: {} ({}) is the Pugh datum — the baseline every other alternative is rated against — so its cells are 0 by definition and cannot be rated; rate one of: {ratable}",
                alternative.id, alternative.name
            ),
        ));
    }
    Ok((alternative, objective))
}

pub(super) fn rate(cycle: &Cycle, c: &RateConsequence) -> Result<Vec<DomainEvent>, Rejection> {
    let (alternative, objective) = check_cell(cycle, &c.alternative_id, &c.objective_id)?;
    Ok(vec![
        ConsequenceRated {
            alternative_id: alternative.id.clone(),
            objective_id: objective.id.clone(),
            rating: c.rating,
            reasoning: non_blank("reasoning", &c.reasoning)?,
        }
        .into(),
    ])
}

/// The cells of a batch that can be rated, and the ones that cannot (with
/// their index in the batch and why). A cell named twice fails the second time.
pub(crate) fn split_batch(
    cycle: &Cycle,
    c: &BatchRateConsequences,
) -> (
    Vec<ConsequenceRated>,
    Vec<(usize, ConsequenceRating, Rejection)>,
) {
    let mut rated: Vec<ConsequenceRated> = Vec::new();
    let mut failed = Vec::new();
    for (index, cell) in c.ratings.iter().enumerate() {
        let checked = check_cell(cycle, &cell.alternative_id, &cell.objective_id).and_then(|_| {
            let duplicate = rated.iter().any(|r| {
                r.alternative_id == cell.alternative_id && r.objective_id == cell.objective_id
            });
            if duplicate {
                return Err(Rejection::validation(
                    "ratings",
                    format!(
                        "cell {} × {} appears more than once in this batch; rate each cell once",
                        cell.alternative_id, cell.objective_id
                    ),
                ));
            }
            non_blank("reasoning", &cell.reasoning)
        });
        match checked {
            Ok(reasoning) => rated.push(ConsequenceRated {
                alternative_id: cell.alternative_id.clone(),
                objective_id: cell.objective_id.clone(),
                rating: cell.rating,
                reasoning,
            }),
            Err(rejection) => failed.push((index, cell.clone(), rejection)),
        }
    }
    (rated, failed)
}

pub(super) fn batch_rate(
    cycle: &Cycle,
    c: &BatchRateConsequences,
) -> Result<Vec<DomainEvent>, Rejection> {
    let (rated, failed) = split_batch(cycle, c);
    if rated.is_empty() {
        // Nothing to record: the whole call is rejected, with every reason.
        let class = failed
            .first()
            .map_or(RejectionClass::Validation, |(_, _, r)| r.class);
        let reasons: Vec<String> = failed
            .iter()
            .map(|(i, _, r)| format!("ratings[{i}]: {}", r.message))
            .collect();
        return Err(Rejection {
            class,
            field: Some("ratings".into()),
            message: format!("no cell could be rated — {}", reasons.join("; ")),
        });
    }
    Ok(rated.into_iter().map(DomainEvent::from).collect())
}

pub(super) fn add_uncertainty(
    cycle: &Cycle,
    c: &AddConsequenceUncertainty,
) -> Result<Vec<DomainEvent>, Rejection> {
    let alternative = active_alternative(cycle, "alternative_id", &c.alternative_id)?;
    let objective = active_objective(cycle, "objective_id", &c.objective_id)?;
    Ok(vec![
        UncertaintyFlagged {
            uncertainty_id: sequential("unc", cycle.uncertainties.len()),
            description: non_blank("uncertainty", &c.uncertainty)?,
            component: Component::Consequences,
            resolvable: true,
            impact: None,
            cell: Some(ConsequenceCell {
                alternative_id: alternative.id.clone(),
                objective_id: objective.id.clone(),
            }),
        }
        .into(),
    ])
}

pub(super) fn update_reasoning(
    cycle: &Cycle,
    c: &UpdateRatingReasoning,
) -> Result<Vec<DomainEvent>, Rejection> {
    let (alternative, objective) = check_cell(cycle, &c.alternative_id, &c.objective_id)?;
    let key = (alternative.id.clone(), objective.id.clone());
    if !cycle.ratings.contains_key(&key) {
        return Err(Rejection::not_found(
            "objective_id",
            format!(
                "cell {} × {} is not rated yet; rate it with rate_consequence first",
                alternative.id, objective.id
            ),
        ));
    }
    Ok(vec![
        RatingReasoningUpdated {
            alternative_id: key.0,
            objective_id: key.1,
            reasoning: non_blank("reasoning", &c.reasoning)?,
        }
        .into(),
    ])
}
