//! Builders for "given" histories. Each returns a `DomainEvent` with the
//! details a test does not care about filled in.

use chrono::{DateTime, Duration, Utc};
use decision_events::values::{
    Component, ConfirmationOption, ConfirmationStatus, ConsequenceCell, Direction, DqElement,
    PughRating, Responder, RevisitPriority, RevisitStatus,
};
use decision_events::*;

pub const TITLE: &str = "Career move: the VP offer";

/// `CycleCreated`, then `more`.
pub fn cycle(more: impl IntoIterator<Item = DomainEvent>) -> Vec<DomainEvent> {
    std::iter::once(created()).chain(more).collect()
}

pub fn created() -> DomainEvent {
    CycleCreated {
        title: TITLE.into(),
        component: Component::IssueRaising,
    }
    .into()
}

pub fn navigated(from: Component, to: Component) -> DomainEvent {
    ComponentNavigated { from, to }.into()
}

pub fn potential_decision(id: &str, description: &str) -> DomainEvent {
    PotentialDecisionAdded {
        decision_id: id.into(),
        description: description.into(),
    }
    .into()
}

pub fn uncertainty(id: &str, component: Component, resolvable: bool) -> DomainEvent {
    UncertaintyFlagged {
        uncertainty_id: id.into(),
        description: format!("uncertainty {id}"),
        component,
        resolvable,
        impact: None,
        cell: None,
    }
    .into()
}

pub fn fundamental(id: &str, name: &str) -> DomainEvent {
    objective(id, name, true)
}

pub fn means(id: &str, name: &str) -> DomainEvent {
    objective(id, name, false)
}

fn objective(id: &str, name: &str, is_fundamental: bool) -> DomainEvent {
    ObjectiveAdded {
        objective_id: id.into(),
        name: name.into(),
        measure: format!("measure of {name}"),
        direction: Direction::Higher,
        is_fundamental,
    }
    .into()
}

pub fn linked(means_id: &str, fundamental_id: &str) -> DomainEvent {
    MeansLinkedToFundamental {
        means_id: means_id.into(),
        fundamental_id: fundamental_id.into(),
    }
    .into()
}

pub fn demoted(id: &str, fundamental_id: &str) -> DomainEvent {
    ObjectiveDemotedToMeans {
        objective_id: id.into(),
        fundamental_id: fundamental_id.into(),
    }
    .into()
}

pub fn objective_removed(id: &str) -> DomainEvent {
    ObjectiveRemoved {
        objective_id: id.into(),
        reason: "no longer relevant".into(),
    }
    .into()
}

/// An alternative; its letter is taken from the id (`alt_b` → `B`).
pub fn alternative(id: &str, name: &str) -> DomainEvent {
    alternative_added(id, name, false)
}

pub fn status_quo(id: &str, name: &str) -> DomainEvent {
    alternative_added(id, name, true)
}

fn alternative_added(id: &str, name: &str, is_status_quo: bool) -> DomainEvent {
    let letter = id.strip_prefix("alt_").expect("alt_ id").to_uppercase();
    AlternativeAdded {
        alternative_id: id.into(),
        letter,
        name: name.into(),
        description: format!("description of {name}"),
        is_status_quo,
    }
    .into()
}

pub fn alternative_removed(id: &str) -> DomainEvent {
    AlternativeRemoved {
        alternative_id: id.into(),
        reason: "ruled out".into(),
    }
    .into()
}

pub fn dimension(id: &str, name: &str, options: &[&str]) -> DomainEvent {
    StrategyDimensionAdded {
        dimension_id: id.into(),
        dimension: name.into(),
        options: options.iter().map(|o| o.to_string()).collect(),
    }
    .into()
}

pub fn rated(alternative_id: &str, objective_id: &str, value: i64) -> DomainEvent {
    ConsequenceRated {
        alternative_id: alternative_id.into(),
        objective_id: objective_id.into(),
        rating: rating(value),
        reasoning: format!("{alternative_id} on {objective_id}"),
    }
    .into()
}

#[track_caller]
pub fn rating(value: i64) -> PughRating {
    PughRating::new(value).expect("rating in -2..2")
}

/// The career-move matrix without ratings: objectives obj_1…obj_3
/// (fundamental), alternatives alt_a…alt_c, alt_d the status quo (datum).
pub fn matrix() -> Vec<DomainEvent> {
    cycle([
        fundamental("obj_1", "Maximize compensation"),
        fundamental("obj_2", "Maximize career growth"),
        fundamental("obj_3", "Maximize family time"),
        alternative("alt_a", "Accept VP offer"),
        alternative("alt_b", "Join startup"),
        alternative("alt_c", "Hybrid role"),
        status_quo("alt_d", "Stay in current role"),
    ])
}

/// `base` followed by `more`.
pub fn then(
    base: Vec<DomainEvent>,
    more: impl IntoIterator<Item = DomainEvent>,
) -> Vec<DomainEvent> {
    base.into_iter().chain(more).collect()
}

/// A rated cell with the reasoning given.
pub fn rated_because(
    alternative_id: &str,
    objective_id: &str,
    value: i64,
    reasoning: &str,
) -> DomainEvent {
    ConsequenceRated {
        alternative_id: alternative_id.into(),
        objective_id: objective_id.into(),
        rating: rating(value),
        reasoning: reasoning.into(),
    }
    .into()
}

/// The scenario's fully rated matrix (seed 000): obj_1…obj_5 (obj_3 and
/// obj_5 are means objectives, obj_3 serves obj_4), alt_a…alt_c and alt_d,
/// the status quo and datum.
///
/// | | obj_1 | obj_2 | obj_3 | obj_4 | obj_5 | total |
/// |---|---|---|---|---|---|---|
/// | alt_a | 2 | 2 | -1 | -1 | 0 | 2 |
/// | alt_b | -1 | 2 | 0 | 0 | 0 | 1 |
/// | alt_c | 1 | 0 | -1 | -1 | 0 | -1 |
///
/// alt_a dominates alt_c (better on obj_1 and obj_2); obj_5 does not
/// differentiate.
pub fn career_move() -> Vec<DomainEvent> {
    cycle([
        fundamental("obj_1", "Maximize compensation"),
        fundamental("obj_2", "Maximize career growth"),
        means("obj_3", "Minimize commute time"),
        fundamental("obj_4", "Maximize family time"),
        means("obj_5", "Keep current health plan"),
        linked("obj_3", "obj_4"),
        alternative("alt_a", "Accept VP offer"),
        alternative("alt_b", "Join startup"),
        alternative("alt_c", "Hybrid role"),
        status_quo("alt_d", "Stay in current role"),
        rated_because("alt_a", "obj_1", 2, "Much better due to higher salary"),
        rated_because("alt_a", "obj_2", 2, "Runs a whole org"),
        rated_because("alt_a", "obj_3", -1, "Longer drive"),
        rated_because("alt_a", "obj_4", -1, "More evening meetings"),
        rated_because("alt_a", "obj_5", 0, "Same plan"),
        rated_because("alt_b", "obj_1", -1, "Lower cash"),
        rated_because("alt_b", "obj_2", 2, "Broad scope"),
        rated_because("alt_b", "obj_3", 0, "Same distance"),
        rated_because("alt_b", "obj_4", 0, "Similar hours"),
        rated_because("alt_b", "obj_5", 0, "Same tier"),
        rated_because("alt_c", "obj_1", 1, "Small raise"),
        rated_because("alt_c", "obj_2", 0, "Same scope"),
        rated_because("alt_c", "obj_3", -1, "Two office days more"),
        rated_because("alt_c", "obj_4", -1, "Project evenings"),
        rated_because("alt_c", "obj_5", 0, "Same plan"),
    ])
}

/// [`matrix`] with every cell rated: `rows` gives alt_a, alt_b and alt_c's
/// ratings on obj_1…obj_3 (alt_d is the datum).
pub fn rated_matrix(rows: [[i64; 3]; 3]) -> Vec<DomainEvent> {
    let cells = ["alt_a", "alt_b", "alt_c"]
        .into_iter()
        .zip(rows)
        .flat_map(|(a, row)| {
            ["obj_1", "obj_2", "obj_3"]
                .into_iter()
                .zip(row)
                .map(move |(o, v)| rated(a, o, v))
        });
    then(matrix(), cells)
}

pub fn dominated(alternative_id: &str, by: &str) -> DomainEvent {
    DominatedMarked {
        alternative_id: alternative_id.into(),
        dominated_by: by.into(),
        reason: format!("{by} is at least as good everywhere"),
    }
    .into()
}

pub fn dominated_cleared(alternative_id: &str) -> DomainEvent {
    DominatedCleared {
        alternative_id: alternative_id.into(),
        reason: "re-rated".into(),
    }
    .into()
}

pub fn irrelevant(objective_id: &str) -> DomainEvent {
    ObjectiveMarkedIrrelevant {
        objective_id: objective_id.into(),
        reason: "every option rates it the same".into(),
    }
    .into()
}

pub fn tension(id: &str, alternative_id: &str, excels_at: &str, sacrifices: &str) -> DomainEvent {
    TensionAdded {
        tension_id: id.into(),
        alternative_id: alternative_id.into(),
        excels_at: excels_at.into(),
        sacrifices: sacrifices.into(),
    }
    .into()
}

pub fn synthesis(text: &str) -> DomainEvent {
    SynthesisSet {
        synthesis: text.into(),
    }
    .into()
}

pub fn standout(alternative_id: Option<&str>, rationale: &str) -> DomainEvent {
    StandoutSet {
        alternative_id: alternative_id.map(str::to_owned),
        rationale: rationale.into(),
    }
    .into()
}

pub fn key_consideration(id: &str, text: &str) -> DomainEvent {
    KeyConsiderationAdded {
        consideration_id: id.into(),
        consideration: text.into(),
    }
    .into()
}

pub fn remaining_uncertainty(id: &str, text: &str, resolution_path: &str) -> DomainEvent {
    RemainingUncertaintyAdded {
        uncertainty_id: id.into(),
        uncertainty: text.into(),
        resolution_path: resolution_path.into(),
    }
    .into()
}

pub fn uncertainty_resolved(id: &str, resolution: &str) -> DomainEvent {
    UncertaintyResolved {
        uncertainty_id: id.into(),
        resolution: resolution.into(),
    }
    .into()
}

pub fn dq_rated(element: DqElement, score: u8) -> DomainEvent {
    DqElementRated {
        element,
        score,
        rationale: format!("{} at {score}", element.as_str()),
    }
    .into()
}

/// Every decision-quality element rated `score`.
pub fn dq_all(score: u8) -> Vec<DomainEvent> {
    DqElement::ALL
        .into_iter()
        .map(|e| dq_rated(e, score))
        .collect()
}

pub fn improvement(id: &str, action: &str) -> DomainEvent {
    QualityImprovementAdded {
        improvement_id: id.into(),
        action: action.into(),
        impact: format!("impact of {action}"),
    }
    .into()
}

pub fn note(id: &str, content: &str, component: Option<Component>) -> DomainEvent {
    NoteAdded {
        note_id: id.into(),
        content: content.into(),
        component,
    }
    .into()
}

pub fn revisit(id: &str, component: Component, priority: RevisitPriority) -> DomainEvent {
    RevisitSuggested {
        revisit_id: id.into(),
        component,
        reason: format!("reason for {id}"),
        priority,
        trigger: format!("trigger of {id}"),
    }
    .into()
}

pub fn revisit_resolved(id: &str, status: RevisitStatus, by: Responder) -> DomainEvent {
    RevisitResolved {
        revisit_id: id.into(),
        status,
        resolution: format!("{id} resolved"),
        by,
    }
    .into()
}

/// A confirmation with one option per label (description "about <label>"),
/// requested at `requested_at`, open for `minutes`.
pub fn confirmation(
    id: &str,
    labels: &[&str],
    requested_at: DateTime<Utc>,
    minutes: i64,
) -> DomainEvent {
    ConfirmationRequested {
        confirmation_id: id.into(),
        summary: format!("summary of {id}"),
        options: labels
            .iter()
            .map(|l| ConfirmationOption {
                label: (*l).into(),
                description: format!("about {l}"),
            })
            .collect(),
        default_option: None,
        requested_at,
        expires_at: requested_at + Duration::minutes(minutes),
    }
    .into()
}

pub fn confirmation_answered(
    id: &str,
    status: ConfirmationStatus,
    chosen_option: Option<usize>,
    at: DateTime<Utc>,
) -> DomainEvent {
    ConfirmationResolved {
        confirmation_id: id.into(),
        status,
        chosen_option,
        user_input: None,
        responded_at: at,
        by: Responder::User,
    }
    .into()
}

/// [`career_move`] carried to the end of the scenario, with something in
/// every part of the document: issue raising and the problem frame, a cell
/// uncertainty (unc_2), alt_c marked dominated, obj_5 irrelevant, a tension,
/// the recommendation (standout alt_a, kc_1, remaining unc_3), three
/// decision-quality elements (overall 60), an improvement, unc_1 resolved, a
/// pending critical revisit, a note on alternatives and a general one, and
/// a pending confirmation requested at [`super::now`].
pub fn full_cycle() -> Vec<DomainEvent> {
    use decision_events::values::ConstraintType;
    then(
        career_move(),
        [
            potential_decision("dec_1", "Whether to accept the VP offer"),
            FocalDecisionSet {
                decision_id: "dec_1".into(),
            }
            .into(),
            uncertainty("unc_1", Component::IssueRaising, true),
            DecisionMakerSet {
                name: "Sam".into(),
                role: "Engineering manager".into(),
            }
            .into(),
            FocalStatementSet {
                statement: "Which role should I take for the next three years?".into(),
            }
            .into(),
            ConstraintAdded {
                constraint_id: "con_1".into(),
                constraint_type: ConstraintType::Time,
                description: "Offer expires on 2026-12-15".into(),
            }
            .into(),
            DeadlineSet {
                deadline: "2026-12-15".into(),
                hard: true,
            }
            .into(),
            UncertaintyFlagged {
                uncertainty_id: "unc_2".into(),
                description: "Equity value unknown".into(),
                component: Component::Consequences,
                resolvable: true,
                impact: Some("Could swing compensation".into()),
                cell: Some(ConsequenceCell {
                    alternative_id: "alt_b".into(),
                    objective_id: "obj_1".into(),
                }),
            }
            .into(),
            dominated("alt_c", "alt_a"),
            irrelevant("obj_5"),
            tension("ten_1", "alt_a", "Career growth", "Family time"),
            synthesis("The VP offer leads on growth and pay."),
            standout(
                Some("alt_a"),
                "Highest total and robust to a one-step drop in growth",
            ),
            key_consideration("kc_1", "Negotiate two remote days"),
            remaining_uncertainty("unc_3", "Real evening load as VP", "Ask two current VPs"),
            dq_rated(DqElement::HelpfulProblemFrame, 80),
            dq_rated(DqElement::ClearObjectives, 70),
            dq_rated(DqElement::CreativeAlternatives, 60),
            improvement("imp_1", "Interview a VP"),
            uncertainty_resolved("unc_1", "The round closed"),
            revisit("rev_1", Component::Objectives, RevisitPriority::Critical),
            note(
                "note_1",
                "Sam lit up talking about the startup",
                Some(Component::Alternatives),
            ),
            note("note_2", "Call back on Friday", None),
            confirmation("conf_1", &["Yes", "No"], super::now(), 60),
        ],
    )
}
