//! `rate_consequence_as`: one rater's own rating of one cell (decision 16).

use super::check_cell;
use crate::decide::checks::non_blank;
use crate::raters::{self, CellAgreement};
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool, pugh};
use decision_events::values::{Component, PughRating};
use decision_events::{ConsequenceRatedByRater, DomainEvent};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RateConsequenceAs {
    /// e.g. "rater_1" (add_rater names raters).
    #[schemars(length(min = 1, max = 64))]
    pub rater_id: String,
    /// e.g. "alt_b". The datum cannot be rated: its cells are 0.
    #[schemars(length(min = 1, max = 64))]
    pub alternative_id: String,
    /// e.g. "obj_1".
    #[schemars(length(min = 1, max = 64))]
    pub objective_id: String,
    pub rating: PughRating,
    /// Why this rater gives this rating, in a sentence.
    #[schemars(length(min = 1, max = 2000))]
    pub reasoning: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct RateConsequenceAsResult {
    pub rater_id: String,
    pub alternative_id: String,
    pub objective_id: String,
    pub rating: PughRating,
    /// This rater's earlier rating of the cell, if any.
    pub previous_rating: Option<PughRating>,
    /// The cell's Pugh rating before this call (a plain rating, or the
    /// raters' aggregate), if it was rated.
    pub previous_cell_rating: Option<PughRating>,
    /// The cell now: its aggregate (its Pugh rating), spread and who said what.
    pub cell: CellAgreement,
    /// How the aggregate is computed.
    pub rule: String,
    /// Rated cells / ratable cells, 0.0–1.0.
    pub matrix_completion: f64,
    pub cells_remaining: usize,
}

impl Tool for RateConsequenceAs {
    const NAME: &'static str = "rate_consequence_as";
    const COMPONENT: Option<Component> = Some(Component::Consequences);
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str =
        "Record one named rater's rating of a cell; the cell takes the median of its raters.";
    const DESCRIPTION: &'static str = "Record one rater's own rating of one Pugh matrix cell: how an alternative performs on an objective against the datum, -2 (much worse) to 2 (much better), with their reasoning. Use it when a named rater (add_rater) gives their view of a cell. Example: {\"rater_id\": \"rater_2\", \"alternative_id\": \"alt_b\", \"objective_id\": \"obj_1\", \"rating\": 1, \"reasoning\": \"Sam thinks the raise is smaller after tax\"}. Re-rating replaces only this rater's rating. The cell's Pugh rating becomes the median of its raters' ratings (a half rounded toward 0); raters who have not rated it do not count. Unknown rater ids are not_found with the valid ids. Returns the cell's aggregate, spread (highest minus lowest) and who said what, plus matrix completion.";
}

impl Decide for RateConsequenceAs {
    const EVENTS: &'static [&'static str] = &[ConsequenceRatedByRater::EVENT_TYPE];
    type Result = RateConsequenceAsResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let rater = raters::check_rater(cycle, &self.rater_id)?;
        let (alternative, objective) = check_cell(cycle, &self.alternative_id, &self.objective_id)?;
        Ok(vec![
            ConsequenceRatedByRater {
                rater_id: rater.id.clone(),
                alternative_id: alternative.id.clone(),
                objective_id: objective.id.clone(),
                rating: self.rating,
                reasoning: non_blank("reasoning", &self.reasoning)?,
            }
            .into(),
        ])
    }

    fn report(&self, before: &Cycle, after: &Cycle) -> RateConsequenceAsResult {
        let (rater_id, alternative_id, objective_id) = (
            self.rater_id.trim(),
            self.alternative_id.trim(),
            self.objective_id.trim(),
        );
        let key = (alternative_id.to_owned(), objective_id.to_owned());
        let completion = pugh::completion(after);
        let cell = raters::cells(after)
            .into_iter()
            .find(|c| c.alternative_id == alternative_id && c.objective_id == objective_id)
            .expect("the cell was just rated by a rater");
        RateConsequenceAsResult {
            rater_id: rater_id.to_owned(),
            alternative_id: key.0.clone(),
            objective_id: key.1.clone(),
            rating: self.rating,
            previous_rating: before
                .raters
                .of_cell(alternative_id, objective_id)
                .iter()
                .find(|r| r.rater_id == rater_id)
                .map(|r| r.rating),
            previous_cell_rating: before.ratings.get(&key).map(|r| r.rating),
            cell,
            rule: raters::RULE.into(),
            matrix_completion: completion.ratio(),
            cells_remaining: completion.remaining(),
        }
    }
}
