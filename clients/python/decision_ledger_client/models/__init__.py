""" Contains all the data models used in inputs/outputs """

from .acceptability import Acceptability
from .actor_kind import ActorKind
from .add_alternative_call import AddAlternativeCall
from .add_alternative_parameters import AddAlternativeParameters
from .add_alternative_response import AddAlternativeResponse
from .add_alternative_result import AddAlternativeResult
from .add_consequence_uncertainty_call import AddConsequenceUncertaintyCall
from .add_consequence_uncertainty_parameters import AddConsequenceUncertaintyParameters
from .add_consequence_uncertainty_response import AddConsequenceUncertaintyResponse
from .add_consequence_uncertainty_result import AddConsequenceUncertaintyResult
from .add_consideration_call import AddConsiderationCall
from .add_consideration_parameters import AddConsiderationParameters
from .add_consideration_response import AddConsiderationResponse
from .add_consideration_result import AddConsiderationResult
from .add_constraint_call import AddConstraintCall
from .add_constraint_parameters import AddConstraintParameters
from .add_constraint_response import AddConstraintResponse
from .add_constraint_result import AddConstraintResult
from .add_hierarchy_decision_call import AddHierarchyDecisionCall
from .add_hierarchy_decision_parameters import AddHierarchyDecisionParameters
from .add_hierarchy_decision_response import AddHierarchyDecisionResponse
from .add_hierarchy_decision_result import AddHierarchyDecisionResult
from .add_key_consideration_call import AddKeyConsiderationCall
from .add_key_consideration_parameters import AddKeyConsiderationParameters
from .add_key_consideration_response import AddKeyConsiderationResponse
from .add_key_consideration_result import AddKeyConsiderationResult
from .add_note_call import AddNoteCall
from .add_note_parameters import AddNoteParameters
from .add_note_response import AddNoteResponse
from .add_note_result import AddNoteResult
from .add_objective_call import AddObjectiveCall
from .add_objective_idea_call import AddObjectiveIdeaCall
from .add_objective_idea_parameters import AddObjectiveIdeaParameters
from .add_objective_idea_response import AddObjectiveIdeaResponse
from .add_objective_idea_result import AddObjectiveIdeaResult
from .add_objective_parameters import AddObjectiveParameters
from .add_objective_response import AddObjectiveResponse
from .add_objective_result import AddObjectiveResult
from .add_party_call import AddPartyCall
from .add_party_parameters import AddPartyParameters
from .add_party_response import AddPartyResponse
from .add_party_result import AddPartyResult
from .add_potential_decision_call import AddPotentialDecisionCall
from .add_potential_decision_parameters import AddPotentialDecisionParameters
from .add_potential_decision_response import AddPotentialDecisionResponse
from .add_potential_decision_result import AddPotentialDecisionResult
from .add_quality_improvement_call import AddQualityImprovementCall
from .add_quality_improvement_parameters import AddQualityImprovementParameters
from .add_quality_improvement_response import AddQualityImprovementResponse
from .add_quality_improvement_result import AddQualityImprovementResult
from .add_rater_call import AddRaterCall
from .add_rater_parameters import AddRaterParameters
from .add_rater_response import AddRaterResponse
from .add_rater_result import AddRaterResult
from .add_rater_result_rater_summary import AddRaterResultRaterSummary
from .add_remaining_uncertainty_call import AddRemainingUncertaintyCall
from .add_remaining_uncertainty_parameters import AddRemainingUncertaintyParameters
from .add_remaining_uncertainty_response import AddRemainingUncertaintyResponse
from .add_remaining_uncertainty_result import AddRemainingUncertaintyResult
from .add_strategy_dimension_call import AddStrategyDimensionCall
from .add_strategy_dimension_parameters import AddStrategyDimensionParameters
from .add_strategy_dimension_response import AddStrategyDimensionResponse
from .add_strategy_dimension_result import AddStrategyDimensionResult
from .add_tension_call import AddTensionCall
from .add_tension_parameters import AddTensionParameters
from .add_tension_response import AddTensionResponse
from .add_tension_result import AddTensionResult
from .add_uncertainty_call import AddUncertaintyCall
from .add_uncertainty_parameters import AddUncertaintyParameters
from .add_uncertainty_response import AddUncertaintyResponse
from .add_uncertainty_result import AddUncertaintyResult
from .all_stats_view import AllStatsView
from .alternative_added_event import AlternativeAddedEvent
from .alternative_removed_event import AlternativeRemovedEvent
from .alternative_score import AlternativeScore
from .alternative_strategy_set_event import AlternativeStrategySetEvent
from .alternative_updated_event import AlternativeUpdatedEvent
from .basis import Basis
from .batch_failure import BatchFailure
from .batch_rate_consequences_call import BatchRateConsequencesCall
from .batch_rate_consequences_parameters import BatchRateConsequencesParameters
from .batch_rate_consequences_response import BatchRateConsequencesResponse
from .batch_rate_consequences_result import BatchRateConsequencesResult
from .calculate_overall_dq_call import CalculateOverallDqCall
from .calculate_overall_dq_parameters import CalculateOverallDqParameters
from .calculate_overall_dq_response import CalculateOverallDqResponse
from .calculate_overall_dq_result import CalculateOverallDqResult
from .call_counts import CallCounts
from .call_counts_by_result import CallCountsByResult
from .call_tool_name import CallToolName
from .catalog_view import CatalogView
from .catalog_view_components import CatalogViewComponents
from .cell_agreement import CellAgreement
from .cell_change import CellChange
from .cell_flip import CellFlip
from .cell_ref import CellRef
from .cell_spread import CellSpread
from .cell_value import CellValue
from .clear_dominated_call import ClearDominatedCall
from .clear_dominated_parameters import ClearDominatedParameters
from .clear_dominated_response import ClearDominatedResponse
from .clear_dominated_result import ClearDominatedResult
from .clear_measured_consequence_call import ClearMeasuredConsequenceCall
from .clear_measured_consequence_parameters import ClearMeasuredConsequenceParameters
from .clear_measured_consequence_response import ClearMeasuredConsequenceResponse
from .clear_measured_consequence_result import ClearMeasuredConsequenceResult
from .command_outcome import CommandOutcome
from .completion_status import CompletionStatus
from .component import Component
from .component_navigated_event import ComponentNavigatedEvent
from .compute_pugh_totals_call import ComputePughTotalsCall
from .compute_pugh_totals_parameters import ComputePughTotalsParameters
from .compute_pugh_totals_response import ComputePughTotalsResponse
from .compute_pugh_totals_result import ComputePughTotalsResult
from .compute_pugh_totals_result_measured_summary import ComputePughTotalsResultMeasuredSummary
from .compute_pugh_totals_result_rated_cell import ComputePughTotalsResultRatedCell
from .compute_pugh_totals_result_value_function_in_use import ComputePughTotalsResultValueFunctionInUse
from .compute_pugh_totals_result_value_function_type_0 import ComputePughTotalsResultValueFunctionType0
from .compute_pugh_totals_result_value_function_type_1 import ComputePughTotalsResultValueFunctionType1
from .compute_pugh_totals_result_valued_totals import ComputePughTotalsResultValuedTotals
from .compute_pugh_totals_result_weighted_totals import ComputePughTotalsResultWeightedTotals
from .confirmation_expired_event import ConfirmationExpiredEvent
from .confirmation_gate_result import ConfirmationGateResult
from .confirmation_gate_set_event import ConfirmationGateSetEvent
from .confirmation_item import ConfirmationItem
from .confirmation_option import ConfirmationOption
from .confirmation_requested_event import ConfirmationRequestedEvent
from .confirmation_resolved_event import ConfirmationResolvedEvent
from .confirmation_resolved_result import ConfirmationResolvedResult
from .confirmation_status import ConfirmationStatus
from .confirmations_view import ConfirmationsView
from .consequence_cell import ConsequenceCell
from .consequence_measured_event import ConsequenceMeasuredEvent
from .consequence_measurement_cleared_event import ConsequenceMeasurementClearedEvent
from .consequence_rated_by_rater_event import ConsequenceRatedByRaterEvent
from .consequence_rated_event import ConsequenceRatedEvent
from .consequence_rating import ConsequenceRating
from .consideration_added_event import ConsiderationAddedEvent
from .constraint_added_event import ConstraintAddedEvent
from .constraint_type import ConstraintType
from .create_body import CreateBody
from .cycle_created import CycleCreated
from .cycle_created_event import CycleCreatedEvent
from .cycle_erased_event import CycleErasedEvent
from .cycle_erased_event_calls import CycleErasedEventCalls
from .cycle_erasure import CycleErasure
from .cycle_export import CycleExport
from .cycle_row import CycleRow
from .cycle_settings import CycleSettings
from .cycle_stats_view import CycleStatsView
from .cycles_page import CyclesPage
from .deadline_set_event import DeadlineSetEvent
from .decision_maker_set_event import DecisionMakerSetEvent
from .demote_to_means_call import DemoteToMeansCall
from .demote_to_means_parameters import DemoteToMeansParameters
from .demote_to_means_response import DemoteToMeansResponse
from .demote_to_means_result import DemoteToMeansResult
from .diff_line import DiffLine
from .direction import Direction
from .dismiss_revisit_call import DismissRevisitCall
from .dismiss_revisit_parameters import DismissRevisitParameters
from .dismiss_revisit_response import DismissRevisitResponse
from .dismiss_revisit_result import DismissRevisitResult
from .document_doc import DocumentDoc
from .document_doc_sections import DocumentDocSections
from .document_summary import DocumentSummary
from .document_summary_completion_status import DocumentSummaryCompletionStatus
from .document_view import DocumentView
from .dominated_cleared_event import DominatedClearedEvent
from .dominated_info import DominatedInfo
from .dominated_mark import DominatedMark
from .dominated_marked_event import DominatedMarkedEvent
from .dq_element import DqElement
from .dq_element_rated_event import DqElementRatedEvent
from .dq_element_score import DqElementScore
from .erase_cycle_call import EraseCycleCall
from .erase_cycle_parameters import EraseCycleParameters
from .erase_cycle_response import EraseCycleResponse
from .error_body import ErrorBody
from .even_swap_dominance import EvenSwapDominance
from .even_swap_findings import EvenSwapFindings
from .even_swap_recorded_event import EvenSwapRecordedEvent
from .even_swap_recorded_event_even_swap_dominance import EvenSwapRecordedEventEvenSwapDominance
from .even_swap_recorded_event_even_swap_findings import EvenSwapRecordedEventEvenSwapFindings
from .even_swap_set_aside_event import EvenSwapSetAsideEvent
from .even_swap_undone_event import EvenSwapUndoneEvent
from .event_envelope import EventEnvelope
from .event_metadata import EventMetadata
from .excluded import Excluded
from .feed_page import FeedPage
from .find_detail import FindDetail
from .find_dominated_alternatives_call import FindDominatedAlternativesCall
from .find_dominated_alternatives_parameters import FindDominatedAlternativesParameters
from .find_dominated_alternatives_response import FindDominatedAlternativesResponse
from .find_dominated_alternatives_result import FindDominatedAlternativesResult
from .find_irrelevant_objectives_call import FindIrrelevantObjectivesCall
from .find_irrelevant_objectives_parameters import FindIrrelevantObjectivesParameters
from .find_irrelevant_objectives_response import FindIrrelevantObjectivesResponse
from .find_irrelevant_objectives_result import FindIrrelevantObjectivesResult
from .find_tools_call import FindToolsCall
from .find_tools_parameters import FindToolsParameters
from .find_tools_response import FindToolsResponse
from .find_tools_result import FindToolsResult
from .flag_uncertainty_call import FlagUncertaintyCall
from .flag_uncertainty_parameters import FlagUncertaintyParameters
from .flag_uncertainty_response import FlagUncertaintyResponse
from .flag_uncertainty_result import FlagUncertaintyResult
from .flip_analysis_call import FlipAnalysisCall
from .flip_analysis_parameters import FlipAnalysisParameters
from .flip_analysis_response import FlipAnalysisResponse
from .flip_analysis_result import FlipAnalysisResult
from .focal_decision_set_event import FocalDecisionSetEvent
from .focal_statement_set_event import FocalStatementSetEvent
from .found_tool import FoundTool
from .get_catalog_detail import GetCatalogDetail
from .get_catalog_format import GetCatalogFormat
from .get_confirmations_call import GetConfirmationsCall
from .get_confirmations_parameters import GetConfirmationsParameters
from .get_confirmations_response import GetConfirmationsResponse
from .get_confirmations_result import GetConfirmationsResult
from .get_document_section_call import GetDocumentSectionCall
from .get_document_section_parameters import GetDocumentSectionParameters
from .get_document_section_response import GetDocumentSectionResponse
from .get_document_section_result import GetDocumentSectionResult
from .get_document_section_result_next_steps import GetDocumentSectionResultNextSteps
from .get_document_summary_call import GetDocumentSummaryCall
from .get_document_summary_parameters import GetDocumentSummaryParameters
from .get_document_summary_response import GetDocumentSummaryResponse
from .get_document_summary_result import GetDocumentSummaryResult
from .get_document_summary_result_completion_status import GetDocumentSummaryResultCompletionStatus
from .get_document_summary_result_confirmation_item import GetDocumentSummaryResultConfirmationItem
from .get_document_summary_result_next_steps import GetDocumentSummaryResultNextSteps
from .get_open_api_response_200 import GetOpenApiResponse200
from .get_pending_revisits_call import GetPendingRevisitsCall
from .get_pending_revisits_parameters import GetPendingRevisitsParameters
from .get_pending_revisits_response import GetPendingRevisitsResponse
from .get_pending_revisits_result import GetPendingRevisitsResult
from .get_pending_revisits_result_revisit_item import GetPendingRevisitsResultRevisitItem
from .health import Health
from .hierarchy_decision_added_event import HierarchyDecisionAddedEvent
from .hierarchy_level import HierarchyLevel
from .history_entry import HistoryEntry
from .history_page import HistoryPage
from .invocation_record import InvocationRecord
from .invocations_page import InvocationsPage
from .irrelevant_objective import IrrelevantObjective
from .json_rpc_message import JsonRpcMessage
from .json_rpc_message_params_type_0 import JsonRpcMessageParamsType0
from .json_rpc_response import JsonRpcResponse
from .json_rpc_response_error import JsonRpcResponseError
from .key_consideration_added_event import KeyConsiderationAddedEvent
from .leader_change import LeaderChange
from .line_op import LineOp
from .link_means_to_fundamental_call import LinkMeansToFundamentalCall
from .link_means_to_fundamental_parameters import LinkMeansToFundamentalParameters
from .link_means_to_fundamental_response import LinkMeansToFundamentalResponse
from .link_means_to_fundamental_result import LinkMeansToFundamentalResult
from .list_confirmations_status import ListConfirmationsStatus
from .list_invocations_result import ListInvocationsResult
from .list_objectives_call import ListObjectivesCall
from .list_objectives_parameters import ListObjectivesParameters
from .list_objectives_response import ListObjectivesResponse
from .list_objectives_result import ListObjectivesResult
from .list_rater_disagreements_call import ListRaterDisagreementsCall
from .list_rater_disagreements_parameters import ListRaterDisagreementsParameters
from .list_rater_disagreements_response import ListRaterDisagreementsResponse
from .list_rater_disagreements_result import ListRaterDisagreementsResult
from .list_rater_disagreements_result_cell_agreement import ListRaterDisagreementsResultCellAgreement
from .list_rater_disagreements_result_rater_said import ListRaterDisagreementsResultRaterSaid
from .list_rater_disagreements_result_rater_summary import ListRaterDisagreementsResultRaterSummary
from .list_revisits_status import ListRevisitsStatus
from .list_tools_detail import ListToolsDetail
from .list_tools_format import ListToolsFormat
from .list_tools_scope import ListToolsScope
from .list_uncertainties_call import ListUncertaintiesCall
from .list_uncertainties_parameters import ListUncertaintiesParameters
from .list_uncertainties_response import ListUncertaintiesResponse
from .list_uncertainties_result import ListUncertaintiesResult
from .mark_dominated_call import MarkDominatedCall
from .mark_dominated_parameters import MarkDominatedParameters
from .mark_dominated_response import MarkDominatedResponse
from .mark_dominated_result import MarkDominatedResult
from .mark_irrelevant_objective_call import MarkIrrelevantObjectiveCall
from .mark_irrelevant_objective_parameters import MarkIrrelevantObjectiveParameters
from .mark_irrelevant_objective_response import MarkIrrelevantObjectiveResponse
from .mark_irrelevant_objective_result import MarkIrrelevantObjectiveResult
from .means_linked_to_fundamental_event import MeansLinkedToFundamentalEvent
from .measured_cell import MeasuredCell
from .measured_summary import MeasuredSummary
from .named_objective import NamedObjective
from .navigate_body import NavigateBody
from .navigated import Navigated
from .next_steps import NextSteps
from .note_added_event import NoteAddedEvent
from .objective_added_event import ObjectiveAddedEvent
from .objective_demoted_to_means_event import ObjectiveDemotedToMeansEvent
from .objective_filter import ObjectiveFilter
from .objective_idea_added_event import ObjectiveIdeaAddedEvent
from .objective_item import ObjectiveItem
from .objective_marked_irrelevant_event import ObjectiveMarkedIrrelevantEvent
from .objective_measure_updated_event import ObjectiveMeasureUpdatedEvent
from .objective_promoted_to_fundamental_event import ObjectivePromotedToFundamentalEvent
from .objective_removed_event import ObjectiveRemovedEvent
from .objective_weight import ObjectiveWeight
from .objective_weight_input import ObjectiveWeightInput
from .objective_weights_set_event import ObjectiveWeightsSetEvent
from .one_section import OneSection
from .ops_view import OpsView
from .party_added_event import PartyAddedEvent
from .party_role import PartyRole
from .pending_confirmation import PendingConfirmation
from .pending_revisit import PendingRevisit
from .potential_decision_added_event import PotentialDecisionAddedEvent
from .problem import Problem
from .projection_status import ProjectionStatus
from .promote_to_fundamental_call import PromoteToFundamentalCall
from .promote_to_fundamental_parameters import PromoteToFundamentalParameters
from .promote_to_fundamental_response import PromoteToFundamentalResponse
from .promote_to_fundamental_result import PromoteToFundamentalResult
from .proposal import Proposal
from .proposal_result import ProposalResult
from .propose_even_swap_call import ProposeEvenSwapCall
from .propose_even_swap_parameters import ProposeEvenSwapParameters
from .propose_even_swap_response import ProposeEvenSwapResponse
from .propose_even_swap_result import ProposeEvenSwapResult
from .protected_resource_metadata import ProtectedResourceMetadata
from .protected_resource_metadata_bearer_methods_supported_item import ProtectedResourceMetadataBearerMethodsSupportedItem
from .pugh_change import PughChange
from .pugh_doc import PughDoc
from .pugh_objective import PughObjective
from .pugh_rating import PughRating
from .pugh_totals import PughTotals
from .quality_improvement_added_event import QualityImprovementAddedEvent
from .rank_acceptability_call import RankAcceptabilityCall
from .rank_acceptability_parameters import RankAcceptabilityParameters
from .rank_acceptability_response import RankAcceptabilityResponse
from .rank_acceptability_result import RankAcceptabilityResult
from .rate_consequence_as_call import RateConsequenceAsCall
from .rate_consequence_as_parameters import RateConsequenceAsParameters
from .rate_consequence_as_response import RateConsequenceAsResponse
from .rate_consequence_as_result import RateConsequenceAsResult
from .rate_consequence_call import RateConsequenceCall
from .rate_consequence_parameters import RateConsequenceParameters
from .rate_consequence_response import RateConsequenceResponse
from .rate_consequence_result import RateConsequenceResult
from .rate_dq_element_call import RateDqElementCall
from .rate_dq_element_parameters import RateDqElementParameters
from .rate_dq_element_response import RateDqElementResponse
from .rate_dq_element_result import RateDqElementResult
from .rated_cell import RatedCell
from .rater_added_event import RaterAddedEvent
from .rater_kind import RaterKind
from .rater_mark import RaterMark
from .rater_said import RaterSaid
from .rater_summary import RaterSummary
from .raters_view import RatersView
from .rating_reasoning_updated_event import RatingReasoningUpdatedEvent
from .readiness import Readiness
from .record_even_swap_call import RecordEvenSwapCall
from .record_even_swap_parameters import RecordEvenSwapParameters
from .record_even_swap_response import RecordEvenSwapResponse
from .record_even_swap_result import RecordEvenSwapResult
from .record_even_swap_result_even_swap_findings import RecordEvenSwapResultEvenSwapFindings
from .record_measured_consequence_call import RecordMeasuredConsequenceCall
from .record_measured_consequence_parameters import RecordMeasuredConsequenceParameters
from .record_measured_consequence_response import RecordMeasuredConsequenceResponse
from .record_measured_consequence_result import RecordMeasuredConsequenceResult
from .record_user_choice_call import RecordUserChoiceCall
from .record_user_choice_parameters import RecordUserChoiceParameters
from .record_user_choice_response import RecordUserChoiceResponse
from .record_user_choice_result import RecordUserChoiceResult
from .relay_state_type_0 import RelayStateType0
from .relay_status import RelayStatus
from .remaining_uncertainty_added_event import RemainingUncertaintyAddedEvent
from .remove_alternative_call import RemoveAlternativeCall
from .remove_alternative_parameters import RemoveAlternativeParameters
from .remove_alternative_response import RemoveAlternativeResponse
from .remove_alternative_result import RemoveAlternativeResult
from .remove_objective_call import RemoveObjectiveCall
from .remove_objective_parameters import RemoveObjectiveParameters
from .remove_objective_response import RemoveObjectiveResponse
from .remove_objective_result import RemoveObjectiveResult
from .request_confirmation_call import RequestConfirmationCall
from .request_confirmation_parameters import RequestConfirmationParameters
from .request_confirmation_response import RequestConfirmationResponse
from .request_confirmation_result import RequestConfirmationResult
from .resolve_body import ResolveBody
from .resolve_uncertainty_call import ResolveUncertaintyCall
from .resolve_uncertainty_parameters import ResolveUncertaintyParameters
from .resolve_uncertainty_response import ResolveUncertaintyResponse
from .resolve_uncertainty_result import ResolveUncertaintyResult
from .respond_body import RespondBody
from .responder import Responder
from .response_format import ResponseFormat
from .revisit_action import RevisitAction
from .revisit_expired_event import RevisitExpiredEvent
from .revisit_item import RevisitItem
from .revisit_priority import RevisitPriority
from .revisit_resolved_event import RevisitResolvedEvent
from .revisit_resolved_result import RevisitResolvedResult
from .revisit_status import RevisitStatus
from .revisit_suggested_event import RevisitSuggestedEvent
from .revisits_view import RevisitsView
from .scope_set_event import ScopeSetEvent
from .section_change import SectionChange
from .section_doc import SectionDoc
from .section_view import SectionView
from .sensitivity_check_call import SensitivityCheckCall
from .sensitivity_check_parameters import SensitivityCheckParameters
from .sensitivity_check_response import SensitivityCheckResponse
from .sensitivity_check_result import SensitivityCheckResult
from .sensitivity_check_result_if_changed_to import SensitivityCheckResultIfChangedTo
from .session_answer import SessionAnswer
from .session_body import SessionBody
from .session_view import SessionView
from .set_alternative_strategy_call import SetAlternativeStrategyCall
from .set_alternative_strategy_parameters import SetAlternativeStrategyParameters
from .set_alternative_strategy_response import SetAlternativeStrategyResponse
from .set_alternative_strategy_result import SetAlternativeStrategyResult
from .set_aside_in_even_swaps_call import SetAsideInEvenSwapsCall
from .set_aside_in_even_swaps_parameters import SetAsideInEvenSwapsParameters
from .set_aside_in_even_swaps_response import SetAsideInEvenSwapsResponse
from .set_aside_in_even_swaps_result import SetAsideInEvenSwapsResult
from .set_aside_in_even_swaps_result_even_swap_findings import SetAsideInEvenSwapsResultEvenSwapFindings
from .set_deadline_call import SetDeadlineCall
from .set_deadline_parameters import SetDeadlineParameters
from .set_deadline_response import SetDeadlineResponse
from .set_deadline_result import SetDeadlineResult
from .set_decision_maker_call import SetDecisionMakerCall
from .set_decision_maker_parameters import SetDecisionMakerParameters
from .set_decision_maker_response import SetDecisionMakerResponse
from .set_decision_maker_result import SetDecisionMakerResult
from .set_focal_decision_call import SetFocalDecisionCall
from .set_focal_decision_parameters import SetFocalDecisionParameters
from .set_focal_decision_response import SetFocalDecisionResponse
from .set_focal_decision_result import SetFocalDecisionResult
from .set_focal_statement_call import SetFocalStatementCall
from .set_focal_statement_parameters import SetFocalStatementParameters
from .set_focal_statement_response import SetFocalStatementResponse
from .set_focal_statement_result import SetFocalStatementResult
from .set_objective_weights_call import SetObjectiveWeightsCall
from .set_objective_weights_parameters import SetObjectiveWeightsParameters
from .set_objective_weights_response import SetObjectiveWeightsResponse
from .set_objective_weights_result import SetObjectiveWeightsResult
from .set_scope_call import SetScopeCall
from .set_scope_parameters import SetScopeParameters
from .set_scope_response import SetScopeResponse
from .set_scope_result import SetScopeResult
from .set_standout_call import SetStandoutCall
from .set_standout_parameters import SetStandoutParameters
from .set_standout_response import SetStandoutResponse
from .set_standout_result import SetStandoutResult
from .set_synthesis_call import SetSynthesisCall
from .set_synthesis_parameters import SetSynthesisParameters
from .set_synthesis_response import SetSynthesisResponse
from .set_synthesis_result import SetSynthesisResult
from .set_value_function_call import SetValueFunctionCall
from .set_value_function_parameters import SetValueFunctionParameters
from .set_value_function_response import SetValueFunctionResponse
from .set_value_function_result import SetValueFunctionResult
from .set_value_function_result_value_function_in_use import SetValueFunctionResultValueFunctionInUse
from .set_value_function_result_value_function_type_0 import SetValueFunctionResultValueFunctionType0
from .set_value_function_result_value_function_type_1 import SetValueFunctionResultValueFunctionType1
from .settings_body import SettingsBody
from .standout_set_event import StandoutSetEvent
from .stats import Stats
from .stats_tools import StatsTools
from .status_change import StatusChange
from .step_input import StepInput
from .strategy_dimension_added_event import StrategyDimensionAddedEvent
from .stream_event import StreamEvent
from .stream_event_event import StreamEventEvent
from .suggest_revisit_call import SuggestRevisitCall
from .suggest_revisit_parameters import SuggestRevisitParameters
from .suggest_revisit_response import SuggestRevisitResponse
from .suggest_revisit_result import SuggestRevisitResult
from .summary_counts import SummaryCounts
from .swap_proposal import SwapProposal
from .synthesis_set_event import SynthesisSetEvent
from .tension_added_event import TensionAddedEvent
from .title_change import TitleChange
from .tool_call_body import ToolCallBody
from .tool_call_proposed_event import ToolCallProposedEvent
from .tool_definition import ToolDefinition
from .tool_invocation_recorded_event import ToolInvocationRecordedEvent
from .tool_invocation_recorded_event_v1 import ToolInvocationRecordedEventV1
from .tool_list import ToolList
from .tool_response import ToolResponse
from .tool_response_meta import ToolResponseMeta
from .tool_result_class import ToolResultClass
from .tool_stats import ToolStats
from .tool_stats_by_result import ToolStatsByResult
from .total_change import TotalChange
from .trace_context import TraceContext
from .uncertainty_flagged_event import UncertaintyFlaggedEvent
from .uncertainty_flagged_event_v1 import UncertaintyFlaggedEventV1
from .uncertainty_item import UncertaintyItem
from .uncertainty_resolved_event import UncertaintyResolvedEvent
from .undo_even_swap_call import UndoEvenSwapCall
from .undo_even_swap_parameters import UndoEvenSwapParameters
from .undo_even_swap_response import UndoEvenSwapResponse
from .undo_even_swap_result import UndoEvenSwapResult
from .update_alternative_call import UpdateAlternativeCall
from .update_alternative_parameters import UpdateAlternativeParameters
from .update_alternative_response import UpdateAlternativeResponse
from .update_alternative_result import UpdateAlternativeResult
from .update_objective_measure_call import UpdateObjectiveMeasureCall
from .update_objective_measure_parameters import UpdateObjectiveMeasureParameters
from .update_objective_measure_response import UpdateObjectiveMeasureResponse
from .update_objective_measure_result import UpdateObjectiveMeasureResult
from .update_rating_reasoning_call import UpdateRatingReasoningCall
from .update_rating_reasoning_parameters import UpdateRatingReasoningParameters
from .update_rating_reasoning_response import UpdateRatingReasoningResponse
from .update_rating_reasoning_result import UpdateRatingReasoningResult
from .value_function_in_use import ValueFunctionInUse
from .value_function_kind import ValueFunctionKind
from .value_function_set_event import ValueFunctionSetEvent
from .value_function_set_event_value_function_type_0 import ValueFunctionSetEventValueFunctionType0
from .value_function_set_event_value_function_type_1 import ValueFunctionSetEventValueFunctionType1
from .value_function_type_0 import ValueFunctionType0
from .value_function_type_1 import ValueFunctionType1
from .value_step import ValueStep
from .valued_objective import ValuedObjective
from .valued_totals import ValuedTotals
from .version_diff import VersionDiff
from .weight_flip import WeightFlip
from .weight_in_use import WeightInUse
from .weight_method import WeightMethod
from .weight_value import WeightValue
from .weighted_totals import WeightedTotals
from .weighting import Weighting
from .what_if import WhatIf
from .working_row import WorkingRow

__all__ = (
    "Acceptability",
    "ActorKind",
    "AddAlternativeCall",
    "AddAlternativeParameters",
    "AddAlternativeResponse",
    "AddAlternativeResult",
    "AddConsequenceUncertaintyCall",
    "AddConsequenceUncertaintyParameters",
    "AddConsequenceUncertaintyResponse",
    "AddConsequenceUncertaintyResult",
    "AddConsiderationCall",
    "AddConsiderationParameters",
    "AddConsiderationResponse",
    "AddConsiderationResult",
    "AddConstraintCall",
    "AddConstraintParameters",
    "AddConstraintResponse",
    "AddConstraintResult",
    "AddHierarchyDecisionCall",
    "AddHierarchyDecisionParameters",
    "AddHierarchyDecisionResponse",
    "AddHierarchyDecisionResult",
    "AddKeyConsiderationCall",
    "AddKeyConsiderationParameters",
    "AddKeyConsiderationResponse",
    "AddKeyConsiderationResult",
    "AddNoteCall",
    "AddNoteParameters",
    "AddNoteResponse",
    "AddNoteResult",
    "AddObjectiveCall",
    "AddObjectiveIdeaCall",
    "AddObjectiveIdeaParameters",
    "AddObjectiveIdeaResponse",
    "AddObjectiveIdeaResult",
    "AddObjectiveParameters",
    "AddObjectiveResponse",
    "AddObjectiveResult",
    "AddPartyCall",
    "AddPartyParameters",
    "AddPartyResponse",
    "AddPartyResult",
    "AddPotentialDecisionCall",
    "AddPotentialDecisionParameters",
    "AddPotentialDecisionResponse",
    "AddPotentialDecisionResult",
    "AddQualityImprovementCall",
    "AddQualityImprovementParameters",
    "AddQualityImprovementResponse",
    "AddQualityImprovementResult",
    "AddRaterCall",
    "AddRaterParameters",
    "AddRaterResponse",
    "AddRaterResult",
    "AddRaterResultRaterSummary",
    "AddRemainingUncertaintyCall",
    "AddRemainingUncertaintyParameters",
    "AddRemainingUncertaintyResponse",
    "AddRemainingUncertaintyResult",
    "AddStrategyDimensionCall",
    "AddStrategyDimensionParameters",
    "AddStrategyDimensionResponse",
    "AddStrategyDimensionResult",
    "AddTensionCall",
    "AddTensionParameters",
    "AddTensionResponse",
    "AddTensionResult",
    "AddUncertaintyCall",
    "AddUncertaintyParameters",
    "AddUncertaintyResponse",
    "AddUncertaintyResult",
    "AllStatsView",
    "AlternativeAddedEvent",
    "AlternativeRemovedEvent",
    "AlternativeScore",
    "AlternativeStrategySetEvent",
    "AlternativeUpdatedEvent",
    "Basis",
    "BatchFailure",
    "BatchRateConsequencesCall",
    "BatchRateConsequencesParameters",
    "BatchRateConsequencesResponse",
    "BatchRateConsequencesResult",
    "CalculateOverallDqCall",
    "CalculateOverallDqParameters",
    "CalculateOverallDqResponse",
    "CalculateOverallDqResult",
    "CallCounts",
    "CallCountsByResult",
    "CallToolName",
    "CatalogView",
    "CatalogViewComponents",
    "CellAgreement",
    "CellChange",
    "CellFlip",
    "CellRef",
    "CellSpread",
    "CellValue",
    "ClearDominatedCall",
    "ClearDominatedParameters",
    "ClearDominatedResponse",
    "ClearDominatedResult",
    "ClearMeasuredConsequenceCall",
    "ClearMeasuredConsequenceParameters",
    "ClearMeasuredConsequenceResponse",
    "ClearMeasuredConsequenceResult",
    "CommandOutcome",
    "CompletionStatus",
    "Component",
    "ComponentNavigatedEvent",
    "ComputePughTotalsCall",
    "ComputePughTotalsParameters",
    "ComputePughTotalsResponse",
    "ComputePughTotalsResult",
    "ComputePughTotalsResultMeasuredSummary",
    "ComputePughTotalsResultRatedCell",
    "ComputePughTotalsResultValuedTotals",
    "ComputePughTotalsResultValueFunctionInUse",
    "ComputePughTotalsResultValueFunctionType0",
    "ComputePughTotalsResultValueFunctionType1",
    "ComputePughTotalsResultWeightedTotals",
    "ConfirmationExpiredEvent",
    "ConfirmationGateResult",
    "ConfirmationGateSetEvent",
    "ConfirmationItem",
    "ConfirmationOption",
    "ConfirmationRequestedEvent",
    "ConfirmationResolvedEvent",
    "ConfirmationResolvedResult",
    "ConfirmationStatus",
    "ConfirmationsView",
    "ConsequenceCell",
    "ConsequenceMeasuredEvent",
    "ConsequenceMeasurementClearedEvent",
    "ConsequenceRatedByRaterEvent",
    "ConsequenceRatedEvent",
    "ConsequenceRating",
    "ConsiderationAddedEvent",
    "ConstraintAddedEvent",
    "ConstraintType",
    "CreateBody",
    "CycleCreated",
    "CycleCreatedEvent",
    "CycleErasedEvent",
    "CycleErasedEventCalls",
    "CycleErasure",
    "CycleExport",
    "CycleRow",
    "CycleSettings",
    "CyclesPage",
    "CycleStatsView",
    "DeadlineSetEvent",
    "DecisionMakerSetEvent",
    "DemoteToMeansCall",
    "DemoteToMeansParameters",
    "DemoteToMeansResponse",
    "DemoteToMeansResult",
    "DiffLine",
    "Direction",
    "DismissRevisitCall",
    "DismissRevisitParameters",
    "DismissRevisitResponse",
    "DismissRevisitResult",
    "DocumentDoc",
    "DocumentDocSections",
    "DocumentSummary",
    "DocumentSummaryCompletionStatus",
    "DocumentView",
    "DominatedClearedEvent",
    "DominatedInfo",
    "DominatedMark",
    "DominatedMarkedEvent",
    "DqElement",
    "DqElementRatedEvent",
    "DqElementScore",
    "EraseCycleCall",
    "EraseCycleParameters",
    "EraseCycleResponse",
    "ErrorBody",
    "EvenSwapDominance",
    "EvenSwapFindings",
    "EvenSwapRecordedEvent",
    "EvenSwapRecordedEventEvenSwapDominance",
    "EvenSwapRecordedEventEvenSwapFindings",
    "EvenSwapSetAsideEvent",
    "EvenSwapUndoneEvent",
    "EventEnvelope",
    "EventMetadata",
    "Excluded",
    "FeedPage",
    "FindDetail",
    "FindDominatedAlternativesCall",
    "FindDominatedAlternativesParameters",
    "FindDominatedAlternativesResponse",
    "FindDominatedAlternativesResult",
    "FindIrrelevantObjectivesCall",
    "FindIrrelevantObjectivesParameters",
    "FindIrrelevantObjectivesResponse",
    "FindIrrelevantObjectivesResult",
    "FindToolsCall",
    "FindToolsParameters",
    "FindToolsResponse",
    "FindToolsResult",
    "FlagUncertaintyCall",
    "FlagUncertaintyParameters",
    "FlagUncertaintyResponse",
    "FlagUncertaintyResult",
    "FlipAnalysisCall",
    "FlipAnalysisParameters",
    "FlipAnalysisResponse",
    "FlipAnalysisResult",
    "FocalDecisionSetEvent",
    "FocalStatementSetEvent",
    "FoundTool",
    "GetCatalogDetail",
    "GetCatalogFormat",
    "GetConfirmationsCall",
    "GetConfirmationsParameters",
    "GetConfirmationsResponse",
    "GetConfirmationsResult",
    "GetDocumentSectionCall",
    "GetDocumentSectionParameters",
    "GetDocumentSectionResponse",
    "GetDocumentSectionResult",
    "GetDocumentSectionResultNextSteps",
    "GetDocumentSummaryCall",
    "GetDocumentSummaryParameters",
    "GetDocumentSummaryResponse",
    "GetDocumentSummaryResult",
    "GetDocumentSummaryResultCompletionStatus",
    "GetDocumentSummaryResultConfirmationItem",
    "GetDocumentSummaryResultNextSteps",
    "GetOpenApiResponse200",
    "GetPendingRevisitsCall",
    "GetPendingRevisitsParameters",
    "GetPendingRevisitsResponse",
    "GetPendingRevisitsResult",
    "GetPendingRevisitsResultRevisitItem",
    "Health",
    "HierarchyDecisionAddedEvent",
    "HierarchyLevel",
    "HistoryEntry",
    "HistoryPage",
    "InvocationRecord",
    "InvocationsPage",
    "IrrelevantObjective",
    "JsonRpcMessage",
    "JsonRpcMessageParamsType0",
    "JsonRpcResponse",
    "JsonRpcResponseError",
    "KeyConsiderationAddedEvent",
    "LeaderChange",
    "LineOp",
    "LinkMeansToFundamentalCall",
    "LinkMeansToFundamentalParameters",
    "LinkMeansToFundamentalResponse",
    "LinkMeansToFundamentalResult",
    "ListConfirmationsStatus",
    "ListInvocationsResult",
    "ListObjectivesCall",
    "ListObjectivesParameters",
    "ListObjectivesResponse",
    "ListObjectivesResult",
    "ListRaterDisagreementsCall",
    "ListRaterDisagreementsParameters",
    "ListRaterDisagreementsResponse",
    "ListRaterDisagreementsResult",
    "ListRaterDisagreementsResultCellAgreement",
    "ListRaterDisagreementsResultRaterSaid",
    "ListRaterDisagreementsResultRaterSummary",
    "ListRevisitsStatus",
    "ListToolsDetail",
    "ListToolsFormat",
    "ListToolsScope",
    "ListUncertaintiesCall",
    "ListUncertaintiesParameters",
    "ListUncertaintiesResponse",
    "ListUncertaintiesResult",
    "MarkDominatedCall",
    "MarkDominatedParameters",
    "MarkDominatedResponse",
    "MarkDominatedResult",
    "MarkIrrelevantObjectiveCall",
    "MarkIrrelevantObjectiveParameters",
    "MarkIrrelevantObjectiveResponse",
    "MarkIrrelevantObjectiveResult",
    "MeansLinkedToFundamentalEvent",
    "MeasuredCell",
    "MeasuredSummary",
    "NamedObjective",
    "NavigateBody",
    "Navigated",
    "NextSteps",
    "NoteAddedEvent",
    "ObjectiveAddedEvent",
    "ObjectiveDemotedToMeansEvent",
    "ObjectiveFilter",
    "ObjectiveIdeaAddedEvent",
    "ObjectiveItem",
    "ObjectiveMarkedIrrelevantEvent",
    "ObjectiveMeasureUpdatedEvent",
    "ObjectivePromotedToFundamentalEvent",
    "ObjectiveRemovedEvent",
    "ObjectiveWeight",
    "ObjectiveWeightInput",
    "ObjectiveWeightsSetEvent",
    "OneSection",
    "OpsView",
    "PartyAddedEvent",
    "PartyRole",
    "PendingConfirmation",
    "PendingRevisit",
    "PotentialDecisionAddedEvent",
    "Problem",
    "ProjectionStatus",
    "PromoteToFundamentalCall",
    "PromoteToFundamentalParameters",
    "PromoteToFundamentalResponse",
    "PromoteToFundamentalResult",
    "Proposal",
    "ProposalResult",
    "ProposeEvenSwapCall",
    "ProposeEvenSwapParameters",
    "ProposeEvenSwapResponse",
    "ProposeEvenSwapResult",
    "ProtectedResourceMetadata",
    "ProtectedResourceMetadataBearerMethodsSupportedItem",
    "PughChange",
    "PughDoc",
    "PughObjective",
    "PughRating",
    "PughTotals",
    "QualityImprovementAddedEvent",
    "RankAcceptabilityCall",
    "RankAcceptabilityParameters",
    "RankAcceptabilityResponse",
    "RankAcceptabilityResult",
    "RateConsequenceAsCall",
    "RateConsequenceAsParameters",
    "RateConsequenceAsResponse",
    "RateConsequenceAsResult",
    "RateConsequenceCall",
    "RateConsequenceParameters",
    "RateConsequenceResponse",
    "RateConsequenceResult",
    "RatedCell",
    "RateDqElementCall",
    "RateDqElementParameters",
    "RateDqElementResponse",
    "RateDqElementResult",
    "RaterAddedEvent",
    "RaterKind",
    "RaterMark",
    "RaterSaid",
    "RaterSummary",
    "RatersView",
    "RatingReasoningUpdatedEvent",
    "Readiness",
    "RecordEvenSwapCall",
    "RecordEvenSwapParameters",
    "RecordEvenSwapResponse",
    "RecordEvenSwapResult",
    "RecordEvenSwapResultEvenSwapFindings",
    "RecordMeasuredConsequenceCall",
    "RecordMeasuredConsequenceParameters",
    "RecordMeasuredConsequenceResponse",
    "RecordMeasuredConsequenceResult",
    "RecordUserChoiceCall",
    "RecordUserChoiceParameters",
    "RecordUserChoiceResponse",
    "RecordUserChoiceResult",
    "RelayStateType0",
    "RelayStatus",
    "RemainingUncertaintyAddedEvent",
    "RemoveAlternativeCall",
    "RemoveAlternativeParameters",
    "RemoveAlternativeResponse",
    "RemoveAlternativeResult",
    "RemoveObjectiveCall",
    "RemoveObjectiveParameters",
    "RemoveObjectiveResponse",
    "RemoveObjectiveResult",
    "RequestConfirmationCall",
    "RequestConfirmationParameters",
    "RequestConfirmationResponse",
    "RequestConfirmationResult",
    "ResolveBody",
    "ResolveUncertaintyCall",
    "ResolveUncertaintyParameters",
    "ResolveUncertaintyResponse",
    "ResolveUncertaintyResult",
    "RespondBody",
    "Responder",
    "ResponseFormat",
    "RevisitAction",
    "RevisitExpiredEvent",
    "RevisitItem",
    "RevisitPriority",
    "RevisitResolvedEvent",
    "RevisitResolvedResult",
    "RevisitStatus",
    "RevisitSuggestedEvent",
    "RevisitsView",
    "ScopeSetEvent",
    "SectionChange",
    "SectionDoc",
    "SectionView",
    "SensitivityCheckCall",
    "SensitivityCheckParameters",
    "SensitivityCheckResponse",
    "SensitivityCheckResult",
    "SensitivityCheckResultIfChangedTo",
    "SessionAnswer",
    "SessionBody",
    "SessionView",
    "SetAlternativeStrategyCall",
    "SetAlternativeStrategyParameters",
    "SetAlternativeStrategyResponse",
    "SetAlternativeStrategyResult",
    "SetAsideInEvenSwapsCall",
    "SetAsideInEvenSwapsParameters",
    "SetAsideInEvenSwapsResponse",
    "SetAsideInEvenSwapsResult",
    "SetAsideInEvenSwapsResultEvenSwapFindings",
    "SetDeadlineCall",
    "SetDeadlineParameters",
    "SetDeadlineResponse",
    "SetDeadlineResult",
    "SetDecisionMakerCall",
    "SetDecisionMakerParameters",
    "SetDecisionMakerResponse",
    "SetDecisionMakerResult",
    "SetFocalDecisionCall",
    "SetFocalDecisionParameters",
    "SetFocalDecisionResponse",
    "SetFocalDecisionResult",
    "SetFocalStatementCall",
    "SetFocalStatementParameters",
    "SetFocalStatementResponse",
    "SetFocalStatementResult",
    "SetObjectiveWeightsCall",
    "SetObjectiveWeightsParameters",
    "SetObjectiveWeightsResponse",
    "SetObjectiveWeightsResult",
    "SetScopeCall",
    "SetScopeParameters",
    "SetScopeResponse",
    "SetScopeResult",
    "SetStandoutCall",
    "SetStandoutParameters",
    "SetStandoutResponse",
    "SetStandoutResult",
    "SetSynthesisCall",
    "SetSynthesisParameters",
    "SetSynthesisResponse",
    "SetSynthesisResult",
    "SettingsBody",
    "SetValueFunctionCall",
    "SetValueFunctionParameters",
    "SetValueFunctionResponse",
    "SetValueFunctionResult",
    "SetValueFunctionResultValueFunctionInUse",
    "SetValueFunctionResultValueFunctionType0",
    "SetValueFunctionResultValueFunctionType1",
    "StandoutSetEvent",
    "Stats",
    "StatsTools",
    "StatusChange",
    "StepInput",
    "StrategyDimensionAddedEvent",
    "StreamEvent",
    "StreamEventEvent",
    "SuggestRevisitCall",
    "SuggestRevisitParameters",
    "SuggestRevisitResponse",
    "SuggestRevisitResult",
    "SummaryCounts",
    "SwapProposal",
    "SynthesisSetEvent",
    "TensionAddedEvent",
    "TitleChange",
    "ToolCallBody",
    "ToolCallProposedEvent",
    "ToolDefinition",
    "ToolInvocationRecordedEvent",
    "ToolInvocationRecordedEventV1",
    "ToolList",
    "ToolResponse",
    "ToolResponseMeta",
    "ToolResultClass",
    "ToolStats",
    "ToolStatsByResult",
    "TotalChange",
    "TraceContext",
    "UncertaintyFlaggedEvent",
    "UncertaintyFlaggedEventV1",
    "UncertaintyItem",
    "UncertaintyResolvedEvent",
    "UndoEvenSwapCall",
    "UndoEvenSwapParameters",
    "UndoEvenSwapResponse",
    "UndoEvenSwapResult",
    "UpdateAlternativeCall",
    "UpdateAlternativeParameters",
    "UpdateAlternativeResponse",
    "UpdateAlternativeResult",
    "UpdateObjectiveMeasureCall",
    "UpdateObjectiveMeasureParameters",
    "UpdateObjectiveMeasureResponse",
    "UpdateObjectiveMeasureResult",
    "UpdateRatingReasoningCall",
    "UpdateRatingReasoningParameters",
    "UpdateRatingReasoningResponse",
    "UpdateRatingReasoningResult",
    "ValuedObjective",
    "ValuedTotals",
    "ValueFunctionInUse",
    "ValueFunctionKind",
    "ValueFunctionSetEvent",
    "ValueFunctionSetEventValueFunctionType0",
    "ValueFunctionSetEventValueFunctionType1",
    "ValueFunctionType0",
    "ValueFunctionType1",
    "ValueStep",
    "VersionDiff",
    "WeightedTotals",
    "WeightFlip",
    "Weighting",
    "WeightInUse",
    "WeightMethod",
    "WeightValue",
    "WhatIf",
    "WorkingRow",
)
