//! Working notes (add_note), the decision document (`document::render`)
//! and its sections (get_document_section).

use crate::support;

use decision_domain::*;
use decision_events::DomainEvent;
use decision_events::values::Component;
use serde_json::{Value, json};
use support::commands::add_note;
use support::events::*;
use support::given;
use support::json::{assert_contains, keys};

fn section_data(
    history: Vec<DomainEvent>,
    component: Component,
    format: Option<ResponseFormat>,
) -> Value {
    given(history).ask(Query::GetDocumentSection(GetDocumentSection {
        component,
        response_format: format,
    }))
}

/// The section's markdown, as get_document_section returns it.
fn section(history: Vec<DomainEvent>, component: Component) -> String {
    section_data(history, component, None)["markdown"]
        .as_str()
        .expect("markdown is text")
        .to_owned()
}

#[track_caller]
fn assert_has(markdown: &str, parts: &[&str]) {
    for part in parts {
        assert!(
            markdown.contains(part),
            "markdown lacks {part:?}:\n{markdown}"
        );
    }
}

// ----- add_note -------------------------------------------------------------

#[test]
fn a_note_is_note_1_and_may_belong_to_a_component() {
    let state = given(cycle([]))
        .when(add_note(
            " Sam lit up talking about the startup ",
            Some(Component::Alternatives),
        ))
        .then_events(vec![note(
            "note_1",
            "Sam lit up talking about the startup",
            Some(Component::Alternatives),
        )])
        .then_data(json!({"note_id": "note_1", "total_notes": 1}))
        .then_state();
    support::given_state(state)
        .when(add_note("Call back on Friday", None))
        .then_events(vec![note("note_2", "Call back on Friday", None)])
        .then_data(json!({"note_id": "note_2", "total_notes": 2}));
}

#[test]
fn a_blank_note_is_rejected() {
    given(cycle([]))
        .when(add_note(" \n ", None))
        .then_rejected_blank("content");
}

// ----- get_document_section -----------------------------------------------

#[test]
fn a_section_answers_with_its_title_status_and_markdown() {
    let data = section_data(full_cycle(), Component::Tradeoffs, None);
    assert_contains(
        &data,
        &json!({"component": "tradeoffs", "title": "Tradeoffs", "status": "complete"}),
    );
    assert!(
        data["markdown"]
            .as_str()
            .is_some_and(|m| m.starts_with("## Tradeoffs\n\n")),
        "{data}"
    );
    assert!(
        !keys(&data).contains("next_steps"),
        "next_steps is detailed: {data}"
    );
    assert_contains(
        &section_data(
            full_cycle(),
            Component::DecisionQuality,
            Some(ResponseFormat::Detailed),
        ),
        &json!({
            "status": "in_progress",
            "next_steps": {
                "component": "decision_quality",
                "status": "in_progress",
                "missing": ["decision-quality elements not rated"],
                "suggested_tools": ["rate_dq_element"],
            },
        }),
    );
}

#[test]
fn an_empty_section_says_nothing_yet() {
    for component in Component::ALL {
        let markdown = section(cycle([]), component);
        assert_eq!(
            markdown,
            format!("## {}\n\n_Nothing yet._\n", document::title(component))
        );
    }
}

#[test]
fn issue_raising_shows_the_focal_decision_and_resolved_uncertainties() {
    assert_has(
        &section(full_cycle(), Component::IssueRaising),
        &[
            "dec_1: Whether to accept the VP offer **(focal)**",
            "unc_1: uncertainty unc_1 — resolved: The round closed",
        ],
    );
}

#[test]
fn the_problem_frame_shows_who_what_and_when() {
    assert_has(
        &section(full_cycle(), Component::ProblemFrame),
        &[
            "**Decision maker:** Sam (Engineering manager)",
            "**Focal statement:** Which role should I take for the next three years?",
            "**Deadline:** 2026-12-15 (hard)",
            "con_1 (time): Offer expires on 2026-12-15",
        ],
    );
}

#[test]
fn objectives_are_grouped_with_links_and_irrelevance() {
    assert_has(
        &section(full_cycle(), Component::Objectives),
        &[
            "**Fundamental objectives**",
            "obj_1: **Maximize compensation** — measure of Maximize compensation (higher)",
            "**Means objectives**",
            "obj_3: **Minimize commute time**",
            "→ serves obj_4 (Maximize family time)",
            "obj_5: **Keep current health plan**",
            "_(irrelevant: every option rates it the same)_",
        ],
    );
}

#[test]
fn alternatives_show_letters_the_datum_and_their_notes() {
    let markdown = section(full_cycle(), Component::Alternatives);
    assert_has(
        &markdown,
        &[
            "**A. Accept VP offer** — description of Accept VP offer",
            "**C. Hybrid role**",
            "**D. Stay in current role** _(status quo, Pugh datum)_",
            "note_1: Sam lit up talking about the startup",
        ],
    );
    assert!(
        !markdown.contains("note_2"),
        "general notes stay out: {markdown}"
    );
}

#[test]
fn consequences_show_the_matrix_with_reasoning_and_totals() {
    assert_has(
        &section(full_cycle(), Component::Consequences),
        &[
            "| Objective | A. Accept VP offer | B. Join startup | C. Hybrid role | D. Stay in current role |",
            "| Maximize compensation | +2 — Much better due to higher salary | -1 — Lower cash | +1 — Small raise | 0 (datum) |",
            "| Keep current health plan _(not counted)_ | 0 — Same plan | 0 — Same tier | 0 — Same plan | 0 (datum) |",
            "| **Total** | **2** | **1** | **-1** | **0** |",
            "Matrix completion: 100%. Leader: Accept VP offer.",
            "unc_2: Equity value unknown (resolvable)",
        ],
    );
}

#[test]
fn unrated_cells_show_a_dot_and_a_tie_is_marked() {
    let history = then(
        matrix(),
        [rated("alt_a", "obj_1", 1), rated("alt_b", "obj_2", 1)],
    );
    assert_has(
        &section(history, Component::Consequences),
        &[
            "| Maximize career growth | · | +1 — alt_b on obj_2 | · | 0 (datum) |",
            "Matrix completion: 22%. Leader: Accept VP offer (tied).",
        ],
    );
}

#[test]
fn the_reasoning_is_quoted_as_written() {
    let history = then(
        matrix(),
        [rated_because(
            "alt_a",
            "obj_1",
            1,
            "Equity +0% on paper, +05 days leave",
        )],
    );
    assert_has(
        &section(history, Component::Consequences),
        &["| +1 — Equity +0% on paper, +05 days leave |"],
    );
}

#[test]
fn tradeoffs_show_dominated_alternatives_irrelevant_objectives_and_tensions() {
    let markdown = section(full_cycle(), Component::Tradeoffs);
    assert_has(
        &markdown,
        &[
            "**Dominated alternatives**",
            "Hybrid role is dominated by Accept VP offer: alt_a is at least as good everywhere",
            "**Irrelevant objectives**",
            "Keep current health plan: every option rates it the same",
            "**Tensions**",
            "ten_1: Accept VP offer excels at Career growth but sacrifices Family time",
        ],
    );
    assert!(!markdown.contains("Detected, not yet marked"), "{markdown}");
}

#[test]
fn tradeoffs_show_dominance_detected_but_not_yet_marked() {
    assert_has(
        &section(career_move(), Component::Tradeoffs),
        &[
            "**Detected, not yet marked**",
            "Accept VP offer is equal or better on all 5 counted objectives",
        ],
    );
}

#[test]
fn the_recommendation_shows_synthesis_standout_considerations_and_uncertainties() {
    assert_has(
        &section(full_cycle(), Component::Recommendation),
        &[
            "The VP offer leads on growth and pay.",
            "**Standout: Accept VP offer** — Highest total and robust to a one-step drop in growth",
            "kc_1: Negotiate two remote days",
            "unc_3: Real evening load as VP (resolvable) — resolve by: Ask two current VPs",
        ],
    );
    assert_has(
        &section(
            cycle([standout(None, "Too close to call")]),
            Component::Recommendation,
        ),
        &["**No clear standout** — Too close to call"],
    );
}

#[test]
fn decision_quality_shows_the_table_the_overall_score_and_improvements() {
    assert_has(
        &section(full_cycle(), Component::DecisionQuality),
        &[
            "| Element | Score | Rationale |",
            "| helpful_problem_frame | 80 | helpful_problem_frame at 80 |",
            "| creative_alternatives | 60 | creative_alternatives at 60 |",
            "| clear_tradeoffs | · | |",
            "**Overall decision quality: 60** (weakest: creative_alternatives)",
            "imp_1: Interview a VP — impact of Interview a VP",
        ],
    );
}

// ----- the whole document -------------------------------------------------

#[test]
fn the_document_has_the_title_then_every_section_in_order_then_general_notes() {
    let state = given(full_cycle()).state().clone();
    let text = document::render(&state);
    assert!(text.starts_with("# Career move: the VP offer\n"), "{text}");
    let mut at = 0;
    for heading in [
        "## Issue Raising",
        "## Problem Frame",
        "## Objectives",
        "## Alternatives",
        "## Consequences",
        "## Tradeoffs",
        "## Recommendation",
        "## Decision Quality",
        "## Notes",
    ] {
        let found = text[at..]
            .find(heading)
            .unwrap_or_else(|| panic!("{heading} missing or out of order:\n{text}"));
        at += found + heading.len();
    }
    assert!(
        text[at..].contains("note_2: Call back on Friday"),
        "the general note closes the document:\n{text}"
    );
    for part in [
        "Maximize compensation",
        "Accept VP offer",
        "Stay in current role",
        "Negotiate two remote days",
    ] {
        assert!(text.contains(part), "document lacks {part}");
    }
}

#[test]
fn without_general_notes_there_is_no_notes_section() {
    let text = document::render(given(career_move()).state());
    assert!(!text.contains("## Notes"), "{text}");
    assert_eq!(text.matches("\n## ").count(), 8, "{text}");
}

#[test]
fn a_section_is_the_same_text_in_the_document() {
    let state = given(full_cycle()).state().clone();
    let text = document::render(&state);
    for component in Component::ALL {
        let part = document::render_section(&state, component);
        assert!(text.contains(&part), "{component} differs in the document");
    }
}
