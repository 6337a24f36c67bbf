//! One sample value per event type, with fixed ids and timestamps so the
//! fixtures never change unless the contract does.

use chrono::{DateTime, Utc};
use decision_events::values::*;
use decision_events::*;
use serde_json::json;
use uuid::Uuid;

pub const INVOCATION_ID: &str = "0193a5c4-3f1e-7b2a-9c4d-5e6f708192a3";
pub const CYCLE_ID: &str = "0193a5b0-1a2b-7c3d-8e4f-a0b1c2d3e4f5";
pub const EVENT_ID: &str = "0193a5c4-3f1e-7b2a-9c4d-5e6f708192a4";

pub fn uuid(text: &str) -> Uuid {
    Uuid::parse_str(text).expect("valid uuid literal")
}

pub fn at(rfc3339: &str) -> DateTime<Utc> {
    rfc3339.parse().expect("valid timestamp literal")
}

fn s(text: &str) -> String {
    text.to_owned()
}

/// The sample of `event_type`, or `None` if it has none yet.
pub fn sample(event_type: &str) -> Option<DomainEvent> {
    samples().into_iter().find(|e| e.event_type() == event_type)
}

/// The sample of an older version of `event_type`, tagged like a
/// `DomainEvent` (`{"event_type", "payload"}`), built from its frozen struct
/// in `decision_events::history`; `None` if there is none. Each describes
/// the same fact as the current sample of its type.
pub fn older_sample(event_type: &str, schema_version: u32) -> Option<serde_json::Value> {
    let payload = match (event_type, schema_version) {
        ("UncertaintyFlagged", 1) => serde_json::to_value(history::UncertaintyFlaggedV1 {
            uncertainty_id: s("unc_2"),
            description: s("Equity value unknown"),
            component: Component::Consequences,
            resolvable: true,
            impact: Some(s("Could swing compensation by a full point")),
            alternative_id: Some(s("alt_b")),
            objective_id: Some(s("obj_1")),
        }),
        ("ToolInvocationRecorded", 1) => serde_json::to_value(history::ToolInvocationRecordedV1 {
            invocation_id: uuid(INVOCATION_ID),
            tool_name: s("rate_consequence"),
            component: Component::Consequences,
            parameters: json!({
                "alternative_id": "alt_a",
                "objective_id": "obj_1",
                "rating": 2,
                "reasoning": "Much higher salary",
            }),
            result: ToolResultClass::Success,
            result_data: Some(json!({"cell_updated": true, "cells_remaining": 14})),
            error: None,
            events_appended: 1,
            conversation_turn: 7,
            trigger_context: Some(s("User said the pay is much better")),
            invoked_at: at("2026-11-21T11:13:07.250Z"),
            duration_ms: 3,
        }),
        _ => return None,
    };
    let payload = payload.expect("plain data serializes");
    Some(json!({ "event_type": event_type, "payload": payload }))
}

/// Every sample, in the order of `DomainEvent::TYPES`.
pub fn samples() -> Vec<DomainEvent> {
    [
        cycle(),
        issue_raising(),
        problem_frame(),
        objectives(),
        alternatives(),
        consequences(),
        tradeoffs(),
        even_swaps(),
        recommendation(),
        decision_quality(),
        cross_cutting(),
    ]
    .into_iter()
    .flatten()
    .chain([audit()])
    .collect()
}

fn cycle() -> Vec<DomainEvent> {
    vec![
        CycleCreated {
            title: s("Career move: the VP offer"),
            component: Component::IssueRaising,
        }
        .into(),
        ComponentNavigated {
            from: Component::ProblemFrame,
            to: Component::DecisionQuality,
        }
        .into(),
    ]
}

fn issue_raising() -> Vec<DomainEvent> {
    vec![
        PotentialDecisionAdded {
            decision_id: s("dec_1"),
            description: s("Whether to accept the VP offer"),
        }
        .into(),
        ObjectiveIdeaAdded {
            idea_id: s("idea_1"),
            description: s("More evenings at home"),
        }
        .into(),
        ConsiderationAdded {
            consideration_id: s("consid_1"),
            description: s("Partner's job is in the city"),
        }
        .into(),
        FocalDecisionSet {
            decision_id: s("dec_1"),
        }
        .into(),
        UncertaintyFlagged {
            uncertainty_id: s("unc_2"),
            description: s("Equity value unknown"),
            component: Component::Consequences,
            resolvable: true,
            impact: Some(s("Could swing compensation by a full point")),
            cell: Some(ConsequenceCell {
                alternative_id: s("alt_b"),
                objective_id: s("obj_1"),
            }),
        }
        .into(),
    ]
}

fn problem_frame() -> Vec<DomainEvent> {
    vec![
        DecisionMakerSet {
            name: s("Sam"),
            role: s("Engineering manager"),
        }
        .into(),
        FocalStatementSet {
            statement: s("Which role should I take for the next three years?"),
        }
        .into(),
        ScopeSet {
            in_scope: vec![s("Role choice")],
            out_scope: vec![s("Relocation")],
        }
        .into(),
        ConstraintAdded {
            constraint_id: s("con_1"),
            constraint_type: ConstraintType::Time,
            description: s("Offer expires on 2026-12-15"),
        }
        .into(),
        PartyAdded {
            party_id: s("party_1"),
            name: s("Partner"),
            role: PartyRole::DecisionMaker,
            concerns: vec![s("Commute"), s("Evenings")],
        }
        .into(),
        DeadlineSet {
            deadline: s("2026-12-15"),
            hard: true,
        }
        .into(),
        HierarchyDecisionAdded {
            decision_id: s("hier_1"),
            description: s("Which city to live in"),
            level: HierarchyLevel::Deferred,
            status: s("open"),
        }
        .into(),
    ]
}

fn objectives() -> Vec<DomainEvent> {
    vec![
        ObjectiveAdded {
            objective_id: s("obj_1"),
            name: s("Maximize compensation"),
            measure: s("Total comp ($/year)"),
            direction: Direction::Higher,
            is_fundamental: true,
        }
        .into(),
        MeansLinkedToFundamental {
            means_id: s("obj_3"),
            fundamental_id: s("obj_4"),
        }
        .into(),
        ObjectiveMeasureUpdated {
            objective_id: s("obj_1"),
            measure: s("Base + bonus ($/year)"),
        }
        .into(),
        ObjectiveRemoved {
            objective_id: s("obj_5"),
            reason: s("Every option keeps the same plan"),
        }
        .into(),
        ObjectivePromotedToFundamental {
            objective_id: s("obj_3"),
            reason: s("Commute time matters in itself"),
        }
        .into(),
        ObjectiveDemotedToMeans {
            objective_id: s("obj_3"),
            fundamental_id: s("obj_2"),
        }
        .into(),
    ]
}

fn alternatives() -> Vec<DomainEvent> {
    vec![
        AlternativeAdded {
            alternative_id: s("alt_d"),
            letter: s("D"),
            name: s("Stay in current role"),
            description: s("Status quo"),
            is_status_quo: true,
        }
        .into(),
        AlternativeUpdated {
            alternative_id: s("alt_b"),
            description: s("Head of platform at a 20-person startup"),
        }
        .into(),
        AlternativeRemoved {
            alternative_id: s("alt_c"),
            reason: s("Dominated by alt_a"),
        }
        .into(),
        StrategyDimensionAdded {
            dimension_id: s("dim_1"),
            dimension: s("Location"),
            options: vec![s("Remote"), s("Hybrid"), s("Office")],
        }
        .into(),
        AlternativeStrategySet {
            alternative_id: s("alt_a"),
            dimension_id: s("dim_1"),
            option: s("Hybrid"),
        }
        .into(),
    ]
}

fn consequences() -> Vec<DomainEvent> {
    vec![
        ConsequenceRated {
            alternative_id: s("alt_a"),
            objective_id: s("obj_4"),
            rating: PughRating::new(-1).expect("in range"),
            reasoning: s("More evening meetings"),
        }
        .into(),
        RatingReasoningUpdated {
            alternative_id: s("alt_a"),
            objective_id: s("obj_1"),
            reasoning: s("Offer letter confirms +40%"),
        }
        .into(),
        // The VP role's commute: 35 minutes, 25 to 60 with traffic.
        ConsequenceMeasured {
            alternative_id: s("alt_a"),
            objective_id: s("obj_4"),
            value: 35.0,
            unit: s("min"),
            low: Some(25.0),
            high: Some(60.0),
            source: Some(s("Route planner, weekday 8am")),
        }
        .into(),
        ConsequenceMeasurementCleared {
            alternative_id: s("alt_b"),
            objective_id: s("obj_4"),
            reason: s("The office moves next year"),
        }
        .into(),
        // Up to 20 minutes is ideal, 20-45 acceptable, 45 and more bad.
        ValueFunctionSet {
            objective_id: s("obj_4"),
            unit: s("min"),
            function: ValueFunction::Stepwise {
                steps: vec![
                    ValueStep {
                        from: 0.0,
                        value: 1.0,
                    },
                    ValueStep {
                        from: 20.0,
                        value: 0.6,
                    },
                    ValueStep {
                        from: 45.0,
                        value: 0.0,
                    },
                ],
            },
        }
        .into(),
        RaterAdded {
            rater_id: s("rater_1"),
            kind: RaterKind::Partner,
            name: s("Sam"),
        }
        .into(),
        ConsequenceRatedByRater {
            rater_id: s("rater_1"),
            alternative_id: s("alt_a"),
            objective_id: s("obj_4"),
            rating: PughRating::new(-2).expect("in range"),
            reasoning: s("Evenings are when we see each other"),
        }
        .into(),
    ]
}

fn tradeoffs() -> Vec<DomainEvent> {
    vec![
        DominatedMarked {
            alternative_id: s("alt_c"),
            dominated_by: s("alt_a"),
            reason: s(
                "Equal or better on all objectives, strictly better on compensation and growth",
            ),
        }
        .into(),
        DominatedCleared {
            alternative_id: s("alt_c"),
            reason: s("Re-rated growth: the hybrid project adds scope"),
        }
        .into(),
        ObjectiveMarkedIrrelevant {
            objective_id: s("obj_5"),
            reason: s("Every option keeps the same plan"),
        }
        .into(),
        // Swing weights 100, 60, 40 over obj_1, obj_2, obj_4: sum 200.
        ObjectiveWeightsSet {
            method: WeightMethod::Swing,
            inputs: vec![
                ObjectiveWeightInput {
                    objective_id: s("obj_1"),
                    value: 100.0,
                },
                ObjectiveWeightInput {
                    objective_id: s("obj_2"),
                    value: 60.0,
                },
                ObjectiveWeightInput {
                    objective_id: s("obj_4"),
                    value: 40.0,
                },
            ],
            weights: vec![
                ObjectiveWeight {
                    objective_id: s("obj_1"),
                    weight: 0.5,
                },
                ObjectiveWeight {
                    objective_id: s("obj_2"),
                    weight: 0.3,
                },
                ObjectiveWeight {
                    objective_id: s("obj_4"),
                    weight: 0.2,
                },
            ],
        }
        .into(),
        TensionAdded {
            tension_id: s("ten_1"),
            alternative_id: s("alt_a"),
            excels_at: s("Career growth"),
            sacrifices: s("Family time"),
        }
        .into(),
    ]
}

fn recommendation() -> Vec<DomainEvent> {
    vec![
        SynthesisSet {
            synthesis: s(
                "The VP offer leads on growth and pay; the startup is close if growth is discounted.",
            ),
        }
        .into(),
        StandoutSet {
            alternative_id: Some(s("alt_a")),
            rationale: s("Highest total and robust to a one-step drop in growth"),
        }
        .into(),
        KeyConsiderationAdded {
            consideration_id: s("kc_1"),
            consideration: s("Negotiate two remote days"),
        }
        .into(),
        RemainingUncertaintyAdded {
            uncertainty_id: s("unc_3"),
            uncertainty: s("Real evening load as VP"),
            resolution_path: s("Ask two current VPs"),
        }
        .into(),
    ]
}

fn decision_quality() -> Vec<DomainEvent> {
    vec![
        DqElementRated {
            element: DqElement::CreativeAlternatives,
            score: 60,
            rationale: s("Only four options"),
        }
        .into(),
        QualityImprovementAdded {
            improvement_id: s("imp_1"),
            action: s("Interview a VP at the new company"),
            impact: s("Makes the family-time rating reliable"),
        }
        .into(),
    ]
}

fn cross_cutting() -> Vec<DomainEvent> {
    vec![
        UncertaintyResolved {
            uncertainty_id: s("unc_1"),
            resolution: s("The startup closed its Series B"),
        }
        .into(),
        NoteAdded {
            note_id: s("note_1"),
            content: s("Sam sounded relieved when discussing the hybrid role"),
            component: Some(Component::Alternatives),
        }
        .into(),
        RevisitSuggested {
            revisit_id: s("rev_1"),
            component: Component::Objectives,
            reason: s("Learning may be a missing fundamental objective"),
            priority: RevisitPriority::High,
            trigger: s("User said they mostly want to learn"),
        }
        .into(),
        RevisitResolved {
            revisit_id: s("rev_1"),
            status: RevisitStatus::Dismissed,
            resolution: s("Learning is part of career growth"),
            by: Responder::Agent,
        }
        .into(),
        ConfirmationRequested {
            confirmation_id: s("conf_1"),
            summary: s("Remove the hybrid role from the analysis?"),
            options: vec![
                ConfirmationOption {
                    label: s("Yes, remove it"),
                    description: s("It is dominated by the VP offer"),
                },
                ConfirmationOption {
                    label: s("Keep it"),
                    description: s(""),
                },
            ],
            default_option: Some(0),
            requested_at: at("2026-11-21T11:20:00Z"),
            expires_at: at("2026-11-21T12:20:00Z"),
        }
        .into(),
        ConfirmationResolved {
            confirmation_id: s("conf_1"),
            status: ConfirmationStatus::Confirmed,
            chosen_option: Some(1),
            user_input: Some(s("Keep it until I talk to my partner")),
            responded_at: at("2026-11-21T11:24:30.500Z"),
            by: Responder::User,
        }
        .into(),
        ConfirmationGateSet {
            require_confirmation: true,
        }
        .into(),
        ToolCallProposed {
            confirmation_id: s("conf_2"),
            tool_name: s("remove_alternative"),
            parameters: json!({"alternative_id": "alt_c", "reason": "Dominated by the VP offer"}),
            summary: s("Run remove_alternative with alternative_id=alt_c?"),
            proposed_by: uuid(INVOCATION_ID),
            conversation_turn: 9,
            requested_at: at("2026-11-21T11:30:00Z"),
            expires_at: at("2026-11-21T12:30:00Z"),
        }
        .into(),
        ConfirmationExpired {
            confirmation_id: s("conf_2"),
            expired_at: at("2026-11-21T12:30:00Z"),
        }
        .into(),
        RevisitExpired {
            revisit_id: s("rev_1"),
            reason: s("unanswered for 7 days"),
        }
        .into(),
        CycleErased {
            erased_by: s("alice"),
            reason: ErasureReason::Owner,
            calls: [(
                s("rate_consequence"),
                CallCounts {
                    by_result: [(s("success"), 2), (s("validation_error"), 1)].into(),
                    total_ms: 9,
                    max_ms: 5,
                    histogram: vec![0, 0, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
                },
            )]
            .into(),
        }
        .into(),
    ]
}

fn audit() -> DomainEvent {
    ToolInvocationRecorded {
        invocation_id: uuid(INVOCATION_ID),
        tool_name: s("rate_consequence"),
        component: Component::Consequences,
        parameters: json!({
            "alternative_id": "alt_a",
            "objective_id": "obj_1",
            "rating": 2,
            "reasoning": "Much higher salary",
        }),
        result: ToolResultClass::Success,
        result_data: Some(json!({"cell_updated": true, "cells_remaining": 14})),
        error: None,
        events_appended: 1,
        conversation_turn: 7,
        trigger_context: Some(s("User said the pay is much better")),
        invoked_at: at("2026-11-21T11:13:07.250Z"),
        duration_ms: 3,
        replay_of: None,
    }
    .into()
}

/// A swap on alt_b (Growth +1 → 0 paid by Pay 0 → +1) that left alt_c
/// practically dominated and obj_2 irrelevant; alt_c set aside; undone.
fn even_swaps() -> Vec<DomainEvent> {
    vec![
        EvenSwapRecorded {
            step_id: s("es_1"),
            alternative_id: s("alt_b"),
            objective_id: s("obj_2"),
            from: 1.0,
            to: 0.0,
            unit: s("rating"),
            compensating_objective_id: s("obj_1"),
            compensation_from: 0.0,
            compensation_to: 1.0,
            compensation_unit: s("rating"),
            reasoning: s("A step less growth is worth a step more pay to me"),
            judged_by: s("Ana"),
            recorded_at: at("2026-11-26T09:00:00Z"),
            revealed: EvenSwapFindings {
                dominated: vec![EvenSwapDominance {
                    alternative_id: s("alt_c"),
                    dominated_by: s("alt_b"),
                    slightly_better_on: Some(s("obj_3")),
                }],
                irrelevant_objectives: vec![s("obj_2")],
            },
        }
        .into(),
        EvenSwapSetAside {
            step_id: s("es_2"),
            alternative_id: Some(s("alt_c")),
            objective_id: None,
            reason: s("Its small edge on family time is not worth the rest"),
            judged_by: s("Ana"),
            recorded_at: at("2026-11-26T09:05:00Z"),
        }
        .into(),
        EvenSwapUndone {
            step_id: s("es_2"),
            reason: s("Ana wants to think about family time again"),
        }
        .into(),
    ]
}
