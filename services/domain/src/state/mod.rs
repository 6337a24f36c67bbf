//! The cycle aggregate's state and `apply`.

mod entities;
mod raters;

pub use entities::*;
pub use raters::{Rater, RaterRating, Raters};

use crate::cells::cell;
use decision_events::values::{Component, ConfirmationStatus, RevisitStatus};
use decision_events::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Everything decided so far in one decision cycle. Built only by [`apply`].
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Cycle {
    /// False until `CycleCreated` is applied.
    pub exists: bool,
    pub title: String,
    pub current_component: Option<Component>,
    pub potential_decisions: Vec<PotentialDecision>,
    pub focal_decision: Option<String>,
    pub objective_ideas: Vec<Note>,
    pub considerations: Vec<Note>,
    pub uncertainties: Vec<Uncertainty>,
    pub decision_maker: Option<DecisionMaker>,
    pub focal_statement: Option<String>,
    pub scope: Option<Scope>,
    pub constraints: Vec<Constraint>,
    pub parties: Vec<Party>,
    pub deadline: Option<Deadline>,
    pub hierarchy: Vec<HierarchyDecision>,
    pub objectives: Vec<Objective>,
    pub alternatives: Vec<Alternative>,
    pub strategy_dimensions: Vec<StrategyDimension>,
    /// Ratings keyed by (alternative id, objective id); a list in JSON.
    #[serde(with = "ratings_as_list")]
    pub ratings: BTreeMap<(String, String), Rating>,
    pub tensions: Vec<Tension>,
    pub synthesis: Option<String>,
    pub standout: Option<Standout>,
    pub key_considerations: Vec<Note>,
    pub dq_ratings: DqRatings,
    pub improvements: Vec<Improvement>,
    pub notes: Vec<WorkingNote>,
    pub revisits: Vec<Revisit>,
    pub confirmations: Vec<Confirmation>,
    /// Tool calls audited on this cycle, accepted or rejected.
    pub invocations: u64,
    /// The confirmation gate: write tools that require confirmation are
    /// proposed, not run, until the person approves.
    #[serde(default)]
    pub require_confirmation: bool,
    /// The objective weights last set (`None` until `set_objective_weights`;
    /// see [`crate::weights`] for what happens when objectives change).
    #[serde(default)]
    pub weights: Option<ObjectiveWeightsSet>,
    /// The even-swap log, undone steps included (see [`crate::even_swaps`]).
    #[serde(default)]
    pub even_swaps: Vec<crate::even_swaps::EvenSwapStep>,
    /// Measured consequences and value functions ([`crate::measured`]).
    #[serde(default)]
    pub measured: crate::measured::Measurements,
    /// The raters named and their own ratings (decision 16); absent from
    /// the JSON of a cycle without raters.
    #[serde(default, skip_serializing_if = "Raters::is_empty")]
    pub raters: Raters,
}

impl Cycle {
    /// The rating of one cell, if rated.
    pub fn rating(&self, alternative_id: &str, objective_id: &str) -> Option<&Rating> {
        cell(&self.ratings, alternative_id, objective_id)
    }

    pub fn objective(&self, id: &str) -> Option<&Objective> {
        self.objectives.iter().find(|o| o.id == id)
    }

    pub fn alternative(&self, id: &str) -> Option<&Alternative> {
        self.alternatives.iter().find(|a| a.id == id)
    }

    pub fn active_objectives(&self) -> impl Iterator<Item = &Objective> {
        self.objectives.iter().filter(|o| o.is_active())
    }

    /// Active objectives that count in Pugh totals (not marked irrelevant).
    pub fn counted_objectives(&self) -> impl Iterator<Item = &Objective> {
        self.active_objectives().filter(|o| o.irrelevant.is_none())
    }

    pub fn pending_revisits(&self) -> impl Iterator<Item = &Revisit> {
        self.revisits
            .iter()
            .filter(|r| r.status == RevisitStatus::Pending)
    }

    pub fn active_alternatives(&self) -> impl Iterator<Item = &Alternative> {
        self.alternatives.iter().filter(|a| a.is_active())
    }

    pub fn open_uncertainties(&self) -> impl Iterator<Item = &Uncertainty> {
        self.uncertainties.iter().filter(|u| u.resolution.is_none())
    }

    fn objective_mut(&mut self, id: &str) -> Option<&mut Objective> {
        self.objectives.iter_mut().find(|o| o.id == id)
    }

    fn alternative_mut(&mut self, id: &str) -> Option<&mut Alternative> {
        self.alternatives.iter_mut().find(|a| a.id == id)
    }
}

/// Folds one event into the state. Total: events are facts, so an event
/// that refers to something unknown (impossible for events `decide` made)
/// is ignored rather than panicking.
pub fn apply(mut cycle: Cycle, event: &DomainEvent) -> Cycle {
    match event.clone() {
        DomainEvent::CycleCreated(e) => {
            cycle.exists = true;
            cycle.title = e.title;
            cycle.current_component = Some(e.component);
        }
        DomainEvent::ComponentNavigated(e) => cycle.current_component = Some(e.to),
        DomainEvent::PotentialDecisionAdded(e) => {
            cycle.potential_decisions.push(PotentialDecision {
                id: e.decision_id,
                description: e.description,
            })
        }
        DomainEvent::ObjectiveIdeaAdded(e) => cycle.objective_ideas.push(Note {
            id: e.idea_id,
            description: e.description,
        }),
        DomainEvent::ConsiderationAdded(e) => cycle.considerations.push(Note {
            id: e.consideration_id,
            description: e.description,
        }),
        DomainEvent::FocalDecisionSet(e) => cycle.focal_decision = Some(e.decision_id),
        DomainEvent::UncertaintyFlagged(e) => {
            let (alternative_id, objective_id) =
                e.cell.map(|c| (c.alternative_id, c.objective_id)).unzip();
            cycle.uncertainties.push(Uncertainty {
                id: e.uncertainty_id,
                description: e.description,
                component: e.component,
                resolvable: e.resolvable,
                impact: e.impact,
                alternative_id,
                objective_id,
                resolution_path: None,
                resolution: None,
            })
        }
        DomainEvent::DecisionMakerSet(e) => {
            cycle.decision_maker = Some(DecisionMaker {
                name: e.name,
                role: e.role,
            })
        }
        DomainEvent::FocalStatementSet(e) => cycle.focal_statement = Some(e.statement),
        DomainEvent::ScopeSet(e) => {
            cycle.scope = Some(Scope {
                in_scope: e.in_scope,
                out_scope: e.out_scope,
            })
        }
        DomainEvent::ConstraintAdded(e) => cycle.constraints.push(Constraint {
            id: e.constraint_id,
            constraint_type: e.constraint_type,
            description: e.description,
        }),
        DomainEvent::PartyAdded(e) => cycle.parties.push(Party {
            id: e.party_id,
            name: e.name,
            role: e.role,
            concerns: e.concerns,
        }),
        DomainEvent::DeadlineSet(e) => {
            cycle.deadline = Some(Deadline {
                deadline: e.deadline,
                hard: e.hard,
            })
        }
        DomainEvent::HierarchyDecisionAdded(e) => cycle.hierarchy.push(HierarchyDecision {
            id: e.decision_id,
            description: e.description,
            level: e.level,
            status: e.status,
        }),
        DomainEvent::ObjectiveAdded(e) => cycle.objectives.push(Objective {
            id: e.objective_id,
            name: e.name,
            measure: e.measure,
            direction: e.direction,
            is_fundamental: e.is_fundamental,
            serves: Vec::new(),
            removed: None,
            irrelevant: None,
        }),
        DomainEvent::MeansLinkedToFundamental(e) => {
            if let Some(means) = cycle.objective_mut(&e.means_id) {
                means.serves.push(e.fundamental_id);
            }
        }
        DomainEvent::ObjectiveMeasureUpdated(e) => {
            if let Some(o) = cycle.objective_mut(&e.objective_id) {
                o.measure = e.measure;
            }
        }
        DomainEvent::ObjectiveRemoved(e) => {
            if let Some(o) = cycle.objective_mut(&e.objective_id) {
                o.removed = Some(e.reason);
            }
        }
        DomainEvent::ObjectivePromotedToFundamental(e) => {
            if let Some(o) = cycle.objective_mut(&e.objective_id) {
                o.is_fundamental = true;
                o.serves.clear();
            }
        }
        DomainEvent::ObjectiveDemotedToMeans(e) => {
            if let Some(o) = cycle.objective_mut(&e.objective_id) {
                o.is_fundamental = false;
                o.serves = vec![e.fundamental_id];
            }
        }
        DomainEvent::AlternativeAdded(e) => cycle.alternatives.push(Alternative {
            id: e.alternative_id,
            letter: e.letter,
            name: e.name,
            description: e.description,
            is_status_quo: e.is_status_quo,
            strategy: BTreeMap::new(),
            removed: None,
            dominated: None,
        }),
        DomainEvent::AlternativeUpdated(e) => {
            if let Some(a) = cycle.alternative_mut(&e.alternative_id) {
                a.description = e.description;
            }
        }
        DomainEvent::AlternativeRemoved(e) => {
            if let Some(a) = cycle.alternative_mut(&e.alternative_id) {
                a.removed = Some(e.reason);
            }
        }
        DomainEvent::StrategyDimensionAdded(e) => {
            cycle.strategy_dimensions.push(StrategyDimension {
                id: e.dimension_id,
                dimension: e.dimension,
                options: e.options,
            })
        }
        DomainEvent::AlternativeStrategySet(e) => {
            if let Some(a) = cycle.alternative_mut(&e.alternative_id) {
                a.strategy.insert(e.dimension_id, e.option);
            }
        }
        DomainEvent::ConsequenceRated(e) => {
            cycle.ratings.insert(
                (e.alternative_id, e.objective_id),
                Rating {
                    rating: e.rating,
                    reasoning: e.reasoning,
                },
            );
        }
        DomainEvent::RatingReasoningUpdated(e) => {
            if let Some(r) = cycle.ratings.get_mut(&(e.alternative_id, e.objective_id)) {
                r.reasoning = e.reasoning;
            }
        }
        DomainEvent::RaterAdded(e) => raters::add(&mut cycle, e),
        DomainEvent::ConsequenceRatedByRater(e) => raters::rate(&mut cycle, e),
        DomainEvent::ToolInvocationRecorded(_) => cycle.invocations += 1,
        // Nothing of the cycle is left: it no longer exists, and every
        // command on it is refused as on a cycle never created.
        DomainEvent::CycleErased(_) => return Cycle::default(),
        other => return apply_later_components(cycle, other),
    }
    cycle
}

/// Tradeoffs, recommendation, decision quality and the cross-cutting flows.
fn apply_later_components(mut cycle: Cycle, event: DomainEvent) -> Cycle {
    match event {
        DomainEvent::ConsequenceMeasured(e) => cycle.measured.measured(e),
        DomainEvent::ConsequenceMeasurementCleared(e) => cycle.measured.cleared(&e),
        DomainEvent::ValueFunctionSet(e) => cycle.measured.function_set(e),
        DomainEvent::DominatedMarked(e) => {
            if let Some(a) = cycle.alternative_mut(&e.alternative_id) {
                a.dominated = Some(Dominance {
                    by: e.dominated_by,
                    reason: e.reason,
                });
            }
        }
        DomainEvent::DominatedCleared(e) => {
            if let Some(a) = cycle.alternative_mut(&e.alternative_id) {
                a.dominated = None;
            }
        }
        DomainEvent::ObjectiveMarkedIrrelevant(e) => {
            if let Some(o) = cycle.objective_mut(&e.objective_id) {
                o.irrelevant = Some(e.reason);
            }
        }
        DomainEvent::ObjectiveWeightsSet(e) => cycle.weights = Some(e),
        e @ (DomainEvent::EvenSwapRecorded(_)
        | DomainEvent::EvenSwapSetAside(_)
        | DomainEvent::EvenSwapUndone(_)) => crate::even_swaps::apply(&mut cycle.even_swaps, &e),
        DomainEvent::TensionAdded(e) => cycle.tensions.push(Tension {
            id: e.tension_id,
            alternative_id: e.alternative_id,
            excels_at: e.excels_at,
            sacrifices: e.sacrifices,
        }),
        DomainEvent::SynthesisSet(e) => cycle.synthesis = Some(e.synthesis),
        DomainEvent::StandoutSet(e) => {
            cycle.standout = Some(Standout {
                alternative_id: e.alternative_id,
                rationale: e.rationale,
            })
        }
        DomainEvent::KeyConsiderationAdded(e) => cycle.key_considerations.push(Note {
            id: e.consideration_id,
            description: e.consideration,
        }),
        DomainEvent::RemainingUncertaintyAdded(e) => cycle.uncertainties.push(Uncertainty {
            id: e.uncertainty_id,
            description: e.uncertainty,
            component: Component::Recommendation,
            resolvable: true,
            impact: None,
            alternative_id: None,
            objective_id: None,
            resolution_path: Some(e.resolution_path),
            resolution: None,
        }),
        DomainEvent::DqElementRated(e) => {
            cycle.dq_ratings.insert(
                e.element,
                DqRating {
                    score: e.score,
                    rationale: e.rationale,
                },
            );
        }
        DomainEvent::QualityImprovementAdded(e) => cycle.improvements.push(Improvement {
            id: e.improvement_id,
            action: e.action,
            impact: e.impact,
        }),
        DomainEvent::UncertaintyResolved(e) => {
            if let Some(u) = cycle
                .uncertainties
                .iter_mut()
                .find(|u| u.id == e.uncertainty_id)
            {
                u.resolution = Some(e.resolution);
            }
        }
        DomainEvent::NoteAdded(e) => cycle.notes.push(WorkingNote {
            id: e.note_id,
            content: e.content,
            component: e.component,
        }),
        DomainEvent::RevisitSuggested(e) => cycle.revisits.push(Revisit {
            id: e.revisit_id,
            component: e.component,
            reason: e.reason,
            priority: e.priority,
            trigger: e.trigger,
            status: RevisitStatus::Pending,
            resolution: None,
            resolved_by: None,
        }),
        DomainEvent::RevisitResolved(e) => {
            if let Some(r) = cycle.revisits.iter_mut().find(|r| r.id == e.revisit_id) {
                r.status = e.status;
                r.resolution = Some(e.resolution);
                r.resolved_by = Some(e.by);
            }
        }
        DomainEvent::ConfirmationRequested(e) => cycle.confirmations.push(Confirmation {
            id: e.confirmation_id,
            summary: e.summary,
            options: e.options,
            default_option: e.default_option,
            status: ConfirmationStatus::Pending,
            chosen_option: None,
            user_input: None,
            requested_at: e.requested_at,
            expires_at: e.expires_at,
            responded_at: None,
            responded_by: None,
            proposal: None,
        }),
        DomainEvent::ToolCallProposed(e) => cycle.confirmations.push(Confirmation {
            id: e.confirmation_id,
            summary: e.summary,
            options: crate::proposal::options(&e.tool_name),
            default_option: None,
            status: ConfirmationStatus::Pending,
            chosen_option: None,
            user_input: None,
            requested_at: e.requested_at,
            expires_at: e.expires_at,
            responded_at: None,
            responded_by: None,
            proposal: Some(Proposal {
                tool_name: e.tool_name,
                parameters: e.parameters,
                proposed_by: e.proposed_by,
                conversation_turn: e.conversation_turn,
            }),
        }),
        DomainEvent::ConfirmationGateSet(e) => cycle.require_confirmation = e.require_confirmation,
        DomainEvent::ConfirmationExpired(e) => {
            if let Some(c) = cycle
                .confirmations
                .iter_mut()
                .find(|c| c.id == e.confirmation_id)
            {
                c.status = ConfirmationStatus::Expired;
            }
        }
        DomainEvent::RevisitExpired(e) => {
            if let Some(r) = cycle.revisits.iter_mut().find(|r| r.id == e.revisit_id) {
                r.status = RevisitStatus::Expired;
                r.resolution = Some(e.reason);
            }
        }
        DomainEvent::ConfirmationResolved(e) => {
            if let Some(c) = cycle
                .confirmations
                .iter_mut()
                .find(|c| c.id == e.confirmation_id)
            {
                c.status = e.status;
                c.chosen_option = e.chosen_option;
                c.user_input = e.user_input;
                c.responded_at = Some(e.responded_at);
                c.responded_by = Some(e.by);
            }
        }
        _ => {}
    }
    cycle
}

/// JSON maps need string keys: ratings are stored as a list of cells.
mod ratings_as_list {
    use super::Rating;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    use std::collections::BTreeMap;

    #[derive(Serialize, Deserialize)]
    struct Cell {
        alternative_id: String,
        objective_id: String,
        #[serde(flatten)]
        rating: Rating,
    }

    pub fn serialize<S: Serializer>(
        ratings: &BTreeMap<(String, String), Rating>,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        let cells: Vec<Cell> = ratings
            .iter()
            .map(|((a, o), r)| Cell {
                alternative_id: a.clone(),
                objective_id: o.clone(),
                rating: r.clone(),
            })
            .collect();
        cells.serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        d: D,
    ) -> Result<BTreeMap<(String, String), Rating>, D::Error> {
        Ok(Vec::<Cell>::deserialize(d)?
            .into_iter()
            .map(|c| ((c.alternative_id, c.objective_id), c.rating))
            .collect())
    }
}
