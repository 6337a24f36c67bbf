""" Contains all the data models used in inputs/outputs """

from .acceptability import Acceptability
from .add_alternative_result import AddAlternativeResult
from .add_consequence_uncertainty_result import AddConsequenceUncertaintyResult
from .add_consideration_result import AddConsiderationResult
from .add_constraint_result import AddConstraintResult
from .add_hierarchy_decision_result import AddHierarchyDecisionResult
from .add_key_consideration_result import AddKeyConsiderationResult
from .add_note_result import AddNoteResult
from .add_objective_idea_result import AddObjectiveIdeaResult
from .add_objective_result import AddObjectiveResult
from .add_party_result import AddPartyResult
from .add_potential_decision_result import AddPotentialDecisionResult
from .add_quality_improvement_result import AddQualityImprovementResult
from .add_rater_result import AddRaterResult
from .add_rater_result_rater_summary import AddRaterResultRaterSummary
from .add_remaining_uncertainty_result import AddRemainingUncertaintyResult
from .add_strategy_dimension_result import AddStrategyDimensionResult
from .add_tension_result import AddTensionResult
from .add_uncertainty_result import AddUncertaintyResult
from .all_stats_view import AllStatsView
from .alternative_added_event import AlternativeAddedEvent
from .alternative_removed_event import AlternativeRemovedEvent
from .alternative_score import AlternativeScore
from .alternative_strategy_set_event import AlternativeStrategySetEvent
from .alternative_updated_event import AlternativeUpdatedEvent
from .basis import Basis
from .batch_failure import BatchFailure
from .batch_rate_consequences_result import BatchRateConsequencesResult
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
from .clear_dominated_result import ClearDominatedResult
from .clear_measured_consequence_result import ClearMeasuredConsequenceResult
from .command_outcome import CommandOutcome
from .completion_status import CompletionStatus
from .component import Component
from .component_navigated_event import ComponentNavigatedEvent
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
from .demote_to_means_result import DemoteToMeansResult
from .diff_line import DiffLine
from .direction import Direction
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
from .find_dominated_alternatives_result import FindDominatedAlternativesResult
from .find_irrelevant_objectives_result import FindIrrelevantObjectivesResult
from .find_tools_result import FindToolsResult
from .flag_uncertainty_result import FlagUncertaintyResult
from .flip_analysis_result import FlipAnalysisResult
from .focal_decision_set_event import FocalDecisionSetEvent
from .focal_statement_set_event import FocalStatementSetEvent
from .found_tool import FoundTool
from .get_catalog_detail import GetCatalogDetail
from .get_catalog_format import GetCatalogFormat
from .get_confirmations_result import GetConfirmationsResult
from .get_document_section_result import GetDocumentSectionResult
from .get_document_section_result_next_steps import GetDocumentSectionResultNextSteps
from .get_document_summary_result import GetDocumentSummaryResult
from .get_document_summary_result_completion_status import GetDocumentSummaryResultCompletionStatus
from .get_document_summary_result_confirmation_item import GetDocumentSummaryResultConfirmationItem
from .get_document_summary_result_next_steps import GetDocumentSummaryResultNextSteps
from .get_open_api_response_200 import GetOpenApiResponse200
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
from .link_means_to_fundamental_result import LinkMeansToFundamentalResult
from .list_confirmations_status import ListConfirmationsStatus
from .list_invocations_result import ListInvocationsResult
from .list_objectives_result import ListObjectivesResult
from .list_rater_disagreements_result import ListRaterDisagreementsResult
from .list_rater_disagreements_result_cell_agreement import ListRaterDisagreementsResultCellAgreement
from .list_rater_disagreements_result_rater_said import ListRaterDisagreementsResultRaterSaid
from .list_rater_disagreements_result_rater_summary import ListRaterDisagreementsResultRaterSummary
from .list_revisits_status import ListRevisitsStatus
from .list_tools_detail import ListToolsDetail
from .list_tools_format import ListToolsFormat
from .list_tools_scope import ListToolsScope
from .list_uncertainties_result import ListUncertaintiesResult
from .mark_dominated_result import MarkDominatedResult
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
from .projection_status import ProjectionStatus
from .promote_to_fundamental_result import PromoteToFundamentalResult
from .proposal_result import ProposalResult
from .propose_even_swap_result import ProposeEvenSwapResult
from .protected_resource_metadata import ProtectedResourceMetadata
from .protected_resource_metadata_bearer_methods_supported_item import ProtectedResourceMetadataBearerMethodsSupportedItem
from .pugh_change import PughChange
from .pugh_doc import PughDoc
from .pugh_objective import PughObjective
from .pugh_rating import PughRating
from .pugh_totals import PughTotals
from .quality_improvement_added_event import QualityImprovementAddedEvent
from .rank_acceptability_result import RankAcceptabilityResult
from .rate_consequence_as_result import RateConsequenceAsResult
from .rate_consequence_result import RateConsequenceResult
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
from .record_even_swap_result import RecordEvenSwapResult
from .record_even_swap_result_even_swap_findings import RecordEvenSwapResultEvenSwapFindings
from .record_measured_consequence_result import RecordMeasuredConsequenceResult
from .record_user_choice_result import RecordUserChoiceResult
from .relay_state_type_0 import RelayStateType0
from .relay_status import RelayStatus
from .remaining_uncertainty_added_event import RemainingUncertaintyAddedEvent
from .remove_alternative_result import RemoveAlternativeResult
from .remove_objective_result import RemoveObjectiveResult
from .request_confirmation_result import RequestConfirmationResult
from .resolve_body import ResolveBody
from .resolve_uncertainty_result import ResolveUncertaintyResult
from .respond_body import RespondBody
from .responder import Responder
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
from .sensitivity_check_result import SensitivityCheckResult
from .sensitivity_check_result_if_changed_to import SensitivityCheckResultIfChangedTo
from .session_answer import SessionAnswer
from .session_body import SessionBody
from .session_view import SessionView
from .set_alternative_strategy_result import SetAlternativeStrategyResult
from .set_aside_in_even_swaps_result import SetAsideInEvenSwapsResult
from .set_aside_in_even_swaps_result_even_swap_findings import SetAsideInEvenSwapsResultEvenSwapFindings
from .set_deadline_result import SetDeadlineResult
from .set_decision_maker_result import SetDecisionMakerResult
from .set_focal_decision_result import SetFocalDecisionResult
from .set_focal_statement_result import SetFocalStatementResult
from .set_objective_weights_result import SetObjectiveWeightsResult
from .set_scope_result import SetScopeResult
from .set_standout_result import SetStandoutResult
from .set_synthesis_result import SetSynthesisResult
from .set_value_function_result import SetValueFunctionResult
from .set_value_function_result_value_function_in_use import SetValueFunctionResultValueFunctionInUse
from .set_value_function_result_value_function_type_0 import SetValueFunctionResultValueFunctionType0
from .set_value_function_result_value_function_type_1 import SetValueFunctionResultValueFunctionType1
from .settings_body import SettingsBody
from .standout_set_event import StandoutSetEvent
from .stats import Stats
from .stats_tools import StatsTools
from .status_change import StatusChange
from .strategy_dimension_added_event import StrategyDimensionAddedEvent
from .stream_event import StreamEvent
from .stream_event_event import StreamEventEvent
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
from .undo_even_swap_result import UndoEvenSwapResult
from .update_alternative_result import UpdateAlternativeResult
from .update_objective_measure_result import UpdateObjectiveMeasureResult
from .update_rating_reasoning_result import UpdateRatingReasoningResult
from .value_function_in_use import ValueFunctionInUse
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
from .weighted_totals import WeightedTotals
from .weighting import Weighting
from .what_if import WhatIf
from .working_row import WorkingRow

__all__ = (
    "Acceptability",
    "AddAlternativeResult",
    "AddConsequenceUncertaintyResult",
    "AddConsiderationResult",
    "AddConstraintResult",
    "AddHierarchyDecisionResult",
    "AddKeyConsiderationResult",
    "AddNoteResult",
    "AddObjectiveIdeaResult",
    "AddObjectiveResult",
    "AddPartyResult",
    "AddPotentialDecisionResult",
    "AddQualityImprovementResult",
    "AddRaterResult",
    "AddRaterResultRaterSummary",
    "AddRemainingUncertaintyResult",
    "AddStrategyDimensionResult",
    "AddTensionResult",
    "AddUncertaintyResult",
    "AllStatsView",
    "AlternativeAddedEvent",
    "AlternativeRemovedEvent",
    "AlternativeScore",
    "AlternativeStrategySetEvent",
    "AlternativeUpdatedEvent",
    "Basis",
    "BatchFailure",
    "BatchRateConsequencesResult",
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
    "ClearDominatedResult",
    "ClearMeasuredConsequenceResult",
    "CommandOutcome",
    "CompletionStatus",
    "Component",
    "ComponentNavigatedEvent",
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
    "DemoteToMeansResult",
    "DiffLine",
    "Direction",
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
    "FindDominatedAlternativesResult",
    "FindIrrelevantObjectivesResult",
    "FindToolsResult",
    "FlagUncertaintyResult",
    "FlipAnalysisResult",
    "FocalDecisionSetEvent",
    "FocalStatementSetEvent",
    "FoundTool",
    "GetCatalogDetail",
    "GetCatalogFormat",
    "GetConfirmationsResult",
    "GetDocumentSectionResult",
    "GetDocumentSectionResultNextSteps",
    "GetDocumentSummaryResult",
    "GetDocumentSummaryResultCompletionStatus",
    "GetDocumentSummaryResultConfirmationItem",
    "GetDocumentSummaryResultNextSteps",
    "GetOpenApiResponse200",
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
    "LinkMeansToFundamentalResult",
    "ListConfirmationsStatus",
    "ListInvocationsResult",
    "ListObjectivesResult",
    "ListRaterDisagreementsResult",
    "ListRaterDisagreementsResultCellAgreement",
    "ListRaterDisagreementsResultRaterSaid",
    "ListRaterDisagreementsResultRaterSummary",
    "ListRevisitsStatus",
    "ListToolsDetail",
    "ListToolsFormat",
    "ListToolsScope",
    "ListUncertaintiesResult",
    "MarkDominatedResult",
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
    "ProjectionStatus",
    "PromoteToFundamentalResult",
    "ProposalResult",
    "ProposeEvenSwapResult",
    "ProtectedResourceMetadata",
    "ProtectedResourceMetadataBearerMethodsSupportedItem",
    "PughChange",
    "PughDoc",
    "PughObjective",
    "PughRating",
    "PughTotals",
    "QualityImprovementAddedEvent",
    "RankAcceptabilityResult",
    "RateConsequenceAsResult",
    "RateConsequenceResult",
    "RatedCell",
    "RateDqElementResult",
    "RaterAddedEvent",
    "RaterKind",
    "RaterMark",
    "RaterSaid",
    "RaterSummary",
    "RatersView",
    "RatingReasoningUpdatedEvent",
    "Readiness",
    "RecordEvenSwapResult",
    "RecordEvenSwapResultEvenSwapFindings",
    "RecordMeasuredConsequenceResult",
    "RecordUserChoiceResult",
    "RelayStateType0",
    "RelayStatus",
    "RemainingUncertaintyAddedEvent",
    "RemoveAlternativeResult",
    "RemoveObjectiveResult",
    "RequestConfirmationResult",
    "ResolveBody",
    "ResolveUncertaintyResult",
    "RespondBody",
    "Responder",
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
    "SensitivityCheckResult",
    "SensitivityCheckResultIfChangedTo",
    "SessionAnswer",
    "SessionBody",
    "SessionView",
    "SetAlternativeStrategyResult",
    "SetAsideInEvenSwapsResult",
    "SetAsideInEvenSwapsResultEvenSwapFindings",
    "SetDeadlineResult",
    "SetDecisionMakerResult",
    "SetFocalDecisionResult",
    "SetFocalStatementResult",
    "SetObjectiveWeightsResult",
    "SetScopeResult",
    "SetStandoutResult",
    "SetSynthesisResult",
    "SettingsBody",
    "SetValueFunctionResult",
    "SetValueFunctionResultValueFunctionInUse",
    "SetValueFunctionResultValueFunctionType0",
    "SetValueFunctionResultValueFunctionType1",
    "StandoutSetEvent",
    "Stats",
    "StatsTools",
    "StatusChange",
    "StrategyDimensionAddedEvent",
    "StreamEvent",
    "StreamEventEvent",
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
    "UndoEvenSwapResult",
    "UpdateAlternativeResult",
    "UpdateObjectiveMeasureResult",
    "UpdateRatingReasoningResult",
    "ValuedObjective",
    "ValuedTotals",
    "ValueFunctionInUse",
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
    "WhatIf",
    "WorkingRow",
)
