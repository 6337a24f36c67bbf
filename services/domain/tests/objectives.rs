//! Objectives: fundamental and means objectives and the links between them.

use crate::support;

use decision_domain::RejectionClass::*;
use decision_domain::*;
use decision_events::values::Direction;
use decision_events::*;
use serde_json::json;
use support::commands::{add_objective, link};
use support::events::*;
use support::{given, given_state};

fn update_measure(id: &str, measure: &str) -> Command {
    Command::UpdateObjectiveMeasure(UpdateObjectiveMeasure {
        id: id.into(),
        new_measure: measure.into(),
    })
}

fn remove(id: &str, reason: &str) -> Command {
    Command::RemoveObjective(RemoveObjective {
        id: id.into(),
        reason: reason.into(),
    })
}

fn promote(id: &str) -> Command {
    Command::PromoteToFundamental(PromoteToFundamental {
        id: id.into(),
        reason: "Matters in itself".into(),
    })
}

/// obj_1 and obj_2 fundamental, obj_3 and obj_4 means.
fn hierarchy() -> Vec<DomainEvent> {
    cycle([
        fundamental("obj_1", "Maximize compensation"),
        fundamental("obj_2", "Maximize family time"),
        means("obj_3", "Minimize commute time"),
        means("obj_4", "Keep current health plan"),
    ])
}

#[test]
fn the_first_objective_is_obj_1() {
    given(cycle([]))
        .when(Command::AddObjective(AddObjective {
            name: " Maximize compensation ".into(),
            measure: " Total comp ($/year)".into(),
            direction: Direction::Higher,
            is_fundamental: true,
        }))
        .then_events(vec![
            ObjectiveAdded {
                objective_id: "obj_1".into(),
                name: "Maximize compensation".into(),
                measure: "Total comp ($/year)".into(),
                direction: Direction::Higher,
                is_fundamental: true,
            }
            .into(),
        ])
        .then_data(json!({
            "objective_id": "obj_1",
            "name": "Maximize compensation",
            "objective_type": "fundamental",
            "total_fundamental": 1,
            "total_means": 0,
        }));
}

#[test]
fn a_means_objective_is_counted_apart_from_fundamental_ones() {
    given(cycle([
        fundamental("obj_1", "Pay"),
        fundamental("obj_2", "Growth"),
    ]))
    .when(add_objective("Minimize commute time", false))
    .then_data(json!({
        "objective_id": "obj_3",
        "objective_type": "means",
        "total_fundamental": 2,
        "total_means": 1,
    }));
}

#[test]
fn a_removed_objectives_id_is_never_reused() {
    given(cycle([
        fundamental("obj_1", "Pay"),
        fundamental("obj_2", "Growth"),
        objective_removed("obj_2"),
    ]))
    .when(add_objective("Family time", true))
    .then_data(json!({"objective_id": "obj_3", "total_fundamental": 2}));
}

#[test]
fn an_objective_needs_a_name_and_a_measure() {
    given(cycle([]))
        .when(add_objective(" ", true))
        .then_rejected_blank("name");
    given(cycle([]))
        .when(Command::AddObjective(AddObjective {
            name: "Pay".into(),
            measure: "".into(),
            direction: Direction::Target,
            is_fundamental: true,
        }))
        .then_rejected_blank("measure");
}

#[test]
fn a_duplicate_objective_name_is_a_conflict_naming_the_existing_id() {
    given(cycle([fundamental("obj_1", "Maximize compensation")]))
        .when(add_objective(" maximize COMPENSATION", false))
        .then_rejected_on("name", Conflict, &["obj_1", "\"Maximize compensation\""]);
}

#[test]
fn a_removed_objectives_name_may_be_used_again() {
    given(cycle([
        fundamental("obj_1", "Pay"),
        objective_removed("obj_1"),
    ]))
    .when(add_objective("Pay", true))
    .then_data(json!({"objective_id": "obj_2", "name": "Pay"}));
}

#[test]
fn a_means_objective_links_to_a_fundamental_one() {
    let state = given(hierarchy())
        .when(link("obj_3", "obj_2"))
        .then_events(vec![
            MeansLinkedToFundamental {
                means_id: "obj_3".into(),
                fundamental_id: "obj_2".into(),
            }
            .into(),
        ])
        .then_data(json!({
            "means_id": "obj_3",
            "means_name": "Minimize commute time",
            "fundamental_id": "obj_2",
            "fundamental_name": "Maximize family time",
            "serves": ["obj_2"],
        }))
        .then_state();
    assert_eq!(
        state.objective("obj_3").map(|o| o.serves.clone()),
        Some(vec!["obj_2".to_string()])
    );
}

#[test]
fn a_means_objective_may_serve_several_fundamental_ones() {
    given(then(hierarchy(), [linked("obj_3", "obj_2")]))
        .when(link("obj_3", "obj_1"))
        .then_data(json!({"serves": ["obj_2", "obj_1"]}));
}

#[test]
fn linking_from_a_fundamental_objective_lists_the_means_objectives() {
    given(hierarchy())
        .when(link("obj_1", "obj_2"))
        .then_rejected_on(
            "means_id",
            Validation,
            &[
                "obj_1 (Maximize compensation) is a fundamental",
                "obj_3 (Minimize commute time)",
                "obj_4 (Keep current health plan)",
            ],
        );
}

#[test]
fn linking_to_a_means_objective_lists_the_fundamental_objectives() {
    given(hierarchy())
        .when(link("obj_3", "obj_4"))
        .then_rejected_on(
            "fundamental_id",
            Validation,
            &[
                "obj_4 (Keep current health plan) is a means",
                "obj_1 (Maximize compensation)",
                "obj_2 (Maximize family time)",
            ],
        );
}

#[test]
fn linking_twice_is_a_conflict() {
    given(then(hierarchy(), [linked("obj_3", "obj_2")]))
        .when(link("obj_3", "obj_2"))
        .then_rejected_on(
            "fundamental_id",
            Conflict,
            &["obj_3", "already linked", "obj_2"],
        );
}

#[test]
fn linking_an_unknown_objective_lists_the_valid_ones_with_names() {
    given(hierarchy())
        .when(link("obj_9", "obj_1"))
        .then_rejected_on(
            "means_id",
            NotFound,
            &[
                "obj_9",
                "obj_1 (Maximize compensation)",
                "obj_4 (Keep current health plan)",
            ],
        );
    given(hierarchy())
        .when(link("obj_3", "obj_9"))
        .then_rejected_on("fundamental_id", NotFound, &["obj_9"]);
}

#[test]
fn linking_a_removed_objective_is_a_conflict() {
    given(then(hierarchy(), [objective_removed("obj_2")]))
        .when(link("obj_3", "obj_2"))
        .then_rejected_on("fundamental_id", Conflict, &["obj_2", "removed"]);
}

#[test]
fn an_objective_id_in_a_cycle_without_objectives_says_to_add_some() {
    given(cycle([]))
        .when(update_measure("obj_1", "Dollars"))
        .then_rejected_on("id", NotFound, &["no objectives yet", "add_objective"]);
}

#[test]
fn the_measure_of_an_objective_is_updated() {
    let state = given(hierarchy())
        .when(update_measure("obj_1", " Base + bonus ($/year) "))
        .then_events(vec![
            ObjectiveMeasureUpdated {
                objective_id: "obj_1".into(),
                measure: "Base + bonus ($/year)".into(),
            }
            .into(),
        ])
        .then_data(json!({"objective_id": "obj_1", "measure": "Base + bonus ($/year)"}))
        .then_state();
    assert_eq!(
        state.objective("obj_1").map(|o| o.measure.as_str()),
        Some("Base + bonus ($/year)")
    );
}

#[test]
fn a_measure_update_needs_a_measure_and_an_active_objective() {
    given(hierarchy())
        .when(update_measure("obj_1", " "))
        .then_rejected_blank("new_measure");
    given(hierarchy())
        .when(update_measure("obj_7", "Dollars"))
        .then_rejected_on("id", NotFound, &["obj_7", "obj_2 (Maximize family time)"]);
    given(then(hierarchy(), [objective_removed("obj_1")]))
        .when(update_measure("obj_1", "Dollars"))
        .then_rejected_on("id", Conflict, &["removed"]);
}

#[test]
fn a_removed_objective_keeps_its_id_and_leaves_the_counts() {
    let state = given(hierarchy())
        .when(remove("obj_4", " Same plan everywhere "))
        .then_events(vec![
            ObjectiveRemoved {
                objective_id: "obj_4".into(),
                reason: "Same plan everywhere".into(),
            }
            .into(),
        ])
        .then_data(json!({"objective_id": "obj_4", "total_fundamental": 2, "total_means": 1}))
        .then_state();
    let removed = state.objective("obj_4").expect("kept after removal");
    assert!(!removed.is_active());
}

#[test]
fn removing_needs_a_reason_and_an_objective_not_yet_removed() {
    given(hierarchy())
        .when(remove("obj_4", ""))
        .then_rejected_blank("reason");
    given(then(hierarchy(), [objective_removed("obj_4")]))
        .when(remove("obj_4", "again"))
        .then_rejected_on(
            "id",
            Conflict,
            &[
                "obj_4 (Keep current health plan) was removed",
                "obj_1 (Maximize compensation)",
            ],
        );
}

#[test]
fn a_promoted_means_objective_becomes_fundamental_and_serves_nothing() {
    let state = given(then(hierarchy(), [linked("obj_3", "obj_2")]))
        .when(promote("obj_3"))
        .then_events(vec![
            ObjectivePromotedToFundamental {
                objective_id: "obj_3".into(),
                reason: "Matters in itself".into(),
            }
            .into(),
        ])
        .then_data(json!({
            "objective_id": "obj_3",
            "objective_type": "fundamental",
            "total_fundamental": 3,
            "total_means": 1,
        }))
        .then_state();
    let promoted = state.objective("obj_3").expect("exists");
    assert!(promoted.is_fundamental);
    assert!(promoted.serves.is_empty());
}

#[test]
fn promoting_a_fundamental_objective_is_a_conflict_listing_the_means_ones() {
    given(hierarchy()).when(promote("obj_1")).then_rejected_on(
        "id",
        Conflict,
        &[
            "already fundamental",
            "obj_3 (Minimize commute time)",
            "obj_4 (Keep current health plan)",
        ],
    );
}

#[test]
fn promoting_needs_a_reason_and_an_active_objective() {
    given(hierarchy())
        .when(Command::PromoteToFundamental(PromoteToFundamental {
            id: "obj_3".into(),
            reason: " ".into(),
        }))
        .then_rejected_blank("reason");
    given(then(hierarchy(), [objective_removed("obj_3")]))
        .when(promote("obj_3"))
        .then_rejected_on("id", Conflict, &["removed"]);
}

fn demote(id: &str, fundamental_id: &str) -> Command {
    Command::DemoteToMeans(DemoteToMeans {
        id: id.into(),
        fundamental_id: fundamental_id.into(),
    })
}

/// Seed 000's first emergent-behaviour example, as written: "commute" is
/// added as a fundamental objective, then linked to family time.
#[test]
fn the_seeds_commute_example_works_as_written() {
    let history = cycle([
        fundamental("obj_1", "Maximize family time"),
        fundamental("obj_2", "Maximize compensation"),
    ]);
    let added = given(history.clone())
        .when(add_objective("Minimize commute time", true))
        .then_data(json!({"objective_id": "obj_3", "objective_type": "fundamental"}))
        .then_state();
    // Linking it as it stands says how to make it a means objective.
    given_state(added.clone())
        .when(link("obj_3", "obj_1"))
        .then_rejected_on(
            "means_id",
            Validation,
            &[
                "obj_3 (Minimize commute time) is a fundamental",
                r#"call demote_to_means with {"id": "obj_3", "fundamental_id": "obj_1"}"#,
            ],
        );
    let state = given_state(added)
        .when(demote("obj_3", "obj_1"))
        .then_events(vec![
            ObjectiveDemotedToMeans {
                objective_id: "obj_3".into(),
                fundamental_id: "obj_1".into(),
            }
            .into(),
        ])
        .then_data(json!({
            "objective_id": "obj_3",
            "name": "Minimize commute time",
            "objective_type": "means",
            "fundamental_id": "obj_1",
            "fundamental_name": "Maximize family time",
            "serves": ["obj_1"],
            "served_by": [],
            "total_fundamental": 2,
            "total_means": 1,
        }))
        .then_state();
    let commute = state.objective("obj_3").expect("exists");
    assert!(!commute.is_fundamental);
    assert_eq!(commute.serves, vec!["obj_1".to_string()]);
    // From then on it is an ordinary means objective: it can serve more.
    given_state(state)
        .when(link("obj_3", "obj_2"))
        .then_data(json!({"serves": ["obj_1", "obj_2"]}));
}

#[test]
fn means_objectives_serving_a_demoted_one_keep_their_link() {
    let state = given(then(hierarchy(), [linked("obj_3", "obj_2")]))
        .when(demote("obj_2", "obj_1"))
        .then_data(json!({
            "served_by": [{"objective_id": "obj_3", "name": "Minimize commute time"}],
            "total_fundamental": 1,
            "total_means": 3,
        }))
        .then_state();
    assert_eq!(
        state.objective("obj_3").map(|o| o.serves.clone()),
        Some(vec!["obj_2".to_string()])
    );
}

#[test]
fn demoting_a_means_objective_is_a_conflict_pointing_to_the_link_tool() {
    given(hierarchy())
        .when(demote("obj_3", "obj_1"))
        .then_rejected_on(
            "id",
            Conflict,
            &[
                "obj_3 (Minimize commute time) is already a means objective",
                "link_means_to_fundamental",
                "obj_1 (Maximize compensation)",
                "obj_2 (Maximize family time)",
            ],
        );
}

#[test]
fn an_objective_cannot_be_demoted_to_serve_itself() {
    given(hierarchy())
        .when(demote("obj_1", "obj_1"))
        .then_rejected_on(
            "fundamental_id",
            Validation,
            &["cannot serve itself", "obj_2 (Maximize family time)"],
        );
}

#[test]
fn demoting_to_serve_a_means_objective_lists_the_other_fundamental_ones() {
    let rejection = given(hierarchy())
        .when(demote("obj_1", "obj_4"))
        .then_rejected_on(
            "fundamental_id",
            Validation,
            &[
                "obj_4 (Keep current health plan) is a means objective",
                "obj_2 (Maximize family time)",
            ],
        );
    assert!(
        !rejection.message.contains("obj_1 (Maximize compensation)"),
        "the objective itself is no candidate: {}",
        rejection.message
    );
}

#[test]
fn the_last_fundamental_objective_cannot_be_demoted() {
    let one_fundamental = cycle([
        fundamental("obj_1", "Maximize family time"),
        means("obj_2", "Minimize commute time"),
    ]);
    given(one_fundamental.clone())
        .when(demote("obj_1", "obj_1"))
        .then_rejected_on(
            "fundamental_id",
            Validation,
            &["the only fundamental objective", "add_objective"],
        );
    given(one_fundamental)
        .when(demote("obj_1", "obj_2"))
        .then_rejected_on(
            "fundamental_id",
            Validation,
            &[
                "obj_2 (Minimize commute time) is a means objective",
                "the only fundamental objective",
            ],
        );
}

#[test]
fn demoting_an_unknown_or_removed_objective_lists_the_valid_ones() {
    given(hierarchy())
        .when(demote("obj_9", "obj_1"))
        .then_rejected_on(
            "id",
            NotFound,
            &[
                "obj_9",
                "obj_1 (Maximize compensation)",
                "obj_4 (Keep current health plan)",
            ],
        );
    given(hierarchy())
        .when(demote("obj_1", "obj_9"))
        .then_rejected_on(
            "fundamental_id",
            NotFound,
            &["obj_9", "obj_2 (Maximize family time)"],
        );
    given(then(hierarchy(), [objective_removed("obj_2")]))
        .when(demote("obj_1", "obj_2"))
        .then_rejected_on("fundamental_id", Conflict, &["obj_2", "removed"]);
    given(then(hierarchy(), [objective_removed("obj_1")]))
        .when(demote("obj_1", "obj_2"))
        .then_rejected_on("id", Conflict, &["obj_1", "removed"]);
}

#[test]
fn a_demoted_objective_can_be_promoted_back_and_serves_nothing_then() {
    let state = given(then(hierarchy(), [demoted("obj_2", "obj_1")]))
        .when(promote("obj_2"))
        .then_data(json!({"objective_type": "fundamental", "total_fundamental": 2}))
        .then_state();
    assert!(
        state
            .objective("obj_2")
            .is_some_and(|o| o.serves.is_empty())
    );
}
