//! `list_rater_disagreements`: the cells where the raters disagree most,
//! with who said what, so the agent can ask about them (decision 16).

use crate::raters::{self, CellAgreement, RaterSummary};
use crate::{Answer, Context, Cycle, Hints, Rejection, ResponseFormat, Tool};
use decision_events::values::Component;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Cells listed when `limit` is null.
pub const DEFAULT_LIMIT: u8 = 5;

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ListRaterDisagreements {
    /// At most this many cells, 1-20; null: 5.
    #[schemars(range(min = 1, max = 20))]
    pub limit: Option<u8>,
    /// Only cells whose spread (highest minus lowest rating) is at least
    /// this, 0-4; null: 1 (any disagreement). 0 lists every cell raters rated.
    #[schemars(range(min = 0, max = 4))]
    pub min_spread: Option<u8>,
    pub response_format: Option<ResponseFormat>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ListRaterDisagreementsResult {
    /// How a cell's Pugh rating is aggregated from its raters' ratings.
    pub rule: String,
    pub raters: Vec<RaterSummary>,
    /// Cells of the matrix at least one rater rated.
    pub cells_rated_by_raters: usize,
    /// Of those, the cells with a spread of at least `min_spread`.
    pub cells_matching: usize,
    /// The first `limit` of them, most disagreement first (spread, then how
    /// far the ratings sit from the aggregate, then how many raters rated
    /// it, then matrix order).
    pub cells: Vec<CellAgreement>,
}

impl Tool for ListRaterDisagreements {
    const NAME: &'static str = "list_rater_disagreements";
    const COMPONENT: Option<Component> = None;
    const HINTS: Hints = Hints::READ;
    const SUMMARY: &'static str =
        "List the cells where named raters disagree most, widest spread first.";
    const DESCRIPTION: &'static str = "List the Pugh matrix cells where the named raters disagree most, ranked by spread (highest minus lowest rating), with each rater's rating and (detailed) reasoning, so you can ask them about it. Use it after several raters rated (rate_consequence_as), before trusting the totals. Example: {\"limit\": 5, \"min_spread\": 2, \"response_format\": null}. limit 1-20 (null: 5); min_spread 0-4 (null: 1). A cell's Pugh rating is the median of its raters' ratings, a half rounded toward 0. Without raters the lists are empty. Returns the rule, the raters, how many cells match and the ranked cells; detailed adds names, kinds and reasoning.";
}

impl Answer for ListRaterDisagreements {
    const DETAIL_ONLY: &'static [&'static str] =
        &["alternative_name", "objective_name", "reasoning", "kind"];
    type Result = ListRaterDisagreementsResult;

    fn response_format(&self) -> ResponseFormat {
        self.response_format.unwrap_or_default()
    }

    fn answer(
        &self,
        cycle: &Cycle,
        _ctx: &Context,
    ) -> Result<ListRaterDisagreementsResult, Rejection> {
        let limit = self.limit.unwrap_or(DEFAULT_LIMIT);
        if !(1..=20).contains(&limit) {
            return Err(Rejection::validation(
                "limit",
                format!("`limit` is 1 to 20 cells (null: {DEFAULT_LIMIT}); got {limit}"),
            ));
        }
        let min_spread = self.min_spread.unwrap_or(1);
        if min_spread > 4 {
            return Err(Rejection::validation(
                "min_spread",
                format!(
                    "`min_spread` is 0 to 4 (ratings run -2..2, so the spread is at most 4); got {min_spread}"
                ),
            ));
        }
        let all = raters::cells(cycle).len();
        let mut ranked = raters::ranked(cycle, min_spread);
        let matching = ranked.len();
        ranked.truncate(usize::from(limit));
        Ok(ListRaterDisagreementsResult {
            rule: raters::RULE.into(),
            raters: raters::summaries(cycle),
            cells_rated_by_raters: all,
            cells_matching: matching,
            cells: ranked,
        })
    }
}
