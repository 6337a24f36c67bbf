//! One serde type per domain event, and the [`DomainEvent`] enum over them.

use crate::audit::ToolInvocationRecorded;
use crate::even_swaps::{EvenSwapRecorded, EvenSwapSetAside, EvenSwapUndone};
use crate::measured::{ConsequenceMeasured, ConsequenceMeasurementCleared, ValueFunctionSet};
pub use crate::raters::{ConsequenceRatedByRater, RaterAdded};
use crate::values::{
    Component, ConfirmationOption, ConfirmationStatus, ConsequenceCell, ConstraintType, Direction,
    DqElement, HierarchyLevel, PartyRole, PughRating, Responder, RevisitPriority, RevisitStatus,
    WeightMethod,
};
use chrono::{DateTime, Utc};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use uuid::Uuid;

/// Declares the event enum, its type names and schema versions in one place,
/// so a new event cannot forget one of them. Each payload type also gets its
/// name as `EVENT_TYPE`, so code can name an event type checked by the compiler.
macro_rules! domain_events {
    ($( $(#[$doc:meta])* $name:ident = $version:literal ),+ $(,)?) => {
        /// Every event a cycle stream can hold. Serialized adjacently tagged:
        /// `{"event_type": "<Variant>", "payload": {…}}`.
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
        #[serde(tag = "event_type", content = "payload")]
        pub enum DomainEvent {
            $( $(#[$doc])* $name($name), )+
        }

        impl DomainEvent {
            /// Every event type name, in declaration order.
            pub const TYPES: &'static [&'static str] = &[$(stringify!($name)),+];

            /// The stable type name, e.g. `ObjectiveAdded`.
            pub fn event_type(&self) -> &'static str {
                match self { $( DomainEvent::$name(_) => stringify!($name), )+ }
            }

            /// The payload's schema version (the current one: what this build
            /// writes). Bumped, with an upcaster in [`crate::upcast`] and the
            /// old shape frozen in [`crate::history`], when a payload changes
            /// shape incompatibly.
            pub fn schema_version(&self) -> u32 {
                match self { $( DomainEvent::$name(_) => $version, )+ }
            }

            /// Deserializes a payload of `event_type` at its current schema
            /// version straight from the stored JSON, without copying it;
            /// `None` for a type this build does not know.
            pub(crate) fn from_current_payload(
                event_type: &str,
                payload: &serde_json::Value,
            ) -> Option<Result<DomainEvent, serde_json::Error>> {
                match event_type {
                    $( stringify!($name) => Some($name::deserialize(payload).map(DomainEvent::$name)), )+
                    _ => None,
                }
            }

            /// The schema version of an event type, by name; `None` for a
            /// type this build does not know.
            pub fn schema_version_of(event_type: &str) -> Option<u32> {
                match event_type {
                    $( stringify!($name) => Some($version), )+
                    _ => None,
                }
            }
        }

        $(
            impl From<$name> for DomainEvent {
                fn from(e: $name) -> Self { DomainEvent::$name(e) }
            }

            impl $name {
                /// The stable type name, as [`DomainEvent::event_type`] gives it.
                pub const EVENT_TYPE: &'static str = stringify!($name);
            }
        )+
    };
}

domain_events! {
    /// A decision cycle was opened.
    CycleCreated = 1,
    /// The cycle moved to another PrOACT component.
    ComponentNavigated = 1,
    PotentialDecisionAdded = 1,
    ObjectiveIdeaAdded = 1,
    ConsiderationAdded = 1,
    FocalDecisionSet = 1,
    /// An uncertainty was flagged (issue raising, a consequence cell, or anywhere).
    ///
    /// Version 2: one nullable `cell` replaces the `alternative_id` and
    /// `objective_id` of version 1, which were only ever set or null together.
    // Version 1 is frozen in `history::UncertaintyFlaggedV1`, upcast by
    // `upcast::uncertainty_flagged_v1_to_v2`.
    UncertaintyFlagged = 2,
    DecisionMakerSet = 1,
    FocalStatementSet = 1,
    ScopeSet = 1,
    ConstraintAdded = 1,
    PartyAdded = 1,
    DeadlineSet = 1,
    HierarchyDecisionAdded = 1,
    ObjectiveAdded = 1,
    MeansLinkedToFundamental = 1,
    ObjectiveMeasureUpdated = 1,
    ObjectiveRemoved = 1,
    ObjectivePromotedToFundamental = 1,
    /// A fundamental objective became a means objective serving another
    /// fundamental one.
    ObjectiveDemotedToMeans = 1,
    AlternativeAdded = 1,
    AlternativeUpdated = 1,
    AlternativeRemoved = 1,
    StrategyDimensionAdded = 1,
    AlternativeStrategySet = 1,
    ConsequenceRated = 1,
    RatingReasoningUpdated = 1,
    /// A cell got a measured value (unit, optional range and source) beside
    /// its Pugh rating; see `measured.rs`.
    ConsequenceMeasured = 1,
    ConsequenceMeasurementCleared = 1,
    /// An objective's value function (linear or stepwise, in one unit).
    ValueFunctionSet = 1,
    /// A rater was named (decision 16).
    RaterAdded = 1,
    /// One rater rated one cell; the cell's rating is its raters' median.
    ConsequenceRatedByRater = 1,
    DominatedMarked = 1,
    DominatedCleared = 1,
    ObjectiveMarkedIrrelevant = 1,
    /// The person weighted the counted fundamental objectives (the method,
    /// what they said, and the normalised weights, which sum to 1).
    ObjectiveWeightsSet = 1,
    TensionAdded = 1,
    /// The person judged a swap even on one alternative (the even-swap
    /// working table, never the Pugh ratings).
    EvenSwapRecorded = 1,
    /// An alternative or objective was set aside in the even-swap table.
    EvenSwapSetAside = 1,
    /// The latest even-swap step in force was undone.
    EvenSwapUndone = 1,
    SynthesisSet = 1,
    StandoutSet = 1,
    KeyConsiderationAdded = 1,
    RemainingUncertaintyAdded = 1,
    DqElementRated = 1,
    QualityImprovementAdded = 1,
    UncertaintyResolved = 1,
    NoteAdded = 1,
    RevisitSuggested = 1,
    RevisitResolved = 1,
    ConfirmationRequested = 1,
    ConfirmationResolved = 1,
    /// The person turned the cycle's confirmation gate on or off: with it
    /// on, a write tool that requires confirmation is proposed, not run.
    ConfirmationGateSet = 1,
    /// A gated write tool call, held as a proposal until the person answers
    /// its confirmation (approval runs exactly these parameters, once).
    ToolCallProposed = 1,
    /// A confirmation request passed its expiry without an answer.
    ConfirmationExpired = 1,
    /// A revisit suggestion was left unanswered past its expiry.
    RevisitExpired = 1,
    /// The audit record of one tool call, accepted or rejected (2: with
    /// `replay_of`, the read a replay repeats).
    ToolInvocationRecorded = 2,
    /// The cycle was erased: the tombstone, and the stream's last event.
    /// Every earlier event of the stream kept only its place in the log
    /// (position, version, id, time); no content is left anywhere the
    /// service controls. Consumers delete their copies of the cycle.
    CycleErased = 1,
}

impl DomainEvent {
    /// True for events that change the decision itself (everything but audit).
    pub fn is_decision_change(&self) -> bool {
        !matches!(self, DomainEvent::ToolInvocationRecorded(_))
    }
}

/// Derives the traits every payload needs.
macro_rules! payload {
    ($(#[$doc:meta])* pub struct $name:ident { $($body:tt)* }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
        pub struct $name { $($body)* }
    };
}

payload! { pub struct CycleCreated { pub title: String, pub component: Component } }
payload! { pub struct ComponentNavigated { pub from: Component, pub to: Component } }

// Issue raising
payload! { pub struct PotentialDecisionAdded { pub decision_id: String, pub description: String } }
payload! { pub struct ObjectiveIdeaAdded { pub idea_id: String, pub description: String } }
payload! { pub struct ConsiderationAdded { pub consideration_id: String, pub description: String } }
payload! { pub struct FocalDecisionSet { pub decision_id: String } }
payload! {
    pub struct UncertaintyFlagged {
        pub uncertainty_id: String,
        pub description: String,
        pub component: Component,
        pub resolvable: bool,
        pub impact: Option<String>,
        /// The consequence cell the uncertainty is about, or `null` when it
        /// is not about one cell.
        pub cell: Option<ConsequenceCell>,
    }
}

// Problem frame
payload! { pub struct DecisionMakerSet { pub name: String, pub role: String } }
payload! { pub struct FocalStatementSet { pub statement: String } }
payload! { pub struct ScopeSet { pub in_scope: Vec<String>, pub out_scope: Vec<String> } }
payload! {
    pub struct ConstraintAdded {
        pub constraint_id: String,
        pub constraint_type: ConstraintType,
        pub description: String,
    }
}
payload! {
    pub struct PartyAdded {
        pub party_id: String,
        pub name: String,
        pub role: PartyRole,
        pub concerns: Vec<String>,
    }
}
payload! { pub struct DeadlineSet { pub deadline: String, pub hard: bool } }
payload! {
    pub struct HierarchyDecisionAdded {
        pub decision_id: String,
        pub description: String,
        pub level: HierarchyLevel,
        pub status: String,
    }
}

// Objectives
payload! {
    pub struct ObjectiveAdded {
        pub objective_id: String,
        pub name: String,
        pub measure: String,
        pub direction: Direction,
        pub is_fundamental: bool,
    }
}
payload! { pub struct MeansLinkedToFundamental { pub means_id: String, pub fundamental_id: String } }
payload! { pub struct ObjectiveMeasureUpdated { pub objective_id: String, pub measure: String } }
payload! { pub struct ObjectiveRemoved { pub objective_id: String, pub reason: String } }
payload! { pub struct ObjectivePromotedToFundamental { pub objective_id: String, pub reason: String } }
payload! {
    pub struct ObjectiveDemotedToMeans {
        pub objective_id: String,
        /// The fundamental objective it now serves (its only link).
        pub fundamental_id: String,
    }
}

// Alternatives
payload! {
    pub struct AlternativeAdded {
        pub alternative_id: String,
        /// "A", "B", … "Z", "AA", …
        pub letter: String,
        pub name: String,
        pub description: String,
        pub is_status_quo: bool,
    }
}
payload! { pub struct AlternativeUpdated { pub alternative_id: String, pub description: String } }
payload! { pub struct AlternativeRemoved { pub alternative_id: String, pub reason: String } }
payload! {
    pub struct StrategyDimensionAdded {
        pub dimension_id: String,
        pub dimension: String,
        pub options: Vec<String>,
    }
}
payload! {
    pub struct AlternativeStrategySet {
        pub alternative_id: String,
        pub dimension_id: String,
        pub option: String,
    }
}

// Consequences
payload! {
    pub struct ConsequenceRated {
        pub alternative_id: String,
        pub objective_id: String,
        pub rating: PughRating,
        pub reasoning: String,
    }
}
payload! {
    pub struct RatingReasoningUpdated {
        pub alternative_id: String,
        pub objective_id: String,
        pub reasoning: String,
    }
}

// Tradeoffs
payload! {
    pub struct DominatedMarked {
        pub alternative_id: String,
        pub dominated_by: String,
        pub reason: String,
    }
}
payload! { pub struct DominatedCleared { pub alternative_id: String, pub reason: String } }
payload! { pub struct ObjectiveMarkedIrrelevant { pub objective_id: String, pub reason: String } }
payload! {
    pub struct ObjectiveWeightsSet {
        pub method: WeightMethod,
        /// What the person said, one entry per objective: the number given
        /// (direct), the swing rating 0–100 (swing) or the rank, 1 the most
        /// important (rank_order).
        pub inputs: Vec<ObjectiveWeightInput>,
        /// The normalised weights, in the order of `inputs`; they sum to 1.
        pub weights: Vec<ObjectiveWeight>,
    }
}
payload! {
    pub struct ObjectiveWeightInput {
        pub objective_id: String,
        pub value: f64,
    }
}
payload! {
    pub struct ObjectiveWeight {
        pub objective_id: String,
        pub weight: f64,
    }
}
payload! {
    pub struct TensionAdded {
        pub tension_id: String,
        pub alternative_id: String,
        pub excels_at: String,
        pub sacrifices: String,
    }
}

// Recommendation
payload! { pub struct SynthesisSet { pub synthesis: String } }
payload! {
    pub struct StandoutSet {
        /// `None`: no clear standout.
        pub alternative_id: Option<String>,
        pub rationale: String,
    }
}
payload! { pub struct KeyConsiderationAdded { pub consideration_id: String, pub consideration: String } }
payload! {
    pub struct RemainingUncertaintyAdded {
        pub uncertainty_id: String,
        pub uncertainty: String,
        pub resolution_path: String,
    }
}

// Decision quality
payload! { pub struct DqElementRated { pub element: DqElement, pub score: u8, pub rationale: String } }
payload! {
    pub struct QualityImprovementAdded {
        pub improvement_id: String,
        pub action: String,
        pub impact: String,
    }
}

// Cross-cutting
payload! { pub struct UncertaintyResolved { pub uncertainty_id: String, pub resolution: String } }
payload! {
    pub struct NoteAdded {
        pub note_id: String,
        pub content: String,
        pub component: Option<Component>,
    }
}
payload! {
    pub struct RevisitSuggested {
        pub revisit_id: String,
        pub component: Component,
        pub reason: String,
        pub priority: RevisitPriority,
        pub trigger: String,
    }
}
payload! {
    pub struct RevisitResolved {
        pub revisit_id: String,
        /// accepted or dismissed.
        pub status: RevisitStatus,
        pub resolution: String,
        pub by: Responder,
    }
}
payload! {
    pub struct ConfirmationRequested {
        pub confirmation_id: String,
        pub summary: String,
        pub options: Vec<ConfirmationOption>,
        pub default_option: Option<usize>,
        pub requested_at: DateTime<Utc>,
        pub expires_at: DateTime<Utc>,
    }
}
payload! {
    pub struct ConfirmationResolved {
        pub confirmation_id: String,
        /// confirmed or rejected.
        pub status: ConfirmationStatus,
        pub chosen_option: Option<usize>,
        pub user_input: Option<String>,
        pub responded_at: DateTime<Utc>,
        pub by: Responder,
    }
}

payload! {
    pub struct ConfirmationGateSet {
        /// True: write tools that require confirmation are proposed, and
        /// run only once the person approves.
        pub require_confirmation: bool,
    }
}
payload! {
    pub struct ToolCallProposed {
        /// The confirmation that approves or rejects it (`conf_N`).
        pub confirmation_id: String,
        /// The write tool proposed.
        pub tool_name: String,
        /// Its parameters, as the agent sent them (schema-valid).
        pub parameters: Value,
        /// What the person is asked, in one line.
        pub summary: String,
        /// The agent's invocation that proposed it: the causation of the
        /// call an approval runs.
        pub proposed_by: Uuid,
        pub conversation_turn: u32,
        pub requested_at: DateTime<Utc>,
        pub expires_at: DateTime<Utc>,
    }
}
payload! {
    pub struct ConfirmationExpired {
        pub confirmation_id: String,
        /// The request's expiry time (the sweeper appends the event later).
        pub expired_at: DateTime<Utc>,
    }
}
payload! {
    /// The tombstone of an erased cycle (issue 19). It holds no content:
    /// who erased the cycle, why, and the counts of its calls that the
    /// service-wide statistics keep (tool names from the catalog, result
    /// classes, durations), so a rebuild gives the statistics it had.
    pub struct CycleErased {
        /// The user who erased it (the owner), or the operator's subject.
        pub erased_by: String,
        pub reason: ErasureReason,
        /// The erased cycle's audited calls per tool (`unknown` for names
        /// the catalog lacks): counts and durations only.
        pub calls: std::collections::BTreeMap<String, CallCounts>,
    }
}

/// Why a cycle was erased.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ErasureReason {
    /// Its owner asked.
    Owner,
    /// An operator (the `admin` scope, or `decisiond erase`).
    Operator,
    /// The retention policy: untouched for longer than configured.
    Retention,
}

/// One tool's calls on an erased cycle, as the service-wide statistics
/// count them: results by class and a duration histogram.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct CallCounts {
    /// Calls per result class (`success`, `validation_error`, …).
    pub by_result: std::collections::BTreeMap<String, u64>,
    pub total_ms: u64,
    pub max_ms: u32,
    /// Calls per duration bucket (the audit statistics' buckets).
    pub histogram: Vec<u64>,
}

payload! {
    pub struct RevisitExpired {
        pub revisit_id: String,
        /// Why, in words (the suggestion's age, past the service's limit).
        pub reason: String,
    }
}
