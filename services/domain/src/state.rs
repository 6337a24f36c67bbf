//! The cycle aggregate's state and `apply`.

use decision_events::values::{
    Component, ConstraintType, Direction, HierarchyLevel, PartyRole, PughRating,
};
use decision_events::*;
use serde::Serialize;
use std::collections::BTreeMap;

/// Everything decided so far in one decision cycle. Built only by [`apply`].
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
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
    /// Ratings keyed by (alternative id, objective id).
    pub ratings: BTreeMap<(String, String), Rating>,
    /// Tool calls audited on this cycle, accepted or rejected.
    pub invocations: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PotentialDecision {
    pub id: String,
    pub description: String,
}

/// A captured piece of text with an id (objective ideas, considerations).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Note {
    pub id: String,
    pub description: String,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Uncertainty {
    pub id: String,
    pub description: String,
    pub component: Component,
    pub resolvable: bool,
    pub impact: Option<String>,
    pub alternative_id: Option<String>,
    pub objective_id: Option<String>,
    pub resolution: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DecisionMaker {
    pub name: String,
    pub role: String,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Scope {
    pub in_scope: Vec<String>,
    pub out_scope: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Constraint {
    pub id: String,
    pub constraint_type: ConstraintType,
    pub description: String,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Party {
    pub id: String,
    pub name: String,
    pub role: PartyRole,
    pub concerns: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Deadline {
    pub deadline: String,
    pub hard: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HierarchyDecision {
    pub id: String,
    pub description: String,
    pub level: HierarchyLevel,
    pub status: String,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
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

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Alternative {
    pub id: String,
    pub letter: String,
    pub name: String,
    pub description: String,
    pub is_status_quo: bool,
    /// Strategy-table choices: dimension id → option.
    pub strategy: BTreeMap<String, String>,
    pub removed: Option<String>,
}

impl Alternative {
    pub fn is_active(&self) -> bool {
        self.removed.is_none()
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StrategyDimension {
    pub id: String,
    pub dimension: String,
    pub options: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Rating {
    pub rating: PughRating,
    pub reasoning: String,
}

impl Cycle {
    pub fn objective(&self, id: &str) -> Option<&Objective> {
        self.objectives.iter().find(|o| o.id == id)
    }

    pub fn alternative(&self, id: &str) -> Option<&Alternative> {
        self.alternatives.iter().find(|a| a.id == id)
    }

    pub fn active_objectives(&self) -> impl Iterator<Item = &Objective> {
        self.objectives.iter().filter(|o| o.is_active())
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
        DomainEvent::UncertaintyFlagged(e) => cycle.uncertainties.push(Uncertainty {
            id: e.uncertainty_id,
            description: e.description,
            component: e.component,
            resolvable: e.resolvable,
            impact: e.impact,
            alternative_id: e.alternative_id,
            objective_id: e.objective_id,
            resolution: None,
        }),
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
        DomainEvent::AlternativeAdded(e) => cycle.alternatives.push(Alternative {
            id: e.alternative_id,
            letter: e.letter,
            name: e.name,
            description: e.description,
            is_status_quo: e.is_status_quo,
            strategy: BTreeMap::new(),
            removed: None,
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
        DomainEvent::ToolInvocationRecorded(_) => cycle.invocations += 1,
    }
    cycle
}
