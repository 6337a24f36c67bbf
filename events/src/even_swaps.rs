//! The even-swap events (Hammond, Keeney & Raiffa's procedure): a swap
//! the person judged even, an alternative or objective set aside in the
//! even-swap working table, and a step undone. They act on the working
//! table only, never on the person's Pugh ratings.

use chrono::{DateTime, Utc};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The person judged two changes to one alternative equally good: its
/// value on `objective_id` goes `from` → `to`, compensated by
/// `compensation_from` → `compensation_to` on `compensating_objective_id`.
/// Values are on the working table's scale of each cell (`unit`; "rating"
/// for a Pugh rating, −2…+2, higher is better).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct EvenSwapRecorded {
    /// e.g. "es_1": the step's place in the even-swap log.
    pub step_id: String,
    pub alternative_id: String,
    /// The objective changed (usually the one being made irrelevant).
    pub objective_id: String,
    pub from: f64,
    pub to: f64,
    pub unit: String,
    /// The objective that pays for the change.
    pub compensating_objective_id: String,
    pub compensation_from: f64,
    pub compensation_to: f64,
    pub compensation_unit: String,
    /// Why the person judges the two changes equally good.
    pub reasoning: String,
    /// Whose judgement it is (the decision maker unless named).
    pub judged_by: String,
    pub recorded_at: DateTime<Utc>,
    /// What the working table showed right after the swap.
    pub revealed: EvenSwapFindings,
}

/// Dominated alternatives and irrelevant objectives of the working table.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct EvenSwapFindings {
    pub dominated: Vec<EvenSwapDominance>,
    /// Objectives on which every remaining alternative has the same value.
    pub irrelevant_objectives: Vec<String>,
}

/// `alternative_id` is dominated by `dominated_by` in the working table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct EvenSwapDominance {
    pub alternative_id: String,
    pub dominated_by: String,
    /// `null`: equal or worse on every objective (dominated outright);
    /// otherwise the one objective where it is only slightly better
    /// (practical dominance).
    pub slightly_better_on: Option<String>,
}

/// An alternative (practically) dominated, or an objective irrelevant, in
/// the working table is set aside there; exactly one of the ids is set.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct EvenSwapSetAside {
    pub step_id: String,
    pub alternative_id: Option<String>,
    pub objective_id: Option<String>,
    pub reason: String,
    pub judged_by: String,
    pub recorded_at: DateTime<Utc>,
}

/// The latest even-swap step still in force was undone.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct EvenSwapUndone {
    pub step_id: String,
    pub reason: String,
}
