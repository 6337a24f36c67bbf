//! Several raters (decision 16): the events that name a rater and record
//! one rater's rating of a cell, and the kind of rater.

use crate::values::PughRating;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Who a rater is to the decision: the person it belongs to, their partner,
/// an expert, the agent, or someone else.
// No variant doc comments: schemars would render them as `oneOf`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum RaterKind {
    Person,
    Partner,
    Expert,
    Agent,
    Other,
}

impl RaterKind {
    pub fn as_str(self) -> &'static str {
        match self {
            RaterKind::Person => "person",
            RaterKind::Partner => "partner",
            RaterKind::Expert => "expert",
            RaterKind::Agent => "agent",
            RaterKind::Other => "other",
        }
    }
}

/// A rater was named: someone who rates the cells of the Pugh matrix on
/// their own.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RaterAdded {
    /// `rater_1`, `rater_2`, … in the order added.
    pub rater_id: String,
    pub kind: RaterKind,
    /// The display name, unique in the cycle (case-insensitively).
    pub name: String,
}

/// One rater rated one cell (−2…+2 against the datum, with reasoning),
/// replacing their earlier rating of it. The cell's Pugh rating becomes
/// the median of its raters' ratings, a half rounded toward 0.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ConsequenceRatedByRater {
    pub rater_id: String,
    pub alternative_id: String,
    pub objective_id: String,
    pub rating: PughRating,
    pub reasoning: String,
}
