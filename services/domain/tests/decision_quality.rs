//! Decision quality: rating the seven elements, the overall score (the
//! minimum, DESIGN §6), improvements, and calculate_overall_dq.

use crate::support;

use decision_domain::RejectionClass::*;
use decision_domain::*;
use decision_events::values::DqElement::{self, *};
use decision_events::*;
use serde_json::{Value, json};
use support::commands::rate_dq;
use support::events::*;
use support::given;
use support::json::{assert_contains, keys};

fn add_improvement(action: &str, impact: &str) -> Command {
    Command::AddQualityImprovement(AddQualityImprovement {
        action: action.into(),
        impact: impact.into(),
    })
}

fn overall(history: Vec<DomainEvent>, format: Option<ResponseFormat>) -> Value {
    given(history).ask(Query::CalculateOverallDq(CalculateOverallDq {
        response_format: format,
    }))
}

#[test]
fn the_first_element_rated_is_the_overall_score() {
    let state = given(cycle([]))
        .when(rate_dq(HelpfulProblemFrame, 80, " Clear focal decision "))
        .then_events(vec![
            DqElementRated {
                element: HelpfulProblemFrame,
                score: 80,
                rationale: "Clear focal decision".into(),
            }
            .into(),
        ])
        .then_data(json!({
            "element": "helpful_problem_frame",
            "score": 80,
            "overall_dq": 80,
            "weakest_element": "helpful_problem_frame",
            "elements_rated": 1,
            "elements_remaining": 6,
        }))
        .then_state();
    assert_eq!(state.dq_ratings[&HelpfulProblemFrame].score, 80);
}

#[test]
fn the_overall_score_is_the_minimum_of_the_rated_elements() {
    let history = cycle([
        dq_rated(HelpfulProblemFrame, 80),
        dq_rated(ClearObjectives, 70),
    ]);
    given(history.clone())
        .when(rate_dq(CreativeAlternatives, 60, "Only four options"))
        .then_data(json!({
            "overall_dq": 60,
            "weakest_element": "creative_alternatives",
            "elements_rated": 3,
            "elements_remaining": 4,
        }));
    given(history)
        .when(rate_dq(ReliableConsequences, 95, "Offer letters in hand"))
        .then_data(json!({
            "score": 95,
            "overall_dq": 70,
            "weakest_element": "clear_objectives",
        }));
}

#[test]
fn a_tie_for_weakest_goes_to_the_first_element_in_the_standard_order() {
    given(cycle([dq_rated(ClearTradeoffs, 50)]))
        .when(rate_dq(HelpfulProblemFrame, 50, "Same"))
        .then_data(json!({"overall_dq": 50, "weakest_element": "helpful_problem_frame"}));
    given(cycle([dq_rated(ClearObjectives, 50)]))
        .when(rate_dq(CommitmentToFollowThrough, 50, "Same"))
        .then_data(json!({"overall_dq": 50, "weakest_element": "clear_objectives"}));
}

#[test]
fn rating_an_element_again_replaces_its_score() {
    let state = given(cycle([
        dq_rated(CreativeAlternatives, 60),
        dq_rated(ClearObjectives, 70),
    ]))
    .when(rate_dq(CreativeAlternatives, 90, "Added a fifth option"))
    .then_data(json!({
        "overall_dq": 70,
        "weakest_element": "clear_objectives",
        "elements_rated": 2,
        "elements_remaining": 5,
    }))
    .then_state();
    let r = &state.dq_ratings[&CreativeAlternatives];
    assert_eq!(
        (r.score, r.rationale.as_str()),
        (90, "Added a fifth option")
    );
}

#[test]
fn scores_run_from_0_to_100() {
    given(cycle([]))
        .when(rate_dq(ClearTradeoffs, 0, "Not thought through"))
        .then_data(json!({"overall_dq": 0}));
    given(cycle([]))
        .when(rate_dq(ClearTradeoffs, 100, "Explicit"))
        .then_data(json!({"overall_dq": 100}));
    given(cycle([]))
        .when(rate_dq(ClearObjectives, 101, "Too high"))
        .then_rejected_on("score", Validation, &["`score`", "0 to 100", "101"]);
    given(cycle([]))
        .when(rate_dq(ClearObjectives, 255, "Far too high"))
        .then_rejected_on("score", Validation, &["255"]);
}

#[test]
fn a_rating_needs_a_rationale() {
    given(cycle([]))
        .when(rate_dq(ClearObjectives, 70, " "))
        .then_rejected_blank("rationale");
}

#[test]
fn improvements_are_imp_1_imp_2() {
    let state = given(cycle([]))
        .when(add_improvement(
            " Interview a VP at the new company ",
            " Makes the family-time rating reliable ",
        ))
        .then_events(vec![
            QualityImprovementAdded {
                improvement_id: "imp_1".into(),
                action: "Interview a VP at the new company".into(),
                impact: "Makes the family-time rating reliable".into(),
            }
            .into(),
        ])
        .then_data(json!({"improvement_id": "imp_1", "total_improvements": 1}))
        .then_state();
    support::given_state(state)
        .when(add_improvement(
            "Brainstorm two more options",
            "Creative alternatives",
        ))
        .then_data(json!({"improvement_id": "imp_2", "total_improvements": 2}));
}

#[test]
fn an_improvement_needs_an_action_and_an_impact() {
    given(cycle([]))
        .when(add_improvement("", "x"))
        .then_rejected_blank("action");
    given(cycle([]))
        .when(add_improvement("x", "\t"))
        .then_rejected_blank("impact");
}

// ----- calculate_overall_dq -------------------------------------------------

#[test]
fn with_nothing_rated_the_overall_score_is_null_with_a_note() {
    let data = overall(cycle([]), None);
    let all: Vec<&str> = DqElement::ALL.iter().map(|e| e.as_str()).collect();
    assert_contains(
        &data,
        &json!({
            "overall_dq": null,
            "weakest_element": null,
            "elements": [],
            "elements_rated": 0,
            "elements_remaining": 7,
            "unrated": all,
        }),
    );
    let note = data["note"].as_str().expect("a note");
    assert!(note.contains("rate_dq_element"), "{note}");
}

#[test]
fn rated_elements_are_listed_in_the_standard_order_without_a_note() {
    let history = cycle([
        dq_rated(ClearTradeoffs, 65),
        dq_rated(HelpfulProblemFrame, 80),
        dq_rated(CreativeAlternatives, 60),
    ]);
    assert_contains(
        &overall(history, Some(ResponseFormat::Detailed)),
        &json!({
            "overall_dq": 60,
            "weakest_element": "creative_alternatives",
            "elements": [
                {"element": "helpful_problem_frame", "score": 80, "rationale": "helpful_problem_frame at 80"},
                {"element": "creative_alternatives", "score": 60, "rationale": "creative_alternatives at 60"},
                {"element": "clear_tradeoffs", "score": 65, "rationale": "clear_tradeoffs at 65"},
            ],
            "elements_rated": 3,
            "elements_remaining": 4,
            "unrated": [
                "clear_objectives",
                "reliable_consequences",
                "logically_correct_reasoning",
                "commitment_to_follow_through",
            ],
            "note": null,
        }),
    );
}

#[test]
fn concise_overall_dq_leaves_out_the_rationales() {
    let history = cycle([dq_rated(ClearObjectives, 70)]);
    let data = overall(history.clone(), None);
    assert_contains(
        &data,
        &json!({"overall_dq": 70, "elements": [{"element": "clear_objectives", "score": 70}]}),
    );
    assert!(!keys(&data).contains("rationale"), "{data}");
    let detailed = overall(history, Some(ResponseFormat::Detailed));
    assert!(keys(&detailed).contains("rationale"), "{detailed}");
}

#[test]
fn all_seven_rated_leave_nothing_remaining() {
    let mut history = cycle(dq_all(75));
    history.push(dq_rated(LogicallyCorrectReasoning, 40));
    assert_contains(
        &overall(history, None),
        &json!({
            "overall_dq": 40,
            "weakest_element": "logically_correct_reasoning",
            "elements_rated": 7,
            "elements_remaining": 0,
            "unrated": [],
        }),
    );
}
