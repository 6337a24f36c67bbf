//! `flip_analysis`: the smallest change of each cell and each weight that
//! would change the leader, ranked (see [`crate::flip`]).

use crate::flip::{self, Basis, FlipAnalysisResult as FlipResult};
use crate::{Answer, Context, Cycle, Hints, Rejection, ResponseFormat, Tool};
use decision_events::values::Component;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FlipAnalysis {
    /// "pugh" or "weighted"; null: weighted once objective weights are set,
    /// else pugh.
    pub basis: Option<Basis>,
    pub response_format: Option<ResponseFormat>,
}

impl Tool for FlipAnalysis {
    const NAME: &'static str = "flip_analysis";
    const COMPONENT: Option<Component> = None;
    const HINTS: Hints = Hints::READ;
    const SUMMARY: &'static str =
        "How close the leader is to losing: the smallest rating or weight change that changes it.";
    const DESCRIPTION: &'static str = "Find how close the current leader is to losing: for every rated cell, the nearest rating (integer steps within -2..2) that would change the leader and to whom, and with objective weights, for every weight the nearest value (0-1, the other weights rescaled to keep the sum 1) that would; each list ranked smallest change first, the tornado an analyst would draw. Use it before recommending, or when the person asks how solid the choice is. Example: {\"basis\": null, \"response_format\": null}. basis null means weighted once weights are set, else pugh; \"weighted\" without weights is a validation error. Unrated cells are not searched (use sensitivity_check for one cell). Returns the leader, cell_flips and weight_flips; detailed adds names and the cells and weights that cannot flip it.";
}

impl Answer for FlipAnalysis {
    const ANALYSIS: bool = true;
    const DETAIL_ONLY: &'static [&'static str] = &[
        "alternative_name",
        "objective_name",
        "new_leader_name",
        "robust_cells",
        "robust_weights",
    ];
    type Result = FlipResult;

    fn response_format(&self) -> ResponseFormat {
        self.response_format.unwrap_or_default()
    }

    fn answer(&self, cycle: &Cycle, _ctx: &Context) -> Result<FlipResult, Rejection> {
        flip::analyse(cycle, self.basis)
    }
}
