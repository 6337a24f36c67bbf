//! Confirmations: the agent asks (request_confirmation) and records the
//! user's answer (record_user_choice); the user may answer directly
//! (respond_to_confirmation, an HTTP endpoint of the UI). A request reads as
//! expired past `expires_at` (a function of the time passed in); the
//! sweeper records it as an event later (`confirmation_gate.rs`).

use crate::support;

use chrono::Duration;
use decision_domain::RejectionClass::*;
use decision_domain::*;
use decision_events::values::{ConfirmationOption, ConfirmationStatus, Responder};
use decision_events::*;
use serde_json::json;
use support::events::*;
use support::{given, now};

fn option(label: &str, description: &str) -> ConfirmationOption {
    ConfirmationOption {
        label: label.into(),
        description: description.into(),
    }
}

fn request(labels: &[&str], default_option: Option<usize>, minutes: Option<u32>) -> Command {
    Command::RequestConfirmation(RequestConfirmation {
        summary: "Remove the hybrid role?".into(),
        options: labels.iter().map(|l| option(l, "")).collect(),
        default_option,
        expires_in_minutes: minutes,
    })
}

fn record(confirmation_id: &str, choice: &str) -> Command {
    Command::RecordUserChoice(RecordUserChoice {
        confirmation_id: confirmation_id.into(),
        choice: choice.into(),
    })
}

fn respond(option_index: Option<usize>, text: Option<&str>, decline: bool) -> Command {
    Command::RespondToConfirmation(RespondToConfirmation {
        confirmation_id: "conf_1".into(),
        option_index,
        text: text.map(str::to_owned),
        decline,
    })
}

/// conf_1 ("Yes, remove it" / "Keep it"), requested now, open 30 minutes.
fn open_request() -> Vec<DomainEvent> {
    cycle([confirmation(
        "conf_1",
        &["Yes, remove it", "Keep it"],
        now(),
        30,
    )])
}

fn resolved(
    status: ConfirmationStatus,
    chosen_option: Option<usize>,
    user_input: Option<&str>,
    by: Responder,
) -> DomainEvent {
    ConfirmationResolved {
        confirmation_id: "conf_1".into(),
        status,
        chosen_option,
        user_input: user_input.map(str::to_owned),
        responded_at: now(),
        by,
    }
    .into()
}

// ----- request_confirmation -----------------------------------------------

#[test]
fn a_request_is_conf_1_and_expires_an_hour_from_now_by_default() {
    let state = given(cycle([]))
        .when(Command::RequestConfirmation(RequestConfirmation {
            summary: " Remove the hybrid role? ".into(),
            options: vec![
                option(" Yes, remove it ", " It is dominated "),
                option("Keep it", ""),
            ],
            default_option: Some(1),
            expires_in_minutes: None,
        }))
        .then_events(vec![
            ConfirmationRequested {
                confirmation_id: "conf_1".into(),
                summary: "Remove the hybrid role?".into(),
                options: vec![
                    option("Yes, remove it", "It is dominated"),
                    option("Keep it", ""),
                ],
                default_option: Some(1),
                requested_at: now(),
                expires_at: now() + Duration::minutes(60),
            }
            .into(),
        ])
        .then_data(json!({
            "confirmation_id": "conf_1",
            "status": "pending",
            "expires_at": "2026-11-21T13:00:00+00:00",
            "options": 2,
        }))
        .then_state();
    let c = &state.confirmations[0];
    assert_eq!(c.status_at(now()), ConfirmationStatus::Pending);
    assert_eq!(DEFAULT_CONFIRMATION_MINUTES, 60);
}

#[test]
fn the_expiry_is_now_plus_the_minutes_given() {
    let state = given(cycle([]))
        .at(now() + Duration::hours(2))
        .when(request(&["Yes"], None, Some(90)))
        .then_data(json!({"expires_at": "2026-11-21T15:30:00+00:00"}))
        .then_state();
    assert_eq!(
        state.confirmations[0].requested_at,
        now() + Duration::hours(2)
    );
}

#[test]
fn expiry_runs_from_one_minute_to_a_week() {
    given(cycle([]))
        .when(request(&["Yes"], None, Some(1)))
        .then_data(json!({"expires_at": "2026-11-21T12:01:00+00:00"}));
    given(cycle([]))
        .when(request(&["Yes"], None, Some(10080)))
        .then_data(json!({"expires_at": "2026-11-28T12:00:00+00:00"}));
    for minutes in [0, 10081] {
        given(cycle([]))
            .when(request(&["Yes"], None, Some(minutes)))
            .then_rejected_on(
                "expires_in_minutes",
                Validation,
                &["1 to 10080", &minutes.to_string()],
            );
    }
}

#[test]
fn ids_continue_after_answered_requests() {
    let history = then(
        open_request(),
        [resolved(
            ConfirmationStatus::Confirmed,
            Some(0),
            None,
            Responder::User,
        )],
    );
    given(history)
        .when(request(&["Yes", "No"], Some(0), None))
        .then_data(json!({"confirmation_id": "conf_2", "options": 2}));
}

#[test]
fn option_labels_must_differ_ignoring_case_and_spaces() {
    given(cycle([]))
        .when(request(&["Keep it", " keep IT "], None, None))
        .then_rejected_on("options", Validation, &["keep IT", "labels must differ"]);
}

#[test]
fn the_default_option_must_be_one_of_the_options() {
    given(cycle([]))
        .when(request(&["Yes", "No"], Some(2), None))
        .then_rejected_on("default_option", Validation, &["2", "0 to 1"]);
    given(cycle([]))
        .when(request(&["Yes", "No"], Some(1), None))
        .then_data(json!({"confirmation_id": "conf_1"}));
}

#[test]
fn a_request_needs_a_summary_and_labelled_options() {
    given(cycle([]))
        .when(request(&[], None, None))
        .then_rejected_on("options", Validation, &["at least one option"]);
    given(cycle([]))
        .when(request(&["Yes", " "], None, None))
        .then_rejected_blank("options[1].label");
    given(cycle([]))
        .when(Command::RequestConfirmation(RequestConfirmation {
            summary: "".into(),
            options: vec![option("Yes", "")],
            default_option: None,
            expires_in_minutes: None,
        }))
        .then_rejected_blank("summary");
}

// ----- record_user_choice (agent) -------------------------------------------

#[test]
fn a_choice_matching_a_label_ignoring_case_records_the_option() {
    let state = given(open_request())
        .when(record("conf_1", "  KEEP it "))
        .then_events(vec![
            ConfirmationResolved {
                confirmation_id: "conf_1".into(),
                status: ConfirmationStatus::Confirmed,
                chosen_option: Some(1),
                user_input: None,
                responded_at: now(),
                by: Responder::Agent,
            }
            .into(),
        ])
        .then_data(json!({
            "confirmation_id": "conf_1",
            "status": "confirmed",
            "chosen_option": 1,
            "chosen_label": "Keep it",
            "user_input": null,
        }))
        .then_state();
    let c = &state.confirmations[0];
    assert_eq!(c.responded_by, Some(Responder::Agent));
    assert_eq!(
        c.status_at(now() + Duration::days(1)),
        ConfirmationStatus::Confirmed
    );
}

#[test]
fn any_other_choice_is_recorded_as_the_users_words() {
    given(open_request())
        .when(record("conf_1", " Keep it until I talk to my partner "))
        .then_events(vec![resolved(
            ConfirmationStatus::Confirmed,
            None,
            Some("Keep it until I talk to my partner"),
            Responder::Agent,
        )])
        .then_data(json!({
            "status": "confirmed",
            "chosen_option": null,
            "chosen_label": null,
            "user_input": "Keep it until I talk to my partner",
        }));
}

#[test]
fn a_request_expires_at_its_expiry_time() {
    given(open_request())
        .at(now() + Duration::minutes(30) - Duration::seconds(1))
        .when(record("conf_1", "Keep it"))
        .then_data(json!({"chosen_option": 1}));
    given(open_request())
        .at(now() + Duration::minutes(30))
        .when(record("conf_1", "Keep it"))
        .then_rejected_on(
            "confirmation_id",
            Conflict,
            &[
                "conf_1 expired at 2026-11-21T12:30:00+00:00",
                "request_confirmation",
            ],
        );
}

#[test]
fn a_confirmation_takes_one_answer() {
    let answered = then(
        open_request(),
        [resolved(
            ConfirmationStatus::Confirmed,
            Some(0),
            None,
            Responder::Agent,
        )],
    );
    given(answered.clone())
        .when(record("conf_1", "Keep it"))
        .then_rejected_on(
            "confirmation_id",
            Conflict,
            &["conf_1 was already answered (confirmed)", "one answer"],
        );
    // Even once the request would have expired, an answer stays an answer.
    given(answered)
        .at(now() + Duration::days(2))
        .when(record("conf_1", "Keep it"))
        .then_rejected_on("confirmation_id", Conflict, &["already answered"]);
    let declined = then(
        open_request(),
        [resolved(
            ConfirmationStatus::Rejected,
            None,
            None,
            Responder::User,
        )],
    );
    given(declined)
        .when(respond(Some(0), None, false))
        .then_rejected_on(
            "confirmation_id",
            Conflict,
            &["already answered (rejected)"],
        );
}

#[test]
fn an_unknown_confirmation_lists_the_pending_ones_only() {
    let history = cycle([
        confirmation("conf_1", &["Yes"], now() - Duration::hours(3), 60),
        confirmation("conf_2", &["Yes"], now(), 60),
    ]);
    let rejection = given(history)
        .when(record("conf_9", "Yes"))
        .then_rejected_on(
            "confirmation_id",
            NotFound,
            &["conf_9", "pending: conf_2 (summary of conf_2)"],
        );
    assert!(
        !rejection.message.contains("conf_1 ("),
        "expired ones are not pending: {}",
        rejection.message
    );
    given(cycle([]))
        .when(record("conf_1", "Yes"))
        .then_rejected_on("confirmation_id", NotFound, &["pending: none"]);
}

#[test]
fn a_blank_choice_is_rejected() {
    given(open_request())
        .when(record("conf_1", " "))
        .then_rejected_blank("choice");
}

// ----- respond_to_confirmation (user) -------------------------------------

#[test]
fn the_user_picks_an_option() {
    given(open_request())
        .when(respond(Some(0), None, false))
        .then_events(vec![resolved(
            ConfirmationStatus::Confirmed,
            Some(0),
            None,
            Responder::User,
        )])
        .then_data(
            json!({"status": "confirmed", "chosen_option": 0, "chosen_label": "Yes, remove it"}),
        );
}

#[test]
fn the_user_answers_in_their_own_words() {
    given(open_request())
        .when(respond(None, Some(" Not yet "), false))
        .then_events(vec![resolved(
            ConfirmationStatus::Confirmed,
            None,
            Some("Not yet"),
            Responder::User,
        )])
        .then_data(json!({"chosen_option": null, "user_input": "Not yet"}));
}

#[test]
fn declining_rejects_the_request() {
    let state = given(open_request())
        .when(respond(None, None, true))
        .then_events(vec![resolved(
            ConfirmationStatus::Rejected,
            None,
            None,
            Responder::User,
        )])
        .then_data(json!({"status": "rejected"}))
        .then_state();
    assert_eq!(
        state.confirmations[0].status_at(now()),
        ConfirmationStatus::Rejected
    );
}

#[test]
fn an_option_index_out_of_range_lists_the_options() {
    given(open_request())
        .when(respond(Some(2), None, false))
        .then_rejected_on(
            "option_index",
            Validation,
            &["2 is out of range", "0: Yes, remove it", "1: Keep it"],
        );
}

#[test]
fn an_answer_needs_an_option_text_or_a_decline() {
    given(open_request())
        .when(respond(None, None, false))
        .then_rejected_on(
            "option_index",
            Validation,
            &["option_index", "text", "decline", "0: Yes, remove it"],
        );
    given(open_request())
        .when(respond(None, Some(" "), false))
        .then_rejected_blank("text");
}

#[test]
fn the_user_cannot_answer_an_expired_request() {
    given(open_request())
        .at(now() + Duration::hours(1))
        .when(respond(Some(0), None, false))
        .then_rejected_on("confirmation_id", Conflict, &["expired"]);
}
