//! list_objectives, the detailed document summary, and `response_format`
//! across every read tool: `concise` (the default) is `detailed` without
//! the detail-only keys.

use crate::support;

use chrono::Duration;
use decision_domain::*;
use decision_events::DomainEvent;
use decision_events::values::Component;
use serde_json::{Value, json};
use support::events::*;
use support::json::{assert_contains, keys};
use support::{given, now};

fn objectives(
    history: Vec<DomainEvent>,
    include_details: Option<bool>,
    filter: Option<ObjectiveFilter>,
) -> Value {
    given(history).ask(Query::ListObjectives(ListObjectives {
        include_details,
        filter,
    }))
}

/// `value` without `drop` at any depth.
fn without(value: &Value, drop: &[&str]) -> Value {
    match value {
        Value::Object(map) => Value::Object(
            map.iter()
                .filter(|(k, _)| !drop.contains(&k.as_str()))
                .map(|(k, v)| (k.clone(), without(v, drop)))
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.iter().map(|v| without(v, drop)).collect()),
        other => other.clone(),
    }
}

// ----- list_objectives ----------------------------------------------------

#[test]
fn objectives_are_listed_with_ids_and_names_by_default() {
    let data = objectives(career_move(), None, None);
    assert_contains(
        &data,
        &json!({
            "total": 5,
            "objectives": [
                {"objective_id": "obj_1", "name": "Maximize compensation"},
                {"objective_id": "obj_2", "name": "Maximize career growth"},
                {"objective_id": "obj_3", "name": "Minimize commute time"},
                {"objective_id": "obj_4", "name": "Maximize family time"},
                {"objective_id": "obj_5", "name": "Keep current health plan"},
            ],
        }),
    );
    let mut found: Vec<String> = keys(&data).into_iter().collect();
    found.sort();
    assert_eq!(found, ["name", "objective_id", "objectives", "total"]);
    assert_eq!(objectives(career_move(), Some(false), None), data);
}

#[test]
fn details_add_measure_direction_type_links_and_irrelevance() {
    assert_contains(
        &objectives(
            then(career_move(), [irrelevant("obj_5")]),
            Some(true),
            Some(ObjectiveFilter::Means),
        ),
        &json!({
            "total": 2,
            "objectives": [
                {"objective_id": "obj_3", "name": "Minimize commute time",
                 "measure": "measure of Minimize commute time", "direction": "higher",
                 "objective_type": "means", "serves": ["obj_4"], "irrelevant": false},
                {"objective_id": "obj_5", "objective_type": "means", "serves": [],
                 "irrelevant": true},
            ],
        }),
    );
}

#[test]
fn the_filter_picks_fundamental_means_or_all_and_removed_ones_are_left_out() {
    let history = then(career_move(), [objective_removed("obj_2")]);
    let ids = |filter| -> Vec<String> {
        objectives(history.clone(), None, filter)["objectives"]
            .as_array()
            .expect("a list")
            .iter()
            .map(|o| o["objective_id"].as_str().expect("an id").to_owned())
            .collect()
    };
    assert_eq!(ids(Some(ObjectiveFilter::Fundamental)), ["obj_1", "obj_4"]);
    assert_eq!(ids(Some(ObjectiveFilter::Means)), ["obj_3", "obj_5"]);
    assert_eq!(
        ids(Some(ObjectiveFilter::All)),
        ["obj_1", "obj_3", "obj_4", "obj_5"]
    );
    assert_eq!(ids(None), ids(Some(ObjectiveFilter::All)));
    assert_contains(
        &objectives(history, None, Some(ObjectiveFilter::Fundamental)),
        &json!({"total": 2}),
    );
}

#[test]
fn a_cycle_without_objectives_lists_none() {
    assert_contains(
        &objectives(cycle([]), Some(true), None),
        &json!({"total": 0, "objectives": []}),
    );
}

// ----- get_document_summary, detailed -------------------------------------

#[test]
fn the_detailed_summary_adds_counts_and_the_next_steps_of_the_current_component() {
    let history = then(
        full_cycle(),
        [navigated(
            Component::IssueRaising,
            Component::DecisionQuality,
        )],
    );
    let query = || {
        Query::GetDocumentSummary(GetDocumentSummary {
            response_format: Some(ResponseFormat::Detailed),
        })
    };
    assert_contains(
        &given(history.clone()).ask(query()),
        &json!({
            "focal_decision": "Whether to accept the VP offer",
            "current_component": "decision_quality",
            "open_uncertainties": 2,
            "pending_revisits": 1,
            "next_steps": {"component": "decision_quality", "status": "in_progress"},
            "counts": {
                "potential_decisions": 1,
                "constraints": 1,
                "parties": 0,
                "rated_cells": 15,
                "tensions": 1,
                "key_considerations": 1,
                "dq_elements_rated": 3,
                "notes": 2,
                "pending_confirmations": 1,
            },
        }),
    );
    // The confirmation was requested at `now` for an hour.
    assert_contains(
        &given(history)
            .at(now() + Duration::minutes(60))
            .ask(query()),
        &json!({"counts": {"pending_confirmations": 0}}),
    );
}

#[test]
fn the_summary_reports_every_component_of_a_cycle_carried_through() {
    assert_contains(
        &given(full_cycle()).ask(Query::GetDocumentSummary(GetDocumentSummary::default())),
        &json!({"completion_status": {
            "issue_raising": "complete",
            "problem_frame": "complete",
            "objectives": "complete",
            "alternatives": "complete",
            "consequences": "complete",
            "tradeoffs": "complete",
            "recommendation": "complete",
            "decision_quality": "in_progress",
        }}),
    );
}

// ----- response_format ----------------------------------------------------

/// A read tool with a given response format.
type WithFormat = fn(Option<ResponseFormat>) -> Query;

/// Each read tool, concise and detailed, on a state where every detail key
/// appears, with the keys only `detailed` carries.
fn formats() -> Vec<(Vec<DomainEvent>, WithFormat, &'static [&'static str])> {
    vec![
        (
            full_cycle(),
            |f| Query::ComputePughTotals(ComputePughTotals { response_format: f }),
            &["matrix"],
        ),
        (
            full_cycle(),
            |f| Query::GetDocumentSummary(GetDocumentSummary { response_format: f }),
            &["next_steps", "counts"],
        ),
        (
            full_cycle(),
            |f| Query::FindDominatedAlternatives(FindDominatedAlternatives { response_format: f }),
            &["strictly_better_on", "already_marked", "unrated_cells"],
        ),
        (
            career_move(),
            |f| Query::FindIrrelevantObjectives(FindIrrelevantObjectives { response_format: f }),
            &["rating"],
        ),
        (
            full_cycle(),
            |f| {
                Query::SensitivityCheck(SensitivityCheck {
                    alternative_id: "alt_a".into(),
                    objective_id: "obj_2".into(),
                    response_format: f,
                })
            },
            &[
                "new_total",
                "new_leader_name",
                "tied_leaders",
                "alternative_name",
                "objective_name",
            ],
        ),
        (
            full_cycle(),
            |f| Query::GetPendingRevisits(GetPendingRevisits { response_format: f }),
            &["trigger"],
        ),
        (
            full_cycle(),
            |f| {
                Query::GetDocumentSection(GetDocumentSection {
                    component: Component::Consequences,
                    response_format: f,
                })
            },
            &["next_steps"],
        ),
        (
            full_cycle(),
            |f| Query::CalculateOverallDq(CalculateOverallDq { response_format: f }),
            &["rationale"],
        ),
    ]
}

#[test]
fn concise_is_detailed_without_the_detail_only_keys() {
    for (history, query, detail_only) in formats() {
        let g = given(history);
        let detailed = g.ask(query(Some(ResponseFormat::Detailed)));
        let concise = g.ask(query(Some(ResponseFormat::Concise)));
        let name = query(None).name();
        let present = keys(&detailed);
        for key in detail_only {
            assert!(
                present.contains(*key),
                "{name}: detailed lacks {key}: {detailed}"
            );
        }
        assert_eq!(concise, without(&detailed, detail_only), "{name}");
        assert_eq!(
            g.ask(query(None)),
            concise,
            "{name}: concise is the default"
        );
    }
}

#[test]
fn compute_pugh_totals_detailed_carries_the_cells_with_their_reasoning() {
    let data = given(then(
        matrix(),
        [rated_because("alt_b", "obj_2", -1, "Less scope")],
    ))
    .ask(Query::ComputePughTotals(ComputePughTotals {
        response_format: Some(ResponseFormat::Detailed),
    }));
    assert_contains(
        &data,
        &json!({"matrix": [
            {"alternative_id": "alt_b", "objective_id": "obj_2", "rating": -1, "reasoning": "Less scope"},
        ]}),
    );
}

#[test]
fn detailed_pugh_cells_leave_out_removed_alternatives_and_objectives() {
    let history = then(
        matrix(),
        [
            rated("alt_a", "obj_1", 1),
            rated("alt_b", "obj_1", 1),
            rated("alt_a", "obj_2", 1),
            alternative_removed("alt_b"),
            objective_removed("obj_2"),
        ],
    );
    assert_contains(
        &given(history).ask(Query::ComputePughTotals(ComputePughTotals {
            response_format: Some(ResponseFormat::Detailed),
        })),
        &json!({"matrix": [{"alternative_id": "alt_a", "objective_id": "obj_1"}]}),
    );
}

#[test]
fn concise_uncertainties_leave_out_resolved_ones_and_the_detail_keys() {
    let g = given(full_cycle());
    let ask = |f| {
        g.ask(Query::ListUncertainties(ListUncertainties {
            filter: None,
            response_format: f,
        }))
    };
    let detailed = ask(Some(ResponseFormat::Detailed));
    let concise = ask(None);
    let detail_only = [
        "impact",
        "resolution",
        "resolution_path",
        "alternative_id",
        "objective_id",
    ];
    let present = keys(&detailed);
    let absent = keys(&concise);
    for key in detail_only {
        assert!(present.contains(key), "detailed lacks {key}");
        assert!(!absent.contains(key), "concise has {key}");
    }
    assert_eq!(detailed["uncertainties"].as_array().map(Vec::len), Some(3));
    assert_eq!(concise["uncertainties"].as_array().map(Vec::len), Some(2));
}
