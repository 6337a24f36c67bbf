//! Shared by the catalog's test binaries: the catalog, one valid call per
//! tool with the domain call it must become, and assertion helpers.
#![allow(dead_code)] // each test binary uses its own part of this module

use decision_catalog::{Catalog, ToolCall};
use decision_domain::*;
use decision_events::values::{
    Component, ConstraintType, Direction, HierarchyLevel, PartyRole, PughRating,
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
            "compute_pugh_totals",
            json!({}),
            Q(Query::ComputePughTotals(ComputePughTotals::default())),
        ),
        (
            "get_document_summary",
            json!({}),
            Q(Query::GetDocumentSummary(GetDocumentSummary::default())),
        ),
    ]
}
