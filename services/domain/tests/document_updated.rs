//! A tool response's `document_updated`: true only when a call changed
//! what the decision document shows (a section's markdown or completion
//! status, or the notes filed under no component), not whenever it
//! appended an event.

use crate::support;

use decision_domain::*;
use decision_events::values::{Component, ConfirmationOption, DqElement, RevisitPriority};
use support::commands::*;
use support::events::*;
use support::{given, now};

/// The matrix with alt_a rated on obj_1, and a pending revisit.
fn history() -> Vec<decision_events::DomainEvent> {
    then(
        matrix(),
        [
            rated("alt_a", "obj_1", 2),
            revisit("rev_1", Component::Objectives, RevisitPriority::Low),
        ],
    )
}

#[test]
fn notes_show_in_the_document_with_or_without_a_component() {
    given(history())
        .when(add_note(
            "Ask HR about the bonus",
            Some(Component::Consequences),
        ))
        .then_document_changed(true);
    given(history())
        .when(add_note("Sleep on it", None))
        .then_document_changed(true);
}

#[test]
fn revisits_and_confirmations_live_outside_the_document() {
    given(history())
        .when(suggest_revisit(
            Component::Alternatives,
            RevisitPriority::High,
        ))
        .then_document_changed(false);
    given(history())
        .when(Command::DismissRevisit(DismissRevisit {
            id: "rev_1".into(),
            reason: "Covered".into(),
        }))
        .then_document_changed(false);
    given(history())
        .when(Command::RequestConfirmation(RequestConfirmation {
            summary: "Remove obj_3?".into(),
            options: vec![ConfirmationOption {
                label: "Yes".into(),
                description: "Remove it".into(),
            }],
            default_option: None,
            expires_in_minutes: None,
        }))
        .then_document_changed(false);
    given(then(
        history(),
        [confirmation("conf_1", &["Yes", "No"], now(), 60)],
    ))
    .when(Command::RecordUserChoice(RecordUserChoice {
        confirmation_id: "conf_1".into(),
        choice: "yes".into(),
    }))
    .then_document_changed(false);
}

#[test]
fn a_rating_changes_the_document_unless_it_repeats_the_cell() {
    let same = || {
        Command::RateConsequence(RateConsequence {
            alternative_id: "alt_a".into(),
            objective_id: "obj_1".into(),
            rating: rating(2),
            reasoning: "alt_a on obj_1".into(),
        })
    };
    given(history())
        .when(same())
        .then_events(vec![rated("alt_a", "obj_1", 2)])
        .then_document_changed(false);
    given(history())
        .when(rate("alt_a", "obj_1", 1))
        .then_document_changed(true);
    given(history())
        .when(update_reasoning("alt_a", "obj_1", "alt_a on obj_1"))
        .then_document_changed(false);
    given(history())
        .when(update_reasoning("alt_a", "obj_1", "40% more"))
        .then_document_changed(true);
    // A batch changes the document if any of its cells does.
    given(history())
        .when(batch(vec![
            cell("alt_a", "obj_1", 2),
            cell("alt_b", "obj_1", -1),
        ]))
        .then_document_changed(true);
}

#[test]
fn rewriting_a_text_with_the_same_words_changes_nothing() {
    given(then(history(), [synthesis("VP leads")]))
        .when(Command::SetSynthesis(SetSynthesis {
            synthesis: "VP leads".into(),
        }))
        .then_document_changed(false);
    given(then(history(), [dq_rated(DqElement::ClearObjectives, 80)]))
        .when(rate_dq(
            DqElement::ClearObjectives,
            80,
            "clear_objectives at 80",
        ))
        .then_document_changed(false);
    given(then(history(), [dq_rated(DqElement::ClearObjectives, 80)]))
        .when(rate_dq(
            DqElement::ClearObjectives,
            60,
            "clear_objectives at 80",
        ))
        .then_document_changed(true);
}

#[test]
fn uncertainties_and_objective_changes_show_in_their_sections() {
    given(history())
        .when(flag_uncertainty(
            "Bonus size",
            Component::Consequences,
            true,
        ))
        .then_document_changed(true);
    given(then(
        history(),
        [uncertainty("unc_1", Component::IssueRaising, true)],
    ))
    .when(resolve_uncertainty("unc_1", "Known now"))
    .then_document_changed(true);
    given(history())
        .when(Command::DemoteToMeans(DemoteToMeans {
            id: "obj_3".into(),
            fundamental_id: "obj_1".into(),
        }))
        .then_document_changed(true);
    given(history())
        .when(mark_irrelevant("obj_2"))
        .then_document_changed(true);
}
