//! `update_rating_reasoning`: a rated cell's reasoning, its rating kept.

use super::check_cell;
use crate::decide::checks::non_blank;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, RatingReasoningUpdated};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct UpdateRatingReasoning {
    #[schemars(length(min = 1, max = 64))]
    pub alternative_id: String,
    #[schemars(length(min = 1, max = 64))]
    pub objective_id: String,
    #[schemars(length(min = 1, max = 2000))]
    pub reasoning: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct UpdateRatingReasoningResult {
    pub alternative_id: String,
    pub objective_id: String,
    pub reasoning: String,
}

impl Tool for UpdateRatingReasoning {
    const NAME: &'static str = "update_rating_reasoning";
    const COMPONENT: Option<Component> = Some(Component::Consequences);
    const HINTS: Hints = Hints::REPLACES;
    const SUMMARY: &'static str =
        "Replace the reasoning of a rated cell without changing its rating.";
    const DESCRIPTION: &'static str = "Replace the reasoning of a rated cell without changing its rating. Use it when the person explains a rating better or corrects why. Example: {\"alternative_id\": \"alt_b\", \"objective_id\": \"obj_1\", \"reasoning\": \"Base pay only; bonus excluded\"}. An unrated cell is not_found: rate it with rate_consequence first. Returns the cell and its new reasoning.";
}

impl Decide for UpdateRatingReasoning {
    const EVENTS: &'static [&'static str] = &[RatingReasoningUpdated::EVENT_TYPE];
    type Result = UpdateRatingReasoningResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let (alternative, objective) = check_cell(cycle, &self.alternative_id, &self.objective_id)?;
        crate::raters::check_not_rated_by_raters(cycle, &alternative.id, &objective.id)?;
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
                reasoning: non_blank("reasoning", &self.reasoning)?,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> UpdateRatingReasoningResult {
        UpdateRatingReasoningResult {
            alternative_id: self.alternative_id.clone(),
            objective_id: self.objective_id.clone(),
            reasoning: after
                .ratings
                .get(&(self.alternative_id.clone(), self.objective_id.clone()))
                .map(|r| r.reasoning.clone())
                .unwrap_or_default(),
        }
    }
}
