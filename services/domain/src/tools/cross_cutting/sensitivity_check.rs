//! `sensitivity_check`: how the ranking moves when one cell is re-rated.

use crate::sensitivity::SensitivityResult;
use crate::{Answer, Context, Cycle, Hints, Rejection, ResponseFormat, Tool, sensitivity};
use decision_events::values::Component;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SensitivityCheck {
    /// e.g. "alt_a" (not the datum).
    #[schemars(length(min = 1, max = 64))]
    pub alternative_id: String,
    /// e.g. "obj_2" (a counted objective).
    #[schemars(length(min = 1, max = 64))]
    pub objective_id: String,
    pub response_format: Option<ResponseFormat>,
}

impl Tool for SensitivityCheck {
    const NAME: &'static str = "sensitivity_check";
    const COMPONENT: Option<Component> = None;
    const HINTS: Hints = Hints::READ;
    const SUMMARY: &'static str =
        "What if one cell's rating changed: the totals, ranking and leader for every other value.";
    const DESCRIPTION: &'static str = "Check how sensitive the ranking is to one cell: for every other rating value, the total change, whether the ranking changes, whether the alternative still leads, and the new leader. Use it when the person doubts a rating (\"what if the commute is not that bad?\"). Example: {\"alternative_id\": \"alt_b\", \"objective_id\": \"obj_3\", \"response_format\": null}. An unrated cell counts as 0; the datum cannot be checked (its cells are 0) and an objective marked irrelevant is a conflict. Returns the current rating, total and leader, and the what-ifs keyed by rating (detailed adds new totals and names).";
}

impl Answer for SensitivityCheck {
    const ANALYSIS: bool = true;
    const DETAIL_ONLY: &'static [&'static str] = &[
        "new_total",
        "new_leader_name",
        "tied_leaders",
        "alternative_name",
        "objective_name",
    ];
    type Result = SensitivityResult;

    fn response_format(&self) -> ResponseFormat {
        self.response_format.unwrap_or_default()
    }

    fn answer(&self, cycle: &Cycle, _ctx: &Context) -> Result<SensitivityResult, Rejection> {
        sensitivity::check(cycle, &self.alternative_id, &self.objective_id)
    }
}
