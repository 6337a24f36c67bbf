//! Alternatives: letters and ids, the status quo (the Pugh datum), updates,
//! removal and the strategy table.

use crate::support;

use decision_domain::RejectionClass::*;
use decision_domain::*;
use decision_events::*;
use serde_json::json;
use support::commands::{add_alternative, remove_alternative};
use support::events::*;
use support::given;

fn update(id: &str, description: &str) -> Command {
    Command::UpdateAlternative(UpdateAlternative {
        id: id.into(),
        description: description.into(),
    })
}

fn add_dimension(name: &str, options: &[&str]) -> Command {
    Command::AddStrategyDimension(AddStrategyDimension {
        dimension: name.into(),
        options: options.iter().map(|o| o.to_string()).collect(),
    })
}

fn set_strategy(alternative_id: &str, dim_id: &str, option: &str) -> Command {
    Command::SetAlternativeStrategy(SetAlternativeStrategy {
        alternative_id: alternative_id.into(),
        dim_id: dim_id.into(),
        option: option.into(),
    })
}

/// alt_a, alt_b, then alt_c the status quo.
fn three() -> Vec<DomainEvent> {
    cycle([
        alternative("alt_a", "Accept VP offer"),
        alternative("alt_b", "Join startup"),
        status_quo("alt_c", "Stay in current role"),
    ])
}

#[test]
fn the_first_alternative_is_alt_a_with_letter_a() {
    given(cycle([]))
        .when(Command::AddAlternative(AddAlternative {
            name: " Accept VP offer ".into(),
            description: " VP of Engineering ".into(),
            is_status_quo: false,
        }))
        .then_events(vec![
            AlternativeAdded {
                alternative_id: "alt_a".into(),
                letter: "A".into(),
                name: "Accept VP offer".into(),
                description: "VP of Engineering".into(),
                is_status_quo: false,
            }
            .into(),
        ])
        .then_data(json!({
            "alternative_id": "alt_a",
            "letter": "A",
            "name": "Accept VP offer",
            "total_alternatives": 1,
            "has_status_quo": false,
        }));
}

#[test]
fn the_twenty_seventh_alternative_is_alt_aa() {
    let history = ('a'..='z').map(|c| alternative(&format!("alt_{c}"), &format!("Option {c}")));
    given(cycle(history))
        .when(add_alternative("One more", false))
        .then_data(json!({"alternative_id": "alt_aa", "letter": "AA", "total_alternatives": 27}));
}

#[test]
fn a_removed_alternatives_id_and_letter_are_never_reused() {
    given(cycle([
        alternative("alt_a", "Accept VP offer"),
        alternative("alt_b", "Join startup"),
        alternative_removed("alt_b"),
    ]))
    .when(add_alternative("Hybrid role", false))
    .then_data(json!({"alternative_id": "alt_c", "letter": "C", "total_alternatives": 2}));
}

#[test]
fn an_alternative_needs_a_name() {
    given(cycle([]))
        .when(add_alternative("\n", false))
        .then_rejected_blank("name");
}

#[test]
fn a_duplicate_alternative_name_is_a_conflict_naming_the_existing_id() {
    given(three())
        .when(add_alternative("join STARTUP ", false))
        .then_rejected_on("name", Conflict, &["alt_b", "\"Join startup\""]);
}

#[test]
fn a_second_status_quo_is_a_conflict_naming_the_first() {
    given(three())
        .when(add_alternative("Retire early", true))
        .then_rejected_on(
            "is_status_quo",
            Conflict,
            &["alt_c (Stay in current role)", "status quo"],
        );
}

#[test]
fn a_status_quo_may_be_added_once_the_previous_one_is_removed() {
    given(then(three(), [alternative_removed("alt_c")]))
        .when(add_alternative("Stay, renegotiated", true))
        .then_data(
            json!({"alternative_id": "alt_d", "has_status_quo": true, "total_alternatives": 3}),
        );
}

#[test]
fn an_alternatives_description_is_updated() {
    given(three())
        .when(update("alt_b", " Head of platform "))
        .then_events(vec![
            AlternativeUpdated {
                alternative_id: "alt_b".into(),
                description: "Head of platform".into(),
            }
            .into(),
        ])
        .then_data(json!({
            "alternative_id": "alt_b",
            "name": "Join startup",
            "description": "Head of platform",
            "remaining_alternatives": 3,
            "datum_id": "alt_c",
        }));
}

#[test]
fn an_unknown_alternative_lists_every_valid_id_with_its_name() {
    given(three()).when(update("alt_z", "x")).then_rejected_on(
        "id",
        NotFound,
        &[
            "alt_z",
            "alt_a (Accept VP offer)",
            "alt_b (Join startup)",
            "alt_c (Stay in current role)",
        ],
    );
}

#[test]
fn an_alternative_id_in_a_cycle_without_alternatives_says_to_add_some() {
    given(cycle([]))
        .when(update("alt_a", "x"))
        .then_rejected_on("id", NotFound, &["no alternatives yet", "add_alternative"]);
}

#[test]
fn a_removed_alternative_cannot_be_updated_or_removed_again() {
    let history = then(three(), [alternative_removed("alt_a")]);
    given(history.clone())
        .when(update("alt_a", "x"))
        .then_rejected_on(
            "id",
            Conflict,
            &[
                "alt_a (Accept VP offer) was removed",
                "alt_b (Join startup)",
            ],
        );
    given(history)
        .when(remove_alternative("alt_a"))
        .then_rejected_on("id", Conflict, &["removed"]);
}

#[test]
fn removing_an_alternative_keeps_it_with_its_reason() {
    let state = given(three())
        .when(remove_alternative("alt_a"))
        .then_events(vec![
            AlternativeRemoved {
                alternative_id: "alt_a".into(),
                reason: "ruled out".into(),
            }
            .into(),
        ])
        .then_data(
            json!({"alternative_id": "alt_a", "remaining_alternatives": 2, "datum_id": "alt_c"}),
        )
        .then_state();
    let removed = state.alternative("alt_a").expect("kept after removal");
    assert_eq!(removed.removed.as_deref(), Some("ruled out"));
}

#[test]
fn removing_the_status_quo_moves_the_datum_to_the_first_remaining_alternative() {
    let state = given(then(three(), [alternative_removed("alt_a")]))
        .when(remove_alternative("alt_c"))
        .then_data(json!({"remaining_alternatives": 1, "datum_id": "alt_b"}))
        .then_state();
    assert_eq!(pugh::datum(&state).map(|d| d.id.as_str()), Some("alt_b"));
}

#[test]
fn removing_needs_a_reason() {
    given(three())
        .when(Command::RemoveAlternative(RemoveAlternative {
            id: "alt_a".into(),
            reason: " ".into(),
        }))
        .then_rejected_blank("reason");
}

#[test]
fn a_strategy_dimension_is_numbered_and_keeps_trimmed_options() {
    given(cycle([dimension(
        "dim_1",
        "Location",
        &["Remote", "Office"],
    )]))
    .when(add_dimension(" Hours ", &["Full time", " Part time"]))
    .then_events(vec![
        StrategyDimensionAdded {
            dimension_id: "dim_2".into(),
            dimension: "Hours".into(),
            options: vec!["Full time".into(), "Part time".into()],
        }
        .into(),
    ])
    .then_data(json!({
        "dimension_id": "dim_2",
        "dimension": "Hours",
        "options": ["Full time", "Part time"],
        "total_dimensions": 2,
    }));
}

#[test]
fn a_strategy_dimension_needs_a_name_and_distinct_options() {
    given(cycle([]))
        .when(add_dimension(" ", &["Remote"]))
        .then_rejected_blank("dimension");
    given(cycle([]))
        .when(add_dimension("Location", &[]))
        .then_rejected_on("options", Validation, &["at least one"]);
    given(cycle([]))
        .when(add_dimension("Location", &["Remote", "remote"]))
        .then_rejected_on("options", Validation, &["\"remote\"", "twice"]);
    given(cycle([]))
        .when(add_dimension("Location", &["Remote", ""]))
        .then_rejected_blank("options[1]");
}

#[test]
fn a_duplicate_strategy_dimension_is_a_conflict_naming_its_id() {
    given(cycle([dimension("dim_1", "Location", &["Remote"])]))
        .when(add_dimension("location", &["Office"]))
        .then_rejected_on("dimension", Conflict, &["dim_1", "\"Location\""]);
}

#[test]
fn an_alternative_takes_one_option_per_dimension_spelled_as_defined() {
    let state = given(then(
        three(),
        [dimension("dim_1", "Location", &["Remote", "Office"])],
    ))
    .when(set_strategy("alt_b", "dim_1", " remote "))
    .then_events(vec![
        AlternativeStrategySet {
            alternative_id: "alt_b".into(),
            dimension_id: "dim_1".into(),
            option: "Remote".into(),
        }
        .into(),
    ])
    // `dim_id` as the call named it; `dimension_id` as first published.
    .then_data(json!({
        "alternative_id": "alt_b",
        "dim_id": "dim_1",
        "dimension_id": "dim_1",
        "option": "Remote",
    }))
    .then_state();
    let strategy = &state.alternative("alt_b").expect("exists").strategy;
    assert_eq!(strategy.get("dim_1").map(String::as_str), Some("Remote"));
}

#[test]
fn an_unknown_strategy_dimension_lists_the_valid_ones() {
    given(then(three(), [dimension("dim_1", "Location", &["Remote"])]))
        .when(set_strategy("alt_a", "dim_4", "Remote"))
        .then_rejected_on("dim_id", NotFound, &["dim_4", "dim_1 (Location)"]);
    given(three())
        .when(set_strategy("alt_a", "dim_1", "Remote"))
        .then_rejected_on("dim_id", NotFound, &["add_strategy_dimension"]);
}

#[test]
fn an_option_outside_the_dimension_is_rejected_listing_the_allowed_ones() {
    given(then(
        three(),
        [dimension("dim_1", "Location", &["Remote", "Office"])],
    ))
    .when(set_strategy("alt_a", "dim_1", "Moon base"))
    .then_rejected_on(
        "option",
        Validation,
        &["\"Moon base\"", "dim_1 (Location)", "Remote, Office"],
    );
}

#[test]
fn a_strategy_needs_an_active_alternative() {
    let history = then(
        three(),
        [
            dimension("dim_1", "Location", &["Remote"]),
            alternative_removed("alt_a"),
        ],
    );
    given(history.clone())
        .when(set_strategy("alt_a", "dim_1", "Remote"))
        .then_rejected_on("alternative_id", Conflict, &["removed"]);
    given(history)
        .when(set_strategy("alt_q", "dim_1", "Remote"))
        .then_rejected_on("alternative_id", NotFound, &["alt_b (Join startup)"]);
}
