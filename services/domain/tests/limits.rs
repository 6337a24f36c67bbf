//! Cycle-size limits: past them an add is refused, naming the limit;
//! removed entities count, since their ids are never reused.

use crate::support;

use decision_domain::RejectionClass::*;
use decision_domain::{AddAlternative, AddNote, Command, FlagUncertainty, Limits};
use decision_events::values::{Component, RevisitPriority};
use support::commands::add_objective;
use support::events::*;
use support::given;

fn small() -> Limits {
    Limits {
        max_objectives: 2,
        max_alternatives: 2,
        max_entries_per_list: 2,
    }
}

#[test]
fn objectives_stop_at_the_limit_and_removed_ones_count() {
    given(cycle([
        fundamental("obj_1", "Pay"),
        means("obj_2", "Commute"),
        objective_removed("obj_2"),
    ]))
    .with_limits(small())
    .when(add_objective("Growth", true))
    .then_rejected(Validation, &["limit of 2 objectives", "removed ones count"]);
    given(cycle([fundamental("obj_1", "Pay")]))
        .with_limits(small())
        .when(add_objective("Growth", true))
        .then_data(serde_json::json!({"objective_id": "obj_2"}));
}

#[test]
fn alternatives_stop_at_the_limit() {
    let add = Command::AddAlternative(AddAlternative {
        name: "Third".into(),
        description: String::new(),
        is_status_quo: false,
    });
    given(cycle([
        alternative("alt_a", "A"),
        alternative("alt_b", "B"),
    ]))
    .with_limits(small())
    .when(add.clone())
    .then_rejected(Validation, &["limit of 2 alternatives"]);
    given(cycle([alternative("alt_a", "A")]))
        .with_limits(small())
        .when(add)
        .then_data(serde_json::json!({"alternative_id": "alt_b"}));
}

#[test]
fn every_other_list_stops_at_its_cap() {
    let add_note = Command::AddNote(AddNote {
        content: "Third".into(),
        component: None,
    });
    given(cycle([
        note("note_1", "a", None),
        note("note_2", "b", None),
    ]))
    .with_limits(small())
    .when(add_note.clone())
    .then_rejected(Validation, &["limit of 2 notes", "--max-entries-per-list"]);
    given(cycle([note("note_1", "a", None)]))
        .with_limits(small())
        .when(add_note)
        .then_data(serde_json::json!({"note_id": "note_2"}));
    // Every way of adding an uncertainty counts against the one list.
    let flag = Command::FlagUncertainty(FlagUncertainty {
        description: "Will it rain?".into(),
        component: Component::Objectives,
        resolvable: true,
        impact: None,
    });
    given(cycle([
        uncertainty("unc_1", Component::IssueRaising, true),
        uncertainty("unc_2", Component::IssueRaising, false),
    ]))
    .with_limits(small())
    .when(flag)
    .then_rejected(Validation, &["limit of 2 uncertainties"]);
    given(cycle([
        revisit("rev_1", Component::Objectives, RevisitPriority::Low),
        revisit("rev_2", Component::Objectives, RevisitPriority::High),
    ]))
    .with_limits(small())
    .when(Command::SuggestRevisit(decision_domain::SuggestRevisit {
        component: Component::Alternatives,
        reason: "r".into(),
        priority: RevisitPriority::Low,
        trigger: Some("t".into()),
    }))
    .then_rejected(Validation, &["limit of 2 revisit suggestions"]);
}

#[test]
fn the_default_limits_are_generous_but_finite() {
    let limits = Limits::default();
    assert!((100..=1000).contains(&limits.max_entries_per_list));
    assert!(limits.max_objectives >= 20 && limits.max_objectives <= 100);
    assert!(limits.max_alternatives >= 20 && limits.max_alternatives <= 100);
}
