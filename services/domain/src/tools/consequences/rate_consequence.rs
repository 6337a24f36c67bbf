//! `rate_consequence`: one cell of the Pugh matrix.

use super::check_cell;
use crate::decide::checks::non_blank;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool, pugh};
use decision_events::values::{Component, PughRating};
use decision_events::{ConsequenceRated, DomainEvent};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RateConsequence {
    /// e.g. "alt_a". The datum (status quo, else the first alternative)
    /// cannot be rated: its cells are 0 by definition.
    #[schemars(length(min = 1, max = 64))]
    pub alternative_id: String,
    /// e.g. "obj_1".
    #[schemars(length(min = 1, max = 64))]
    pub objective_id: String,
    pub rating: PughRating,
    /// Why this rating, in a sentence.
    #[schemars(length(min = 1, max = 2000))]
    pub reasoning: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct RateConsequenceResult {
    pub cell_updated: bool,
    pub alternative_id: String,
    pub objective_id: String,
    pub rating: PughRating,
    /// The rating this cell had before, if it was rated.
    pub previous_rating: Option<PughRating>,
    /// Rated cells / ratable cells, 0.0–1.0.
    pub matrix_completion: f64,
    pub cells_remaining: usize,
}

impl Tool for RateConsequence {
    const NAME: &'static str = "rate_consequence";
    const COMPONENT: Option<Component> = Some(Component::Consequences);
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str = "Rate one Pugh cell: how an alternative does on an objective against the datum, -2 (much worse) to 2 (much better), with reasoning.";
    const DESCRIPTION: &'static str = "Rate one cell of the Pugh matrix: how an alternative performs on an objective compared with the datum, from -2 (much worse) to 2 (much better), with a sentence of reasoning. Use it when the person judges an option on a criterion (\"the VP role pays much more\"). Example: {\"alternative_id\": \"alt_b\", \"objective_id\": \"obj_1\", \"rating\": 2, \"reasoning\": \"40% higher total comp\"}. The datum cannot be rated (its cells are 0; the error lists the ratable alternatives) and re-rating a cell replaces it. Returns the previous rating, matrix completion and cells remaining.";
}

impl Decide for RateConsequence {
    const EVENTS: &'static [&'static str] = &[ConsequenceRated::EVENT_TYPE];
    type Result = RateConsequenceResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let (alternative, objective) = check_cell(cycle, &self.alternative_id, &self.objective_id)?;
        crate::raters::check_not_rated_by_raters(cycle, &alternative.id, &objective.id)?;
        Ok(vec![
            ConsequenceRated {
                alternative_id: alternative.id.clone(),
                objective_id: objective.id.clone(),
                rating: self.rating,
                reasoning: non_blank("reasoning", &self.reasoning)?,
            }
            .into(),
        ])
    }

    fn report(&self, before: &Cycle, after: &Cycle) -> RateConsequenceResult {
        let key = (self.alternative_id.clone(), self.objective_id.clone());
        let completion = pugh::completion(after);
        RateConsequenceResult {
            cell_updated: true,
            alternative_id: self.alternative_id.clone(),
            objective_id: self.objective_id.clone(),
            rating: self.rating,
            previous_rating: before.ratings.get(&key).map(|r| r.rating),
            matrix_completion: completion.ratio(),
            cells_remaining: completion.remaining(),
        }
    }
}
