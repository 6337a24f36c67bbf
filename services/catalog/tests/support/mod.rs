//! Shared by the catalog's test binaries: the catalog, one valid call per
//! tool with the domain call it must become, and assertion helpers.
#![allow(dead_code)] // each test binary uses its own part of this module

use decision_catalog::{Catalog, ToolCall};
use decision_domain::*;
use decision_events::values::{
    Component, ConfirmationOption, ConstraintType, Direction, DqElement, HierarchyLevel, PartyRole,
    PughRating, RaterKind, RevisitPriority, WeightMethod,
};
use serde_json::{Value, json};
use std::sync::OnceLock;

pub fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(Catalog::new)
}

/// The component a tool can be called in without an allow-list error.
pub fn home(tool: &str) -> Component {
    catalog()
        .get(tool)
        .unwrap_or_else(|| panic!("no tool {tool}"))
        .component
        .unwrap_or(Component::Consequences)
}

/// Calls `tool` in its own component and returns the rejection; panics if
/// the call was accepted.
pub fn rejected(tool: &str, parameters: Value) -> Rejection {
    rejected_in(tool, parameters, home(tool))
}

pub fn rejected_in(tool: &str, parameters: Value, current: Component) -> Rejection {
    match catalog().prepare(tool, &parameters, current) {
        Ok(call) => panic!("{tool} {parameters} in {current} was accepted as {call:?}"),
        Err(rejection) => {
            assert_readable(&rejection.message);
            rejection
        }
    }
}

/// Asserts `text` contains every one of `parts`, showing the text if not.
pub fn assert_mentions(text: &str, parts: &[&str]) {
    for part in parts {
        assert!(text.contains(part), "expected {part:?} in:\n{text}");
    }
}

/// No validator jargon or broken grammar reaches an agent.
fn assert_readable(message: &str) {
    for bad in [
        "False schema",
        "is invalid:",
        " a integer",
        " a object",
        " a array",
        "null null",
        "item(s)",
    ] {
        assert!(!message.contains(bad), "{bad:?} in:\n{message}");
    }
}

fn rating(value: i64) -> PughRating {
    PughRating::new(value).expect("a valid rating")
}

/// One valid call per tool, with the domain call it must parse into.
pub fn examples() -> Vec<(&'static str, Value, ToolCall)> {
    use ToolCall::{Command as C, Query as Q};
    let s = str::to_owned;
    vec![
        (
            "add_potential_decision",
            json!({"description": "Whether to accept the VP offer"}),
            C(Command::AddPotentialDecision(AddPotentialDecision {
                description: s("Whether to accept the VP offer"),
            })),
        ),
        (
            "add_objective_idea",
            json!({"description": "More time with family"}),
            C(Command::AddObjectiveIdea(AddObjectiveIdea {
                description: s("More time with family"),
            })),
        ),
        (
            "add_uncertainty",
            json!({"description": "Will the round close?", "resolvable": true}),
            C(Command::AddUncertainty(AddUncertainty {
                description: s("Will the round close?"),
                resolvable: true,
            })),
        ),
        (
            "add_consideration",
            json!({"description": "Partner's job is local"}),
            C(Command::AddConsideration(AddConsideration {
                description: s("Partner's job is local"),
            })),
        ),
        (
            "set_focal_decision",
            json!({"decision_id": "dec_1"}),
            C(Command::SetFocalDecision(SetFocalDecision {
                decision_id: s("dec_1"),
            })),
        ),
        (
            "set_decision_maker",
            json!({"name": "Sam", "role": "Engineering manager"}),
            C(Command::SetDecisionMaker(SetDecisionMaker {
                name: s("Sam"),
                role: s("Engineering manager"),
            })),
        ),
        (
            "set_focal_statement",
            json!({"statement": "Which role should I take?"}),
            C(Command::SetFocalStatement(SetFocalStatement {
                statement: s("Which role should I take?"),
            })),
        ),
        (
            "set_scope",
            json!({"in_scope": ["Role", "Pay"], "out_scope": ["Moving city"]}),
            C(Command::SetScope(SetScope {
                in_scope: vec![s("Role"), s("Pay")],
                out_scope: vec![s("Moving city")],
            })),
        ),
        (
            "add_constraint",
            json!({"constraint_type": "time", "description": "Offer expires 2026-12-15"}),
            C(Command::AddConstraint(AddConstraint {
                constraint_type: ConstraintType::Time,
                description: s("Offer expires 2026-12-15"),
            })),
        ),
        (
            "add_party",
            json!({"name": "Alex", "role": "affected", "concerns": ["Commute"]}),
            C(Command::AddParty(AddParty {
                name: s("Alex"),
                role: PartyRole::Affected,
                concerns: vec![s("Commute")],
            })),
        ),
        (
            "set_deadline",
            json!({"deadline": "2026-12-15", "hard": true}),
            C(Command::SetDeadline(SetDeadline {
                deadline: s("2026-12-15"),
                hard: true,
            })),
        ),
        (
            "add_hierarchy_decision",
            json!({"description": "Which city", "level": "deferred", "status": "open"}),
            C(Command::AddHierarchyDecision(AddHierarchyDecision {
                description: s("Which city"),
                level: HierarchyLevel::Deferred,
                status: s("open"),
            })),
        ),
        (
            "add_objective",
            json!({"name": "Maximize pay", "measure": "$/year", "direction": "higher", "is_fundamental": true}),
            C(Command::AddObjective(AddObjective {
                name: s("Maximize pay"),
                measure: s("$/year"),
                direction: Direction::Higher,
                is_fundamental: true,
            })),
        ),
        (
            "link_means_to_fundamental",
            json!({"means_id": "obj_3", "fundamental_id": "obj_4"}),
            C(Command::LinkMeansToFundamental(LinkMeansToFundamental {
                means_id: s("obj_3"),
                fundamental_id: s("obj_4"),
            })),
        ),
        (
            "update_objective_measure",
            json!({"id": "obj_2", "new_measure": "hours/week"}),
            C(Command::UpdateObjectiveMeasure(UpdateObjectiveMeasure {
                id: s("obj_2"),
                new_measure: s("hours/week"),
            })),
        ),
        (
            "remove_objective",
            json!({"id": "obj_2", "reason": "Duplicate"}),
            C(Command::RemoveObjective(RemoveObjective {
                id: s("obj_2"),
                reason: s("Duplicate"),
            })),
        ),
        (
            "promote_to_fundamental",
            json!({"id": "obj_3", "reason": "Matters in itself"}),
            C(Command::PromoteToFundamental(PromoteToFundamental {
                id: s("obj_3"),
                reason: s("Matters in itself"),
            })),
        ),
        (
            "demote_to_means",
            json!({"id": "obj_3", "fundamental_id": "obj_1"}),
            C(Command::DemoteToMeans(DemoteToMeans {
                id: s("obj_3"),
                fundamental_id: s("obj_1"),
            })),
        ),
        (
            "add_alternative",
            json!({"name": "Stay", "description": "", "is_status_quo": true}),
            C(Command::AddAlternative(AddAlternative {
                name: s("Stay"),
                description: s(""),
                is_status_quo: true,
            })),
        ),
        (
            "update_alternative",
            json!({"id": "alt_b", "description": "Remote-first"}),
            C(Command::UpdateAlternative(UpdateAlternative {
                id: s("alt_b"),
                description: s("Remote-first"),
            })),
        ),
        (
            "remove_alternative",
            json!({"id": "alt_b", "reason": "Withdrawn"}),
            C(Command::RemoveAlternative(RemoveAlternative {
                id: s("alt_b"),
                reason: s("Withdrawn"),
            })),
        ),
        (
            "add_strategy_dimension",
            json!({"dimension": "Location", "options": ["Remote", "Office"]}),
            C(Command::AddStrategyDimension(AddStrategyDimension {
                dimension: s("Location"),
                options: vec![s("Remote"), s("Office")],
            })),
        ),
        (
            "set_alternative_strategy",
            json!({"alternative_id": "alt_a", "dim_id": "dim_1", "option": "Remote"}),
            C(Command::SetAlternativeStrategy(SetAlternativeStrategy {
                alternative_id: s("alt_a"),
                dim_id: s("dim_1"),
                option: s("Remote"),
            })),
        ),
        (
            "rate_consequence",
            json!({"alternative_id": "alt_b", "objective_id": "obj_1", "rating": -2, "reasoning": "Less pay"}),
            C(Command::RateConsequence(RateConsequence {
                alternative_id: s("alt_b"),
                objective_id: s("obj_1"),
                rating: rating(-2),
                reasoning: s("Less pay"),
            })),
        ),
        (
            "batch_rate_consequences",
            json!({"ratings": [
                {"alternative_id": "alt_b", "objective_id": "obj_1", "rating": 2, "reasoning": "More pay"},
                {"alternative_id": "alt_c", "objective_id": "obj_2", "rating": 0, "reasoning": "Same"}
            ]}),
            C(Command::BatchRateConsequences(BatchRateConsequences {
                ratings: vec![
                    ConsequenceRating {
                        alternative_id: s("alt_b"),
                        objective_id: s("obj_1"),
                        rating: rating(2),
                        reasoning: s("More pay"),
                    },
                    ConsequenceRating {
                        alternative_id: s("alt_c"),
                        objective_id: s("obj_2"),
                        rating: rating(0),
                        reasoning: s("Same"),
                    },
                ],
            })),
        ),
        (
            "add_consequence_uncertainty",
            json!({"alternative_id": "alt_b", "objective_id": "obj_1", "uncertainty": "Bonus unknown"}),
            C(Command::AddConsequenceUncertainty(
                AddConsequenceUncertainty {
                    alternative_id: s("alt_b"),
                    objective_id: s("obj_1"),
                    uncertainty: s("Bonus unknown"),
                },
            )),
        ),
        (
            "update_rating_reasoning",
            json!({"alternative_id": "alt_b", "objective_id": "obj_1", "reasoning": "Base pay only"}),
            C(Command::UpdateRatingReasoning(UpdateRatingReasoning {
                alternative_id: s("alt_b"),
                objective_id: s("obj_1"),
                reasoning: s("Base pay only"),
            })),
        ),
        (
            "record_measured_consequence",
            json!({"alternative_id": "alt_a", "objective_id": "obj_1", "value": 130, "unit": "kEUR",
                   "low": 120, "high": 150, "source": "Offer letter"}),
            C(Command::RecordMeasuredConsequence(
                RecordMeasuredConsequence {
                    alternative_id: s("alt_a"),
                    objective_id: s("obj_1"),
                    value: 130.0,
                    unit: s("kEUR"),
                    low: Some(120.0),
                    high: Some(150.0),
                    source: Some(s("Offer letter")),
                },
            )),
        ),
        (
            "clear_measured_consequence",
            json!({"alternative_id": "alt_a", "objective_id": "obj_1", "reason": "Offer withdrawn"}),
            C(Command::ClearMeasuredConsequence(
                ClearMeasuredConsequence {
                    alternative_id: s("alt_a"),
                    objective_id: s("obj_1"),
                    reason: s("Offer withdrawn"),
                },
            )),
        ),
        (
            "set_value_function",
            json!({"objective_id": "obj_1", "unit": "kEUR", "kind": "stepwise", "worst": null, "best": null,
                   "steps": [{"from": 0, "value": 0}, {"from": 110, "value": 0.5}, {"from": 140, "value": 1}]}),
            C(Command::SetValueFunction(SetValueFunction {
                objective_id: s("obj_1"),
                unit: s("kEUR"),
                kind: ValueFunctionKind::Stepwise,
                worst: None,
                best: None,
                steps: Some(vec![
                    StepInput {
                        from: 0.0,
                        value: 0.0,
                    },
                    StepInput {
                        from: 110.0,
                        value: 0.5,
                    },
                    StepInput {
                        from: 140.0,
                        value: 1.0,
                    },
                ]),
            })),
        ),
        (
            "add_rater",
            json!({"kind": "partner", "name": "Sam"}),
            C(Command::AddRater(AddRater {
                kind: RaterKind::Partner,
                name: s("Sam"),
            })),
        ),
        (
            "rate_consequence_as",
            json!({"rater_id": "rater_1", "alternative_id": "alt_c", "objective_id": "obj_1", "rating": -1, "reasoning": "Sam doubts the raise"}),
            C(Command::RateConsequenceAs(RateConsequenceAs {
                rater_id: s("rater_1"),
                alternative_id: s("alt_c"),
                objective_id: s("obj_1"),
                rating: PughRating::new(-1).expect("in range"),
                reasoning: s("Sam doubts the raise"),
            })),
        ),
        (
            "compute_pugh_totals",
            json!({}),
            Q(Query::ComputePughTotals(ComputePughTotals::default())),
        ),
        (
            "get_document_summary",
            json!({}),
            Q(Query::GetDocumentSummary(GetDocumentSummary::default())),
        ),
        (
            "mark_dominated",
            json!({"alternative_id": "alt_c", "dominated_by": "alt_a", "reason": "Worse everywhere"}),
            C(Command::MarkDominated(MarkDominated {
                alternative_id: s("alt_c"),
                dominated_by: s("alt_a"),
                reason: s("Worse everywhere"),
            })),
        ),
        (
            "mark_irrelevant_objective",
            json!({"objective_id": "obj_5", "reason": "Same for all"}),
            C(Command::MarkIrrelevantObjective(MarkIrrelevantObjective {
                objective_id: s("obj_5"),
                reason: s("Same for all"),
            })),
        ),
        (
            "add_tension",
            json!({"alternative_id": "alt_a", "excels_at": "Growth", "sacrifices": "Family time"}),
            C(Command::AddTension(AddTension {
                alternative_id: s("alt_a"),
                excels_at: s("Growth"),
                sacrifices: s("Family time"),
            })),
        ),
        (
            "clear_dominated",
            json!({"alternative_id": "alt_c", "reason": "Re-rated"}),
            C(Command::ClearDominated(ClearDominated {
                alternative_id: s("alt_c"),
                reason: s("Re-rated"),
            })),
        ),
        (
            "set_synthesis",
            json!({"synthesis": "VP leads"}),
            C(Command::SetSynthesis(SetSynthesis {
                synthesis: s("VP leads"),
            })),
        ),
        (
            "set_standout",
            json!({"alternative_id": null, "rationale": "No clear winner"}),
            C(Command::SetStandout(SetStandout {
                alternative_id: None,
                rationale: s("No clear winner"),
            })),
        ),
        (
            "add_key_consideration",
            json!({"consideration": "Negotiate remote days"}),
            C(Command::AddKeyConsideration(AddKeyConsideration {
                consideration: s("Negotiate remote days"),
            })),
        ),
        (
            "add_remaining_uncertainty",
            json!({"uncertainty": "Evening load", "resolution_path": "Ask two VPs"}),
            C(Command::AddRemainingUncertainty(AddRemainingUncertainty {
                uncertainty: s("Evening load"),
                resolution_path: s("Ask two VPs"),
            })),
        ),
        (
            "rate_dq_element",
            json!({"element": "clear_objectives", "score": 70, "rationale": "Separated"}),
            C(Command::RateDqElement(RateDqElement {
                element: DqElement::ClearObjectives,
                score: 70,
                rationale: s("Separated"),
            })),
        ),
        (
            "add_quality_improvement",
            json!({"action": "Interview a VP", "impact": "Reliable consequences"}),
            C(Command::AddQualityImprovement(AddQualityImprovement {
                action: s("Interview a VP"),
                impact: s("Reliable consequences"),
            })),
        ),
        (
            "calculate_overall_dq",
            json!({"response_format": "detailed"}),
            Q(Query::CalculateOverallDq(CalculateOverallDq {
                response_format: Some(ResponseFormat::Detailed),
            })),
        ),
        (
            "flag_uncertainty",
            json!({"description": "Funding", "component": "alternatives", "resolvable": true, "impact": null}),
            C(Command::FlagUncertainty(FlagUncertainty {
                description: s("Funding"),
                component: Component::Alternatives,
                resolvable: true,
                impact: None,
            })),
        ),
        (
            "resolve_uncertainty",
            json!({"id": "unc_1", "resolution": "Closed"}),
            C(Command::ResolveUncertainty(ResolveUncertainty {
                id: s("unc_1"),
                resolution: s("Closed"),
            })),
        ),
        (
            "list_uncertainties",
            json!({"filter": "consequences"}),
            Q(Query::ListUncertainties(ListUncertainties {
                filter: Some(Component::Consequences),
                response_format: None,
            })),
        ),
        (
            "suggest_revisit",
            json!({"component": "objectives", "reason": "Commute", "priority": "high", "trigger": "user"}),
            C(Command::SuggestRevisit(SuggestRevisit {
                component: Component::Objectives,
                reason: s("Commute"),
                priority: RevisitPriority::High,
                trigger: Some(s("user")),
            })),
        ),
        (
            "get_pending_revisits",
            json!({}),
            Q(Query::GetPendingRevisits(GetPendingRevisits::default())),
        ),
        (
            "get_confirmations",
            json!({"status": "answered"}),
            Q(Query::GetConfirmations(GetConfirmations {
                status: Some(ListStatus::Answered),
                response_format: None,
            })),
        ),
        (
            "dismiss_revisit",
            json!({"id": "rev_1", "reason": "Done"}),
            C(Command::DismissRevisit(DismissRevisit {
                id: s("rev_1"),
                reason: s("Done"),
            })),
        ),
        (
            "request_confirmation",
            json!({"summary": "Remove it?", "options": [{"label": "Yes", "description": ""}], "default_option": 0, "expires_in_minutes": 30}),
            C(Command::RequestConfirmation(RequestConfirmation {
                summary: s("Remove it?"),
                options: vec![ConfirmationOption {
                    label: s("Yes"),
                    description: s(""),
                }],
                default_option: Some(0),
                expires_in_minutes: Some(30),
            })),
        ),
        (
            "record_user_choice",
            json!({"confirmation_id": "conf_1", "choice": "Yes"}),
            C(Command::RecordUserChoice(RecordUserChoice {
                confirmation_id: s("conf_1"),
                choice: s("Yes"),
            })),
        ),
        (
            "get_document_section",
            json!({"component": "objectives"}),
            Q(Query::GetDocumentSection(GetDocumentSection {
                component: Component::Objectives,
                response_format: None,
            })),
        ),
        (
            "add_note",
            json!({"content": "Ask HR", "component": null}),
            C(Command::AddNote(AddNote {
                content: s("Ask HR"),
                component: None,
            })),
        ),
        (
            "list_objectives",
            json!({"include_details": true, "filter": "means"}),
            Q(Query::ListObjectives(ListObjectives {
                include_details: Some(true),
                filter: Some(ObjectiveFilter::Means),
            })),
        ),
        (
            "find_dominated_alternatives",
            json!({}),
            Q(Query::FindDominatedAlternatives(
                FindDominatedAlternatives::default(),
            )),
        ),
        (
            "find_irrelevant_objectives",
            json!({}),
            Q(Query::FindIrrelevantObjectives(
                FindIrrelevantObjectives::default(),
            )),
        ),
        (
            "set_objective_weights",
            json!({"method": "rank_order", "values": null, "ranking": ["obj_2", "obj_1", "obj_4"]}),
            C(Command::SetObjectiveWeights(SetObjectiveWeights {
                method: WeightMethod::RankOrder,
                values: None,
                ranking: Some(vec![s("obj_2"), s("obj_1"), s("obj_4")]),
            })),
        ),
        (
            "erase_cycle",
            json!({}),
            C(Command::EraseCycle(EraseCycle {})),
        ),
        (
            "find_tools",
            json!({"query": "what if one rating changed", "limit": 2, "detail": null}),
            ToolCall::Find(decision_catalog::FindTools {
                query: s("what if one rating changed"),
                limit: Some(2),
                detail: None,
            }),
        ),
        (
            "propose_even_swap",
            json!({"objective_id": "obj_4", "alternative_id": null}),
            Q(Query::ProposeEvenSwap(ProposeEvenSwap {
                objective_id: Some(s("obj_4")),
                alternative_id: None,
                response_format: None,
            })),
        ),
        (
            "record_even_swap",
            json!({"alternative_id": "alt_d", "objective_id": "obj_4", "change": -1,
                   "compensating_objective_id": "obj_1", "compensation": 0.5,
                   "reasoning": "Half a step of pay is worth a step of family time", "judged_by": null}),
            C(Command::RecordEvenSwap(RecordEvenSwap {
                alternative_id: s("alt_d"),
                objective_id: s("obj_4"),
                change: -1.0,
                compensating_objective_id: s("obj_1"),
                compensation: 0.5,
                reasoning: s("Half a step of pay is worth a step of family time"),
                judged_by: None,
            })),
        ),
        (
            "set_aside_in_even_swaps",
            json!({"alternative_id": "alt_c", "objective_id": null, "reason": "Worse or equal everywhere", "judged_by": "Ana"}),
            C(Command::SetAsideInEvenSwaps(SetAsideInEvenSwaps {
                alternative_id: Some(s("alt_c")),
                objective_id: None,
                reason: s("Worse or equal everywhere"),
                judged_by: Some(s("Ana")),
            })),
        ),
        (
            "undo_even_swap",
            json!({"step_id": "es_1", "reason": "Taken back"}),
            C(Command::UndoEvenSwap(UndoEvenSwap {
                step_id: s("es_1"),
                reason: s("Taken back"),
            })),
        ),
        (
            "list_rater_disagreements",
            json!({"limit": 3, "min_spread": 2}),
            Q(Query::ListRaterDisagreements(ListRaterDisagreements {
                limit: Some(3),
                min_spread: Some(2),
                response_format: None,
            })),
        ),
        (
            "flip_analysis",
            json!({"basis": "pugh"}),
            Q(Query::FlipAnalysis(FlipAnalysis {
                basis: Some(flip::Basis::Pugh),
                response_format: None,
            })),
        ),
        (
            "rank_acceptability",
            json!({"samples": 500, "seed": 7, "weight_spread": 0.2}),
            Q(Query::RankAcceptability(RankAcceptability {
                samples: Some(500),
                seed: Some(7),
                weight_spread: Some(0.2),
                response_format: None,
            })),
        ),
        (
            "sensitivity_check",
            json!({"alternative_id": "alt_a", "objective_id": "obj_2"}),
            Q(Query::SensitivityCheck(SensitivityCheck {
                alternative_id: s("alt_a"),
                objective_id: s("obj_2"),
                response_format: None,
            })),
        ),
    ]
}
