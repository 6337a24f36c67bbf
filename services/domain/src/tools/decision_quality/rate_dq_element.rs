//! `rate_dq_element`: one element of decision quality, 0 to 100.

use crate::decide::checks::non_blank;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool, overall_dq};
use decision_events::values::{Component, DqElement};
use decision_events::{DomainEvent, DqElementRated};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RateDqElement {
    pub element: DqElement,
    /// 0 to 100.
    #[schemars(range(max = 100))]
    pub score: u8,
    #[schemars(length(min = 1, max = 2000))]
    pub rationale: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct RateDqElementResult {
    pub element: DqElement,
    pub score: u8,
    /// The minimum of the rated elements.
    pub overall_dq: u8,
    pub weakest_element: DqElement,
    pub elements_rated: usize,
    pub elements_remaining: usize,
}

impl Tool for RateDqElement {
    const NAME: &'static str = "rate_dq_element";
    const COMPONENT: Option<Component> = Some(Component::DecisionQuality);
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str =
        "Rate one of the seven decision-quality elements from 0 to 100, with the rationale.";
    const DESCRIPTION: &'static str = "Rate one of the seven elements of decision quality from 0 to 100, with the rationale. Use it when reviewing how good the decision process was, element by element. Example: {\"element\": \"clear_objectives\", \"score\": 80, \"rationale\": \"Objectives are measurable and agreed\"}; elements: helpful_problem_frame, clear_objectives, creative_alternatives, reliable_consequences, logically_correct_reasoning, clear_tradeoffs, commitment_to_follow_through. Rating an element again replaces its score; a score above 100 is a validation error. Returns overall_dq (the minimum of the rated elements), the weakest element and how many elements remain.";
}

impl Decide for RateDqElement {
    const EVENTS: &'static [&'static str] = &[DqElementRated::EVENT_TYPE];
    type Result = RateDqElementResult;

    fn decide(&self, _cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        if self.score > 100 {
            return Err(Rejection::validation(
                "score",
                format!("`score` must be 0 to 100, got {}", self.score),
            ));
        }
        Ok(vec![
            DqElementRated {
                element: self.element,
                score: self.score,
                rationale: non_blank("rationale", &self.rationale)?,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> RateDqElementResult {
        let (weakest, overall) = overall_dq(after).expect("one element rated");
        RateDqElementResult {
            element: self.element,
            score: self.score,
            overall_dq: overall,
            weakest_element: weakest,
            elements_rated: after.dq_ratings.len(),
            elements_remaining: DqElement::ALL.len() - after.dq_ratings.len(),
        }
    }
}
