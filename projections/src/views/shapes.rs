//! The documents the `decision` projection writes, as types: what the
//! projection serializes and the API reads back, with their JSON Schemas
//! for the OpenAPI document. (The `audit` projection's are
//! [`crate::invocation_log::InvocationRecord`] and
//! [`super::audit::Stats`].)

use chrono::{DateTime, Utc};
use decision_domain::pugh::{PughTotals, RatedCell};
use decision_domain::{CompletionStatus, Confirmation, Cycle, DocumentSummary, Revisit};
use decision_events::values::Component;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use uuid::Uuid;

/// `state/<cycle>`: the cycle's folded state, with what only the envelopes
/// know. The decision document and the Pugh view are rendered from it when
/// read ([`super::decision::render`]), not stored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StateDoc {
    pub cycle_id: Uuid,
    /// The cycle's version (its last event this projection applied).
    pub version: u64,
    /// The feed position of that event.
    pub position: i64,
    pub updated_at: DateTime<Utc>,
    /// The version of the last event that changed the Pugh view.
    pub pugh_version: u64,
    /// Each component's completion status, as the document shows it (the
    /// cycles list counts the complete ones).
    pub statuses: BTreeMap<Component, CompletionStatus>,
    pub state: Cycle,
}

// Rendered on read from a `StateDoc` (`decision::render`), no longer stored
// under `document/<cycle>`; the doc comment below is the published schema's
// description, kept as clients have it.
/// `document/<cycle>`: the decision document, one section per component.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct DocumentDoc {
    pub cycle_id: Uuid,
    pub title: String,
    /// The cycle's version (its last event) the document reflects.
    pub version: u64,
    /// The feed position of that event.
    pub position: i64,
    pub updated_at: DateTime<Utc>,
    pub summary: DocumentSummary,
    /// Every component's section, in PrOACT order.
    pub sections: BTreeMap<Component, SectionDoc>,
    /// Markdown of the notes that belong to no component.
    pub general_notes: String,
}

/// One section of the document.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct SectionDoc {
    pub title: String,
    pub status: CompletionStatus,
    pub markdown: String,
    /// What the component still lacks, in words (its completion rule's
    /// gaps); empty when complete.
    #[serde(default)]
    pub missing: Vec<String>,
}

// Rendered on read from a `StateDoc`, no longer stored under `pugh/<cycle>`
// (the description below is the published schema's, kept as clients have it).
/// `pugh/<cycle>`: the Pugh matrix with its totals.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct PughDoc {
    pub cycle_id: Uuid,
    /// The version of the last event that changed the matrix.
    pub version: u64,
    /// `null` until the cycle has an alternative.
    pub totals: Option<PughTotals>,
    /// Active objectives in the order added; `counted` is false for one
    /// marked irrelevant (it leaves the totals).
    pub objectives: Vec<PughObjective>,
    /// Every rated cell, with its reasoning.
    pub matrix: Vec<RatedCell>,
    /// Alternatives marked dominated (`mark_dominated`), with by whom and why.
    #[serde(default)]
    pub dominated: Vec<DominatedMark>,
    pub rated_cells: usize,
    pub cells: usize,
    /// The raters, the aggregate rule and each cell's spread and ratings
    /// (decision 16); absent for a cycle without raters.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub raters: Option<decision_domain::raters::RatersView>,
}

/// An alternative marked dominated.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct DominatedMark {
    pub alternative_id: String,
    /// The alternative that dominates it.
    pub by: String,
    pub reason: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct PughObjective {
    pub objective_id: String,
    pub name: String,
    pub counted: bool,
}

/// `flows/<cycle>`: revisit suggestions and confirmation requests, with
/// what only their envelopes know.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct FlowsDoc {
    pub cycle_id: Uuid,
    pub revisits: Vec<Revisit>,
    pub confirmations: Vec<Confirmation>,
    /// When each suggestion was made, by revisit id.
    pub revisit_created_at: BTreeMap<String, DateTime<Utc>>,
    /// When each answered (or expired) suggestion was resolved, by revisit id.
    #[serde(default)]
    pub revisit_resolved_at: BTreeMap<String, DateTime<Utc>>,
    /// The conversation turn each request was made in, by confirmation id.
    pub confirmation_turns: BTreeMap<String, Option<u32>>,
}

/// A cycle's row in the cycles list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct CycleRow {
    pub cycle_id: Uuid,
    pub title: String,
    /// The user who created the cycle.
    pub owner: String,
    pub current_component: Option<Component>,
    /// Components whose completion status is `complete`.
    pub components_complete: usize,
    /// `components_complete` out of the eight components, 0 to 1.
    pub completion: f64,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: u64,
}
