//! The entities a cycle holds. Removed or resolved entities are kept (with
//! their reason), so ids are never reused and the history stays readable.

use chrono::{DateTime, Utc};
use decision_events::values::{
    Component, ConfirmationOption, ConfirmationStatus, ConstraintType, Direction, DqElement,
    HierarchyLevel, PartyRole, PughRating, Responder, RevisitPriority, RevisitStatus,
};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct PotentialDecision {
    pub id: String,
    pub description: String,
}

/// A captured piece of text with an id (objective ideas, considerations).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Note {
    pub id: String,
    pub description: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Uncertainty {
    pub id: String,
    pub description: String,
    pub component: Component,
    pub resolvable: bool,
    pub impact: Option<String>,
    pub alternative_id: Option<String>,
    pub objective_id: Option<String>,
    /// For remaining uncertainties (recommendation): how to resolve it.
    pub resolution_path: Option<String>,
    pub resolution: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct DecisionMaker {
    pub name: String,
    pub role: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Scope {
    pub in_scope: Vec<String>,
    pub out_scope: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Constraint {
    pub id: String,
    pub constraint_type: ConstraintType,
    pub description: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Party {
    pub id: String,
    pub name: String,
    pub role: PartyRole,
    pub concerns: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Deadline {
    pub deadline: String,
    pub hard: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct HierarchyDecision {
    pub id: String,
    pub description: String,
    pub level: HierarchyLevel,
    pub status: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Objective {
    pub id: String,
    pub name: String,
    pub measure: String,
    pub direction: Direction,
    pub is_fundamental: bool,
    /// For a means objective: the fundamental objectives it serves.
    pub serves: Vec<String>,
    /// The reason, once removed. Removed objectives keep their id.
    pub removed: Option<String>,
    /// The reason, once marked irrelevant (it no longer counts in totals).
    pub irrelevant: Option<String>,
}

impl Objective {
    pub fn is_active(&self) -> bool {
        self.removed.is_none()
    }

    pub fn kind(&self) -> &'static str {
        if self.is_fundamental {
            "fundamental"
        } else {
            "means"
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Alternative {
    pub id: String,
    pub letter: String,
    pub name: String,
    pub description: String,
    pub is_status_quo: bool,
    /// Strategy-table choices: dimension id → option.
    pub strategy: BTreeMap<String, String>,
    pub removed: Option<String>,
    pub dominated: Option<Dominance>,
}

impl Alternative {
    pub fn is_active(&self) -> bool {
        self.removed.is_none()
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct StrategyDimension {
    pub id: String,
    pub dimension: String,
    pub options: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Rating {
    pub rating: PughRating,
    pub reasoning: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Dominance {
    pub by: String,
    pub reason: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Tension {
    pub id: String,
    pub alternative_id: String,
    pub excels_at: String,
    pub sacrifices: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Standout {
    /// `None`: no clear standout.
    pub alternative_id: Option<String>,
    pub rationale: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct DqRating {
    pub score: u8,
    pub rationale: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Improvement {
    pub id: String,
    pub action: String,
    pub impact: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct WorkingNote {
    pub id: String,
    pub content: String,
    pub component: Option<Component>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Revisit {
    pub id: String,
    pub component: Component,
    pub reason: String,
    pub priority: RevisitPriority,
    pub trigger: String,
    pub status: RevisitStatus,
    pub resolution: Option<String>,
    pub resolved_by: Option<Responder>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Confirmation {
    pub id: String,
    pub summary: String,
    pub options: Vec<ConfirmationOption>,
    pub default_option: Option<usize>,
    /// Pending, confirmed or rejected as recorded; see [`Confirmation::status_at`]
    /// for expiry.
    pub status: ConfirmationStatus,
    pub chosen_option: Option<usize>,
    pub user_input: Option<String>,
    pub requested_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub responded_at: Option<DateTime<Utc>>,
    pub responded_by: Option<Responder>,
    /// The gated tool call it approves (`null` for an agent's own
    /// request): approving runs exactly it, once.
    #[serde(default)]
    pub proposal: Option<Proposal>,
}

/// A write tool call held by the confirmation gate.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Proposal {
    /// The tool held, e.g. `mark_dominated`.
    pub tool_name: String,
    /// Its parameters, as the agent sent them (the tool's input schema).
    pub parameters: serde_json::Value,
    /// The agent's invocation that proposed it.
    pub proposed_by: uuid::Uuid,
    pub conversation_turn: u32,
}

impl Confirmation {
    /// The status at `now`: a pending request past its expiry is expired.
    /// Past `expires_at` a request reads as expired at once; the sweeper
    /// records it later as a `ConfirmationExpired` event (stored `Expired`).
    pub fn status_at(&self, now: DateTime<Utc>) -> ConfirmationStatus {
        if self.status == ConfirmationStatus::Pending && now >= self.expires_at {
            ConfirmationStatus::Expired
        } else {
            self.status
        }
    }
}

/// Keyed by element, in the order of [`DqElement::ALL`].
pub type DqRatings = BTreeMap<DqElement, DqRating>;
