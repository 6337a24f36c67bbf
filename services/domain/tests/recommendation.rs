//! Recommendation: the synthesis, the standout (or none), key
//! considerations and the uncertainties that remain.

use crate::support;

use decision_domain::RejectionClass::*;
use decision_domain::*;
use decision_events::values::Component;
use serde_json::json;
use support::commands::{flag_uncertainty, set_standout};
use support::events::*;
use support::given;

fn set_synthesis(text: &str) -> Command {
    Command::SetSynthesis(SetSynthesis {
        synthesis: text.into(),
    })
}

fn add_key_consideration(text: &str) -> Command {
    Command::AddKeyConsideration(AddKeyConsideration {
        consideration: text.into(),
    })
}

fn add_remaining_uncertainty(text: &str, resolution_path: &str) -> Command {
    Command::AddRemainingUncertainty(AddRemainingUncertainty {
        uncertainty: text.into(),
        resolution_path: resolution_path.into(),
    })
}

// ----- set_synthesis ------------------------------------------------------

#[test]
fn the_synthesis_is_recorded_trimmed() {
    let text =
        "The VP offer leads on growth and pay; the startup is close if growth is discounted.";
    let state = given(career_move())
        .when(set_synthesis(&format!("  {text}\n")))
        .then_events(vec![synthesis(text)])
        .then_data(json!({"synthesis": text}))
        .then_state();
    assert_eq!(state.synthesis.as_deref(), Some(text));
}

#[test]
fn a_new_synthesis_replaces_the_old_one() {
    let state = given(then(career_move(), [synthesis("First take")]))
        .when(set_synthesis("Second take"))
        .then_data(json!({"synthesis": "Second take"}))
        .then_state();
    assert_eq!(state.synthesis.as_deref(), Some("Second take"));
}

#[test]
fn a_blank_synthesis_is_rejected() {
    given(career_move())
        .when(set_synthesis(" \t"))
        .then_rejected_blank("synthesis");
}

// ----- set_standout -------------------------------------------------------

#[test]
fn the_pugh_leader_as_standout_is_flagged_as_the_leader() {
    let state = given(career_move())
        .when(set_standout(
            Some("alt_a"),
            " Highest total and robust to a one-step drop in growth ",
        ))
        .then_events(vec![standout(
            Some("alt_a"),
            "Highest total and robust to a one-step drop in growth",
        )])
        .then_data(json!({
            "alternative_id": "alt_a",
            "alternative_name": "Accept VP offer",
            "rationale": "Highest total and robust to a one-step drop in growth",
            "is_pugh_leader": true,
        }))
        .then_state();
    let s = state.standout.expect("set");
    assert_eq!(s.alternative_id.as_deref(), Some("alt_a"));
}

#[test]
fn a_standout_other_than_the_leader_is_allowed_and_flagged() {
    given(career_move())
        .when(set_standout(Some("alt_b"), "Growth matters most to Sam"))
        .then_data(json!({
            "alternative_id": "alt_b",
            "alternative_name": "Join startup",
            "is_pugh_leader": false,
        }));
}

#[test]
fn no_clear_standout_is_recorded_as_null() {
    let state = given(career_move())
        .when(set_standout(None, "Too close to call"))
        .then_events(vec![standout(None, "Too close to call")])
        .then_data(json!({
            "alternative_id": null,
            "alternative_name": null,
            "rationale": "Too close to call",
            "is_pugh_leader": null,
        }))
        .then_state();
    let s = state.standout.expect("an explicit none is still set");
    assert_eq!(s.alternative_id, None);
}

#[test]
fn a_new_standout_replaces_the_old_one() {
    let state = given(then(career_move(), [standout(Some("alt_a"), "Leader")]))
        .when(set_standout(None, "On reflection, none"))
        .then_state();
    assert_eq!(
        state.standout.map(|s| (s.alternative_id, s.rationale)),
        Some((None, "On reflection, none".to_string()))
    );
}

#[test]
fn a_dominated_alternative_cannot_stand_out() {
    given(then(career_move(), [dominated("alt_c", "alt_a")]))
        .when(set_standout(Some("alt_c"), "I like it"))
        .then_rejected_on(
            "alternative_id",
            Conflict,
            &[
                "alt_c (Hybrid role) is marked dominated by alt_a",
                "clear_dominated",
                "alt_a (Accept VP offer), alt_b (Join startup), alt_d (Stay in current role)",
            ],
        );
}

#[test]
fn once_cleared_the_alternative_can_stand_out() {
    given(then(
        career_move(),
        [dominated("alt_c", "alt_a"), dominated_cleared("alt_c")],
    ))
    .when(set_standout(Some("alt_c"), "Best balance"))
    .then_data(json!({"alternative_id": "alt_c", "is_pugh_leader": false}));
}

#[test]
fn the_standout_must_be_a_known_active_alternative_with_a_rationale() {
    given(career_move())
        .when(set_standout(Some("alt_z"), "?"))
        .then_rejected_on(
            "alternative_id",
            NotFound,
            &["alt_z", "alt_a (Accept VP offer)"],
        );
    given(then(career_move(), [alternative_removed("alt_b")]))
        .when(set_standout(Some("alt_b"), "?"))
        .then_rejected_on(
            "alternative_id",
            Conflict,
            &["alt_b (Join startup) was removed"],
        );
    given(career_move())
        .when(set_standout(Some("alt_a"), ""))
        .then_rejected_blank("rationale");
    given(career_move())
        .when(set_standout(None, "  "))
        .then_rejected_blank("rationale");
}

#[test]
fn with_tied_totals_the_leader_is_the_one_added_first() {
    // alt_b and alt_c both total 2; alt_b was added first.
    let history = rated_matrix([[0, 0, 0], [2, 0, 0], [0, 0, 2]]);
    given(history)
        .when(set_standout(Some("alt_b"), "Tied, earlier"))
        .then_data(json!({"is_pugh_leader": true}));
}

// ----- key considerations and remaining uncertainties ---------------------

#[test]
fn key_considerations_are_kc_1_kc_2() {
    let state = given(career_move())
        .when(add_key_consideration(" Negotiate two remote days "))
        .then_events(vec![key_consideration("kc_1", "Negotiate two remote days")])
        .then_data(json!({"consideration_id": "kc_1", "total_key_considerations": 1}))
        .then_state();
    support::given_state(state)
        .when(add_key_consideration("Ask about the equity refresh"))
        .then_data(json!({"consideration_id": "kc_2", "total_key_considerations": 2}));
}

#[test]
fn a_blank_key_consideration_is_rejected() {
    given(career_move())
        .when(add_key_consideration(""))
        .then_rejected_blank("consideration");
}

#[test]
fn a_remaining_uncertainty_continues_the_shared_uncertainty_ids() {
    let history = then(
        career_move(),
        [
            uncertainty("unc_1", Component::IssueRaising, true),
            uncertainty("unc_2", Component::Consequences, false),
            uncertainty_resolved("unc_1", "Round closed"),
        ],
    );
    let state = given(history)
        .when(add_remaining_uncertainty(
            " Real evening load as VP ",
            " Ask two current VPs ",
        ))
        .then_events(vec![remaining_uncertainty(
            "unc_3",
            "Real evening load as VP",
            "Ask two current VPs",
        )])
        .then_data(json!({
            "uncertainty_id": "unc_3",
            "total_open_uncertainties": 2,
            "resolvable_count": 1,
        }))
        .then_state();
    let u = state.uncertainties.last().expect("added");
    assert_eq!(u.component, Component::Recommendation);
    assert!(u.resolvable, "it has a resolution path");
    assert_eq!(u.resolution_path.as_deref(), Some("Ask two current VPs"));
    assert_eq!(u.resolution, None);
    support::given_state(state)
        .when(flag_uncertainty(
            "Will the team stay?",
            Component::Tradeoffs,
            false,
        ))
        .then_data(json!({"uncertainty_id": "unc_4", "total_open_uncertainties": 3}));
}

#[test]
fn a_remaining_uncertainty_needs_both_texts() {
    given(career_move())
        .when(add_remaining_uncertainty(" ", "Ask"))
        .then_rejected_blank("uncertainty");
    given(career_move())
        .when(add_remaining_uncertainty("Evening load", ""))
        .then_rejected_blank("resolution_path");
}

#[test]
fn recommendation_commands_work_on_a_cycle_without_a_matrix() {
    given(cycle([]))
        .when(set_standout(None, "Nothing to compare yet"))
        .then_data(json!({"alternative_id": null, "is_pugh_leader": null}));
    given(cycle([]))
        .when(set_standout(Some("alt_a"), "?"))
        .then_rejected_on(
            "alternative_id",
            NotFound,
            &["no alternatives yet", "add_alternative"],
        );
}
