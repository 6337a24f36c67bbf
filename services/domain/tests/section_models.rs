//! A section's typed model stands in for its markdown when a write asks
//! whether the document changed: two models are equal exactly when their
//! markdown is. Checked over every pair of states along histories that
//! reach every section, numbers shown at reduced precision included.

use crate::support;

use decision_domain::document::{self, Notes, Section};
use decision_domain::{Cycle, apply, completion_status, sections::document_changed};
use decision_events::values::{Component, RaterKind, WeightMethod};
use decision_events::*;
use support::events::*;

fn weights(method: WeightMethod, weights: &[(&str, f64)]) -> DomainEvent {
    ObjectiveWeightsSet {
        method,
        inputs: weights
            .iter()
            .map(|&(id, value)| ObjectiveWeightInput {
                objective_id: id.into(),
                value,
            })
            .collect(),
        weights: weights
            .iter()
            .map(|&(id, weight)| ObjectiveWeight {
                objective_id: id.into(),
                weight,
            })
            .collect(),
    }
    .into()
}

fn measured(a: &str, o: &str, value: f64, range: Option<(f64, f64)>) -> DomainEvent {
    ConsequenceMeasured {
        alternative_id: a.into(),
        objective_id: o.into(),
        value,
        unit: "kEUR".into(),
        low: range.map(|r| r.0),
        high: range.map(|r| r.1),
        source: Some("offer | letter".into()),
    }
    .into()
}

fn linear(o: &str, worst: f64, best: f64) -> DomainEvent {
    ValueFunctionSet {
        objective_id: o.into(),
        unit: "kEUR".into(),
        function: ValueFunction::Linear { worst, best },
    }
    .into()
}

fn rated_by(rater_id: &str, a: &str, o: &str, value: i64) -> DomainEvent {
    ConsequenceRatedByRater {
        rater_id: rater_id.into(),
        alternative_id: a.into(),
        objective_id: o.into(),
        rating: rating(value),
        reasoning: format!("{rater_id} says {value}"),
    }
    .into()
}

/// The career move, then weights (set again below their shown
/// precision), measurements re-recorded below theirs, a value function,
/// raters who disagree, a dominance mark and a note.
fn histories() -> Vec<Vec<DomainEvent>> {
    let numbers = then(
        rated_matrix([[2, -1, -1], [0, 1, 1], [1, 0, 0]]),
        [
            weights(
                WeightMethod::Direct,
                &[("obj_1", 0.451), ("obj_2", 0.349), ("obj_3", 0.2)],
            ),
            // Shown the same at two decimals: 0.45, 0.35, 0.20.
            weights(
                WeightMethod::Direct,
                &[("obj_1", 0.4512), ("obj_2", 0.3488), ("obj_3", 0.2)],
            ),
            weights(
                WeightMethod::Direct,
                &[("obj_1", 0.5), ("obj_2", 0.3), ("obj_3", 0.2)],
            ),
            measured("alt_a", "obj_1", 120.0, None),
            // Shown the same at four decimals: 120.
            measured("alt_a", "obj_1", 120.000_01, None),
            measured("alt_b", "obj_1", 90.0, Some((70.0, 130.0))),
            linear("obj_1", 80.0, 120.0),
            linear("obj_1", 80.000_001, 120.0),
            measured("alt_c", "obj_1", 100.0, None),
            measured("alt_d", "obj_1", 80.0, None),
            RaterAdded {
                rater_id: "rater_1".into(),
                kind: RaterKind::Person,
                name: "Ana".into(),
            }
            .into(),
            RaterAdded {
                rater_id: "rater_2".into(),
                kind: RaterKind::Partner,
                name: "Sam | co".into(),
            }
            .into(),
            rated_by("rater_1", "alt_a", "obj_2", 2),
            rated_by("rater_2", "alt_a", "obj_2", -2),
            rated_by("rater_2", "alt_b", "obj_2", 1),
            dominated("alt_c", "alt_b"),
        ],
    );
    vec![career_move(), numbers]
}

#[test]
fn two_section_models_are_equal_exactly_when_their_markdown_is() {
    let mut compared = 0;
    let mut equal_models = 0;
    for history in histories() {
        let states: Vec<Cycle> = history
            .iter()
            .scan(Cycle::default(), |state, event| {
                *state = apply(state.clone(), event);
                Some(state.clone())
            })
            .collect();
        for (i, a) in states.iter().enumerate() {
            for b in &states[i..] {
                for component in Component::ALL {
                    let same_model = Section::of(a, component) == Section::of(b, component);
                    let same_text = document::render_section(a, component)
                        == document::render_section(b, component);
                    assert_eq!(
                        same_model,
                        same_text,
                        "{component}: models {} but markdown {}:\n{}\n---\n{}",
                        if same_model { "equal" } else { "differ" },
                        if same_text { "equal" } else { "differs" },
                        document::render_section(a, component),
                        document::render_section(b, component)
                    );
                    compared += 1;
                    equal_models += usize::from(same_model && !std::ptr::eq(a, b));
                }
                assert_eq!(
                    Notes::of(a, None) == Notes::of(b, None),
                    document::render_general_notes(a) == document::render_general_notes(b)
                );
            }
        }
    }
    assert!(compared > 1000, "only {compared} comparisons");
    assert!(
        equal_models > 100,
        "distinct states should share sections: {equal_models}"
    );
}

#[test]
fn a_change_below_the_shown_precision_leaves_the_document_as_it_was() {
    let base = then(
        rated_matrix([[2, -1, -1], [0, 1, 1], [1, 0, 0]]),
        [weights(
            WeightMethod::Direct,
            &[("obj_1", 0.451), ("obj_2", 0.349), ("obj_3", 0.2)],
        )],
    );
    let before = base.iter().fold(Cycle::default(), apply);
    let again = weights(
        WeightMethod::Direct,
        &[("obj_1", 0.4512), ("obj_2", 0.3488), ("obj_3", 0.2)],
    );
    let after = apply(before.clone(), &again);
    assert_ne!(before, after, "the state keeps the precise weights");
    assert_eq!(
        document::render(&before),
        document::render(&after),
        "the document shows two decimals"
    );
    assert!(!document_changed(&before, &[again], &after));
    let other = weights(
        WeightMethod::Direct,
        &[("obj_1", 0.46), ("obj_2", 0.34), ("obj_3", 0.2)],
    );
    let changed = apply(before.clone(), &other);
    assert!(document_changed(&before, &[other], &changed));
}

/// `document_changed` against its definition, the markdown and statuses
/// of the sections and the general notes, after every event of the
/// histories and of re-ratings (the same value with new words, a new
/// value, a removed alternative's cell), whichever way it answers.
#[test]
fn document_changed_answers_what_the_markdown_says() {
    let rerated = then(
        rated_matrix([[2, -1, -1], [0, 1, 1], [1, 0, 0]]),
        [
            rated_because("alt_a", "obj_1", 2, "the same value, other words"),
            rated_because("alt_a", "obj_1", 1, "another value"),
            rated_because("alt_b", "obj_2", 1, "alt_b on obj_2"),
            alternative_removed("alt_c"),
            rated_because("alt_c", "obj_1", -2, "a removed alternative's cell"),
        ],
    );
    let mut answered = [0, 0];
    for history in histories().into_iter().chain([rerated]) {
        // The opening creates the title, which is no section.
        let mut before = apply(Cycle::default(), &history[0]);
        for event in &history[1..] {
            let after = apply(before.clone(), event);
            let truth = Component::ALL.into_iter().any(|c| {
                document::render_section(&before, c) != document::render_section(&after, c)
                    || completion_status(&before, c) != completion_status(&after, c)
            }) || document::render_general_notes(&before)
                != document::render_general_notes(&after);
            assert_eq!(
                document_changed(&before, std::slice::from_ref(event), &after),
                truth,
                "{}",
                event.event_type()
            );
            answered[usize::from(truth)] += 1;
            before = after;
        }
    }
    assert!(answered[0] > 0 && answered[1] > 20, "{answered:?}");
}
