//! `batch_rate_consequences`: many cells of the Pugh matrix at once, each on its own.

use super::check_cell;
use crate::decide::checks::non_blank;
use crate::{Context, Cycle, Decide, Hints, Rejection, RejectionClass, Tool, pugh};
use decision_events::values::{Component, PughRating};
use decision_events::{ConsequenceRated, DomainEvent, ToolResultClass};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// One cell of a batch.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ConsequenceRating {
    #[schemars(length(min = 1, max = 64))]
    pub alternative_id: String,
    #[schemars(length(min = 1, max = 64))]
    pub objective_id: String,
    pub rating: PughRating,
    #[schemars(length(min = 1, max = 2000))]
    pub reasoning: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BatchRateConsequences {
    /// The cells to rate (1 to 100). Each cell succeeds or fails on its own.
    #[schemars(length(min = 1, max = 100))]
    pub ratings: Vec<ConsequenceRating>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct BatchFailure {
    /// Position of the cell in `ratings`.
    pub index: usize,
    pub alternative_id: String,
    pub objective_id: String,
    pub result: ToolResultClass,
    pub error: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct BatchRateResult {
    pub updated_count: usize,
    pub failed: Vec<BatchFailure>,
    pub matrix_completion: f64,
    pub cells_remaining: usize,
}

impl Tool for BatchRateConsequences {
    const NAME: &'static str = "batch_rate_consequences";
    const COMPONENT: Option<Component> = Some(Component::Consequences);
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str =
        "Rate several Pugh cells in one call; each cell succeeds or fails on its own.";
    const DESCRIPTION: &'static str = "Rate several cells of the Pugh matrix in one call (1 to 100 cells). Use it when the person assesses several options or criteria at once. Example: {\"ratings\": [{\"alternative_id\": \"alt_b\", \"objective_id\": \"obj_1\", \"rating\": 2, \"reasoning\": \"More pay\"}]}. Each cell succeeds or fails on its own: the result lists failures with their index and reason, so fix and resend only those. A cell listed twice is rated once, by its first valid copy, and each later copy fails as a duplicate; only when no cell succeeds is the whole call rejected, with every reason. Returns the number updated, the failures, matrix completion and cells remaining.";
}

impl Decide for BatchRateConsequences {
    const EVENTS: &'static [&'static str] = &[ConsequenceRated::EVENT_TYPE];
    type Result = BatchRateResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let (rated, failed) = split_batch(cycle, self);
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
                remedy: None,
            });
        }
        Ok(rated.into_iter().map(DomainEvent::from).collect())
    }

    fn report(&self, before: &Cycle, after: &Cycle) -> BatchRateResult {
        let (rated, failed) = split_batch(before, self);
        let completion = pugh::completion(after);
        BatchRateResult {
            updated_count: rated.len(),
            failed: failed
                .into_iter()
                .map(|(index, cell, rejection)| BatchFailure {
                    index,
                    alternative_id: cell.alternative_id,
                    objective_id: cell.objective_id,
                    result: rejection.class.result_class(),
                    error: rejection.message,
                })
                .collect(),
            matrix_completion: completion.ratio(),
            cells_remaining: completion.remaining(),
        }
    }
}

/// The cells of a batch that can be rated, and the ones that cannot (with
/// their index in the batch and why). A cell named twice fails the second time.
fn split_batch(
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
            crate::raters::check_not_rated_by_raters(
                cycle,
                &cell.alternative_id,
                &cell.objective_id,
            )?;
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
