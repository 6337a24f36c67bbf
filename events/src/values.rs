//! Value types that appear inside events and commands.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A PrOACT component, in the order a cycle walks through them.
#[derive(
    Debug,
    Clone,
    Copy,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Component {
    // Where every cycle starts. (No doc comment: schemars would emit oneOf.)
    #[default]
    IssueRaising,
    ProblemFrame,
    Objectives,
    Alternatives,
    Consequences,
    Tradeoffs,
    Recommendation,
    DecisionQuality,
}

impl Component {
    pub const ALL: [Component; 8] = [
        Component::IssueRaising,
        Component::ProblemFrame,
        Component::Objectives,
        Component::Alternatives,
        Component::Consequences,
        Component::Tradeoffs,
        Component::Recommendation,
        Component::DecisionQuality,
    ];

    /// The wire name, e.g. `problem_frame`.
    pub fn as_str(self) -> &'static str {
        match self {
            Component::IssueRaising => "issue_raising",
            Component::ProblemFrame => "problem_frame",
            Component::Objectives => "objectives",
            Component::Alternatives => "alternatives",
            Component::Consequences => "consequences",
            Component::Tradeoffs => "tradeoffs",
            Component::Recommendation => "recommendation",
            Component::DecisionQuality => "decision_quality",
        }
    }

    pub fn parse(name: &str) -> Option<Component> {
        Component::ALL.into_iter().find(|c| c.as_str() == name)
    }

    /// All wire names, comma separated, for error messages.
    pub fn names() -> String {
        Component::ALL.map(Component::as_str).join(", ")
    }
}

impl fmt::Display for Component {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

pub use crate::raters::RaterKind;

/// Which way an objective's measure is better: higher (maximize), lower
/// (minimize) or target (a specific value is best).
// Variants carry no doc comments on purpose: schemars would render them as
// `oneOf`, and validation errors could no longer list the allowed values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    Higher,
    Lower,
    Target,
}

/// How objective weights were elicited: direct (positive numbers,
/// normalised), swing (the top swing 100, the others 0–100 against it,
/// normalised) or rank_order (rank-order-centroid weights of a ranking).
// No variant doc comments: schemars would render them as `oneOf`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum WeightMethod {
    Direct,
    Swing,
    RankOrder,
}

impl WeightMethod {
    pub fn as_str(self) -> &'static str {
        match self {
            WeightMethod::Direct => "direct",
            WeightMethod::Swing => "swing",
            WeightMethod::RankOrder => "rank_order",
        }
    }
}

/// A Pugh rating of one alternative on one objective, relative to the datum:
/// an integer from -2 (much worse) to 2 (much better).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct PughRating(i8);

impl PughRating {
    pub const MIN: i8 = -2;
    pub const MAX: i8 = 2;
    pub const SAME: PughRating = PughRating(0);
    pub const ALL: [PughRating; 5] = [
        PughRating(-2),
        PughRating(-1),
        PughRating(0),
        PughRating(1),
        PughRating(2),
    ];

    pub fn new(value: i64) -> Option<PughRating> {
        (i64::from(Self::MIN)..=i64::from(Self::MAX))
            .contains(&value)
            .then_some(PughRating(value as i8))
    }

    pub fn value(self) -> i8 {
        self.0
    }
}

impl<'de> Deserialize<'de> for PughRating {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = i64::deserialize(d)?;
        PughRating::new(v)
            .ok_or_else(|| serde::de::Error::custom(format!("rating {v} is outside -2..2")))
    }
}

impl JsonSchema for PughRating {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "PughRating".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "integer",
            "enum": [-2, -1, 0, 1, 2],
            "description": "Pugh rating against the datum: -2 much worse, -1 worse, 0 same, 1 better, 2 much better."
        })
    }
}

/// The kind of a problem-frame constraint.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ConstraintType {
    Budget,
    Time,
    Resource,
    Policy,
    Other,
}

/// The part a person or group plays in the decision: decision_maker (makes
/// or shares it), stakeholder (has a stake in the outcome), affected (lives
/// with the consequences without a say), advisor (gives advice or
/// expertise), approver (must approve or can veto), other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PartyRole {
    DecisionMaker,
    Stakeholder,
    Affected,
    Advisor,
    Approver,
    Other,
}

/// Where a decision sits in the decision hierarchy: given (already
/// decided), focus (decided now) or deferred (decided later).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum HierarchyLevel {
    Given,
    Focus,
    Deferred,
}

/// One of the seven elements of decision quality.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum DqElement {
    HelpfulProblemFrame,
    ClearObjectives,
    CreativeAlternatives,
    ReliableConsequences,
    LogicallyCorrectReasoning,
    ClearTradeoffs,
    CommitmentToFollowThrough,
}

impl DqElement {
    pub const ALL: [DqElement; 7] = [
        DqElement::HelpfulProblemFrame,
        DqElement::ClearObjectives,
        DqElement::CreativeAlternatives,
        DqElement::ReliableConsequences,
        DqElement::LogicallyCorrectReasoning,
        DqElement::ClearTradeoffs,
        DqElement::CommitmentToFollowThrough,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            DqElement::HelpfulProblemFrame => "helpful_problem_frame",
            DqElement::ClearObjectives => "clear_objectives",
            DqElement::CreativeAlternatives => "creative_alternatives",
            DqElement::ReliableConsequences => "reliable_consequences",
            DqElement::LogicallyCorrectReasoning => "logically_correct_reasoning",
            DqElement::ClearTradeoffs => "clear_tradeoffs",
            DqElement::CommitmentToFollowThrough => "commitment_to_follow_through",
        }
    }
}

/// How urgent a revisit suggestion is: low (nice to have), medium
/// (recommended), high (important gap), critical (decision quality at risk).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum RevisitPriority {
    Low,
    Medium,
    High,
    Critical,
}

/// A revisit suggestion's state: pending, accepted (the user chose to
/// revisit), dismissed, expired.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum RevisitStatus {
    Pending,
    Accepted,
    Dismissed,
    Expired,
}

/// A confirmation request's state: pending, confirmed, rejected, expired.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ConfirmationStatus {
    Pending,
    Confirmed,
    Rejected,
    Expired,
}

/// One answer the user can pick.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ConfirmationOption {
    /// Short label, e.g. "Yes, remove it".
    #[schemars(length(min = 1, max = 200))]
    pub label: String,
    /// What choosing it means.
    #[schemars(length(max = 1000))]
    pub description: String,
}

/// Who answered a revisit or confirmation: the agent on the user's behalf
/// (a tool call) or the user directly (the UI's HTTP endpoints).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Responder {
    Agent,
    User,
}

/// One cell of the consequences (Pugh) matrix: an alternative on an
/// objective. Both ids always go together.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
pub struct ConsequenceCell {
    /// The alternative, e.g. `alt_b`.
    pub alternative_id: String,
    /// The objective, e.g. `obj_1`.
    pub objective_id: String,
}
