//! `find_irrelevant_objectives`: objectives on which every alternative is rated the same.

use crate::{Answer, Context, Cycle, Hints, Rejection, ResponseFormat, Tool, analysis};
use decision_events::values::Component;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FindIrrelevantObjectives {
    pub response_format: Option<ResponseFormat>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct IrrelevantObjectives {
    pub objectives: Vec<crate::analysis::IrrelevantObjective>,
}

impl Tool for FindIrrelevantObjectives {
    const NAME: &'static str = "find_irrelevant_objectives";
    const COMPONENT: Option<Component> = None;
    const HINTS: Hints = Hints::READ;
    const SUMMARY: &'static str = "Find objectives that do not differentiate the alternatives: every one has the same rating on them.";
    const DESCRIPTION: &'static str = "Find objectives that do not distinguish the alternatives: every alternative, datum included, has the same rating on them. Use it in tradeoffs to simplify the matrix. Example: {\"response_format\": null}. Objectives with unrated cells or already marked are not reported, nor anything with fewer than two alternatives. Returns each objective's id and name (detailed adds the shared rating); exclude one from the totals with mark_irrelevant_objective.";
}

impl Answer for FindIrrelevantObjectives {
    const DETAIL_ONLY: &'static [&'static str] = &["rating"];
    type Result = IrrelevantObjectives;

    fn response_format(&self) -> ResponseFormat {
        self.response_format.unwrap_or_default()
    }

    fn answer(&self, cycle: &Cycle, _ctx: &Context) -> Result<IrrelevantObjectives, Rejection> {
        Ok(IrrelevantObjectives {
            objectives: analysis::find_irrelevant(cycle),
        })
    }
}
