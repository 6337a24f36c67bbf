//! `find_dominated_alternatives`: alternatives another one dominates.

use crate::analysis::DominatedAlternativesResult;
use crate::{Answer, Context, Cycle, Hints, Rejection, ResponseFormat, Tool, analysis};
use decision_events::values::Component;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FindDominatedAlternatives {
    pub response_format: Option<ResponseFormat>,
}

impl Tool for FindDominatedAlternatives {
    const NAME: &'static str = "find_dominated_alternatives";
    const COMPONENT: Option<Component> = None;
    const HINTS: Hints = Hints::READ;
    const SUMMARY: &'static str =
        "Find alternatives another one beats or equals on every counted objective.";
    const DESCRIPTION: &'static str = "Find alternatives dominated by another: at least as good on every counted objective and strictly better on at least one. Use it in tradeoffs to narrow the options before weighing tensions. Example: {\"response_format\": null}. Only fully rated pairs are compared, so analysis_complete is false while cells are unrated; each reason names the objectives where the dominating one is strictly better. Returns the dominated pairs with names (detailed adds objective ids, already_marked and unrated_cells); record one with mark_dominated.";
}

impl Answer for FindDominatedAlternatives {
    const ANALYSIS: bool = true;
    const DETAIL_ONLY: &'static [&'static str] =
        &["strictly_better_on", "already_marked", "unrated_cells"];
    type Result = DominatedAlternativesResult;

    fn response_format(&self) -> ResponseFormat {
        self.response_format.unwrap_or_default()
    }

    fn answer(
        &self,
        cycle: &Cycle,
        _ctx: &Context,
    ) -> Result<DominatedAlternativesResult, Rejection> {
        Ok(analysis::find_dominated(cycle))
    }
}
