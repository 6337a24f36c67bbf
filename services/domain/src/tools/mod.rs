//! Every tool, one file each under its component (`cross_cutting/` for
//! tools callable in every component), and the one list of them below:
//! the [`Command`] and [`Query`] enums, their dispatch, the
//! [`ToolResult`] enum and the catalog's table are generated from it
//! (`generate.rs`).

#[macro_use]
mod generate;

pub(crate) mod alternatives;
pub(crate) mod consequences;
pub(crate) mod cross_cutting;
pub(crate) mod decision_quality;
pub(crate) mod issue_raising;
pub(crate) mod objectives;
pub(crate) mod problem_frame;
pub(crate) mod recommendation;
pub(crate) mod tradeoffs;

pub use alternatives::*;
pub use consequences::*;
pub use cross_cutting::*;
pub use decision_quality::*;
pub use issue_raising::*;
pub use objectives::*;
pub use problem_frame::*;
pub use recommendation::*;
pub use tradeoffs::*;

use crate::operations;
use crate::query::{InFormat, answer_in_its_format};
use crate::{Answer, Context, Cycle, Decide, Rejection, Tool, ToolVisitor};
use decision_events::DomainEvent;
use serde::Serialize;

tools! {
    // The service's own operations: HTTP routes and MCP's own tools, not
    // catalog tools.
    operations {
        operations::CreateCycle = "create_cycle",
        operations::Navigate = "navigate",
        operations::ResolveRevisit = "resolve_revisit",
        operations::RespondToConfirmation = "respond_to_confirmation",
        operations::SetConfirmationGate = "set_confirmation_gate",
        operations::ExpireDue = "expire_due",
    }
    // The catalog, in the order it lists them.
    tools {
        write issue_raising::AddPotentialDecision,
        write issue_raising::AddObjectiveIdea,
        write issue_raising::AddUncertainty,
        write issue_raising::AddConsideration,
        write issue_raising::SetFocalDecision,
        write problem_frame::SetDecisionMaker,
        write problem_frame::SetFocalStatement,
        write problem_frame::SetScope,
        write problem_frame::AddConstraint,
        write problem_frame::AddParty,
        write problem_frame::SetDeadline,
        write problem_frame::AddHierarchyDecision,
        write objectives::AddObjective,
        write objectives::LinkMeansToFundamental,
        write objectives::UpdateObjectiveMeasure,
        write objectives::RemoveObjective,
        write objectives::PromoteToFundamental,
        write objectives::DemoteToMeans,
        write alternatives::AddAlternative,
        write alternatives::UpdateAlternative,
        write alternatives::RemoveAlternative,
        write alternatives::AddStrategyDimension,
        write alternatives::SetAlternativeStrategy,
        write consequences::RateConsequence,
        write consequences::BatchRateConsequences,
        write consequences::AddConsequenceUncertainty,
        write consequences::UpdateRatingReasoning,
        write consequences::RecordMeasuredConsequence,
        write consequences::ClearMeasuredConsequence,
        write consequences::SetValueFunction,
        write consequences::AddRater,
        write consequences::RateConsequenceAs,
        write tradeoffs::MarkDominated,
        write tradeoffs::MarkIrrelevantObjective,
        write tradeoffs::AddTension,
        write tradeoffs::ClearDominated,
        write tradeoffs::SetObjectiveWeights,
        read tradeoffs::ProposeEvenSwap,
        write tradeoffs::RecordEvenSwap,
        write tradeoffs::SetAsideInEvenSwaps,
        write tradeoffs::UndoEvenSwap,
        write recommendation::SetSynthesis,
        write recommendation::SetStandout,
        write recommendation::AddKeyConsideration,
        write recommendation::AddRemainingUncertainty,
        write decision_quality::RateDqElement,
        write decision_quality::AddQualityImprovement,
        read decision_quality::CalculateOverallDq,
        write cross_cutting::FlagUncertainty,
        write cross_cutting::ResolveUncertainty,
        read cross_cutting::ListUncertainties,
        write cross_cutting::SuggestRevisit,
        read cross_cutting::GetPendingRevisits,
        write cross_cutting::DismissRevisit,
        write cross_cutting::RequestConfirmation,
        write cross_cutting::RecordUserChoice,
        read cross_cutting::GetConfirmations,
        read cross_cutting::GetDocumentSection,
        write cross_cutting::AddNote,
        read cross_cutting::ListObjectives,
        read cross_cutting::FindDominatedAlternatives,
        read cross_cutting::FindIrrelevantObjectives,
        read cross_cutting::SensitivityCheck,
        read cross_cutting::FlipAnalysis,
        read cross_cutting::RankAcceptability,
        read cross_cutting::ListRaterDisagreements,
        read cross_cutting::ComputePughTotals,
        read cross_cutting::GetDocumentSummary,
        write cross_cutting::EraseCycle,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use decision_events::values::Component;

    /// Each tool's file is under the directory of the component it declares.
    struct Homes(Vec<(&'static str, String, Option<Component>)>);

    impl ToolVisitor for Homes {
        fn write<T: Tool + Decide + Into<Command>>(&mut self) {
            self.0
                .push((T::NAME, std::any::type_name::<T>().into(), T::COMPONENT));
        }
        fn read<T: Tool + Answer + Into<Query>>(&mut self) {
            self.0
                .push((T::NAME, std::any::type_name::<T>().into(), T::COMPONENT));
        }
    }

    #[test]
    fn every_tool_lives_under_its_component_in_a_file_named_after_it() {
        let mut homes = Homes(Vec::new());
        visit_tools(&mut homes);
        assert_eq!(homes.0.len(), TOOL_NAMES.len());
        for (name, path, component) in homes.0 {
            let directory = component.map_or("cross_cutting", |c| c.as_str());
            let expected = format!("decision_domain::tools::{directory}::{name}::");
            assert!(
                path.starts_with(&expected),
                "{name} is {path}, not in {expected}"
            );
        }
    }
}
