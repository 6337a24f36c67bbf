//! Commands: one per write tool, plus cycle creation and navigation.
//!
//! The parameter structs are the tools' wire formats (seed 000's field
//! names). Their `JsonSchema` derive is the canonical parameter schema the
//! catalog validates against, so a struct and its schema cannot drift.
//! Doc comments become the schema descriptions an agent reads.

use decision_events::values::{
    Component, ConstraintType, Direction, HierarchyLevel, PartyRole, PughRating,
};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Declares parameter structs with the derives and strictness every tool
/// parameter needs (unknown fields are rejected, not ignored).
macro_rules! params {
    ($( $(#[$doc:meta])* pub struct $name:ident { $($body:tt)* } )+) => {$(
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
        #[serde(deny_unknown_fields)]
        pub struct $name { $($body)* }
    )+};
}

mod later;

pub use later::*;

params! {
    /// Open a new decision cycle.
    pub struct CreateCycle {
        /// A short title for the decision, e.g. "Career move: the VP offer".
        #[schemars(length(min = 1, max = 200))]
        pub title: String,
    }

    /// Move the cycle to another PrOACT component.
    pub struct Navigate {
        pub component: Component,
    }

    // ----- Issue raising -------------------------------------------------

    pub struct AddPotentialDecision {
        /// The decision to consider, e.g. "Whether to accept the VP offer".
        #[schemars(length(min = 1, max = 2000))]
        pub description: String,
    }

    pub struct AddObjectiveIdea {
        /// Something the person wants to achieve or avoid, in their words.
        #[schemars(length(min = 1, max = 2000))]
        pub description: String,
    }

    pub struct AddUncertainty {
        /// What is not known, e.g. "Will the startup close its next round?"
        #[schemars(length(min = 1, max = 2000))]
        pub description: String,
        /// True if more information could resolve it before deciding.
        pub resolvable: bool,
    }

    pub struct AddConsideration {
        /// A general consideration that is not yet an objective or alternative.
        #[schemars(length(min = 1, max = 2000))]
        pub description: String,
    }

    pub struct SetFocalDecision {
        /// The potential decision to focus on, e.g. "dec_1".
        #[schemars(length(min = 1, max = 64))]
        pub decision_id: String,
    }

    // ----- Problem frame -------------------------------------------------

    pub struct SetDecisionMaker {
        /// Who makes the decision.
        #[schemars(length(min = 1, max = 200))]
        pub name: String,
        /// Their role, e.g. "Engineering manager".
        #[schemars(length(min = 1, max = 200))]
        pub role: String,
    }

    pub struct SetFocalStatement {
        /// The focal decision as a question, e.g. "Which role should I take?"
        #[schemars(length(min = 1, max = 2000))]
        pub statement: String,
    }

    pub struct SetScope {
        /// What the decision covers (at most 50 items).
        #[schemars(length(max = 50))]
        pub in_scope: Vec<String>,
        /// What it deliberately leaves out (at most 50 items).
        #[schemars(length(max = 50))]
        pub out_scope: Vec<String>,
    }

    pub struct AddConstraint {
        /// One of budget, time, resource, policy, other.
        pub constraint_type: ConstraintType,
        /// The constraint, e.g. "Offer expires on 2026-12-15".
        #[schemars(length(min = 1, max = 2000))]
        pub description: String,
    }

    pub struct AddParty {
        /// The person or group.
        #[schemars(length(min = 1, max = 200))]
        pub name: String,
        pub role: PartyRole,
        /// What they care about (at most 20).
        #[schemars(length(max = 20))]
        pub concerns: Vec<String>,
    }

    pub struct SetDeadline {
        /// When the decision is due: a date YYYY-MM-DD or an RFC 3339 date-time.
        #[schemars(length(min = 1, max = 64))]
        pub deadline: String,
        /// True if the deadline cannot move.
        pub hard: bool,
    }

    pub struct AddHierarchyDecision {
        /// A related decision, e.g. "Which city to live in".
        #[schemars(length(min = 1, max = 2000))]
        pub description: String,
        /// given (already decided), focus (decide now) or deferred (decide later).
        pub level: HierarchyLevel,
        /// Free-text status, e.g. "decided", "open".
        #[schemars(length(min = 1, max = 200))]
        pub status: String,
    }

    // ----- Objectives ----------------------------------------------------

    pub struct AddObjective {
        /// Brief name, e.g. "Maximize compensation".
        #[schemars(length(min = 1, max = 200))]
        pub name: String,
        /// How it is measured, e.g. "Total comp ($/year)".
        #[schemars(length(min = 1, max = 500))]
        pub measure: String,
        /// higher (maximize), lower (minimize) or target.
        pub direction: Direction,
        /// True for a fundamental objective (what really matters), false for a
        /// means objective (a way to achieve a fundamental one).
        pub is_fundamental: bool,
    }

    pub struct LinkMeansToFundamental {
        /// The means objective, e.g. "obj_3".
        #[schemars(length(min = 1, max = 64))]
        pub means_id: String,
        /// The fundamental objective it serves, e.g. "obj_4".
        #[schemars(length(min = 1, max = 64))]
        pub fundamental_id: String,
    }

    pub struct UpdateObjectiveMeasure {
        /// The objective's id, e.g. "obj_2".
        #[schemars(length(min = 1, max = 64))]
        pub id: String,
        #[schemars(length(min = 1, max = 500))]
        pub new_measure: String,
    }

    pub struct RemoveObjective {
        /// The objective's id, e.g. "obj_2".
        #[schemars(length(min = 1, max = 64))]
        pub id: String,
        /// Why it is removed (kept in the log).
        #[schemars(length(min = 1, max = 2000))]
        pub reason: String,
    }

    pub struct PromoteToFundamental {
        /// The means objective's id, e.g. "obj_3".
        #[schemars(length(min = 1, max = 64))]
        pub id: String,
        #[schemars(length(min = 1, max = 2000))]
        pub reason: String,
    }

    pub struct DemoteToMeans {
        /// The fundamental objective's id, e.g. "obj_3".
        #[schemars(length(min = 1, max = 64))]
        pub id: String,
        /// Another fundamental objective it serves, e.g. "obj_1".
        #[schemars(length(min = 1, max = 64))]
        pub fundamental_id: String,
    }

    // ----- Alternatives --------------------------------------------------

    pub struct AddAlternative {
        /// Short name, e.g. "Accept VP offer".
        #[schemars(length(min = 1, max = 200))]
        pub name: String,
        #[schemars(length(max = 2000))]
        pub description: String,
        /// True for "keep things as they are"; at most one per cycle. The
        /// status quo is the Pugh datum.
        pub is_status_quo: bool,
    }

    pub struct UpdateAlternative {
        /// The alternative's id, e.g. "alt_b".
        #[schemars(length(min = 1, max = 64))]
        pub id: String,
        #[schemars(length(max = 2000))]
        pub description: String,
    }

    pub struct RemoveAlternative {
        /// The alternative's id, e.g. "alt_b".
        #[schemars(length(min = 1, max = 64))]
        pub id: String,
        #[schemars(length(min = 1, max = 2000))]
        pub reason: String,
    }

    pub struct AddStrategyDimension {
        /// A row of the strategy table, e.g. "Location".
        #[schemars(length(min = 1, max = 200))]
        pub dimension: String,
        /// Its distinct options, e.g. ["Remote", "Hybrid", "Office"] (1 to 20).
        #[schemars(length(min = 1, max = 20))]
        pub options: Vec<String>,
    }

    pub struct SetAlternativeStrategy {
        /// e.g. "alt_a".
        #[schemars(length(min = 1, max = 64))]
        pub alternative_id: String,
        /// The strategy dimension, e.g. "dim_1".
        #[schemars(length(min = 1, max = 64))]
        pub dim_id: String,
        /// One of the dimension's options.
        #[schemars(length(min = 1, max = 200))]
        pub option: String,
    }

    // ----- Consequences --------------------------------------------------

    pub struct RateConsequence {
        /// e.g. "alt_a". The datum (status quo, else the first alternative)
        /// cannot be rated: its cells are 0 by definition.
        #[schemars(length(min = 1, max = 64))]
        pub alternative_id: String,
        /// e.g. "obj_1".
        #[schemars(length(min = 1, max = 64))]
        pub objective_id: String,
        pub rating: PughRating,
        /// Why this rating, in a sentence.
        #[schemars(length(min = 1, max = 2000))]
        pub reasoning: String,
    }

    /// One cell of a batch.
    pub struct ConsequenceRating {
        #[schemars(length(min = 1, max = 64))]
        pub alternative_id: String,
        #[schemars(length(min = 1, max = 64))]
        pub objective_id: String,
        pub rating: PughRating,
        #[schemars(length(min = 1, max = 2000))]
        pub reasoning: String,
    }

    pub struct BatchRateConsequences {
        /// The cells to rate (1 to 100). Each cell succeeds or fails on its own.
        #[schemars(length(min = 1, max = 100))]
        pub ratings: Vec<ConsequenceRating>,
    }

    pub struct AddConsequenceUncertainty {
        #[schemars(length(min = 1, max = 64))]
        pub alternative_id: String,
        #[schemars(length(min = 1, max = 64))]
        pub objective_id: String,
        /// What is uncertain about this cell.
        #[schemars(length(min = 1, max = 2000))]
        pub uncertainty: String,
    }

    pub struct UpdateRatingReasoning {
        #[schemars(length(min = 1, max = 64))]
        pub alternative_id: String,
        #[schemars(length(min = 1, max = 64))]
        pub objective_id: String,
        #[schemars(length(min = 1, max = 2000))]
        pub reasoning: String,
    }
}

/// Declares the command enum and its tool names together.
macro_rules! commands {
    ($( $variant:ident($params:ident) = $tool:literal ),+ $(,)?) => {
        /// Everything that can change a cycle.
        #[derive(Debug, Clone, PartialEq)]
        pub enum Command {
            $( $variant($params), )+
        }

        impl Command {
            /// Every command's name, in declaration order.
            pub const NAMES: &'static [&'static str] = &[$($tool),+];

            /// The tool (or operation) name, e.g. `add_objective`.
            pub fn name(&self) -> &'static str {
                match self { $( Command::$variant(_) => $tool, )+ }
            }

            /// The command's parameters as JSON (its wire shape).
            pub fn parameters(&self) -> serde_json::Value {
                let value = match self {
                    $( Command::$variant(p) => serde_json::to_value(p), )+
                };
                value.expect("parameter structs serialize")
            }
        }
    };
}

commands! {
    CreateCycle(CreateCycle) = "create_cycle",
    Navigate(Navigate) = "navigate",
    AddPotentialDecision(AddPotentialDecision) = "add_potential_decision",
    AddObjectiveIdea(AddObjectiveIdea) = "add_objective_idea",
    AddUncertainty(AddUncertainty) = "add_uncertainty",
    AddConsideration(AddConsideration) = "add_consideration",
    SetFocalDecision(SetFocalDecision) = "set_focal_decision",
    SetDecisionMaker(SetDecisionMaker) = "set_decision_maker",
    SetFocalStatement(SetFocalStatement) = "set_focal_statement",
    SetScope(SetScope) = "set_scope",
    AddConstraint(AddConstraint) = "add_constraint",
    AddParty(AddParty) = "add_party",
    SetDeadline(SetDeadline) = "set_deadline",
    AddHierarchyDecision(AddHierarchyDecision) = "add_hierarchy_decision",
    AddObjective(AddObjective) = "add_objective",
    LinkMeansToFundamental(LinkMeansToFundamental) = "link_means_to_fundamental",
    UpdateObjectiveMeasure(UpdateObjectiveMeasure) = "update_objective_measure",
    RemoveObjective(RemoveObjective) = "remove_objective",
    PromoteToFundamental(PromoteToFundamental) = "promote_to_fundamental",
    DemoteToMeans(DemoteToMeans) = "demote_to_means",
    AddAlternative(AddAlternative) = "add_alternative",
    UpdateAlternative(UpdateAlternative) = "update_alternative",
    RemoveAlternative(RemoveAlternative) = "remove_alternative",
    AddStrategyDimension(AddStrategyDimension) = "add_strategy_dimension",
    SetAlternativeStrategy(SetAlternativeStrategy) = "set_alternative_strategy",
    RateConsequence(RateConsequence) = "rate_consequence",
    BatchRateConsequences(BatchRateConsequences) = "batch_rate_consequences",
    AddConsequenceUncertainty(AddConsequenceUncertainty) = "add_consequence_uncertainty",
    UpdateRatingReasoning(UpdateRatingReasoning) = "update_rating_reasoning",
    MarkDominated(MarkDominated) = "mark_dominated",
    MarkIrrelevantObjective(MarkIrrelevantObjective) = "mark_irrelevant_objective",
    AddTension(AddTension) = "add_tension",
    ClearDominated(ClearDominated) = "clear_dominated",
    SetSynthesis(SetSynthesis) = "set_synthesis",
    SetStandout(SetStandout) = "set_standout",
    AddKeyConsideration(AddKeyConsideration) = "add_key_consideration",
    AddRemainingUncertainty(AddRemainingUncertainty) = "add_remaining_uncertainty",
    RateDqElement(RateDqElement) = "rate_dq_element",
    AddQualityImprovement(AddQualityImprovement) = "add_quality_improvement",
    FlagUncertainty(FlagUncertainty) = "flag_uncertainty",
    ResolveUncertainty(ResolveUncertainty) = "resolve_uncertainty",
    SuggestRevisit(SuggestRevisit) = "suggest_revisit",
    DismissRevisit(DismissRevisit) = "dismiss_revisit",
    RequestConfirmation(RequestConfirmation) = "request_confirmation",
    RecordUserChoice(RecordUserChoice) = "record_user_choice",
    AddNote(AddNote) = "add_note",
    ResolveRevisit(ResolveRevisit) = "resolve_revisit",
    RespondToConfirmation(RespondToConfirmation) = "respond_to_confirmation",
}
