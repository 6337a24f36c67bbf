//! Revisit suggestions: the agent suggests (suggest_revisit) or dismisses
//! (dismiss_revisit); the user accepts or dismisses (resolve_revisit, an
//! HTTP endpoint of the UI); get_pending_revisits lists what is open.

use crate::support;

use decision_domain::RejectionClass::*;
use decision_domain::*;
use decision_events::values::{Component, Responder, RevisitPriority, RevisitStatus};
use decision_events::*;
use serde_json::{Value, json};
use support::commands::suggest_revisit;
use support::events::*;
use support::given;
use support::json::{assert_contains, keys};

fn dismiss(id: &str, reason: &str) -> Command {
    Command::DismissRevisit(DismissRevisit {
        id: id.into(),
        reason: reason.into(),
    })
}

fn user_resolves(id: &str, accept: bool, resolution: &str) -> Command {
    Command::ResolveRevisit(ResolveRevisit {
        id: id.into(),
        accept,
        resolution: resolution.into(),
    })
}

fn pending(history: Vec<DomainEvent>, format: Option<ResponseFormat>) -> Value {
    given(history).ask(Query::GetPendingRevisits(GetPendingRevisits {
        response_format: format,
    }))
}

/// rev_1 (objectives, high) dismissed by the agent; rev_2 (problem frame,
/// low) and rev_3 (alternatives, critical) pending.
fn three_revisits() -> Vec<DomainEvent> {
    cycle([
        revisit("rev_1", Component::Objectives, RevisitPriority::High),
        revisit("rev_2", Component::ProblemFrame, RevisitPriority::Low),
        revisit("rev_3", Component::Alternatives, RevisitPriority::Critical),
        revisit_resolved("rev_1", RevisitStatus::Dismissed, Responder::Agent),
    ])
}

// ----- suggest_revisit ----------------------------------------------------

/// Seed 000's Example 2 calls `suggest_revisit(component, reason,
/// priority)` with no trigger: accepted, with the default trigger.
#[test]
fn seed_000s_example_call_without_a_trigger_is_accepted() {
    let call: SuggestRevisit = serde_json::from_value(json!({
        "component": "consequences",
        "reason": "Matrix is empty - alternatives exist but haven't been evaluated",
        "priority": "high"
    }))
    .expect("parses without trigger");
    given(cycle([]))
        .when(Command::SuggestRevisit(call))
        .then_events(vec![
            RevisitSuggested {
                revisit_id: "rev_1".into(),
                component: Component::Consequences,
                reason: "Matrix is empty - alternatives exist but haven't been evaluated".into(),
                priority: RevisitPriority::High,
                trigger: decision_domain::DEFAULT_TRIGGER.into(),
            }
            .into(),
        ]);
}

#[test]
fn a_suggestion_is_rev_1_and_pending() {
    let state = given(cycle([]))
        .when(Command::SuggestRevisit(SuggestRevisit {
            component: Component::Objectives,
            reason: " Learning may be a missing objective ".into(),
            priority: RevisitPriority::High,
            trigger: Some(" User said they mostly want to learn ".into()),
        }))
        .then_events(vec![
            RevisitSuggested {
                revisit_id: "rev_1".into(),
                component: Component::Objectives,
                reason: "Learning may be a missing objective".into(),
                priority: RevisitPriority::High,
                trigger: "User said they mostly want to learn".into(),
            }
            .into(),
        ])
        .then_data(json!({"suggestion_id": "rev_1", "total_pending": 1, "will_prompt_user": true}))
        .then_state();
    assert_eq!(state.revisits[0].status, RevisitStatus::Pending);
}

#[test]
fn only_high_and_critical_suggestions_prompt_the_user() {
    for (priority, prompts) in [
        (RevisitPriority::Low, false),
        (RevisitPriority::Medium, false),
        (RevisitPriority::High, true),
        (RevisitPriority::Critical, true),
    ] {
        given(cycle([]))
            .when(suggest_revisit(Component::Consequences, priority))
            .then_data(json!({"will_prompt_user": prompts}));
    }
}

#[test]
fn ids_keep_counting_and_total_pending_leaves_out_resolved_ones() {
    given(three_revisits())
        .when(suggest_revisit(
            Component::Tradeoffs,
            RevisitPriority::Medium,
        ))
        .then_data(json!({"suggestion_id": "rev_4", "total_pending": 3}));
}

#[test]
fn a_suggestion_needs_a_reason_and_a_trigger() {
    let blank = |reason: &str, trigger: &str| {
        Command::SuggestRevisit(SuggestRevisit {
            component: Component::Objectives,
            reason: reason.into(),
            priority: RevisitPriority::Low,
            trigger: Some(trigger.into()),
        })
    };
    given(cycle([]))
        .when(blank(" ", "t"))
        .then_rejected_blank("reason");
    given(cycle([]))
        .when(blank("r", ""))
        .then_rejected_blank("trigger");
}

// ----- get_pending_revisits -----------------------------------------------

#[test]
fn pending_revisits_list_only_pending_ones_and_flag_a_critical_one() {
    let data = pending(three_revisits(), None);
    assert_contains(
        &data,
        &json!({
            "revisits": [
                {"suggestion_id": "rev_2", "target_component": "problem_frame",
                 "reason": "reason for rev_2", "priority": "low"},
                {"suggestion_id": "rev_3", "target_component": "alternatives", "priority": "critical"},
            ],
            "has_critical": true,
        }),
    );
    assert!(
        !keys(&data).contains("trigger"),
        "trigger is detailed: {data}"
    );
}

#[test]
fn the_trigger_is_in_the_detailed_list() {
    assert_contains(
        &pending(three_revisits(), Some(ResponseFormat::Detailed)),
        &json!({"revisits": [{"trigger": "trigger of rev_2"}, {"trigger": "trigger of rev_3"}]}),
    );
}

#[test]
fn a_resolved_critical_suggestion_no_longer_counts_as_critical() {
    let history = then(
        three_revisits(),
        [revisit_resolved(
            "rev_3",
            RevisitStatus::Accepted,
            Responder::User,
        )],
    );
    assert_contains(
        &pending(history, None),
        &json!({"revisits": [{"suggestion_id": "rev_2"}], "has_critical": false}),
    );
    assert_contains(
        &pending(cycle([]), None),
        &json!({"revisits": [], "has_critical": false}),
    );
}

// ----- dismiss_revisit (agent) ---------------------------------------------

#[test]
fn the_agent_dismisses_a_pending_suggestion_with_a_reason() {
    let state = given(three_revisits())
        .when(dismiss("rev_2", " Scope is settled "))
        .then_events(vec![
            RevisitResolved {
                revisit_id: "rev_2".into(),
                status: RevisitStatus::Dismissed,
                resolution: "Scope is settled".into(),
                by: Responder::Agent,
            }
            .into(),
        ])
        .then_data(json!({"suggestion_id": "rev_2", "status": "dismissed", "total_pending": 1}))
        .then_state();
    let r = &state.revisits[1];
    assert_eq!(
        (r.status, r.resolution.as_deref(), r.resolved_by),
        (
            RevisitStatus::Dismissed,
            Some("Scope is settled"),
            Some(Responder::Agent)
        )
    );
}

#[test]
fn dismissing_a_resolved_suggestion_is_a_conflict_listing_the_pending_ones() {
    given(three_revisits())
        .when(dismiss("rev_1", "Again"))
        .then_rejected_on(
            "id",
            Conflict,
            &[
                "rev_1 is already dismissed",
                "only pending suggestions",
                "rev_2 (problem_frame: reason for rev_2), rev_3 (alternatives: reason for rev_3)",
            ],
        );
}

#[test]
fn the_conflict_message_quotes_pending_reasons_as_written() {
    let history = cycle([
        revisit("rev_1", Component::Objectives, RevisitPriority::High),
        revisit_resolved("rev_1", RevisitStatus::Accepted, Responder::User),
        RevisitSuggested {
            revisit_id: "rev_2".into(),
            component: Component::ProblemFrame,
            reason: "Expired offer: Accepted terms changed".into(),
            priority: RevisitPriority::Medium,
            trigger: "t".into(),
        }
        .into(),
    ]);
    given(history)
        .when(dismiss("rev_1", "Again"))
        .then_rejected_on(
            "id",
            Conflict,
            &[
                "rev_1 is already accepted",
                "rev_2 (problem_frame: Expired offer: Accepted terms changed)",
            ],
        );
}

#[test]
fn dismissing_an_unknown_suggestion_lists_the_pending_ones() {
    given(three_revisits())
        .when(dismiss("rev_7", "?"))
        .then_rejected_on(
            "id",
            NotFound,
            &["rev_7", "rev_2 (problem_frame", "rev_3 (alternatives"],
        );
    given(cycle([]))
        .when(dismiss("rev_1", "?"))
        .then_rejected_on("id", NotFound, &["pending: none"]);
}

#[test]
fn a_dismissal_needs_a_reason() {
    given(three_revisits())
        .when(dismiss("rev_2", ""))
        .then_rejected_blank("reason");
}

// ----- resolve_revisit (user) -----------------------------------------------

#[test]
fn the_user_accepts_a_suggestion() {
    given(three_revisits())
        .when(user_resolves("rev_3", true, " Let's add one more option "))
        .then_events(vec![
            RevisitResolved {
                revisit_id: "rev_3".into(),
                status: RevisitStatus::Accepted,
                resolution: "Let's add one more option".into(),
                by: Responder::User,
            }
            .into(),
        ])
        .then_data(json!({"suggestion_id": "rev_3", "status": "accepted", "total_pending": 1}));
}

#[test]
fn a_blank_user_resolution_gets_a_default_text() {
    given(three_revisits())
        .when(user_resolves("rev_3", true, "  "))
        .then_events(vec![
            RevisitResolved {
                revisit_id: "rev_3".into(),
                status: RevisitStatus::Accepted,
                resolution: "accepted by the user".into(),
                by: Responder::User,
            }
            .into(),
        ]);
    given(three_revisits())
        .when(user_resolves("rev_2", false, ""))
        .then_events(vec![
            RevisitResolved {
                revisit_id: "rev_2".into(),
                status: RevisitStatus::Dismissed,
                resolution: "dismissed by the user".into(),
                by: Responder::User,
            }
            .into(),
        ])
        .then_data(json!({"status": "dismissed", "total_pending": 1}));
}

#[test]
fn the_user_cannot_resolve_a_suggestion_that_is_not_pending() {
    given(three_revisits())
        .when(user_resolves("rev_1", true, "Yes"))
        .then_rejected_on("id", Conflict, &["rev_1 is already dismissed"]);
    let accepted = then(
        three_revisits(),
        [revisit_resolved(
            "rev_3",
            RevisitStatus::Accepted,
            Responder::User,
        )],
    );
    given(accepted)
        .when(user_resolves("rev_3", false, "Changed my mind"))
        .then_rejected_on("id", Conflict, &["rev_3 is already accepted"]);
    given(three_revisits())
        .when(user_resolves("rev_9", true, ""))
        .then_rejected_on("id", NotFound, &["rev_9"]);
}
