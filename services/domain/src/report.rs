//! The result an agent gets after an accepted command: ids, counts, and
//! names next to ids. One typed struct per tool, so the catalog can publish
//! each result's JSON Schema.

use crate::decide::split_batch;
use crate::*;
use decision_events::values::{
    Component, ConfirmationStatus, DqElement, PughRating, RevisitPriority, RevisitStatus,
};
use decision_events::{DomainEvent, ToolResultClass};
use schemars::JsonSchema;
use serde::Serialize;
use serde_json::Value;

macro_rules! results {
    ($( $(#[$doc:meta])* pub struct $name:ident { $($body:tt)* } )+) => {$(
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
        pub struct $name { $($body)* }
    )+};
}

results! {
    pub struct CycleCreatedResult { pub title: String, pub current_component: Component }
    pub struct NavigatedResult { pub previous_component: Option<Component>, pub current_component: Component, pub changed: bool }
    pub struct AddPotentialDecisionResult { pub decision_id: String, pub description: String, pub current_count: usize }
    pub struct AddObjectiveIdeaResult { pub idea_id: String, pub total_ideas: usize }
    pub struct UncertaintyAddedResult {
        pub uncertainty_id: String,
        pub total_open_uncertainties: usize,
        pub resolvable_count: usize,
    }
    pub struct AddConsiderationResult { pub consideration_id: String, pub total_considerations: usize }
    pub struct SetFocalDecisionResult { pub decision_id: String, pub description: String }
    pub struct SetDecisionMakerResult { pub name: String, pub role: String }
    pub struct SetFocalStatementResult { pub statement: String }
    pub struct SetScopeResult { pub in_scope: Vec<String>, pub out_scope: Vec<String> }
    pub struct AddConstraintResult { pub constraint_id: String, pub total_constraints: usize }
    pub struct AddPartyResult { pub party_id: String, pub name: String, pub total_parties: usize }
    pub struct SetDeadlineResult { pub deadline: String, pub hard: bool }
    pub struct AddHierarchyDecisionResult { pub decision_id: String, pub total_hierarchy_decisions: usize }
    pub struct AddObjectiveResult {
        pub objective_id: String,
        pub name: String,
        /// "fundamental" or "means".
        pub objective_type: String,
        pub total_fundamental: usize,
        pub total_means: usize,
    }
    pub struct LinkMeansResult {
        pub means_id: String,
        pub means_name: String,
        pub fundamental_id: String,
        pub fundamental_name: String,
        /// Every fundamental objective the means objective now serves.
        pub serves: Vec<String>,
    }
    pub struct NamedObjective { pub objective_id: String, pub name: String }
    pub struct DemoteToMeansResult {
        pub objective_id: String,
        pub name: String,
        /// "means".
        pub objective_type: String,
        pub fundamental_id: String,
        pub fundamental_name: String,
        /// What it serves now: `fundamental_id` only.
        pub serves: Vec<String>,
        /// Means objectives linked to it before: they keep their link and
        /// now serve it as a means (a means-ends chain).
        pub served_by: Vec<NamedObjective>,
        pub total_fundamental: usize,
        pub total_means: usize,
    }
    pub struct ObjectiveChangedResult {
        pub objective_id: String,
        pub name: String,
        pub measure: String,
        pub objective_type: String,
        pub total_fundamental: usize,
        pub total_means: usize,
    }
    pub struct AddAlternativeResult {
        pub alternative_id: String,
        /// "A", "B", … in the order added.
        pub letter: String,
        pub name: String,
        pub total_alternatives: usize,
        pub has_status_quo: bool,
    }
    pub struct AlternativeChangedResult {
        pub alternative_id: String,
        pub name: String,
        pub description: String,
        pub remaining_alternatives: usize,
        /// The Pugh datum after the change, if any alternative remains.
        pub datum_id: Option<String>,
    }
    pub struct AddStrategyDimensionResult {
        pub dimension_id: String,
        pub dimension: String,
        pub options: Vec<String>,
        pub total_dimensions: usize,
    }
    pub struct SetAlternativeStrategyResult {
        pub alternative_id: String,
        /// The dimension, named like the call's parameter.
        pub dim_id: String,
        /// The same dimension, under the name the result first had (kept:
        /// clients read it).
        pub dimension_id: String,
        pub option: String,
    }
    pub struct RateConsequenceResult {
        pub cell_updated: bool,
        pub alternative_id: String,
        pub objective_id: String,
        pub rating: PughRating,
        /// The rating this cell had before, if it was rated.
        pub previous_rating: Option<PughRating>,
        /// Rated cells / ratable cells, 0.0–1.0.
        pub matrix_completion: f64,
        pub cells_remaining: usize,
    }
    pub struct BatchFailure {
        /// Position of the cell in `ratings`.
        pub index: usize,
        pub alternative_id: String,
        pub objective_id: String,
        pub result: ToolResultClass,
        pub error: String,
    }
    pub struct BatchRateResult {
        pub updated_count: usize,
        pub failed: Vec<BatchFailure>,
        pub matrix_completion: f64,
        pub cells_remaining: usize,
    }
    pub struct ConsequenceUncertaintyResult {
        pub uncertainty_id: String,
        pub alternative_id: String,
        pub objective_id: String,
        pub total_open_uncertainties: usize,
    }
    pub struct UpdateRatingReasoningResult { pub alternative_id: String, pub objective_id: String, pub reasoning: String }
    pub struct MarkDominatedResult {
        pub marked: bool,
        pub alternative_id: String,
        pub alternative_name: String,
        pub dominated_by: String,
        pub dominated_by_name: String,
        /// Active alternatives not marked dominated.
        pub remaining_alternatives: usize,
        /// e.g. "Only 2 non-dominated alternatives remain".
        pub analysis_note: Option<String>,
    }
    pub struct ClearDominatedResult { pub alternative_id: String, pub name: String, pub remaining_alternatives: usize }
    pub struct MarkIrrelevantResult {
        pub objective_id: String,
        pub name: String,
        /// Objectives still counted in Pugh totals.
        pub counted_objectives: usize,
        /// Set when the ratings do differ on this objective.
        pub analysis_note: Option<String>,
    }
    pub struct AddTensionResult { pub tension_id: String, pub alternative_id: String, pub alternative_name: String, pub total_tensions: usize }
    pub struct SetSynthesisResult { pub synthesis: String }
    pub struct SetStandoutResult {
        pub alternative_id: Option<String>,
        pub alternative_name: Option<String>,
        pub rationale: String,
        /// Whether the standout is the current Pugh leader.
        pub is_pugh_leader: Option<bool>,
    }
    pub struct AddKeyConsiderationResult { pub consideration_id: String, pub total_key_considerations: usize }
    pub struct RateDqElementResult {
        pub element: DqElement,
        pub score: u8,
        /// The minimum of the rated elements.
        pub overall_dq: u8,
        pub weakest_element: DqElement,
        pub elements_rated: usize,
        pub elements_remaining: usize,
    }
    pub struct AddQualityImprovementResult { pub improvement_id: String, pub total_improvements: usize }
    pub struct ResolveUncertaintyResult { pub uncertainty_id: String, pub description: String, pub total_open_uncertainties: usize }
    pub struct SuggestRevisitResult {
        pub suggestion_id: String,
        pub total_pending: usize,
        /// High and critical suggestions are shown to the user at the end of the component.
        pub will_prompt_user: bool,
    }
    pub struct RevisitResolvedResult { pub suggestion_id: String, pub status: RevisitStatus, pub total_pending: usize }
    pub struct RequestConfirmationResult {
        pub confirmation_id: String,
        pub status: ConfirmationStatus,
        pub expires_at: String,
        pub options: usize,
    }
    pub struct ConfirmationResolvedResult {
        pub confirmation_id: String,
        pub status: ConfirmationStatus,
        pub chosen_option: Option<usize>,
        pub chosen_label: Option<String>,
        pub user_input: Option<String>,
    }
    pub struct AddNoteResult { pub note_id: String, pub total_notes: usize }
}

/// The tool result for `command`, given the state before and after its
/// `events` were applied.
pub fn report(before: &Cycle, after: &Cycle, command: &Command, events: &[DomainEvent]) -> Value {
    match command {
        Command::CreateCycle(_) => to_value(CycleCreatedResult {
            title: after.title.clone(),
            current_component: after.current_component.unwrap_or(Component::IssueRaising),
        }),
        Command::Navigate(n) => to_value(NavigatedResult {
            previous_component: before.current_component,
            current_component: n.component,
            changed: !events.is_empty(),
        }),
        Command::AddPotentialDecision(_) => {
            let d = after.potential_decisions.last().expect("just added");
            to_value(AddPotentialDecisionResult {
                decision_id: d.id.clone(),
                description: d.description.clone(),
                current_count: after.potential_decisions.len(),
            })
        }
        Command::AddObjectiveIdea(_) => to_value(AddObjectiveIdeaResult {
            idea_id: last_id(after.objective_ideas.iter().map(|n| &n.id)),
            total_ideas: after.objective_ideas.len(),
        }),
        Command::AddUncertainty(_) => to_value(uncertainty_added(after)),
        Command::AddConsideration(_) => to_value(AddConsiderationResult {
            consideration_id: last_id(after.considerations.iter().map(|n| &n.id)),
            total_considerations: after.considerations.len(),
        }),
        Command::SetFocalDecision(c) => to_value(SetFocalDecisionResult {
            decision_id: c.decision_id.clone(),
            description: after
                .potential_decisions
                .iter()
                .find(|d| d.id == c.decision_id)
                .map(|d| d.description.clone())
                .unwrap_or_default(),
        }),
        Command::SetDecisionMaker(_) => {
            let dm = after.decision_maker.clone().expect("just set");
            to_value(SetDecisionMakerResult {
                name: dm.name,
                role: dm.role,
            })
        }
        Command::SetFocalStatement(_) => to_value(SetFocalStatementResult {
            statement: after.focal_statement.clone().unwrap_or_default(),
        }),
        Command::SetScope(_) => {
            let s = after.scope.clone().expect("just set");
            to_value(SetScopeResult {
                in_scope: s.in_scope,
                out_scope: s.out_scope,
            })
        }
        Command::AddConstraint(_) => to_value(AddConstraintResult {
            constraint_id: last_id(after.constraints.iter().map(|c| &c.id)),
            total_constraints: after.constraints.len(),
        }),
        Command::AddParty(_) => {
            let p = after.parties.last().expect("just added");
            to_value(AddPartyResult {
                party_id: p.id.clone(),
                name: p.name.clone(),
                total_parties: after.parties.len(),
            })
        }
        Command::SetDeadline(_) => {
            let d = after.deadline.clone().expect("just set");
            to_value(SetDeadlineResult {
                deadline: d.deadline,
                hard: d.hard,
            })
        }
        Command::AddHierarchyDecision(_) => to_value(AddHierarchyDecisionResult {
            decision_id: last_id(after.hierarchy.iter().map(|h| &h.id)),
            total_hierarchy_decisions: after.hierarchy.len(),
        }),
        Command::AddObjective(_) => {
            let o = after.objectives.last().expect("just added");
            let (fundamental, means) = objective_counts(after);
            to_value(AddObjectiveResult {
                objective_id: o.id.clone(),
                name: o.name.clone(),
                objective_type: o.kind().into(),
                total_fundamental: fundamental,
                total_means: means,
            })
        }
        Command::LinkMeansToFundamental(c) => {
            let means = after.objective(&c.means_id).expect("checked");
            let fundamental = after.objective(&c.fundamental_id).expect("checked");
            to_value(LinkMeansResult {
                means_id: means.id.clone(),
                means_name: means.name.clone(),
                fundamental_id: fundamental.id.clone(),
                fundamental_name: fundamental.name.clone(),
                serves: means.serves.clone(),
            })
        }
        Command::DemoteToMeans(c) => {
            let o = after.objective(&c.id).expect("checked");
            let fundamental = after.objective(&c.fundamental_id).expect("checked");
            let (total_fundamental, total_means) = objective_counts(after);
            to_value(DemoteToMeansResult {
                objective_id: o.id.clone(),
                name: o.name.clone(),
                objective_type: o.kind().into(),
                fundamental_id: fundamental.id.clone(),
                fundamental_name: fundamental.name.clone(),
                serves: o.serves.clone(),
                served_by: after
                    .active_objectives()
                    .filter(|m| m.serves.contains(&o.id))
                    .map(|m| NamedObjective {
                        objective_id: m.id.clone(),
                        name: m.name.clone(),
                    })
                    .collect(),
                total_fundamental,
                total_means,
            })
        }
        Command::UpdateObjectiveMeasure(UpdateObjectiveMeasure { id, .. })
        | Command::RemoveObjective(RemoveObjective { id, .. })
        | Command::PromoteToFundamental(PromoteToFundamental { id, .. }) => {
            let o = after.objective(id).expect("checked");
            let (fundamental, means) = objective_counts(after);
            to_value(ObjectiveChangedResult {
                objective_id: o.id.clone(),
                name: o.name.clone(),
                measure: o.measure.clone(),
                objective_type: o.kind().into(),
                total_fundamental: fundamental,
                total_means: means,
            })
        }
        Command::AddAlternative(_) => {
            let a = after.alternatives.last().expect("just added");
            to_value(AddAlternativeResult {
                alternative_id: a.id.clone(),
                letter: a.letter.clone(),
                name: a.name.clone(),
                total_alternatives: after.active_alternatives().count(),
                has_status_quo: after.active_alternatives().any(|a| a.is_status_quo),
            })
        }
        Command::UpdateAlternative(UpdateAlternative { id, .. })
        | Command::RemoveAlternative(RemoveAlternative { id, .. }) => {
            let a = after.alternative(id).expect("checked");
            to_value(AlternativeChangedResult {
                alternative_id: a.id.clone(),
                name: a.name.clone(),
                description: a.description.clone(),
                remaining_alternatives: after.active_alternatives().count(),
                datum_id: pugh::datum(after).map(|d| d.id.clone()),
            })
        }
        Command::AddStrategyDimension(_) => {
            let d = after.strategy_dimensions.last().expect("just added");
            to_value(AddStrategyDimensionResult {
                dimension_id: d.id.clone(),
                dimension: d.dimension.clone(),
                options: d.options.clone(),
                total_dimensions: after.strategy_dimensions.len(),
            })
        }
        Command::SetAlternativeStrategy(c) => to_value(SetAlternativeStrategyResult {
            alternative_id: c.alternative_id.clone(),
            dim_id: c.dim_id.clone(),
            dimension_id: c.dim_id.clone(),
            option: after
                .alternative(&c.alternative_id)
                .and_then(|a| a.strategy.get(&c.dim_id).cloned())
                .unwrap_or_default(),
        }),
        Command::RateConsequence(c) => {
            let key = (c.alternative_id.clone(), c.objective_id.clone());
            let completion = pugh::completion(after);
            to_value(RateConsequenceResult {
                cell_updated: true,
                alternative_id: c.alternative_id.clone(),
                objective_id: c.objective_id.clone(),
                rating: c.rating,
                previous_rating: before.ratings.get(&key).map(|r| r.rating),
                matrix_completion: completion.ratio(),
                cells_remaining: completion.remaining(),
            })
        }
        Command::BatchRateConsequences(c) => {
            let (rated, failed) = split_batch(before, c);
            let completion = pugh::completion(after);
            to_value(BatchRateResult {
                updated_count: rated.len(),
                failed: failed
                    .into_iter()
                    .map(|(index, cell, rejection)| BatchFailure {
                        index,
                        alternative_id: cell.alternative_id,
                        objective_id: cell.objective_id,
                        result: rejection.class.result_class(),
                        error: rejection.message,
                    })
                    .collect(),
                matrix_completion: completion.ratio(),
                cells_remaining: completion.remaining(),
            })
        }
        Command::AddConsequenceUncertainty(c) => to_value(ConsequenceUncertaintyResult {
            uncertainty_id: last_id(after.uncertainties.iter().map(|u| &u.id)),
            alternative_id: c.alternative_id.clone(),
            objective_id: c.objective_id.clone(),
            total_open_uncertainties: after.open_uncertainties().count(),
        }),
        Command::UpdateRatingReasoning(c) => to_value(UpdateRatingReasoningResult {
            alternative_id: c.alternative_id.clone(),
            objective_id: c.objective_id.clone(),
            reasoning: after
                .ratings
                .get(&(c.alternative_id.clone(), c.objective_id.clone()))
                .map(|r| r.reasoning.clone())
                .unwrap_or_default(),
        }),
        later => report_later(before, after, later),
    }
}

fn uncertainty_added(after: &Cycle) -> UncertaintyAddedResult {
    UncertaintyAddedResult {
        uncertainty_id: last_id(after.uncertainties.iter().map(|u| &u.id)),
        total_open_uncertainties: after.open_uncertainties().count(),
        resolvable_count: after.open_uncertainties().filter(|u| u.resolvable).count(),
    }
}

/// (fundamental, means) among active objectives.
fn objective_counts(cycle: &Cycle) -> (usize, usize) {
    let fundamental = cycle
        .active_objectives()
        .filter(|o| o.is_fundamental)
        .count();
    (fundamental, cycle.active_objectives().count() - fundamental)
}

fn last_id<'a>(ids: impl Iterator<Item = &'a String>) -> String {
    ids.last().cloned().unwrap_or_default()
}

pub(crate) fn to_value(result: impl Serialize) -> Value {
    // Results are plain structs of strings and numbers: this cannot fail.
    serde_json::to_value(result).expect("tool results serialize")
}

/// Results of the tradeoffs, recommendation, decision-quality and
/// cross-cutting commands.
fn report_later(before: &Cycle, after: &Cycle, command: &Command) -> Value {
    let non_dominated = || {
        after
            .active_alternatives()
            .filter(|a| a.dominated.is_none())
            .count()
    };
    match command {
        Command::MarkDominated(c) => {
            let (x, y) = (
                after.alternative(&c.alternative_id).expect("checked"),
                after.alternative(&c.dominated_by).expect("checked"),
            );
            let remaining = non_dominated();
            to_value(MarkDominatedResult {
                marked: true,
                alternative_id: x.id.clone(),
                alternative_name: x.name.clone(),
                dominated_by: y.id.clone(),
                dominated_by_name: y.name.clone(),
                remaining_alternatives: remaining,
                analysis_note: match remaining {
                    1 => Some("Only 1 non-dominated alternative remains".into()),
                    0..=2 => Some(format!(
                        "Only {remaining} non-dominated alternatives remain"
                    )),
                    // Only the two rows matter: a pair `decide` verified
                    // needs no note, whatever other rows still lack.
                    _ if crate::analysis::compare(before, y, x)
                        == crate::analysis::Comparison::Incomplete =>
                    {
                        Some("Not verified against the matrix: some cells are unrated".into())
                    }
                    _ => None,
                },
            })
        }
        Command::ClearDominated(c) => {
            let a = after.alternative(&c.alternative_id).expect("checked");
            to_value(ClearDominatedResult {
                alternative_id: a.id.clone(),
                name: a.name.clone(),
                remaining_alternatives: non_dominated(),
            })
        }
        Command::MarkIrrelevantObjective(c) => {
            let o = after.objective(&c.objective_id).expect("checked");
            let detected = crate::analysis::find_irrelevant(before)
                .iter()
                .any(|i| i.objective_id == o.id);
            to_value(MarkIrrelevantResult {
                objective_id: o.id.clone(),
                name: o.name.clone(),
                counted_objectives: after.counted_objectives().count(),
                analysis_note: (!detected).then(|| "The ratings on this objective differ (or are incomplete); it no longer counts in totals anyway".into()),
            })
        }
        Command::AddTension(c) => {
            let a = after.alternative(&c.alternative_id).expect("checked");
            to_value(AddTensionResult {
                tension_id: last_id(after.tensions.iter().map(|t| &t.id)),
                alternative_id: a.id.clone(),
                alternative_name: a.name.clone(),
                total_tensions: after.tensions.len(),
            })
        }
        Command::SetSynthesis(_) => to_value(SetSynthesisResult {
            synthesis: after.synthesis.clone().unwrap_or_default(),
        }),
        Command::SetStandout(_) => {
            let s = after.standout.clone().expect("just set");
            let leader = pugh::totals(after).map(|t| t.leader_id);
            to_value(SetStandoutResult {
                alternative_name: s
                    .alternative_id
                    .as_ref()
                    .and_then(|id| after.alternative(id))
                    .map(|a| a.name.clone()),
                is_pugh_leader: s
                    .alternative_id
                    .as_ref()
                    .map(|id| leader.as_ref() == Some(id)),
                alternative_id: s.alternative_id,
                rationale: s.rationale,
            })
        }
        Command::AddKeyConsideration(_) => to_value(AddKeyConsiderationResult {
            consideration_id: last_id(after.key_considerations.iter().map(|k| &k.id)),
            total_key_considerations: after.key_considerations.len(),
        }),
        Command::AddRemainingUncertainty(_) | Command::FlagUncertainty(_) => {
            to_value(uncertainty_added(after))
        }
        Command::RateDqElement(c) => {
            let (weakest, overall) = crate::query::overall_dq(after).expect("one element rated");
            to_value(RateDqElementResult {
                element: c.element,
                score: c.score,
                overall_dq: overall,
                weakest_element: weakest,
                elements_rated: after.dq_ratings.len(),
                elements_remaining: DqElement::ALL.len() - after.dq_ratings.len(),
            })
        }
        Command::AddQualityImprovement(_) => to_value(AddQualityImprovementResult {
            improvement_id: last_id(after.improvements.iter().map(|i| &i.id)),
            total_improvements: after.improvements.len(),
        }),
        Command::ResolveUncertainty(c) => to_value(ResolveUncertaintyResult {
            uncertainty_id: c.id.clone(),
            description: after
                .uncertainties
                .iter()
                .find(|u| u.id == c.id)
                .map(|u| u.description.clone())
                .unwrap_or_default(),
            total_open_uncertainties: after.open_uncertainties().count(),
        }),
        Command::SuggestRevisit(c) => to_value(SuggestRevisitResult {
            suggestion_id: last_id(after.revisits.iter().map(|r| &r.id)),
            total_pending: after.pending_revisits().count(),
            will_prompt_user: c.priority >= RevisitPriority::High,
        }),
        Command::DismissRevisit(DismissRevisit { id, .. })
        | Command::ResolveRevisit(ResolveRevisit { id, .. }) => to_value(RevisitResolvedResult {
            suggestion_id: id.clone(),
            status: after
                .revisits
                .iter()
                .find(|r| &r.id == id)
                .map_or(RevisitStatus::Pending, |r| r.status),
            total_pending: after.pending_revisits().count(),
        }),
        Command::RequestConfirmation(_) => {
            let c = after.confirmations.last().expect("just added");
            to_value(RequestConfirmationResult {
                confirmation_id: c.id.clone(),
                status: c.status,
                expires_at: c.expires_at.to_rfc3339(),
                options: c.options.len(),
            })
        }
        Command::RecordUserChoice(RecordUserChoice {
            confirmation_id, ..
        })
        | Command::RespondToConfirmation(RespondToConfirmation {
            confirmation_id, ..
        }) => {
            let c = after
                .confirmations
                .iter()
                .find(|c| &c.id == confirmation_id)
                .expect("checked");
            to_value(ConfirmationResolvedResult {
                confirmation_id: c.id.clone(),
                status: c.status,
                chosen_option: c.chosen_option,
                chosen_label: c
                    .chosen_option
                    .and_then(|i| c.options.get(i))
                    .map(|o| o.label.clone()),
                user_input: c.user_input.clone(),
            })
        }
        Command::AddNote(_) => to_value(AddNoteResult {
            note_id: last_id(after.notes.iter().map(|n| &n.id)),
            total_notes: after.notes.len(),
        }),
        other => unreachable!("{} is reported by `report`", other.name()),
    }
}
