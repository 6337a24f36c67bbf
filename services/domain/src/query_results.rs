//! Result types of the read tools, so each tool publishes a result schema.
//! Fields marked "detailed" are left out of `concise` responses.

use crate::progress::{CompletionStatus, NextSteps};
use decision_events::values::{Component, Direction, DqElement, RevisitPriority};
use schemars::JsonSchema;
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct UncertaintyItem {
    pub uncertainty_id: String,
    pub description: String,
    pub component: Component,
    pub resolvable: bool,
    /// "open" or "resolved" (resolved ones only in detailed responses).
    pub status: String,
    /// Detailed.
    pub impact: Option<String>,
    /// Detailed.
    pub resolution: Option<String>,
    /// Detailed: how a remaining uncertainty could be resolved.
    pub resolution_path: Option<String>,
    /// Detailed: the consequence cell it is about.
    pub alternative_id: Option<String>,
    /// Detailed.
    pub objective_id: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct UncertaintyList {
    pub uncertainties: Vec<UncertaintyItem>,
    pub total_open: usize,
    pub resolvable_count: usize,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct RevisitItem {
    pub suggestion_id: String,
    pub target_component: Component,
    pub reason: String,
    pub priority: RevisitPriority,
    /// Detailed.
    pub trigger: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct PendingRevisits {
    pub revisits: Vec<RevisitItem>,
    pub has_critical: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct DocumentSection {
    pub component: Component,
    pub title: String,
    pub status: CompletionStatus,
    pub markdown: String,
    /// Detailed.
    pub next_steps: NextSteps,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ObjectiveItem {
    pub objective_id: String,
    pub name: String,
    /// With include_details.
    pub measure: String,
    /// With include_details.
    pub direction: Direction,
    /// With include_details: "fundamental" or "means".
    pub objective_type: String,
    /// With include_details: fundamental objectives a means objective serves.
    pub serves: Vec<String>,
    /// With include_details: marked irrelevant (not counted in totals).
    pub irrelevant: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ObjectiveList {
    pub total: usize,
    pub objectives: Vec<ObjectiveItem>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct IrrelevantObjectives {
    pub objectives: Vec<crate::analysis::IrrelevantObjective>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct DqElementScore {
    pub element: DqElement,
    pub score: u8,
    /// Detailed.
    pub rationale: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct OverallDq {
    /// The minimum of the rated elements; null before any is rated.
    pub overall_dq: Option<u8>,
    pub weakest_element: Option<DqElement>,
    pub elements: Vec<DqElementScore>,
    pub elements_rated: usize,
    pub elements_remaining: usize,
    pub unrated: Vec<DqElement>,
    pub note: Option<String>,
}
