//! Which document sections an event can change — the one table both the
//! document projection (it re-renders only those) and a tool call's
//! `document_updated` use. A projection test folds whole scenarios and
//! checks the result equals a full render after every event, which guards
//! this table.

use crate::document::{Notes, Section};
use crate::{Cycle, completion_status, pugh};
use decision_events::DomainEvent;
use decision_events::values::Component::{self, *};
use std::collections::BTreeSet;

/// Analysis shown in later sections (the matrix, detected dominance,
/// completion) depends on objectives, alternatives and ratings.
const MATRIX: &[Component] = &[Consequences, Tradeoffs, Recommendation];
const OBJECTIVES: &[Component] = &[Objectives, Consequences, Tradeoffs, Recommendation];
const ALTERNATIVES: &[Component] = &[Alternatives, Consequences, Tradeoffs, Recommendation];

/// Which sections an event type can change, before its payload is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SectionRule {
    /// Every section (the cycle's opening).
    Every,
    /// These sections, whatever the payload says.
    Fixed(&'static [Component]),
    /// The section of the component the event names: the uncertainty's
    /// component, or the note's (none for a note filed under none).
    Named,
}

/// The rule of each event type; `None` for a type this build does not
/// know. A test holds every type of [`DomainEvent::TYPES`] to a rule.
pub fn section_rule(event_type: &str) -> Option<SectionRule> {
    use SectionRule::*;
    use decision_events as e;
    Some(match event_type {
        e::CycleCreated::EVENT_TYPE => Every,
        e::ComponentNavigated::EVENT_TYPE | e::ToolInvocationRecorded::EVENT_TYPE => Fixed(&[]),
        // The views' documents are deleted, not re-rendered.
        e::CycleErased::EVENT_TYPE => Fixed(&[]),
        e::PotentialDecisionAdded::EVENT_TYPE
        | e::ObjectiveIdeaAdded::EVENT_TYPE
        | e::ConsiderationAdded::EVENT_TYPE
        | e::FocalDecisionSet::EVENT_TYPE => Fixed(&[IssueRaising]),
        e::UncertaintyFlagged::EVENT_TYPE
        | e::UncertaintyResolved::EVENT_TYPE
        | e::NoteAdded::EVENT_TYPE => Named,
        e::DecisionMakerSet::EVENT_TYPE
        | e::FocalStatementSet::EVENT_TYPE
        | e::ScopeSet::EVENT_TYPE
        | e::ConstraintAdded::EVENT_TYPE
        | e::PartyAdded::EVENT_TYPE
        | e::DeadlineSet::EVENT_TYPE
        | e::HierarchyDecisionAdded::EVENT_TYPE => Fixed(&[ProblemFrame]),
        e::ObjectiveAdded::EVENT_TYPE
        | e::MeansLinkedToFundamental::EVENT_TYPE
        | e::ObjectiveMeasureUpdated::EVENT_TYPE
        | e::ObjectiveRemoved::EVENT_TYPE
        | e::ObjectivePromotedToFundamental::EVENT_TYPE
        | e::ObjectiveDemotedToMeans::EVENT_TYPE
        | e::ObjectiveMarkedIrrelevant::EVENT_TYPE => Fixed(OBJECTIVES),
        e::AlternativeAdded::EVENT_TYPE
        | e::AlternativeUpdated::EVENT_TYPE
        | e::AlternativeRemoved::EVENT_TYPE
        | e::StrategyDimensionAdded::EVENT_TYPE
        | e::AlternativeStrategySet::EVENT_TYPE => Fixed(ALTERNATIVES),
        e::ConsequenceRated::EVENT_TYPE
        | e::RatingReasoningUpdated::EVENT_TYPE
        | e::ObjectiveWeightsSet::EVENT_TYPE => Fixed(MATRIX),
        // Shown only in the consequences section (and the Pugh view).
        e::ConsequenceMeasured::EVENT_TYPE
        | e::ConsequenceMeasurementCleared::EVENT_TYPE
        | e::ValueFunctionSet::EVENT_TYPE => Fixed(&[Consequences]),
        // Naming a rater changes only the raters paragraph; their ratings
        // change the matrix like any rating.
        e::RaterAdded::EVENT_TYPE => Fixed(&[Consequences]),
        e::ConsequenceRatedByRater::EVENT_TYPE => Fixed(MATRIX),
        e::DominatedMarked::EVENT_TYPE | e::DominatedCleared::EVENT_TYPE => {
            Fixed(&[Tradeoffs, Recommendation])
        }
        e::TensionAdded::EVENT_TYPE
        | e::EvenSwapRecorded::EVENT_TYPE
        | e::EvenSwapSetAside::EVENT_TYPE
        | e::EvenSwapUndone::EVENT_TYPE => Fixed(&[Tradeoffs]),
        e::SynthesisSet::EVENT_TYPE
        | e::StandoutSet::EVENT_TYPE
        | e::KeyConsiderationAdded::EVENT_TYPE
        | e::RemainingUncertaintyAdded::EVENT_TYPE => Fixed(&[Recommendation]),
        e::DqElementRated::EVENT_TYPE | e::QualityImprovementAdded::EVENT_TYPE => {
            Fixed(&[DecisionQuality])
        }
        // Revisits and confirmations live in their own view.
        e::RevisitSuggested::EVENT_TYPE
        | e::RevisitResolved::EVENT_TYPE
        | e::ConfirmationRequested::EVENT_TYPE
        | e::ConfirmationResolved::EVENT_TYPE
        | e::ToolCallProposed::EVENT_TYPE
        | e::ConfirmationExpired::EVENT_TYPE
        | e::RevisitExpired::EVENT_TYPE
        | e::ConfirmationGateSet::EVENT_TYPE => Fixed(&[]),
        _ => return None,
    })
}

/// The sections `event` can change, given the state it applies to.
pub fn sections_touched(event: &DomainEvent, before: &Cycle) -> Vec<Component> {
    let rule = section_rule(event.event_type()).expect("every event type has a section rule");
    match rule {
        SectionRule::Every => Component::ALL.to_vec(),
        SectionRule::Fixed(sections) => sections.to_vec(),
        SectionRule::Named => match event {
            DomainEvent::UncertaintyFlagged(u) => vec![u.component],
            DomainEvent::UncertaintyResolved(u) => before
                .uncertainties
                .iter()
                .find(|x| x.id == u.uncertainty_id)
                .map(|x| vec![x.component])
                .unwrap_or_default(),
            DomainEvent::NoteAdded(n) => n.component.into_iter().collect(),
            other => unreachable!("{} names no component", other.event_type()),
        },
    }
}

/// Whether `events`, which took `before` to `after`, changed the decision
/// document: the content or completion status of a section, or the notes
/// filed under no component. The document is a function of the state, so
/// an unchanged state (a re-rating with the same value and reasoning)
/// answers at once; otherwise the models of the sections the events can
/// change are compared ([`Section`]: equal exactly when their markdown
/// is; nothing is rendered), contents first, stopping at the first
/// difference. A revisit suggestion or a confirmation request touches no
/// section.
pub fn document_changed(before: &Cycle, events: &[DomainEvent], after: &Cycle) -> bool {
    if before == after {
        return false;
    }
    if rerated_a_shown_cell(before, events, after) {
        return true;
    }
    let mut touched = BTreeSet::new();
    let mut general_notes = false;
    for event in events {
        // Entities a command's first event creates exist only in `after`.
        touched.extend(sections_touched(event, before));
        touched.extend(sections_touched(event, after));
        general_notes |= matches!(event, DomainEvent::NoteAdded(n) if n.component.is_none());
    }
    // Statuses last: the Tradeoffs rule runs the dominance analysis.
    touched
        .iter()
        .any(|&c| Section::of(before, c) != Section::of(after, c))
        || touched
            .iter()
            .any(|&c| completion_status(before, c) != completion_status(after, c))
        || (general_notes && Notes::of(before, None) != Notes::of(after, None))
}

/// Whether `events` are ratings only (the matrix keeps its rows and
/// columns) and one of them changed the value of a cell the matrix shows:
/// that cell's text, and so the Consequences section, differs. The common
/// write answers without building a section model.
fn rerated_a_shown_cell(before: &Cycle, events: &[DomainEvent], after: &Cycle) -> bool {
    let datum = pugh::datum(after).map(|d| d.id.as_str());
    let value = |cycle: &Cycle, a: &str, o: &str| cycle.rating(a, o).map(|r| r.rating.value());
    events
        .iter()
        .all(|e| matches!(e, DomainEvent::ConsequenceRated(_)))
        && events.iter().any(|e| match e {
            DomainEvent::ConsequenceRated(r) => {
                let (a, o) = (r.alternative_id.as_str(), r.objective_id.as_str());
                Some(a) != datum
                    && after.alternative(a).is_some_and(|x| x.is_active())
                    && after.objective(o).is_some_and(|x| x.is_active())
                    && value(before, a, o) != value(after, a, o)
            }
            _ => false,
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_event_type_has_a_section_rule() {
        let missing: Vec<&str> = DomainEvent::TYPES
            .iter()
            .copied()
            .filter(|t| section_rule(t).is_none())
            .collect();
        assert!(missing.is_empty(), "give {missing:?} a rule");
        assert_eq!(section_rule("NoSuchEvent"), None);
    }
}
