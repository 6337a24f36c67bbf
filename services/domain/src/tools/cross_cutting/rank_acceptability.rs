//! `rank_acceptability`: how often each alternative leads (and takes each
//! rank) when measured values vary within their ranges and weights within a
//! spread; seeded and deterministic (see [`crate::acceptability`]).

use crate::acceptability::{self, DEFAULT_SAMPLES, MAX_SAMPLES, RankAcceptabilityResult};
use crate::{Answer, Context, Cycle, Hints, Rejection, ResponseFormat, Tool};
use decision_events::values::Component;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The largest seed: 2^53 − 1, exact in every JSON reader.
pub const MAX_SEED: u64 = (1 << 53) - 1;

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RankAcceptability {
    /// How many samples to draw, 1–10000; null: 2000.
    #[schemars(range(min = 1, max = 10000))]
    pub samples: Option<u32>,
    /// The seed of the generator; the same seed and history give the same
    /// answer. null: 0.
    #[schemars(range(min = 0, max = 9007199254740991u64))]
    pub seed: Option<u64>,
    /// How uncertain the weights are, 0–1: each weight varies uniformly
    /// within ± this fraction of itself (then all are renormalised); null: 0
    /// (the weights as set).
    #[schemars(range(min = 0, max = 1))]
    pub weight_spread: Option<f64>,
    pub response_format: Option<ResponseFormat>,
}

impl Tool for RankAcceptability {
    const NAME: &'static str = "rank_acceptability";
    const COMPONENT: Option<Component> = None;
    const HINTS: Hints = Hints::READ;
    const SUMMARY: &'static str = "How often each alternative leads when measured values and weights vary within their ranges (seeded sampling).";
    const DESCRIPTION: &'static str = "Estimate how often each alternative would lead on valued totals (measured values scored by value functions, weighted by the objective weights or else equally) when each measured value varies within its range (triangular: low, likely, high) and each weight within +/- weight_spread of itself: the rank acceptability of SMAA, by seeded sampling, so the same history and seed give the same answer. Use it when measurements are uncertain and the person asks how sure the leader is. Example: {\"samples\": 2000, \"seed\": 7, \"weight_spread\": 0.2, \"response_format\": null}. Needs a value function (set_value_function) and measured values (record_measured_consequence); alternatives not measured on every valued objective are listed as excluded. samples 1-10000 (default 2000; lowered for very large matrices), weight_spread 0-1 (default 0). Returns each alternative's first_rank_share and expected rank, the leader at the likely values and the one most often first; detailed adds names and the share at every rank.";
}

impl Answer for RankAcceptability {
    const ANALYSIS: bool = true;
    const DETAIL_ONLY: &'static [&'static str] = &["alternative_name", "rank_shares"];
    type Result = RankAcceptabilityResult;

    fn response_format(&self) -> ResponseFormat {
        self.response_format.unwrap_or_default()
    }

    fn answer(&self, cycle: &Cycle, _ctx: &Context) -> Result<RankAcceptabilityResult, Rejection> {
        let samples = self.samples.unwrap_or(DEFAULT_SAMPLES);
        if !(1..=MAX_SAMPLES).contains(&samples) {
            return Err(Rejection::validation(
                "samples",
                format!(
                    "`samples` must be 1 to {MAX_SAMPLES} (default {DEFAULT_SAMPLES}); got {samples}"
                ),
            ));
        }
        let seed = self.seed.unwrap_or(0);
        if seed > MAX_SEED {
            return Err(Rejection::validation(
                "seed",
                format!("`seed` must be 0 to {MAX_SEED} (2^53 - 1); got {seed}"),
            ));
        }
        let spread = self.weight_spread.unwrap_or(0.0);
        if !(0.0..=1.0).contains(&spread) {
            return Err(Rejection::validation(
                "weight_spread",
                format!(
                    "`weight_spread` is a fraction from 0 (weights as set) to 1 (each weight anywhere from 0 to twice itself); got {spread}"
                ),
            ));
        }
        acceptability::analyse(cycle, samples, seed, spread)
    }
}
