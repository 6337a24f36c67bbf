//! `calculate_overall_dq`: overall decision quality: the weakest rated element.

use crate::{Answer, Context, Cycle, Hints, Rejection, ResponseFormat, Tool, overall_dq};
use decision_events::values::{Component, DqElement};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CalculateOverallDq {
    pub response_format: Option<ResponseFormat>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct DqElementScore {
    pub element: DqElement,
    pub score: u8,
    /// Detailed.
    pub rationale: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct OverallDq {
    /// The minimum of the rated elements; null before any is rated.
    pub overall_dq: Option<u8>,
    pub weakest_element: Option<DqElement>,
    pub elements: Vec<DqElementScore>,
    pub elements_rated: usize,
    pub elements_remaining: usize,
    pub unrated: Vec<DqElement>,
    pub note: Option<String>,
}

impl Tool for CalculateOverallDq {
    const NAME: &'static str = "calculate_overall_dq";
    const COMPONENT: Option<Component> = Some(Component::DecisionQuality);
    const HINTS: Hints = Hints::READ;
    const SUMMARY: &'static str =
        "Compute overall decision quality: the minimum of the rated elements.";
    const DESCRIPTION: &'static str = "Compute overall decision quality: the minimum of the rated elements (0 to 100), because a decision is only as good as its weakest element. Use it before the person commits, or to pick what to improve next. Example: {\"response_format\": null}. With no element rated, overall_dq is null and a note says to use rate_dq_element; unrated elements are listed and do not count. Read-only; returns overall_dq, weakest_element, the element scores and the unrated elements (detailed adds rationales).";
}

impl Answer for CalculateOverallDq {
    const DETAIL_ONLY: &'static [&'static str] = &["rationale"];
    type Result = OverallDq;

    fn response_format(&self) -> ResponseFormat {
        self.response_format.unwrap_or_default()
    }

    fn answer(&self, cycle: &Cycle, _ctx: &Context) -> Result<OverallDq, Rejection> {
        let overall = overall_dq(cycle);
        Ok(OverallDq {
            overall_dq: overall.map(|(_, s)| s),
            weakest_element: overall.map(|(e, _)| e),
            elements: DqElement::ALL
                .into_iter()
                .filter_map(|e| {
                    cycle.dq_ratings.get(&e).map(|r| DqElementScore {
                        element: e,
                        score: r.score,
                        rationale: r.rationale.clone(),
                    })
                })
                .collect(),
            elements_rated: cycle.dq_ratings.len(),
            elements_remaining: DqElement::ALL.len() - cycle.dq_ratings.len(),
            unrated: DqElement::ALL
                .into_iter()
                .filter(|e| !cycle.dq_ratings.contains_key(e))
                .collect(),
            note: overall
                .is_none()
                .then(|| "no element rated yet: rate them with rate_dq_element".into()),
        })
    }
}
