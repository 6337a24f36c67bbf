//! `compute_pugh_totals`: each alternative's total over the counted objectives.

use crate::{Answer, Context, Cycle, Hints, Rejection, ResponseFormat, Tool, pugh};
use decision_events::values::Component;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ComputePughTotals {
    pub response_format: Option<ResponseFormat>,
}

/// The `compute_pugh_totals` result: the totals, and in the `detailed`
/// format every rated cell with its reasoning.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct PughTotalsResult {
    #[serde(flatten)]
    pub totals: pugh::PughTotals,
    /// Every rated cell (`detailed` only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub matrix: Option<Vec<pugh::RatedCell>>,
}

impl Tool for ComputePughTotals {
    const NAME: &'static str = "compute_pugh_totals";
    const COMPONENT: Option<Component> = None;
    const HINTS: Hints = Hints::READ;
    const SUMMARY: &'static str = "Compute the Pugh totals and the leader; the datum scores 0.";
    const DESCRIPTION: &'static str = "Compute the Pugh totals: each alternative's sum of ratings over the counted objectives (removed and irrelevant ones excluded), with positive, negative, neutral and unrated counts; the datum scores 0. Use it when the person asks which option is ahead, or after rating. Example: {\"response_format\": null}. Unrated cells count as 0, so check matrix_completion; with no alternatives it is a validation error. Returns the baseline, the leader (ties broken by the order added) and tied_leaders; detailed adds every rated cell with its reasoning.";
}

impl Answer for ComputePughTotals {
    const DETAIL_ONLY: &'static [&'static str] = &["matrix"];
    type Result = PughTotalsResult;

    fn response_format(&self) -> ResponseFormat {
        self.response_format.unwrap_or_default()
    }

    fn answer(&self, cycle: &Cycle, _ctx: &Context) -> Result<PughTotalsResult, Rejection> {
        let totals = pugh::totals(cycle).ok_or_else(|| {
            Rejection::validation(
                "alternatives",
                "no alternatives yet, so there is nothing to total: add alternatives with add_alternative (alternatives component), then rate them with rate_consequence",
            )
        })?;
        Ok(PughTotalsResult {
            totals,
            matrix: Some(pugh::rated_cells(cycle)),
        })
    }
}
