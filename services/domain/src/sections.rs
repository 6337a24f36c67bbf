//! Which document sections an event can change — the one table both the
//! document projection (it re-renders only those) and a tool call's
//! `document_updated` use. A projection test folds whole scenarios and
//! checks the result equals a full render after every event, which guards
//! this table.

use crate::{Cycle, completion_status, document};
use decision_events::DomainEvent;
use decision_events::values::Component::{self, *};
use std::collections::BTreeSet;

/// Analysis shown in later sections (the matrix, detected dominance,
/// completion) depends on objectives, alternatives and ratings.
const MATRIX: [Component; 3] = [Consequences, Tradeoffs, Recommendation];

/// The sections `event` can change, given the state it applies to.
pub fn sections_touched(event: &DomainEvent, before: &Cycle) -> Vec<Component> {
    use DomainEvent as E;
    let with_matrix = |first: Component| {
        let mut v = vec![first];
        v.extend(MATRIX);
        v
    };
    match event {
        E::CycleCreated(_) => Component::ALL.to_vec(),
        E::ComponentNavigated(_) | E::ToolInvocationRecorded(_) => Vec::new(),
        E::PotentialDecisionAdded(_)
        | E::ObjectiveIdeaAdded(_)
        | E::ConsiderationAdded(_)
        | E::FocalDecisionSet(_) => vec![IssueRaising],
        E::UncertaintyFlagged(u) => vec![u.component],
        E::UncertaintyResolved(u) => before
            .uncertainties
            .iter()
            .find(|x| x.id == u.uncertainty_id)
            .map(|x| vec![x.component])
            .unwrap_or_default(),
        E::DecisionMakerSet(_)
        | E::FocalStatementSet(_)
        | E::ScopeSet(_)
        | E::ConstraintAdded(_)
        | E::PartyAdded(_)
        | E::DeadlineSet(_)
        | E::HierarchyDecisionAdded(_) => vec![ProblemFrame],
        E::ObjectiveAdded(_)
        | E::MeansLinkedToFundamental(_)
        | E::ObjectiveMeasureUpdated(_)
        | E::ObjectiveRemoved(_)
        | E::ObjectivePromotedToFundamental(_)
        | E::ObjectiveDemotedToMeans(_)
        | E::ObjectiveMarkedIrrelevant(_) => with_matrix(Objectives),
        E::AlternativeAdded(_)
        | E::AlternativeUpdated(_)
        | E::AlternativeRemoved(_)
        | E::StrategyDimensionAdded(_)
        | E::AlternativeStrategySet(_) => with_matrix(Alternatives),
        E::ConsequenceRated(_) | E::RatingReasoningUpdated(_) => MATRIX.to_vec(),
        E::DominatedMarked(_) | E::DominatedCleared(_) => vec![Tradeoffs, Recommendation],
        E::TensionAdded(_) => vec![Tradeoffs],
        E::SynthesisSet(_)
        | E::StandoutSet(_)
        | E::KeyConsiderationAdded(_)
        | E::RemainingUncertaintyAdded(_) => vec![Recommendation],
        E::DqElementRated(_) | E::QualityImprovementAdded(_) => vec![DecisionQuality],
        E::NoteAdded(n) => n.component.into_iter().collect(),
        E::RevisitSuggested(_)
        | E::RevisitResolved(_)
        | E::ConfirmationRequested(_)
        | E::ConfirmationResolved(_) => Vec::new(),
    }
}

/// Whether `events`, which took `before` to `after`, changed the decision
/// document: the markdown or completion status of a section, or the notes
/// filed under no component. The document is a function of the state, so
/// an unchanged state (a re-rating with the same value and reasoning)
/// answers at once; otherwise only the sections the events can change are
/// rendered, markdown first, stopping at the first difference. A revisit
/// suggestion or a confirmation request touches no section.
pub fn document_changed(before: &Cycle, events: &[DomainEvent], after: &Cycle) -> bool {
    if before == after {
        return false;
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
        .any(|&c| document::render_section(before, c) != document::render_section(after, c))
        || touched
            .iter()
            .any(|&c| completion_status(before, c) != completion_status(after, c))
        || (general_notes
            && document::render_general_notes(before) != document::render_general_notes(after))
}
