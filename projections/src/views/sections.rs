//! Which document sections an event can change, so the document projection
//! re-renders only those. A test folds whole scenarios and checks the result
//! equals a full render, which guards this table.

use decision_domain::Cycle;
use decision_events::DomainEvent;
use decision_events::values::Component::{self, *};

/// Analysis shown in later sections (the matrix, detected dominance,
/// completion) depends on objectives, alternatives and ratings.
const MATRIX: [Component; 3] = [Consequences, Tradeoffs, Recommendation];

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
