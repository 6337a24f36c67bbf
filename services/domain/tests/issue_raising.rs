//! Issue raising: potential decisions, objective ideas, uncertainties,
//! considerations and the focal decision.

use crate::support;

use decision_domain::RejectionClass::*;
use decision_domain::*;
use decision_events::values::Component;
use decision_events::*;
use serde_json::json;
use support::events::*;
use support::given;

fn add_potential_decision(description: &str) -> Command {
    Command::AddPotentialDecision(AddPotentialDecision {
        description: description.into(),
    })
}

fn set_focal_decision(id: &str) -> Command {
    Command::SetFocalDecision(SetFocalDecision {
        decision_id: id.into(),
    })
}

#[test]
fn the_first_potential_decision_is_dec_1_with_trimmed_text() {
    given(cycle([]))
        .when(add_potential_decision("  Whether to accept the VP offer "))
        .then_events(vec![
            PotentialDecisionAdded {
                decision_id: "dec_1".into(),
                description: "Whether to accept the VP offer".into(),
            }
            .into(),
        ])
        .then_data(json!({
            "decision_id": "dec_1",
            "description": "Whether to accept the VP offer",
            "current_count": 1,
        }));
}

#[test]
fn potential_decisions_are_numbered_in_sequence() {
    given(cycle([potential_decision(
        "dec_1",
        "Whether to accept the VP offer",
    )]))
    .when(add_potential_decision(
        "Whether to move closer to the office",
    ))
    .then_data(json!({"decision_id": "dec_2", "current_count": 2}));
}

#[test]
fn every_issue_raising_text_must_not_be_blank() {
    let blank = || "  \n ".to_string();
    let commands = [
        Command::AddPotentialDecision(AddPotentialDecision {
            description: blank(),
        }),
        Command::AddObjectiveIdea(AddObjectiveIdea {
            description: blank(),
        }),
        Command::AddUncertainty(AddUncertainty {
            description: blank(),
            resolvable: false,
        }),
        Command::AddConsideration(AddConsideration {
            description: blank(),
        }),
    ];
    for command in commands {
        given(cycle([]))
            .when(command)
            .then_rejected_blank("description");
    }
}

#[test]
fn objective_ideas_are_numbered_idea_1_idea_2() {
    let idea = |text: &str| {
        Command::AddObjectiveIdea(AddObjectiveIdea {
            description: text.into(),
        })
    };
    let first = ObjectiveIdeaAdded {
        idea_id: "idea_1".into(),
        description: "More time with the kids".into(),
    };
    given(cycle([]))
        .when(idea("More time with the kids"))
        .then_events(vec![first.clone().into()])
        .then_data(json!({"idea_id": "idea_1", "total_ideas": 1}));
    given(cycle([first.into()]))
        .when(idea("Grow as a leader"))
        .then_data(json!({"idea_id": "idea_2", "total_ideas": 2}));
}

#[test]
fn an_uncertainty_is_flagged_in_issue_raising() {
    given(cycle([]))
        .when(Command::AddUncertainty(AddUncertainty {
            description: "Will the startup close its next round?".into(),
            resolvable: true,
        }))
        .then_events(vec![
            UncertaintyFlagged {
                uncertainty_id: "unc_1".into(),
                description: "Will the startup close its next round?".into(),
                component: Component::IssueRaising,
                resolvable: true,
                impact: None,
                cell: None,
            }
            .into(),
        ])
        .then_data(json!({
            "uncertainty_id": "unc_1",
            "total_open_uncertainties": 1,
            "resolvable_count": 1,
        }));
}

#[test]
fn uncertainty_ids_are_shared_with_consequence_uncertainties() {
    given(cycle([uncertainty("unc_1", Component::Consequences, true)]))
        .when(Command::AddUncertainty(AddUncertainty {
            description: "Market outlook".into(),
            resolvable: false,
        }))
        .then_data(json!({
            "uncertainty_id": "unc_2",
            "total_open_uncertainties": 2,
            "resolvable_count": 1,
        }));
}

#[test]
fn considerations_are_numbered_consid_1() {
    given(cycle([]))
        .when(Command::AddConsideration(AddConsideration {
            description: "Partner's job is in the city".into(),
        }))
        .then_events(vec![
            ConsiderationAdded {
                consideration_id: "consid_1".into(),
                description: "Partner's job is in the city".into(),
            }
            .into(),
        ])
        .then_data(json!({"consideration_id": "consid_1", "total_considerations": 1}));
}

#[test]
fn the_focal_decision_is_one_of_the_potential_decisions() {
    let state = given(cycle([
        potential_decision("dec_1", "Whether to accept the VP offer"),
        potential_decision("dec_2", "Whether to move closer to the office"),
    ]))
    .when(set_focal_decision("dec_2"))
    .then_events(vec![
        FocalDecisionSet {
            decision_id: "dec_2".into(),
        }
        .into(),
    ])
    .then_data(json!({
        "decision_id": "dec_2",
        "description": "Whether to move closer to the office",
    }))
    .then_state();
    assert_eq!(state.focal_decision.as_deref(), Some("dec_2"));
}

#[test]
fn an_unknown_focal_decision_lists_the_valid_ids_with_their_descriptions() {
    given(cycle([
        potential_decision("dec_1", "Whether to accept the VP offer"),
        potential_decision("dec_2", "Whether to move closer to the office"),
    ]))
    .when(set_focal_decision("dec_7"))
    .then_rejected_on(
        "decision_id",
        NotFound,
        &[
            "dec_7",
            "dec_1 (Whether to accept the VP offer)",
            "dec_2 (Whether to move closer to the office)",
        ],
    );
}

#[test]
fn a_focal_decision_without_potential_decisions_says_to_add_one() {
    given(cycle([]))
        .when(set_focal_decision("dec_1"))
        .then_rejected_on("decision_id", NotFound, &["add_potential_decision"]);
}
