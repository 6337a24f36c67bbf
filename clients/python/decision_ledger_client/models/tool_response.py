from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tool_result_class import ToolResultClass
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.add_alternative_result import AddAlternativeResult
  from ..models.add_consequence_uncertainty_result import AddConsequenceUncertaintyResult
  from ..models.add_consideration_result import AddConsiderationResult
  from ..models.add_constraint_result import AddConstraintResult
  from ..models.add_hierarchy_decision_result import AddHierarchyDecisionResult
  from ..models.add_key_consideration_result import AddKeyConsiderationResult
  from ..models.add_note_result import AddNoteResult
  from ..models.add_objective_idea_result import AddObjectiveIdeaResult
  from ..models.add_objective_result import AddObjectiveResult
  from ..models.add_party_result import AddPartyResult
  from ..models.add_potential_decision_result import AddPotentialDecisionResult
  from ..models.add_quality_improvement_result import AddQualityImprovementResult
  from ..models.add_rater_result import AddRaterResult
  from ..models.add_remaining_uncertainty_result import AddRemainingUncertaintyResult
  from ..models.add_strategy_dimension_result import AddStrategyDimensionResult
  from ..models.add_tension_result import AddTensionResult
  from ..models.add_uncertainty_result import AddUncertaintyResult
  from ..models.batch_rate_consequences_result import BatchRateConsequencesResult
  from ..models.calculate_overall_dq_result import CalculateOverallDqResult
  from ..models.clear_dominated_result import ClearDominatedResult
  from ..models.clear_measured_consequence_result import ClearMeasuredConsequenceResult
  from ..models.compute_pugh_totals_result import ComputePughTotalsResult
  from ..models.cycle_erasure import CycleErasure
  from ..models.demote_to_means_result import DemoteToMeansResult
  from ..models.dismiss_revisit_result import DismissRevisitResult
  from ..models.find_dominated_alternatives_result import FindDominatedAlternativesResult
  from ..models.find_irrelevant_objectives_result import FindIrrelevantObjectivesResult
  from ..models.find_tools_result import FindToolsResult
  from ..models.flag_uncertainty_result import FlagUncertaintyResult
  from ..models.flip_analysis_result import FlipAnalysisResult
  from ..models.get_confirmations_result import GetConfirmationsResult
  from ..models.get_document_section_result import GetDocumentSectionResult
  from ..models.get_document_summary_result import GetDocumentSummaryResult
  from ..models.get_pending_revisits_result import GetPendingRevisitsResult
  from ..models.link_means_to_fundamental_result import LinkMeansToFundamentalResult
  from ..models.list_objectives_result import ListObjectivesResult
  from ..models.list_rater_disagreements_result import ListRaterDisagreementsResult
  from ..models.list_uncertainties_result import ListUncertaintiesResult
  from ..models.mark_dominated_result import MarkDominatedResult
  from ..models.mark_irrelevant_objective_result import MarkIrrelevantObjectiveResult
  from ..models.promote_to_fundamental_result import PromoteToFundamentalResult
  from ..models.proposal_result import ProposalResult
  from ..models.propose_even_swap_result import ProposeEvenSwapResult
  from ..models.rank_acceptability_result import RankAcceptabilityResult
  from ..models.rate_consequence_as_result import RateConsequenceAsResult
  from ..models.rate_consequence_result import RateConsequenceResult
  from ..models.rate_dq_element_result import RateDqElementResult
  from ..models.record_even_swap_result import RecordEvenSwapResult
  from ..models.record_measured_consequence_result import RecordMeasuredConsequenceResult
  from ..models.record_user_choice_result import RecordUserChoiceResult
  from ..models.remove_alternative_result import RemoveAlternativeResult
  from ..models.remove_objective_result import RemoveObjectiveResult
  from ..models.request_confirmation_result import RequestConfirmationResult
  from ..models.resolve_uncertainty_result import ResolveUncertaintyResult
  from ..models.sensitivity_check_result import SensitivityCheckResult
  from ..models.set_alternative_strategy_result import SetAlternativeStrategyResult
  from ..models.set_aside_in_even_swaps_result import SetAsideInEvenSwapsResult
  from ..models.set_deadline_result import SetDeadlineResult
  from ..models.set_decision_maker_result import SetDecisionMakerResult
  from ..models.set_focal_decision_result import SetFocalDecisionResult
  from ..models.set_focal_statement_result import SetFocalStatementResult
  from ..models.set_objective_weights_result import SetObjectiveWeightsResult
  from ..models.set_scope_result import SetScopeResult
  from ..models.set_standout_result import SetStandoutResult
  from ..models.set_synthesis_result import SetSynthesisResult
  from ..models.set_value_function_result import SetValueFunctionResult
  from ..models.suggest_revisit_result import SuggestRevisitResult
  from ..models.tool_response_meta import ToolResponseMeta
  from ..models.undo_even_swap_result import UndoEvenSwapResult
  from ..models.update_alternative_result import UpdateAlternativeResult
  from ..models.update_objective_measure_result import UpdateObjectiveMeasureResult
  from ..models.update_rating_reasoning_result import UpdateRatingReasoningResult





T = TypeVar("T", bound="ToolResponse")



@_attrs_define
class ToolResponse:
    """ 
        Attributes:
            success (bool):
            document_updated (bool): True when the call changed what the decision document shows (a
                section's markdown or status, or the general notes); a revisit
                suggestion, a confirmation request or the same rating again leave
                it false.
            invocation_id (UUID):
            result (ToolResultClass): How a tool call ended (the seed's `ToolResult`).
            field_meta (ToolResponseMeta):
            data (AddAlternativeResult | AddConsequenceUncertaintyResult | AddConsiderationResult | AddConstraintResult |
                AddHierarchyDecisionResult | AddKeyConsiderationResult | AddNoteResult | AddObjectiveIdeaResult |
                AddObjectiveResult | AddPartyResult | AddPotentialDecisionResult | AddQualityImprovementResult | AddRaterResult
                | AddRemainingUncertaintyResult | AddStrategyDimensionResult | AddTensionResult | AddUncertaintyResult |
                BatchRateConsequencesResult | CalculateOverallDqResult | ClearDominatedResult | ClearMeasuredConsequenceResult |
                ComputePughTotalsResult | CycleErasure | DemoteToMeansResult | DismissRevisitResult |
                FindDominatedAlternativesResult | FindIrrelevantObjectivesResult | FindToolsResult | FlagUncertaintyResult |
                FlipAnalysisResult | GetConfirmationsResult | GetDocumentSectionResult | GetDocumentSummaryResult |
                GetPendingRevisitsResult | LinkMeansToFundamentalResult | ListObjectivesResult | ListRaterDisagreementsResult |
                ListUncertaintiesResult | MarkDominatedResult | MarkIrrelevantObjectiveResult | None |
                PromoteToFundamentalResult | ProposalResult | ProposeEvenSwapResult | RankAcceptabilityResult |
                RateConsequenceAsResult | RateConsequenceResult | RateDqElementResult | RecordEvenSwapResult |
                RecordMeasuredConsequenceResult | RecordUserChoiceResult | RemoveAlternativeResult | RemoveObjectiveResult |
                RequestConfirmationResult | ResolveUncertaintyResult | SensitivityCheckResult | SetAlternativeStrategyResult |
                SetAsideInEvenSwapsResult | SetDeadlineResult | SetDecisionMakerResult | SetFocalDecisionResult |
                SetFocalStatementResult | SetObjectiveWeightsResult | SetScopeResult | SetStandoutResult | SetSynthesisResult |
                SetValueFunctionResult | SuggestRevisitResult | UndoEvenSwapResult | Unset | UpdateAlternativeResult |
                UpdateObjectiveMeasureResult | UpdateRatingReasoningResult): The tool's result (its `returns` schema); null when
                rejected.
            error (None | str | Unset): What went wrong and what to send instead; null when accepted.
            confirmation_required (bool | Unset): True when the confirmation gate held the call: it did not run, and
                `data` is the proposal (its `confirmation_id`); the person's
                approval runs it. Absent otherwise.
            position (int | None | Unset): Global feed position of the call's audit record (its last event);
                pass it as `min_position` to read your write.
            suggestions (list[str] | Unset): What would move the decision on now, compactly (seed 000's
                `ToolResponse.suggestions`): the tools `next_steps` names for the
                current component, most useful first; empty when it is complete.
     """

    success: bool
    document_updated: bool
    invocation_id: UUID
    result: ToolResultClass
    field_meta: ToolResponseMeta
    data: AddAlternativeResult | AddConsequenceUncertaintyResult | AddConsiderationResult | AddConstraintResult | AddHierarchyDecisionResult | AddKeyConsiderationResult | AddNoteResult | AddObjectiveIdeaResult | AddObjectiveResult | AddPartyResult | AddPotentialDecisionResult | AddQualityImprovementResult | AddRaterResult | AddRemainingUncertaintyResult | AddStrategyDimensionResult | AddTensionResult | AddUncertaintyResult | BatchRateConsequencesResult | CalculateOverallDqResult | ClearDominatedResult | ClearMeasuredConsequenceResult | ComputePughTotalsResult | CycleErasure | DemoteToMeansResult | DismissRevisitResult | FindDominatedAlternativesResult | FindIrrelevantObjectivesResult | FindToolsResult | FlagUncertaintyResult | FlipAnalysisResult | GetConfirmationsResult | GetDocumentSectionResult | GetDocumentSummaryResult | GetPendingRevisitsResult | LinkMeansToFundamentalResult | ListObjectivesResult | ListRaterDisagreementsResult | ListUncertaintiesResult | MarkDominatedResult | MarkIrrelevantObjectiveResult | None | PromoteToFundamentalResult | ProposalResult | ProposeEvenSwapResult | RankAcceptabilityResult | RateConsequenceAsResult | RateConsequenceResult | RateDqElementResult | RecordEvenSwapResult | RecordMeasuredConsequenceResult | RecordUserChoiceResult | RemoveAlternativeResult | RemoveObjectiveResult | RequestConfirmationResult | ResolveUncertaintyResult | SensitivityCheckResult | SetAlternativeStrategyResult | SetAsideInEvenSwapsResult | SetDeadlineResult | SetDecisionMakerResult | SetFocalDecisionResult | SetFocalStatementResult | SetObjectiveWeightsResult | SetScopeResult | SetStandoutResult | SetSynthesisResult | SetValueFunctionResult | SuggestRevisitResult | UndoEvenSwapResult | Unset | UpdateAlternativeResult | UpdateObjectiveMeasureResult | UpdateRatingReasoningResult = UNSET
    error: None | str | Unset = UNSET
    confirmation_required: bool | Unset = UNSET
    position: int | None | Unset = UNSET
    suggestions: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.add_alternative_result import AddAlternativeResult # noqa: PLC0415
        from ..models.add_consequence_uncertainty_result import AddConsequenceUncertaintyResult # noqa: PLC0415
        from ..models.add_consideration_result import AddConsiderationResult # noqa: PLC0415
        from ..models.add_constraint_result import AddConstraintResult # noqa: PLC0415
        from ..models.add_hierarchy_decision_result import AddHierarchyDecisionResult # noqa: PLC0415
        from ..models.add_key_consideration_result import AddKeyConsiderationResult # noqa: PLC0415
        from ..models.add_note_result import AddNoteResult # noqa: PLC0415
        from ..models.add_objective_idea_result import AddObjectiveIdeaResult # noqa: PLC0415
        from ..models.add_objective_result import AddObjectiveResult # noqa: PLC0415
        from ..models.add_party_result import AddPartyResult # noqa: PLC0415
        from ..models.add_potential_decision_result import AddPotentialDecisionResult # noqa: PLC0415
        from ..models.add_quality_improvement_result import AddQualityImprovementResult # noqa: PLC0415
        from ..models.add_rater_result import AddRaterResult # noqa: PLC0415
        from ..models.add_remaining_uncertainty_result import AddRemainingUncertaintyResult # noqa: PLC0415
        from ..models.add_strategy_dimension_result import AddStrategyDimensionResult # noqa: PLC0415
        from ..models.add_tension_result import AddTensionResult # noqa: PLC0415
        from ..models.add_uncertainty_result import AddUncertaintyResult # noqa: PLC0415
        from ..models.batch_rate_consequences_result import BatchRateConsequencesResult # noqa: PLC0415
        from ..models.calculate_overall_dq_result import CalculateOverallDqResult # noqa: PLC0415
        from ..models.clear_dominated_result import ClearDominatedResult # noqa: PLC0415
        from ..models.clear_measured_consequence_result import ClearMeasuredConsequenceResult # noqa: PLC0415
        from ..models.compute_pugh_totals_result import ComputePughTotalsResult # noqa: PLC0415
        from ..models.cycle_erasure import CycleErasure # noqa: PLC0415
        from ..models.demote_to_means_result import DemoteToMeansResult # noqa: PLC0415
        from ..models.dismiss_revisit_result import DismissRevisitResult # noqa: PLC0415
        from ..models.find_dominated_alternatives_result import FindDominatedAlternativesResult # noqa: PLC0415
        from ..models.find_irrelevant_objectives_result import FindIrrelevantObjectivesResult # noqa: PLC0415
        from ..models.find_tools_result import FindToolsResult # noqa: PLC0415
        from ..models.flag_uncertainty_result import FlagUncertaintyResult # noqa: PLC0415
        from ..models.flip_analysis_result import FlipAnalysisResult # noqa: PLC0415
        from ..models.get_confirmations_result import GetConfirmationsResult # noqa: PLC0415
        from ..models.get_document_section_result import GetDocumentSectionResult # noqa: PLC0415
        from ..models.get_document_summary_result import GetDocumentSummaryResult # noqa: PLC0415
        from ..models.get_pending_revisits_result import GetPendingRevisitsResult # noqa: PLC0415
        from ..models.link_means_to_fundamental_result import LinkMeansToFundamentalResult # noqa: PLC0415
        from ..models.list_objectives_result import ListObjectivesResult # noqa: PLC0415
        from ..models.list_rater_disagreements_result import ListRaterDisagreementsResult # noqa: PLC0415
        from ..models.list_uncertainties_result import ListUncertaintiesResult # noqa: PLC0415
        from ..models.mark_dominated_result import MarkDominatedResult # noqa: PLC0415
        from ..models.mark_irrelevant_objective_result import MarkIrrelevantObjectiveResult # noqa: PLC0415
        from ..models.promote_to_fundamental_result import PromoteToFundamentalResult # noqa: PLC0415
        from ..models.proposal_result import ProposalResult # noqa: PLC0415
        from ..models.propose_even_swap_result import ProposeEvenSwapResult # noqa: PLC0415
        from ..models.rank_acceptability_result import RankAcceptabilityResult # noqa: PLC0415
        from ..models.rate_consequence_as_result import RateConsequenceAsResult # noqa: PLC0415
        from ..models.rate_consequence_result import RateConsequenceResult # noqa: PLC0415
        from ..models.rate_dq_element_result import RateDqElementResult # noqa: PLC0415
        from ..models.record_even_swap_result import RecordEvenSwapResult # noqa: PLC0415
        from ..models.record_measured_consequence_result import RecordMeasuredConsequenceResult # noqa: PLC0415
        from ..models.record_user_choice_result import RecordUserChoiceResult # noqa: PLC0415
        from ..models.remove_alternative_result import RemoveAlternativeResult # noqa: PLC0415
        from ..models.remove_objective_result import RemoveObjectiveResult # noqa: PLC0415
        from ..models.request_confirmation_result import RequestConfirmationResult # noqa: PLC0415
        from ..models.resolve_uncertainty_result import ResolveUncertaintyResult # noqa: PLC0415
        from ..models.sensitivity_check_result import SensitivityCheckResult # noqa: PLC0415
        from ..models.set_alternative_strategy_result import SetAlternativeStrategyResult # noqa: PLC0415
        from ..models.set_aside_in_even_swaps_result import SetAsideInEvenSwapsResult # noqa: PLC0415
        from ..models.set_deadline_result import SetDeadlineResult # noqa: PLC0415
        from ..models.set_decision_maker_result import SetDecisionMakerResult # noqa: PLC0415
        from ..models.set_focal_decision_result import SetFocalDecisionResult # noqa: PLC0415
        from ..models.set_focal_statement_result import SetFocalStatementResult # noqa: PLC0415
        from ..models.set_objective_weights_result import SetObjectiveWeightsResult # noqa: PLC0415
        from ..models.set_scope_result import SetScopeResult # noqa: PLC0415
        from ..models.set_standout_result import SetStandoutResult # noqa: PLC0415
        from ..models.set_synthesis_result import SetSynthesisResult # noqa: PLC0415
        from ..models.set_value_function_result import SetValueFunctionResult # noqa: PLC0415
        from ..models.suggest_revisit_result import SuggestRevisitResult # noqa: PLC0415
        from ..models.tool_response_meta import ToolResponseMeta # noqa: PLC0415
        from ..models.undo_even_swap_result import UndoEvenSwapResult # noqa: PLC0415
        from ..models.update_alternative_result import UpdateAlternativeResult # noqa: PLC0415
        from ..models.update_objective_measure_result import UpdateObjectiveMeasureResult # noqa: PLC0415
        from ..models.update_rating_reasoning_result import UpdateRatingReasoningResult # noqa: PLC0415
        success = self.success

        document_updated = self.document_updated

        invocation_id = str(self.invocation_id)

        result = self.result.value

        field_meta = self.field_meta.to_dict()

        data: dict[str, Any] | None | Unset
        if isinstance(self.data, Unset):
            data = UNSET
        elif isinstance(self.data, AddPotentialDecisionResult):
            data = self.data.to_dict()
        elif isinstance(self.data, AddObjectiveIdeaResult):
            data = self.data.to_dict()
        elif isinstance(self.data, AddUncertaintyResult):
            data = self.data.to_dict()
        elif isinstance(self.data, AddConsiderationResult):
            data = self.data.to_dict()
        elif isinstance(self.data, SetFocalDecisionResult):
            data = self.data.to_dict()
        elif isinstance(self.data, SetDecisionMakerResult):
            data = self.data.to_dict()
        elif isinstance(self.data, SetFocalStatementResult):
            data = self.data.to_dict()
        elif isinstance(self.data, SetScopeResult):
            data = self.data.to_dict()
        elif isinstance(self.data, AddConstraintResult):
            data = self.data.to_dict()
        elif isinstance(self.data, AddPartyResult):
            data = self.data.to_dict()
        elif isinstance(self.data, SetDeadlineResult):
            data = self.data.to_dict()
        elif isinstance(self.data, AddHierarchyDecisionResult):
            data = self.data.to_dict()
        elif isinstance(self.data, AddObjectiveResult):
            data = self.data.to_dict()
        elif isinstance(self.data, LinkMeansToFundamentalResult):
            data = self.data.to_dict()
        elif isinstance(self.data, UpdateObjectiveMeasureResult):
            data = self.data.to_dict()
        elif isinstance(self.data, RemoveObjectiveResult):
            data = self.data.to_dict()
        elif isinstance(self.data, PromoteToFundamentalResult):
            data = self.data.to_dict()
        elif isinstance(self.data, DemoteToMeansResult):
            data = self.data.to_dict()
        elif isinstance(self.data, AddAlternativeResult):
            data = self.data.to_dict()
        elif isinstance(self.data, UpdateAlternativeResult):
            data = self.data.to_dict()
        elif isinstance(self.data, RemoveAlternativeResult):
            data = self.data.to_dict()
        elif isinstance(self.data, AddStrategyDimensionResult):
            data = self.data.to_dict()
        elif isinstance(self.data, SetAlternativeStrategyResult):
            data = self.data.to_dict()
        elif isinstance(self.data, RateConsequenceResult):
            data = self.data.to_dict()
        elif isinstance(self.data, BatchRateConsequencesResult):
            data = self.data.to_dict()
        elif isinstance(self.data, AddConsequenceUncertaintyResult):
            data = self.data.to_dict()
        elif isinstance(self.data, UpdateRatingReasoningResult):
            data = self.data.to_dict()
        elif isinstance(self.data, RecordMeasuredConsequenceResult):
            data = self.data.to_dict()
        elif isinstance(self.data, ClearMeasuredConsequenceResult):
            data = self.data.to_dict()
        elif isinstance(self.data, SetValueFunctionResult):
            data = self.data.to_dict()
        elif isinstance(self.data, AddRaterResult):
            data = self.data.to_dict()
        elif isinstance(self.data, RateConsequenceAsResult):
            data = self.data.to_dict()
        elif isinstance(self.data, MarkDominatedResult):
            data = self.data.to_dict()
        elif isinstance(self.data, MarkIrrelevantObjectiveResult):
            data = self.data.to_dict()
        elif isinstance(self.data, AddTensionResult):
            data = self.data.to_dict()
        elif isinstance(self.data, ClearDominatedResult):
            data = self.data.to_dict()
        elif isinstance(self.data, SetObjectiveWeightsResult):
            data = self.data.to_dict()
        elif isinstance(self.data, ProposeEvenSwapResult):
            data = self.data.to_dict()
        elif isinstance(self.data, RecordEvenSwapResult):
            data = self.data.to_dict()
        elif isinstance(self.data, SetAsideInEvenSwapsResult):
            data = self.data.to_dict()
        elif isinstance(self.data, UndoEvenSwapResult):
            data = self.data.to_dict()
        elif isinstance(self.data, SetSynthesisResult):
            data = self.data.to_dict()
        elif isinstance(self.data, SetStandoutResult):
            data = self.data.to_dict()
        elif isinstance(self.data, AddKeyConsiderationResult):
            data = self.data.to_dict()
        elif isinstance(self.data, AddRemainingUncertaintyResult):
            data = self.data.to_dict()
        elif isinstance(self.data, RateDqElementResult):
            data = self.data.to_dict()
        elif isinstance(self.data, AddQualityImprovementResult):
            data = self.data.to_dict()
        elif isinstance(self.data, CalculateOverallDqResult):
            data = self.data.to_dict()
        elif isinstance(self.data, FlagUncertaintyResult):
            data = self.data.to_dict()
        elif isinstance(self.data, ResolveUncertaintyResult):
            data = self.data.to_dict()
        elif isinstance(self.data, ListUncertaintiesResult):
            data = self.data.to_dict()
        elif isinstance(self.data, SuggestRevisitResult):
            data = self.data.to_dict()
        elif isinstance(self.data, GetPendingRevisitsResult):
            data = self.data.to_dict()
        elif isinstance(self.data, DismissRevisitResult):
            data = self.data.to_dict()
        elif isinstance(self.data, RequestConfirmationResult):
            data = self.data.to_dict()
        elif isinstance(self.data, RecordUserChoiceResult):
            data = self.data.to_dict()
        elif isinstance(self.data, GetConfirmationsResult):
            data = self.data.to_dict()
        elif isinstance(self.data, GetDocumentSectionResult):
            data = self.data.to_dict()
        elif isinstance(self.data, AddNoteResult):
            data = self.data.to_dict()
        elif isinstance(self.data, ListObjectivesResult):
            data = self.data.to_dict()
        elif isinstance(self.data, FindDominatedAlternativesResult):
            data = self.data.to_dict()
        elif isinstance(self.data, FindIrrelevantObjectivesResult):
            data = self.data.to_dict()
        elif isinstance(self.data, SensitivityCheckResult):
            data = self.data.to_dict()
        elif isinstance(self.data, FlipAnalysisResult):
            data = self.data.to_dict()
        elif isinstance(self.data, RankAcceptabilityResult):
            data = self.data.to_dict()
        elif isinstance(self.data, ListRaterDisagreementsResult):
            data = self.data.to_dict()
        elif isinstance(self.data, ComputePughTotalsResult):
            data = self.data.to_dict()
        elif isinstance(self.data, GetDocumentSummaryResult):
            data = self.data.to_dict()
        elif isinstance(self.data, CycleErasure):
            data = self.data.to_dict()
        elif isinstance(self.data, FindToolsResult):
            data = self.data.to_dict()
        elif isinstance(self.data, ProposalResult):
            data = self.data.to_dict()
        else:
            data = self.data

        error: None | str | Unset
        if isinstance(self.error, Unset):
            error = UNSET
        else:
            error = self.error

        confirmation_required = self.confirmation_required

        position: int | None | Unset
        if isinstance(self.position, Unset):
            position = UNSET
        else:
            position = self.position

        suggestions: list[str] | Unset = UNSET
        if not isinstance(self.suggestions, Unset):
            suggestions = self.suggestions




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "success": success,
            "document_updated": document_updated,
            "invocation_id": invocation_id,
            "result": result,
            "_meta": field_meta,
        })
        if data is not UNSET:
            field_dict["data"] = data
        if error is not UNSET:
            field_dict["error"] = error
        if confirmation_required is not UNSET:
            field_dict["confirmation_required"] = confirmation_required
        if position is not UNSET:
            field_dict["position"] = position
        if suggestions is not UNSET:
            field_dict["suggestions"] = suggestions

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.add_alternative_result import AddAlternativeResult # noqa: PLC0415
        from ..models.add_consequence_uncertainty_result import AddConsequenceUncertaintyResult # noqa: PLC0415
        from ..models.add_consideration_result import AddConsiderationResult # noqa: PLC0415
        from ..models.add_constraint_result import AddConstraintResult # noqa: PLC0415
        from ..models.add_hierarchy_decision_result import AddHierarchyDecisionResult # noqa: PLC0415
        from ..models.add_key_consideration_result import AddKeyConsiderationResult # noqa: PLC0415
        from ..models.add_note_result import AddNoteResult # noqa: PLC0415
        from ..models.add_objective_idea_result import AddObjectiveIdeaResult # noqa: PLC0415
        from ..models.add_objective_result import AddObjectiveResult # noqa: PLC0415
        from ..models.add_party_result import AddPartyResult # noqa: PLC0415
        from ..models.add_potential_decision_result import AddPotentialDecisionResult # noqa: PLC0415
        from ..models.add_quality_improvement_result import AddQualityImprovementResult # noqa: PLC0415
        from ..models.add_rater_result import AddRaterResult # noqa: PLC0415
        from ..models.add_remaining_uncertainty_result import AddRemainingUncertaintyResult # noqa: PLC0415
        from ..models.add_strategy_dimension_result import AddStrategyDimensionResult # noqa: PLC0415
        from ..models.add_tension_result import AddTensionResult # noqa: PLC0415
        from ..models.add_uncertainty_result import AddUncertaintyResult # noqa: PLC0415
        from ..models.batch_rate_consequences_result import BatchRateConsequencesResult # noqa: PLC0415
        from ..models.calculate_overall_dq_result import CalculateOverallDqResult # noqa: PLC0415
        from ..models.clear_dominated_result import ClearDominatedResult # noqa: PLC0415
        from ..models.clear_measured_consequence_result import ClearMeasuredConsequenceResult # noqa: PLC0415
        from ..models.compute_pugh_totals_result import ComputePughTotalsResult # noqa: PLC0415
        from ..models.cycle_erasure import CycleErasure # noqa: PLC0415
        from ..models.demote_to_means_result import DemoteToMeansResult # noqa: PLC0415
        from ..models.dismiss_revisit_result import DismissRevisitResult # noqa: PLC0415
        from ..models.find_dominated_alternatives_result import FindDominatedAlternativesResult # noqa: PLC0415
        from ..models.find_irrelevant_objectives_result import FindIrrelevantObjectivesResult # noqa: PLC0415
        from ..models.find_tools_result import FindToolsResult # noqa: PLC0415
        from ..models.flag_uncertainty_result import FlagUncertaintyResult # noqa: PLC0415
        from ..models.flip_analysis_result import FlipAnalysisResult # noqa: PLC0415
        from ..models.get_confirmations_result import GetConfirmationsResult # noqa: PLC0415
        from ..models.get_document_section_result import GetDocumentSectionResult # noqa: PLC0415
        from ..models.get_document_summary_result import GetDocumentSummaryResult # noqa: PLC0415
        from ..models.get_pending_revisits_result import GetPendingRevisitsResult # noqa: PLC0415
        from ..models.link_means_to_fundamental_result import LinkMeansToFundamentalResult # noqa: PLC0415
        from ..models.list_objectives_result import ListObjectivesResult # noqa: PLC0415
        from ..models.list_rater_disagreements_result import ListRaterDisagreementsResult # noqa: PLC0415
        from ..models.list_uncertainties_result import ListUncertaintiesResult # noqa: PLC0415
        from ..models.mark_dominated_result import MarkDominatedResult # noqa: PLC0415
        from ..models.mark_irrelevant_objective_result import MarkIrrelevantObjectiveResult # noqa: PLC0415
        from ..models.promote_to_fundamental_result import PromoteToFundamentalResult # noqa: PLC0415
        from ..models.proposal_result import ProposalResult # noqa: PLC0415
        from ..models.propose_even_swap_result import ProposeEvenSwapResult # noqa: PLC0415
        from ..models.rank_acceptability_result import RankAcceptabilityResult # noqa: PLC0415
        from ..models.rate_consequence_as_result import RateConsequenceAsResult # noqa: PLC0415
        from ..models.rate_consequence_result import RateConsequenceResult # noqa: PLC0415
        from ..models.rate_dq_element_result import RateDqElementResult # noqa: PLC0415
        from ..models.record_even_swap_result import RecordEvenSwapResult # noqa: PLC0415
        from ..models.record_measured_consequence_result import RecordMeasuredConsequenceResult # noqa: PLC0415
        from ..models.record_user_choice_result import RecordUserChoiceResult # noqa: PLC0415
        from ..models.remove_alternative_result import RemoveAlternativeResult # noqa: PLC0415
        from ..models.remove_objective_result import RemoveObjectiveResult # noqa: PLC0415
        from ..models.request_confirmation_result import RequestConfirmationResult # noqa: PLC0415
        from ..models.resolve_uncertainty_result import ResolveUncertaintyResult # noqa: PLC0415
        from ..models.sensitivity_check_result import SensitivityCheckResult # noqa: PLC0415
        from ..models.set_alternative_strategy_result import SetAlternativeStrategyResult # noqa: PLC0415
        from ..models.set_aside_in_even_swaps_result import SetAsideInEvenSwapsResult # noqa: PLC0415
        from ..models.set_deadline_result import SetDeadlineResult # noqa: PLC0415
        from ..models.set_decision_maker_result import SetDecisionMakerResult # noqa: PLC0415
        from ..models.set_focal_decision_result import SetFocalDecisionResult # noqa: PLC0415
        from ..models.set_focal_statement_result import SetFocalStatementResult # noqa: PLC0415
        from ..models.set_objective_weights_result import SetObjectiveWeightsResult # noqa: PLC0415
        from ..models.set_scope_result import SetScopeResult # noqa: PLC0415
        from ..models.set_standout_result import SetStandoutResult # noqa: PLC0415
        from ..models.set_synthesis_result import SetSynthesisResult # noqa: PLC0415
        from ..models.set_value_function_result import SetValueFunctionResult # noqa: PLC0415
        from ..models.suggest_revisit_result import SuggestRevisitResult # noqa: PLC0415
        from ..models.tool_response_meta import ToolResponseMeta # noqa: PLC0415
        from ..models.undo_even_swap_result import UndoEvenSwapResult # noqa: PLC0415
        from ..models.update_alternative_result import UpdateAlternativeResult # noqa: PLC0415
        from ..models.update_objective_measure_result import UpdateObjectiveMeasureResult # noqa: PLC0415
        from ..models.update_rating_reasoning_result import UpdateRatingReasoningResult # noqa: PLC0415
        d = dict(src_dict)
        success = d.pop("success")

        document_updated = d.pop("document_updated")

        invocation_id = UUID(d.pop("invocation_id"))




        result = ToolResultClass(d.pop("result"))




        field_meta = ToolResponseMeta.from_dict(d.pop("_meta"))




        def _parse_data(data: object) -> AddAlternativeResult | AddConsequenceUncertaintyResult | AddConsiderationResult | AddConstraintResult | AddHierarchyDecisionResult | AddKeyConsiderationResult | AddNoteResult | AddObjectiveIdeaResult | AddObjectiveResult | AddPartyResult | AddPotentialDecisionResult | AddQualityImprovementResult | AddRaterResult | AddRemainingUncertaintyResult | AddStrategyDimensionResult | AddTensionResult | AddUncertaintyResult | BatchRateConsequencesResult | CalculateOverallDqResult | ClearDominatedResult | ClearMeasuredConsequenceResult | ComputePughTotalsResult | CycleErasure | DemoteToMeansResult | DismissRevisitResult | FindDominatedAlternativesResult | FindIrrelevantObjectivesResult | FindToolsResult | FlagUncertaintyResult | FlipAnalysisResult | GetConfirmationsResult | GetDocumentSectionResult | GetDocumentSummaryResult | GetPendingRevisitsResult | LinkMeansToFundamentalResult | ListObjectivesResult | ListRaterDisagreementsResult | ListUncertaintiesResult | MarkDominatedResult | MarkIrrelevantObjectiveResult | None | PromoteToFundamentalResult | ProposalResult | ProposeEvenSwapResult | RankAcceptabilityResult | RateConsequenceAsResult | RateConsequenceResult | RateDqElementResult | RecordEvenSwapResult | RecordMeasuredConsequenceResult | RecordUserChoiceResult | RemoveAlternativeResult | RemoveObjectiveResult | RequestConfirmationResult | ResolveUncertaintyResult | SensitivityCheckResult | SetAlternativeStrategyResult | SetAsideInEvenSwapsResult | SetDeadlineResult | SetDecisionMakerResult | SetFocalDecisionResult | SetFocalStatementResult | SetObjectiveWeightsResult | SetScopeResult | SetStandoutResult | SetSynthesisResult | SetValueFunctionResult | SuggestRevisitResult | UndoEvenSwapResult | Unset | UpdateAlternativeResult | UpdateObjectiveMeasureResult | UpdateRatingReasoningResult:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_0 = AddPotentialDecisionResult.from_dict(data)



                return data_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_1 = AddObjectiveIdeaResult.from_dict(data)



                return data_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_2 = AddUncertaintyResult.from_dict(data)



                return data_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_3 = AddConsiderationResult.from_dict(data)



                return data_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_4 = SetFocalDecisionResult.from_dict(data)



                return data_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_5 = SetDecisionMakerResult.from_dict(data)



                return data_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_6 = SetFocalStatementResult.from_dict(data)



                return data_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_7 = SetScopeResult.from_dict(data)



                return data_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_8 = AddConstraintResult.from_dict(data)



                return data_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_9 = AddPartyResult.from_dict(data)



                return data_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_10 = SetDeadlineResult.from_dict(data)



                return data_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_11 = AddHierarchyDecisionResult.from_dict(data)



                return data_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_12 = AddObjectiveResult.from_dict(data)



                return data_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_13 = LinkMeansToFundamentalResult.from_dict(data)



                return data_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_14 = UpdateObjectiveMeasureResult.from_dict(data)



                return data_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_15 = RemoveObjectiveResult.from_dict(data)



                return data_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_16 = PromoteToFundamentalResult.from_dict(data)



                return data_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_17 = DemoteToMeansResult.from_dict(data)



                return data_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_18 = AddAlternativeResult.from_dict(data)



                return data_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_19 = UpdateAlternativeResult.from_dict(data)



                return data_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_20 = RemoveAlternativeResult.from_dict(data)



                return data_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_21 = AddStrategyDimensionResult.from_dict(data)



                return data_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_22 = SetAlternativeStrategyResult.from_dict(data)



                return data_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_23 = RateConsequenceResult.from_dict(data)



                return data_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_24 = BatchRateConsequencesResult.from_dict(data)



                return data_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_25 = AddConsequenceUncertaintyResult.from_dict(data)



                return data_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_26 = UpdateRatingReasoningResult.from_dict(data)



                return data_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_27 = RecordMeasuredConsequenceResult.from_dict(data)



                return data_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_28 = ClearMeasuredConsequenceResult.from_dict(data)



                return data_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_29 = SetValueFunctionResult.from_dict(data)



                return data_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_30 = AddRaterResult.from_dict(data)



                return data_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_31 = RateConsequenceAsResult.from_dict(data)



                return data_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_32 = MarkDominatedResult.from_dict(data)



                return data_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_33 = MarkIrrelevantObjectiveResult.from_dict(data)



                return data_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_34 = AddTensionResult.from_dict(data)



                return data_type_34
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_35 = ClearDominatedResult.from_dict(data)



                return data_type_35
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_36 = SetObjectiveWeightsResult.from_dict(data)



                return data_type_36
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_37 = ProposeEvenSwapResult.from_dict(data)



                return data_type_37
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_38 = RecordEvenSwapResult.from_dict(data)



                return data_type_38
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_39 = SetAsideInEvenSwapsResult.from_dict(data)



                return data_type_39
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_40 = UndoEvenSwapResult.from_dict(data)



                return data_type_40
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_41 = SetSynthesisResult.from_dict(data)



                return data_type_41
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_42 = SetStandoutResult.from_dict(data)



                return data_type_42
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_43 = AddKeyConsiderationResult.from_dict(data)



                return data_type_43
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_44 = AddRemainingUncertaintyResult.from_dict(data)



                return data_type_44
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_45 = RateDqElementResult.from_dict(data)



                return data_type_45
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_46 = AddQualityImprovementResult.from_dict(data)



                return data_type_46
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_47 = CalculateOverallDqResult.from_dict(data)



                return data_type_47
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_48 = FlagUncertaintyResult.from_dict(data)



                return data_type_48
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_49 = ResolveUncertaintyResult.from_dict(data)



                return data_type_49
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_50 = ListUncertaintiesResult.from_dict(data)



                return data_type_50
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_51 = SuggestRevisitResult.from_dict(data)



                return data_type_51
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_52 = GetPendingRevisitsResult.from_dict(data)



                return data_type_52
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_53 = DismissRevisitResult.from_dict(data)



                return data_type_53
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_54 = RequestConfirmationResult.from_dict(data)



                return data_type_54
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_55 = RecordUserChoiceResult.from_dict(data)



                return data_type_55
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_56 = GetConfirmationsResult.from_dict(data)



                return data_type_56
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_57 = GetDocumentSectionResult.from_dict(data)



                return data_type_57
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_58 = AddNoteResult.from_dict(data)



                return data_type_58
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_59 = ListObjectivesResult.from_dict(data)



                return data_type_59
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_60 = FindDominatedAlternativesResult.from_dict(data)



                return data_type_60
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_61 = FindIrrelevantObjectivesResult.from_dict(data)



                return data_type_61
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_62 = SensitivityCheckResult.from_dict(data)



                return data_type_62
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_63 = FlipAnalysisResult.from_dict(data)



                return data_type_63
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_64 = RankAcceptabilityResult.from_dict(data)



                return data_type_64
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_65 = ListRaterDisagreementsResult.from_dict(data)



                return data_type_65
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_66 = ComputePughTotalsResult.from_dict(data)



                return data_type_66
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_67 = GetDocumentSummaryResult.from_dict(data)



                return data_type_67
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_68 = CycleErasure.from_dict(data)



                return data_type_68
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_69 = FindToolsResult.from_dict(data)



                return data_type_69
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_70 = ProposalResult.from_dict(data)



                return data_type_70
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AddAlternativeResult | AddConsequenceUncertaintyResult | AddConsiderationResult | AddConstraintResult | AddHierarchyDecisionResult | AddKeyConsiderationResult | AddNoteResult | AddObjectiveIdeaResult | AddObjectiveResult | AddPartyResult | AddPotentialDecisionResult | AddQualityImprovementResult | AddRaterResult | AddRemainingUncertaintyResult | AddStrategyDimensionResult | AddTensionResult | AddUncertaintyResult | BatchRateConsequencesResult | CalculateOverallDqResult | ClearDominatedResult | ClearMeasuredConsequenceResult | ComputePughTotalsResult | CycleErasure | DemoteToMeansResult | DismissRevisitResult | FindDominatedAlternativesResult | FindIrrelevantObjectivesResult | FindToolsResult | FlagUncertaintyResult | FlipAnalysisResult | GetConfirmationsResult | GetDocumentSectionResult | GetDocumentSummaryResult | GetPendingRevisitsResult | LinkMeansToFundamentalResult | ListObjectivesResult | ListRaterDisagreementsResult | ListUncertaintiesResult | MarkDominatedResult | MarkIrrelevantObjectiveResult | None | PromoteToFundamentalResult | ProposalResult | ProposeEvenSwapResult | RankAcceptabilityResult | RateConsequenceAsResult | RateConsequenceResult | RateDqElementResult | RecordEvenSwapResult | RecordMeasuredConsequenceResult | RecordUserChoiceResult | RemoveAlternativeResult | RemoveObjectiveResult | RequestConfirmationResult | ResolveUncertaintyResult | SensitivityCheckResult | SetAlternativeStrategyResult | SetAsideInEvenSwapsResult | SetDeadlineResult | SetDecisionMakerResult | SetFocalDecisionResult | SetFocalStatementResult | SetObjectiveWeightsResult | SetScopeResult | SetStandoutResult | SetSynthesisResult | SetValueFunctionResult | SuggestRevisitResult | UndoEvenSwapResult | Unset | UpdateAlternativeResult | UpdateObjectiveMeasureResult | UpdateRatingReasoningResult, data)

        data = _parse_data(d.pop("data", UNSET))


        def _parse_error(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        error = _parse_error(d.pop("error", UNSET))


        confirmation_required = d.pop("confirmation_required", UNSET)

        def _parse_position(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        position = _parse_position(d.pop("position", UNSET))


        suggestions = cast(list[str], d.pop("suggestions", UNSET))


        tool_response = cls(
            success=success,
            document_updated=document_updated,
            invocation_id=invocation_id,
            result=result,
            field_meta=field_meta,
            data=data,
            error=error,
            confirmation_required=confirmation_required,
            position=position,
            suggestions=suggestions,
        )


        tool_response.additional_properties = d
        return tool_response

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
