""" Contains all the data models used in inputs/outputs """

from .all_stats_view import AllStatsView
from .alternative_score import AlternativeScore
from .call_tool_name import CallToolName
from .catalog_view import CatalogView
from .catalog_view_components import CatalogViewComponents
from .command_outcome import CommandOutcome
from .completion_status import CompletionStatus
from .component import Component
from .confirmation_option import ConfirmationOption
from .confirmations_view import ConfirmationsView
from .create_body import CreateBody
from .cycle_created import CycleCreated
from .cycle_row import CycleRow
from .cycle_stats_view import CycleStatsView
from .cycles_page import CyclesPage
from .document_summary import DocumentSummary
from .document_summary_completion_status import DocumentSummaryCompletionStatus
from .document_view import DocumentView
from .error_body import ErrorBody
from .event_envelope import EventEnvelope
from .event_metadata import EventMetadata
from .feed_page import FeedPage
from .get_catalog_format import GetCatalogFormat
from .get_open_api_response_200 import GetOpenApiResponse200
from .health import Health
from .invocation_record import InvocationRecord
from .invocations_page import InvocationsPage
from .json_rpc_message import JsonRpcMessage
from .json_rpc_message_params_type_0 import JsonRpcMessageParamsType0
from .json_rpc_response import JsonRpcResponse
from .json_rpc_response_error import JsonRpcResponseError
from .list_invocations_result import ListInvocationsResult
from .list_tools_format import ListToolsFormat
from .navigate_body import NavigateBody
from .navigated import Navigated
from .next_steps import NextSteps
from .one_section import OneSection
from .ops_view import OpsView
from .pending_confirmation import PendingConfirmation
from .pending_revisit import PendingRevisit
from .projection_status import ProjectionStatus
from .pugh_doc import PughDoc
from .pugh_objective import PughObjective
from .pugh_rating import PughRating
from .pugh_totals import PughTotals
from .rated_cell import RatedCell
from .readiness import Readiness
from .relay_state_type_0 import RelayStateType0
from .relay_status import RelayStatus
from .resolve_body import ResolveBody
from .respond_body import RespondBody
from .revisit_action import RevisitAction
from .revisit_priority import RevisitPriority
from .revisits_view import RevisitsView
from .section_view import SectionView
from .stats import Stats
from .stats_tools import StatsTools
from .stream_event import StreamEvent
from .stream_event_event import StreamEventEvent
from .tool_call_body import ToolCallBody
from .tool_definition import ToolDefinition
from .tool_list import ToolList
from .tool_response import ToolResponse
from .tool_response_meta import ToolResponseMeta
from .tool_result_class import ToolResultClass
from .tool_stats import ToolStats
from .tool_stats_by_result import ToolStatsByResult

__all__ = (
    "AllStatsView",
    "AlternativeScore",
    "CallToolName",
    "CatalogView",
    "CatalogViewComponents",
    "CommandOutcome",
    "CompletionStatus",
    "Component",
    "ConfirmationOption",
    "ConfirmationsView",
    "CreateBody",
    "CycleCreated",
    "CycleRow",
    "CyclesPage",
    "CycleStatsView",
    "DocumentSummary",
    "DocumentSummaryCompletionStatus",
    "DocumentView",
    "ErrorBody",
    "EventEnvelope",
    "EventMetadata",
    "FeedPage",
    "GetCatalogFormat",
    "GetOpenApiResponse200",
    "Health",
    "InvocationRecord",
    "InvocationsPage",
    "JsonRpcMessage",
    "JsonRpcMessageParamsType0",
    "JsonRpcResponse",
    "JsonRpcResponseError",
    "ListInvocationsResult",
    "ListToolsFormat",
    "NavigateBody",
    "Navigated",
    "NextSteps",
    "OneSection",
    "OpsView",
    "PendingConfirmation",
    "PendingRevisit",
    "ProjectionStatus",
    "PughDoc",
    "PughObjective",
    "PughRating",
    "PughTotals",
    "RatedCell",
    "Readiness",
    "RelayStateType0",
    "RelayStatus",
    "ResolveBody",
    "RespondBody",
    "RevisitAction",
    "RevisitPriority",
    "RevisitsView",
    "SectionView",
    "Stats",
    "StatsTools",
    "StreamEvent",
    "StreamEventEvent",
    "ToolCallBody",
    "ToolDefinition",
    "ToolList",
    "ToolResponse",
    "ToolResponseMeta",
    "ToolResultClass",
    "ToolStats",
    "ToolStatsByResult",
)
