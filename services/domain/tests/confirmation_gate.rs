//! The confirmation gate (issue 18): a proposal is a confirmation the
//! person answers; only an approval with the first option confirms it; the
//! agent cannot answer it; the gate is a setting; expiry is an event; and
//! leaving a component lists the high and critical revisits to put to the
//! person.

use crate::support;

use chrono::Duration;
use decision_domain::RejectionClass::*;
use decision_domain::proposal::propose;
use decision_domain::*;
use decision_events::values::{
    Component, ConfirmationStatus, Responder, RevisitPriority, RevisitStatus,
};
use decision_events::*;
use serde_json::json;
use support::events::*;
use support::{ctx, given, now};
use uuid::Uuid;

fn proposed() -> DomainEvent {
    let (event, _) = propose(
        &Cycle::default(),
        "remove_alternative",
        &json!({"alternative_id": "alt_b", "reason": "dominated"}),
        Uuid::nil(),
        3,
        Duration::minutes(30),
        &ctx(),
    )
    .expect("a proposal");
    event
}

fn respond(option_index: Option<usize>, decline: bool) -> Command {
    Command::RespondToConfirmation(RespondToConfirmation {
        confirmation_id: "conf_1".into(),
        option_index,
        text: None,
        decline,
    })
}

#[test]
fn a_proposal_is_a_pending_confirmation_with_approve_and_reject() {
    let state = given(cycle([proposed()])).state().clone();
    let c = &state.confirmations[0];
    assert_eq!(c.id, "conf_1");
    assert_eq!(c.status, ConfirmationStatus::Pending);
    assert_eq!(c.options[0].label, "Approve");
    assert_eq!(c.options[1].label, "Reject");
    let proposal = c.proposal.as_ref().expect("the proposal");
    assert_eq!(proposal.tool_name, "remove_alternative");
    assert_eq!(proposal.parameters["alternative_id"], "alt_b");
    assert!(
        c.summary.contains("alternative_id=\"alt_b\""),
        "{}",
        c.summary
    );
}

#[test]
fn only_the_first_option_approves_a_proposal() {
    let approve = given(cycle([proposed()])).when(respond(Some(0), false));
    assert_eq!(
        approve.then_state().confirmations[0].status,
        ConfirmationStatus::Confirmed
    );
    for reject in [respond(Some(1), false), respond(None, true)] {
        let state = given(cycle([proposed()])).when(reject).then_state();
        assert_eq!(state.confirmations[0].status, ConfirmationStatus::Rejected);
    }
    given(cycle([proposed()]))
        .when(Command::RespondToConfirmation(RespondToConfirmation {
            confirmation_id: "conf_1".into(),
            option_index: None,
            text: Some("maybe".into()),
            decline: false,
        }))
        .then_rejected(Validation, &["approve it with `option_index` 0"]);
}

#[test]
fn the_agent_cannot_answer_a_proposal() {
    given(cycle([proposed()]))
        .when(Command::RecordUserChoice(RecordUserChoice {
            confirmation_id: "conf_1".into(),
            choice: "Approve".into(),
        }))
        .then_rejected(Conflict, &["only the person can approve or reject"]);
}

#[test]
fn the_gate_is_a_setting_that_changes_only_when_it_differs() {
    given(cycle([]))
        .when(Command::SetConfirmationGate(SetConfirmationGate {
            require_confirmation: true,
        }))
        .then_events(vec![
            ConfirmationGateSet {
                require_confirmation: true,
            }
            .into(),
        ]);
    let on: DomainEvent = ConfirmationGateSet {
        require_confirmation: true,
    }
    .into();
    given(cycle([on.clone()]))
        .when(Command::SetConfirmationGate(SetConfirmationGate {
            require_confirmation: true,
        }))
        .then_no_events();
    assert!(given(cycle([on])).state().require_confirmation);
}

#[test]
fn expiry_appends_events_for_due_confirmations_and_named_revisits_once() {
    let history = cycle([
        confirmation("conf_1", &["Yes"], now() - Duration::hours(2), 60),
        confirmation("conf_2", &["Yes"], now(), 60),
        revisit("rev_1", Component::Objectives, RevisitPriority::Low),
        revisit("rev_2", Component::Objectives, RevisitPriority::Low),
        revisit_resolved("rev_2", RevisitStatus::Dismissed, Responder::User),
    ]);
    let sweep = || {
        Command::ExpireDue(ExpireDue {
            revisit_ids: vec!["rev_1".into(), "rev_2".into()],
            revisit_reason: "unanswered for a week".into(),
        })
    };
    let then = given(history.clone()).when(sweep()).then_events(vec![
        ConfirmationExpired {
            confirmation_id: "conf_1".into(),
            expired_at: now() - Duration::hours(1),
        }
        .into(),
        RevisitExpired {
            revisit_id: "rev_1".into(),
            reason: "unanswered for a week".into(),
        }
        .into(),
    ]);
    let state = then.then_state();
    assert_eq!(state.confirmations[0].status, ConfirmationStatus::Expired);
    assert_eq!(state.confirmations[1].status, ConfirmationStatus::Pending);
    assert_eq!(state.revisits[0].status, RevisitStatus::Expired);
    // A second sweep finds nothing left to expire.
    let mut after = history;
    after.push(
        ConfirmationExpired {
            confirmation_id: "conf_1".into(),
            expired_at: now() - Duration::hours(1),
        }
        .into(),
    );
    after.push(
        RevisitExpired {
            revisit_id: "rev_1".into(),
            reason: "r".into(),
        }
        .into(),
    );
    given(after).when(sweep()).then_no_events();
}

#[test]
fn leaving_a_component_lists_the_high_and_critical_revisits_to_prompt() {
    let history = cycle([
        navigated(Component::IssueRaising, Component::Objectives),
        revisit("rev_1", Component::IssueRaising, RevisitPriority::Critical),
        revisit("rev_2", Component::IssueRaising, RevisitPriority::Low),
        revisit("rev_3", Component::Objectives, RevisitPriority::High),
    ]);
    let moved = given(history.clone()).when(Command::Navigate(Navigate {
        component: Component::Alternatives,
    }));
    let data = moved.data();
    let ids: Vec<&str> = data["revisits_to_prompt"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["suggestion_id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["rev_1", "rev_3"]);
    let stay = given(history).when(Command::Navigate(Navigate {
        component: Component::Objectives,
    }));
    assert_eq!(stay.data()["revisits_to_prompt"], json!([]));
}
