//! Cross-cutting uncertainties: flag_uncertainty (in any component),
//! resolve_uncertainty and list_uncertainties.

use crate::support;

use decision_domain::RejectionClass::*;
use decision_domain::*;
use decision_events::values::{Component, ConsequenceCell};
use decision_events::*;
use serde_json::{Value, json};
use support::commands::{flag_uncertainty, resolve_uncertainty};
use support::events::*;
use support::given;
use support::json::{assert_contains, keys};

fn list(
    history: Vec<DomainEvent>,
    filter: Option<Component>,
    format: Option<ResponseFormat>,
) -> Value {
    given(history).ask(Query::ListUncertainties(ListUncertainties {
        filter,
        response_format: format,
    }))
}

/// unc_1 (issue raising, resolvable), unc_2 (a consequence cell, with an
/// impact), unc_3 (recommendation, with a resolution path), unc_1 resolved.
fn three_uncertainties() -> Vec<DomainEvent> {
    then(
        matrix(),
        [
            uncertainty("unc_1", Component::IssueRaising, true),
            UncertaintyFlagged {
                uncertainty_id: "unc_2".into(),
                description: "Equity value unknown".into(),
                component: Component::Consequences,
                resolvable: false,
                impact: Some("Could swing compensation".into()),
                cell: Some(ConsequenceCell {
                    alternative_id: "alt_b".into(),
                    objective_id: "obj_1".into(),
                }),
            }
            .into(),
            remaining_uncertainty("unc_3", "Real evening load", "Ask two VPs"),
            uncertainty_resolved("unc_1", "The round closed"),
        ],
    )
}

// ----- flag_uncertainty ---------------------------------------------------

#[test]
fn an_uncertainty_can_be_flagged_in_any_component_with_its_impact() {
    given(cycle([uncertainty("unc_1", Component::IssueRaising, true)]))
        .when(Command::FlagUncertainty(FlagUncertainty {
            description: " Will the team stay after the reorg? ".into(),
            component: Component::Tradeoffs,
            resolvable: false,
            impact: Some(" Growth depends on it ".into()),
        }))
        .then_events(vec![
            UncertaintyFlagged {
                uncertainty_id: "unc_2".into(),
                description: "Will the team stay after the reorg?".into(),
                component: Component::Tradeoffs,
                resolvable: false,
                impact: Some("Growth depends on it".into()),
                cell: None,
            }
            .into(),
        ])
        .then_data(json!({
            "uncertainty_id": "unc_2",
            "total_open_uncertainties": 2,
            "resolvable_count": 1,
        }));
}

#[test]
fn the_impact_is_optional_but_not_blank() {
    let state = given(cycle([]))
        .when(flag_uncertainty("Market", Component::DecisionQuality, true))
        .then_data(json!({"uncertainty_id": "unc_1", "resolvable_count": 1}))
        .then_state();
    assert_eq!(state.uncertainties[0].impact, None);
    assert_eq!(state.uncertainties[0].component, Component::DecisionQuality);
    given(cycle([]))
        .when(Command::FlagUncertainty(FlagUncertainty {
            description: "Market".into(),
            component: Component::Tradeoffs,
            resolvable: true,
            impact: Some("  ".into()),
        }))
        .then_rejected_blank("impact");
    given(cycle([]))
        .when(flag_uncertainty("", Component::Tradeoffs, true))
        .then_rejected_blank("description");
}

#[test]
fn ids_keep_counting_past_resolved_uncertainties() {
    given(three_uncertainties())
        .when(flag_uncertainty("Next", Component::Objectives, false))
        .then_data(json!({
            "uncertainty_id": "unc_4",
            "total_open_uncertainties": 3,
            "resolvable_count": 1,
        }));
}

// ----- resolve_uncertainty ------------------------------------------------

#[test]
fn resolving_an_uncertainty_closes_it() {
    let state = given(three_uncertainties())
        .when(resolve_uncertainty(
            "unc_2",
            " The offer states the equity ",
        ))
        .then_events(vec![uncertainty_resolved(
            "unc_2",
            "The offer states the equity",
        )])
        .then_data(json!({
            "uncertainty_id": "unc_2",
            "description": "Equity value unknown",
            "total_open_uncertainties": 1,
        }))
        .then_state();
    let u = state
        .uncertainties
        .iter()
        .find(|u| u.id == "unc_2")
        .expect("kept");
    assert_eq!(u.resolution.as_deref(), Some("The offer states the equity"));
}

#[test]
fn a_remaining_uncertainty_can_be_resolved_too() {
    given(three_uncertainties())
        .when(resolve_uncertainty(
            "unc_3",
            "Two VPs said evenings are free",
        ))
        .then_data(json!({"uncertainty_id": "unc_3", "description": "Real evening load"}));
}

#[test]
fn resolving_twice_is_a_conflict_naming_the_resolution_and_the_open_ones() {
    given(three_uncertainties())
        .when(resolve_uncertainty("unc_1", "Again"))
        .then_rejected_on(
            "id",
            Conflict,
            &[
                "unc_1 is already resolved",
                "The round closed",
                "unc_2 (Equity value unknown), unc_3 (Real evening load)",
            ],
        );
}

#[test]
fn an_unknown_uncertainty_lists_the_open_ones() {
    let rejection = given(three_uncertainties())
        .when(resolve_uncertainty("unc_9", "?"))
        .then_rejected_on(
            "id",
            NotFound,
            &[
                "unc_9",
                "unc_2 (Equity value unknown), unc_3 (Real evening load)",
            ],
        );
    assert!(
        !rejection.message.contains("unc_1 ("),
        "resolved ones are not offered: {}",
        rejection.message
    );
    given(cycle([]))
        .when(resolve_uncertainty("unc_1", "?"))
        .then_rejected_on("id", NotFound, &["open uncertainties: none"]);
}

#[test]
fn a_resolution_must_not_be_blank() {
    given(three_uncertainties())
        .when(resolve_uncertainty("unc_2", " "))
        .then_rejected_blank("resolution");
}

// ----- list_uncertainties -------------------------------------------------

#[test]
fn concise_lists_open_uncertainties_only_without_detail() {
    let data = list(three_uncertainties(), None, None);
    assert_contains(
        &data,
        &json!({
            "uncertainties": [
                {"uncertainty_id": "unc_2", "description": "Equity value unknown",
                 "component": "consequences", "resolvable": false, "status": "open"},
                {"uncertainty_id": "unc_3", "component": "recommendation",
                 "resolvable": true, "status": "open"},
            ],
            "total_open": 2,
            "resolvable_count": 1,
        }),
    );
    let found = keys(&data);
    for key in [
        "impact",
        "resolution",
        "resolution_path",
        "alternative_id",
        "objective_id",
    ] {
        assert!(!found.contains(key), "concise has {key}: {data}");
    }
}

#[test]
fn detailed_includes_resolved_ones_with_their_resolution() {
    assert_contains(
        &list(three_uncertainties(), None, Some(ResponseFormat::Detailed)),
        &json!({
            "uncertainties": [
                {"uncertainty_id": "unc_1", "status": "resolved",
                 "resolution": "The round closed", "impact": null},
                {"uncertainty_id": "unc_2", "status": "open", "resolution": null,
                 "impact": "Could swing compensation",
                 "alternative_id": "alt_b", "objective_id": "obj_1"},
                {"uncertainty_id": "unc_3", "status": "open",
                 "resolution_path": "Ask two VPs"},
            ],
            "total_open": 2,
            "resolvable_count": 1,
        }),
    );
}

#[test]
fn the_filter_keeps_one_component() {
    assert_contains(
        &list(three_uncertainties(), Some(Component::Consequences), None),
        &json!({
            "uncertainties": [{"uncertainty_id": "unc_2"}],
            "total_open": 1,
            "resolvable_count": 0,
        }),
    );
    assert_contains(
        &list(three_uncertainties(), Some(Component::IssueRaising), None),
        &json!({"uncertainties": [], "total_open": 0}),
    );
    assert_contains(
        &list(
            three_uncertainties(),
            Some(Component::IssueRaising),
            Some(ResponseFormat::Detailed),
        ),
        &json!({"uncertainties": [{"uncertainty_id": "unc_1", "status": "resolved"}], "total_open": 0}),
    );
}

#[test]
fn no_uncertainties_is_an_empty_list() {
    assert_contains(
        &list(cycle([]), None, None),
        &json!({"uncertainties": [], "total_open": 0, "resolvable_count": 0}),
    );
}
