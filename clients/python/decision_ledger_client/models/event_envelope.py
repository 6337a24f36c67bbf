from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
  from ..models.alternative_added_event import AlternativeAddedEvent
  from ..models.alternative_removed_event import AlternativeRemovedEvent
  from ..models.alternative_strategy_set_event import AlternativeStrategySetEvent
  from ..models.alternative_updated_event import AlternativeUpdatedEvent
  from ..models.component_navigated_event import ComponentNavigatedEvent
  from ..models.confirmation_expired_event import ConfirmationExpiredEvent
  from ..models.confirmation_gate_set_event import ConfirmationGateSetEvent
  from ..models.confirmation_requested_event import ConfirmationRequestedEvent
  from ..models.confirmation_resolved_event import ConfirmationResolvedEvent
  from ..models.consequence_measured_event import ConsequenceMeasuredEvent
  from ..models.consequence_measurement_cleared_event import ConsequenceMeasurementClearedEvent
  from ..models.consequence_rated_by_rater_event import ConsequenceRatedByRaterEvent
  from ..models.consequence_rated_event import ConsequenceRatedEvent
  from ..models.consideration_added_event import ConsiderationAddedEvent
  from ..models.constraint_added_event import ConstraintAddedEvent
  from ..models.cycle_created_event import CycleCreatedEvent
  from ..models.cycle_erased_event import CycleErasedEvent
  from ..models.deadline_set_event import DeadlineSetEvent
  from ..models.decision_maker_set_event import DecisionMakerSetEvent
  from ..models.dominated_cleared_event import DominatedClearedEvent
  from ..models.dominated_marked_event import DominatedMarkedEvent
  from ..models.dq_element_rated_event import DqElementRatedEvent
  from ..models.even_swap_recorded_event import EvenSwapRecordedEvent
  from ..models.even_swap_set_aside_event import EvenSwapSetAsideEvent
  from ..models.even_swap_undone_event import EvenSwapUndoneEvent
  from ..models.event_metadata import EventMetadata
  from ..models.focal_decision_set_event import FocalDecisionSetEvent
  from ..models.focal_statement_set_event import FocalStatementSetEvent
  from ..models.hierarchy_decision_added_event import HierarchyDecisionAddedEvent
  from ..models.key_consideration_added_event import KeyConsiderationAddedEvent
  from ..models.means_linked_to_fundamental_event import MeansLinkedToFundamentalEvent
  from ..models.note_added_event import NoteAddedEvent
  from ..models.objective_added_event import ObjectiveAddedEvent
  from ..models.objective_demoted_to_means_event import ObjectiveDemotedToMeansEvent
  from ..models.objective_idea_added_event import ObjectiveIdeaAddedEvent
  from ..models.objective_marked_irrelevant_event import ObjectiveMarkedIrrelevantEvent
  from ..models.objective_measure_updated_event import ObjectiveMeasureUpdatedEvent
  from ..models.objective_promoted_to_fundamental_event import ObjectivePromotedToFundamentalEvent
  from ..models.objective_removed_event import ObjectiveRemovedEvent
  from ..models.objective_weights_set_event import ObjectiveWeightsSetEvent
  from ..models.party_added_event import PartyAddedEvent
  from ..models.potential_decision_added_event import PotentialDecisionAddedEvent
  from ..models.quality_improvement_added_event import QualityImprovementAddedEvent
  from ..models.rater_added_event import RaterAddedEvent
  from ..models.rating_reasoning_updated_event import RatingReasoningUpdatedEvent
  from ..models.remaining_uncertainty_added_event import RemainingUncertaintyAddedEvent
  from ..models.revisit_expired_event import RevisitExpiredEvent
  from ..models.revisit_resolved_event import RevisitResolvedEvent
  from ..models.revisit_suggested_event import RevisitSuggestedEvent
  from ..models.scope_set_event import ScopeSetEvent
  from ..models.standout_set_event import StandoutSetEvent
  from ..models.strategy_dimension_added_event import StrategyDimensionAddedEvent
  from ..models.synthesis_set_event import SynthesisSetEvent
  from ..models.tension_added_event import TensionAddedEvent
  from ..models.tool_call_proposed_event import ToolCallProposedEvent
  from ..models.tool_invocation_recorded_event import ToolInvocationRecordedEvent
  from ..models.tool_invocation_recorded_event_v1 import ToolInvocationRecordedEventV1
  from ..models.uncertainty_flagged_event import UncertaintyFlaggedEvent
  from ..models.uncertainty_flagged_event_v1 import UncertaintyFlaggedEventV1
  from ..models.uncertainty_resolved_event import UncertaintyResolvedEvent
  from ..models.value_function_set_event import ValueFunctionSetEvent





T = TypeVar("T", bound="EventEnvelope")



@_attrs_define
class EventEnvelope:
    """ An event as stored and published.

        Attributes:
            event_id (UUID): UUID v7, derived from the invocation id (see [`event_id_for`]).
            cycle_id (UUID):
            version (int): 1-based version within the cycle's stream.
            position (int): Position in the global feed (unique, assigned by the store).
            event_type (str):
            schema_version (int):
            recorded_at (datetime.datetime):
            payload (AlternativeAddedEvent | AlternativeRemovedEvent | AlternativeStrategySetEvent | AlternativeUpdatedEvent
                | ComponentNavigatedEvent | ConfirmationExpiredEvent | ConfirmationGateSetEvent | ConfirmationRequestedEvent |
                ConfirmationResolvedEvent | ConsequenceMeasuredEvent | ConsequenceMeasurementClearedEvent |
                ConsequenceRatedByRaterEvent | ConsequenceRatedEvent | ConsiderationAddedEvent | ConstraintAddedEvent |
                CycleCreatedEvent | CycleErasedEvent | DeadlineSetEvent | DecisionMakerSetEvent | DominatedClearedEvent |
                DominatedMarkedEvent | DqElementRatedEvent | EvenSwapRecordedEvent | EvenSwapSetAsideEvent | EvenSwapUndoneEvent
                | FocalDecisionSetEvent | FocalStatementSetEvent | HierarchyDecisionAddedEvent | KeyConsiderationAddedEvent |
                MeansLinkedToFundamentalEvent | NoteAddedEvent | ObjectiveAddedEvent | ObjectiveDemotedToMeansEvent |
                ObjectiveIdeaAddedEvent | ObjectiveMarkedIrrelevantEvent | ObjectiveMeasureUpdatedEvent |
                ObjectivePromotedToFundamentalEvent | ObjectiveRemovedEvent | ObjectiveWeightsSetEvent | PartyAddedEvent |
                PotentialDecisionAddedEvent | QualityImprovementAddedEvent | RaterAddedEvent | RatingReasoningUpdatedEvent |
                RemainingUncertaintyAddedEvent | RevisitExpiredEvent | RevisitResolvedEvent | RevisitSuggestedEvent |
                ScopeSetEvent | StandoutSetEvent | StrategyDimensionAddedEvent | SynthesisSetEvent | TensionAddedEvent |
                ToolCallProposedEvent | ToolInvocationRecordedEvent | ToolInvocationRecordedEventV1 | UncertaintyFlaggedEvent |
                UncertaintyFlaggedEventV1 | UncertaintyResolvedEvent | ValueFunctionSetEvent):
            metadata (EventMetadata): Who and what caused an event. Serialized into the `metadata` column and
                carried unchanged to consumers.
     """

    event_id: UUID
    cycle_id: UUID
    version: int
    position: int
    event_type: str
    schema_version: int
    recorded_at: datetime.datetime
    payload: AlternativeAddedEvent | AlternativeRemovedEvent | AlternativeStrategySetEvent | AlternativeUpdatedEvent | ComponentNavigatedEvent | ConfirmationExpiredEvent | ConfirmationGateSetEvent | ConfirmationRequestedEvent | ConfirmationResolvedEvent | ConsequenceMeasuredEvent | ConsequenceMeasurementClearedEvent | ConsequenceRatedByRaterEvent | ConsequenceRatedEvent | ConsiderationAddedEvent | ConstraintAddedEvent | CycleCreatedEvent | CycleErasedEvent | DeadlineSetEvent | DecisionMakerSetEvent | DominatedClearedEvent | DominatedMarkedEvent | DqElementRatedEvent | EvenSwapRecordedEvent | EvenSwapSetAsideEvent | EvenSwapUndoneEvent | FocalDecisionSetEvent | FocalStatementSetEvent | HierarchyDecisionAddedEvent | KeyConsiderationAddedEvent | MeansLinkedToFundamentalEvent | NoteAddedEvent | ObjectiveAddedEvent | ObjectiveDemotedToMeansEvent | ObjectiveIdeaAddedEvent | ObjectiveMarkedIrrelevantEvent | ObjectiveMeasureUpdatedEvent | ObjectivePromotedToFundamentalEvent | ObjectiveRemovedEvent | ObjectiveWeightsSetEvent | PartyAddedEvent | PotentialDecisionAddedEvent | QualityImprovementAddedEvent | RaterAddedEvent | RatingReasoningUpdatedEvent | RemainingUncertaintyAddedEvent | RevisitExpiredEvent | RevisitResolvedEvent | RevisitSuggestedEvent | ScopeSetEvent | StandoutSetEvent | StrategyDimensionAddedEvent | SynthesisSetEvent | TensionAddedEvent | ToolCallProposedEvent | ToolInvocationRecordedEvent | ToolInvocationRecordedEventV1 | UncertaintyFlaggedEvent | UncertaintyFlaggedEventV1 | UncertaintyResolvedEvent | ValueFunctionSetEvent
    metadata: EventMetadata
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.alternative_added_event import AlternativeAddedEvent # noqa: PLC0415
        from ..models.alternative_removed_event import AlternativeRemovedEvent # noqa: PLC0415
        from ..models.alternative_strategy_set_event import AlternativeStrategySetEvent # noqa: PLC0415
        from ..models.alternative_updated_event import AlternativeUpdatedEvent # noqa: PLC0415
        from ..models.component_navigated_event import ComponentNavigatedEvent # noqa: PLC0415
        from ..models.confirmation_expired_event import ConfirmationExpiredEvent # noqa: PLC0415
        from ..models.confirmation_gate_set_event import ConfirmationGateSetEvent # noqa: PLC0415
        from ..models.confirmation_requested_event import ConfirmationRequestedEvent # noqa: PLC0415
        from ..models.confirmation_resolved_event import ConfirmationResolvedEvent # noqa: PLC0415
        from ..models.consequence_measured_event import ConsequenceMeasuredEvent # noqa: PLC0415
        from ..models.consequence_measurement_cleared_event import ConsequenceMeasurementClearedEvent # noqa: PLC0415
        from ..models.consequence_rated_by_rater_event import ConsequenceRatedByRaterEvent # noqa: PLC0415
        from ..models.consequence_rated_event import ConsequenceRatedEvent # noqa: PLC0415
        from ..models.consideration_added_event import ConsiderationAddedEvent # noqa: PLC0415
        from ..models.constraint_added_event import ConstraintAddedEvent # noqa: PLC0415
        from ..models.cycle_created_event import CycleCreatedEvent # noqa: PLC0415
        from ..models.cycle_erased_event import CycleErasedEvent # noqa: PLC0415
        from ..models.deadline_set_event import DeadlineSetEvent # noqa: PLC0415
        from ..models.decision_maker_set_event import DecisionMakerSetEvent # noqa: PLC0415
        from ..models.dominated_cleared_event import DominatedClearedEvent # noqa: PLC0415
        from ..models.dominated_marked_event import DominatedMarkedEvent # noqa: PLC0415
        from ..models.dq_element_rated_event import DqElementRatedEvent # noqa: PLC0415
        from ..models.even_swap_recorded_event import EvenSwapRecordedEvent # noqa: PLC0415
        from ..models.even_swap_set_aside_event import EvenSwapSetAsideEvent # noqa: PLC0415
        from ..models.even_swap_undone_event import EvenSwapUndoneEvent # noqa: PLC0415
        from ..models.event_metadata import EventMetadata # noqa: PLC0415
        from ..models.focal_decision_set_event import FocalDecisionSetEvent # noqa: PLC0415
        from ..models.focal_statement_set_event import FocalStatementSetEvent # noqa: PLC0415
        from ..models.hierarchy_decision_added_event import HierarchyDecisionAddedEvent # noqa: PLC0415
        from ..models.key_consideration_added_event import KeyConsiderationAddedEvent # noqa: PLC0415
        from ..models.means_linked_to_fundamental_event import MeansLinkedToFundamentalEvent # noqa: PLC0415
        from ..models.note_added_event import NoteAddedEvent # noqa: PLC0415
        from ..models.objective_added_event import ObjectiveAddedEvent # noqa: PLC0415
        from ..models.objective_demoted_to_means_event import ObjectiveDemotedToMeansEvent # noqa: PLC0415
        from ..models.objective_idea_added_event import ObjectiveIdeaAddedEvent # noqa: PLC0415
        from ..models.objective_marked_irrelevant_event import ObjectiveMarkedIrrelevantEvent # noqa: PLC0415
        from ..models.objective_measure_updated_event import ObjectiveMeasureUpdatedEvent # noqa: PLC0415
        from ..models.objective_promoted_to_fundamental_event import ObjectivePromotedToFundamentalEvent # noqa: PLC0415
        from ..models.objective_removed_event import ObjectiveRemovedEvent # noqa: PLC0415
        from ..models.objective_weights_set_event import ObjectiveWeightsSetEvent # noqa: PLC0415
        from ..models.party_added_event import PartyAddedEvent # noqa: PLC0415
        from ..models.potential_decision_added_event import PotentialDecisionAddedEvent # noqa: PLC0415
        from ..models.quality_improvement_added_event import QualityImprovementAddedEvent # noqa: PLC0415
        from ..models.rater_added_event import RaterAddedEvent # noqa: PLC0415
        from ..models.rating_reasoning_updated_event import RatingReasoningUpdatedEvent # noqa: PLC0415
        from ..models.remaining_uncertainty_added_event import RemainingUncertaintyAddedEvent # noqa: PLC0415
        from ..models.revisit_expired_event import RevisitExpiredEvent # noqa: PLC0415
        from ..models.revisit_resolved_event import RevisitResolvedEvent # noqa: PLC0415
        from ..models.revisit_suggested_event import RevisitSuggestedEvent # noqa: PLC0415
        from ..models.scope_set_event import ScopeSetEvent # noqa: PLC0415
        from ..models.standout_set_event import StandoutSetEvent # noqa: PLC0415
        from ..models.strategy_dimension_added_event import StrategyDimensionAddedEvent # noqa: PLC0415
        from ..models.synthesis_set_event import SynthesisSetEvent # noqa: PLC0415
        from ..models.tension_added_event import TensionAddedEvent # noqa: PLC0415
        from ..models.tool_call_proposed_event import ToolCallProposedEvent # noqa: PLC0415
        from ..models.tool_invocation_recorded_event import ToolInvocationRecordedEvent # noqa: PLC0415
        from ..models.tool_invocation_recorded_event_v1 import ToolInvocationRecordedEventV1 # noqa: PLC0415
        from ..models.uncertainty_flagged_event import UncertaintyFlaggedEvent # noqa: PLC0415
        from ..models.uncertainty_flagged_event_v1 import UncertaintyFlaggedEventV1 # noqa: PLC0415
        from ..models.uncertainty_resolved_event import UncertaintyResolvedEvent # noqa: PLC0415
        from ..models.value_function_set_event import ValueFunctionSetEvent # noqa: PLC0415
        event_id = str(self.event_id)

        cycle_id = str(self.cycle_id)

        version = self.version

        position = self.position

        event_type = self.event_type

        schema_version = self.schema_version

        recorded_at = self.recorded_at.isoformat()

        payload: dict[str, Any]
        if isinstance(self.payload, CycleCreatedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ComponentNavigatedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, PotentialDecisionAddedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ObjectiveIdeaAddedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ConsiderationAddedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, FocalDecisionSetEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, UncertaintyFlaggedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, DecisionMakerSetEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, FocalStatementSetEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ScopeSetEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ConstraintAddedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, PartyAddedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, DeadlineSetEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, HierarchyDecisionAddedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ObjectiveAddedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, MeansLinkedToFundamentalEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ObjectiveMeasureUpdatedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ObjectiveRemovedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ObjectivePromotedToFundamentalEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ObjectiveDemotedToMeansEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AlternativeAddedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AlternativeUpdatedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AlternativeRemovedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, StrategyDimensionAddedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AlternativeStrategySetEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ConsequenceRatedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, RatingReasoningUpdatedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ConsequenceMeasuredEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ConsequenceMeasurementClearedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ValueFunctionSetEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, RaterAddedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ConsequenceRatedByRaterEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, DominatedMarkedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, DominatedClearedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ObjectiveMarkedIrrelevantEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ObjectiveWeightsSetEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, TensionAddedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, EvenSwapRecordedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, EvenSwapSetAsideEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, EvenSwapUndoneEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, SynthesisSetEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, StandoutSetEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, KeyConsiderationAddedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, RemainingUncertaintyAddedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, DqElementRatedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, QualityImprovementAddedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, UncertaintyResolvedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, NoteAddedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, RevisitSuggestedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, RevisitResolvedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ConfirmationRequestedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ConfirmationResolvedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ConfirmationGateSetEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ToolCallProposedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ConfirmationExpiredEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, RevisitExpiredEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ToolInvocationRecordedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, CycleErasedEvent):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, UncertaintyFlaggedEventV1):
            payload = self.payload.to_dict()
        else:
            payload = self.payload.to_dict()


        metadata = self.metadata.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "event_id": event_id,
            "cycle_id": cycle_id,
            "version": version,
            "position": position,
            "event_type": event_type,
            "schema_version": schema_version,
            "recorded_at": recorded_at,
            "payload": payload,
            "metadata": metadata,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.alternative_added_event import AlternativeAddedEvent # noqa: PLC0415
        from ..models.alternative_removed_event import AlternativeRemovedEvent # noqa: PLC0415
        from ..models.alternative_strategy_set_event import AlternativeStrategySetEvent # noqa: PLC0415
        from ..models.alternative_updated_event import AlternativeUpdatedEvent # noqa: PLC0415
        from ..models.component_navigated_event import ComponentNavigatedEvent # noqa: PLC0415
        from ..models.confirmation_expired_event import ConfirmationExpiredEvent # noqa: PLC0415
        from ..models.confirmation_gate_set_event import ConfirmationGateSetEvent # noqa: PLC0415
        from ..models.confirmation_requested_event import ConfirmationRequestedEvent # noqa: PLC0415
        from ..models.confirmation_resolved_event import ConfirmationResolvedEvent # noqa: PLC0415
        from ..models.consequence_measured_event import ConsequenceMeasuredEvent # noqa: PLC0415
        from ..models.consequence_measurement_cleared_event import ConsequenceMeasurementClearedEvent # noqa: PLC0415
        from ..models.consequence_rated_by_rater_event import ConsequenceRatedByRaterEvent # noqa: PLC0415
        from ..models.consequence_rated_event import ConsequenceRatedEvent # noqa: PLC0415
        from ..models.consideration_added_event import ConsiderationAddedEvent # noqa: PLC0415
        from ..models.constraint_added_event import ConstraintAddedEvent # noqa: PLC0415
        from ..models.cycle_created_event import CycleCreatedEvent # noqa: PLC0415
        from ..models.cycle_erased_event import CycleErasedEvent # noqa: PLC0415
        from ..models.deadline_set_event import DeadlineSetEvent # noqa: PLC0415
        from ..models.decision_maker_set_event import DecisionMakerSetEvent # noqa: PLC0415
        from ..models.dominated_cleared_event import DominatedClearedEvent # noqa: PLC0415
        from ..models.dominated_marked_event import DominatedMarkedEvent # noqa: PLC0415
        from ..models.dq_element_rated_event import DqElementRatedEvent # noqa: PLC0415
        from ..models.even_swap_recorded_event import EvenSwapRecordedEvent # noqa: PLC0415
        from ..models.even_swap_set_aside_event import EvenSwapSetAsideEvent # noqa: PLC0415
        from ..models.even_swap_undone_event import EvenSwapUndoneEvent # noqa: PLC0415
        from ..models.event_metadata import EventMetadata # noqa: PLC0415
        from ..models.focal_decision_set_event import FocalDecisionSetEvent # noqa: PLC0415
        from ..models.focal_statement_set_event import FocalStatementSetEvent # noqa: PLC0415
        from ..models.hierarchy_decision_added_event import HierarchyDecisionAddedEvent # noqa: PLC0415
        from ..models.key_consideration_added_event import KeyConsiderationAddedEvent # noqa: PLC0415
        from ..models.means_linked_to_fundamental_event import MeansLinkedToFundamentalEvent # noqa: PLC0415
        from ..models.note_added_event import NoteAddedEvent # noqa: PLC0415
        from ..models.objective_added_event import ObjectiveAddedEvent # noqa: PLC0415
        from ..models.objective_demoted_to_means_event import ObjectiveDemotedToMeansEvent # noqa: PLC0415
        from ..models.objective_idea_added_event import ObjectiveIdeaAddedEvent # noqa: PLC0415
        from ..models.objective_marked_irrelevant_event import ObjectiveMarkedIrrelevantEvent # noqa: PLC0415
        from ..models.objective_measure_updated_event import ObjectiveMeasureUpdatedEvent # noqa: PLC0415
        from ..models.objective_promoted_to_fundamental_event import ObjectivePromotedToFundamentalEvent # noqa: PLC0415
        from ..models.objective_removed_event import ObjectiveRemovedEvent # noqa: PLC0415
        from ..models.objective_weights_set_event import ObjectiveWeightsSetEvent # noqa: PLC0415
        from ..models.party_added_event import PartyAddedEvent # noqa: PLC0415
        from ..models.potential_decision_added_event import PotentialDecisionAddedEvent # noqa: PLC0415
        from ..models.quality_improvement_added_event import QualityImprovementAddedEvent # noqa: PLC0415
        from ..models.rater_added_event import RaterAddedEvent # noqa: PLC0415
        from ..models.rating_reasoning_updated_event import RatingReasoningUpdatedEvent # noqa: PLC0415
        from ..models.remaining_uncertainty_added_event import RemainingUncertaintyAddedEvent # noqa: PLC0415
        from ..models.revisit_expired_event import RevisitExpiredEvent # noqa: PLC0415
        from ..models.revisit_resolved_event import RevisitResolvedEvent # noqa: PLC0415
        from ..models.revisit_suggested_event import RevisitSuggestedEvent # noqa: PLC0415
        from ..models.scope_set_event import ScopeSetEvent # noqa: PLC0415
        from ..models.standout_set_event import StandoutSetEvent # noqa: PLC0415
        from ..models.strategy_dimension_added_event import StrategyDimensionAddedEvent # noqa: PLC0415
        from ..models.synthesis_set_event import SynthesisSetEvent # noqa: PLC0415
        from ..models.tension_added_event import TensionAddedEvent # noqa: PLC0415
        from ..models.tool_call_proposed_event import ToolCallProposedEvent # noqa: PLC0415
        from ..models.tool_invocation_recorded_event import ToolInvocationRecordedEvent # noqa: PLC0415
        from ..models.tool_invocation_recorded_event_v1 import ToolInvocationRecordedEventV1 # noqa: PLC0415
        from ..models.uncertainty_flagged_event import UncertaintyFlaggedEvent # noqa: PLC0415
        from ..models.uncertainty_flagged_event_v1 import UncertaintyFlaggedEventV1 # noqa: PLC0415
        from ..models.uncertainty_resolved_event import UncertaintyResolvedEvent # noqa: PLC0415
        from ..models.value_function_set_event import ValueFunctionSetEvent # noqa: PLC0415
        d = dict(src_dict)
        event_id = UUID(d.pop("event_id"))




        cycle_id = UUID(d.pop("cycle_id"))




        version = d.pop("version")

        position = d.pop("position")

        event_type = d.pop("event_type")

        schema_version = d.pop("schema_version")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))




        def _parse_payload(data: object) -> AlternativeAddedEvent | AlternativeRemovedEvent | AlternativeStrategySetEvent | AlternativeUpdatedEvent | ComponentNavigatedEvent | ConfirmationExpiredEvent | ConfirmationGateSetEvent | ConfirmationRequestedEvent | ConfirmationResolvedEvent | ConsequenceMeasuredEvent | ConsequenceMeasurementClearedEvent | ConsequenceRatedByRaterEvent | ConsequenceRatedEvent | ConsiderationAddedEvent | ConstraintAddedEvent | CycleCreatedEvent | CycleErasedEvent | DeadlineSetEvent | DecisionMakerSetEvent | DominatedClearedEvent | DominatedMarkedEvent | DqElementRatedEvent | EvenSwapRecordedEvent | EvenSwapSetAsideEvent | EvenSwapUndoneEvent | FocalDecisionSetEvent | FocalStatementSetEvent | HierarchyDecisionAddedEvent | KeyConsiderationAddedEvent | MeansLinkedToFundamentalEvent | NoteAddedEvent | ObjectiveAddedEvent | ObjectiveDemotedToMeansEvent | ObjectiveIdeaAddedEvent | ObjectiveMarkedIrrelevantEvent | ObjectiveMeasureUpdatedEvent | ObjectivePromotedToFundamentalEvent | ObjectiveRemovedEvent | ObjectiveWeightsSetEvent | PartyAddedEvent | PotentialDecisionAddedEvent | QualityImprovementAddedEvent | RaterAddedEvent | RatingReasoningUpdatedEvent | RemainingUncertaintyAddedEvent | RevisitExpiredEvent | RevisitResolvedEvent | RevisitSuggestedEvent | ScopeSetEvent | StandoutSetEvent | StrategyDimensionAddedEvent | SynthesisSetEvent | TensionAddedEvent | ToolCallProposedEvent | ToolInvocationRecordedEvent | ToolInvocationRecordedEventV1 | UncertaintyFlaggedEvent | UncertaintyFlaggedEventV1 | UncertaintyResolvedEvent | ValueFunctionSetEvent:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_0 = CycleCreatedEvent.from_dict(data)



                return payload_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_1 = ComponentNavigatedEvent.from_dict(data)



                return payload_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_2 = PotentialDecisionAddedEvent.from_dict(data)



                return payload_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_3 = ObjectiveIdeaAddedEvent.from_dict(data)



                return payload_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_4 = ConsiderationAddedEvent.from_dict(data)



                return payload_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_5 = FocalDecisionSetEvent.from_dict(data)



                return payload_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_6 = UncertaintyFlaggedEvent.from_dict(data)



                return payload_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_7 = DecisionMakerSetEvent.from_dict(data)



                return payload_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_8 = FocalStatementSetEvent.from_dict(data)



                return payload_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_9 = ScopeSetEvent.from_dict(data)



                return payload_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_10 = ConstraintAddedEvent.from_dict(data)



                return payload_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_11 = PartyAddedEvent.from_dict(data)



                return payload_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_12 = DeadlineSetEvent.from_dict(data)



                return payload_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_13 = HierarchyDecisionAddedEvent.from_dict(data)



                return payload_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_14 = ObjectiveAddedEvent.from_dict(data)



                return payload_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_15 = MeansLinkedToFundamentalEvent.from_dict(data)



                return payload_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_16 = ObjectiveMeasureUpdatedEvent.from_dict(data)



                return payload_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_17 = ObjectiveRemovedEvent.from_dict(data)



                return payload_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_18 = ObjectivePromotedToFundamentalEvent.from_dict(data)



                return payload_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_19 = ObjectiveDemotedToMeansEvent.from_dict(data)



                return payload_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_20 = AlternativeAddedEvent.from_dict(data)



                return payload_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_21 = AlternativeUpdatedEvent.from_dict(data)



                return payload_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_22 = AlternativeRemovedEvent.from_dict(data)



                return payload_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_23 = StrategyDimensionAddedEvent.from_dict(data)



                return payload_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_24 = AlternativeStrategySetEvent.from_dict(data)



                return payload_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_25 = ConsequenceRatedEvent.from_dict(data)



                return payload_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_26 = RatingReasoningUpdatedEvent.from_dict(data)



                return payload_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_27 = ConsequenceMeasuredEvent.from_dict(data)



                return payload_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_28 = ConsequenceMeasurementClearedEvent.from_dict(data)



                return payload_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_29 = ValueFunctionSetEvent.from_dict(data)



                return payload_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_30 = RaterAddedEvent.from_dict(data)



                return payload_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_31 = ConsequenceRatedByRaterEvent.from_dict(data)



                return payload_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_32 = DominatedMarkedEvent.from_dict(data)



                return payload_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_33 = DominatedClearedEvent.from_dict(data)



                return payload_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_34 = ObjectiveMarkedIrrelevantEvent.from_dict(data)



                return payload_type_34
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_35 = ObjectiveWeightsSetEvent.from_dict(data)



                return payload_type_35
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_36 = TensionAddedEvent.from_dict(data)



                return payload_type_36
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_37 = EvenSwapRecordedEvent.from_dict(data)



                return payload_type_37
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_38 = EvenSwapSetAsideEvent.from_dict(data)



                return payload_type_38
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_39 = EvenSwapUndoneEvent.from_dict(data)



                return payload_type_39
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_40 = SynthesisSetEvent.from_dict(data)



                return payload_type_40
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_41 = StandoutSetEvent.from_dict(data)



                return payload_type_41
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_42 = KeyConsiderationAddedEvent.from_dict(data)



                return payload_type_42
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_43 = RemainingUncertaintyAddedEvent.from_dict(data)



                return payload_type_43
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_44 = DqElementRatedEvent.from_dict(data)



                return payload_type_44
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_45 = QualityImprovementAddedEvent.from_dict(data)



                return payload_type_45
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_46 = UncertaintyResolvedEvent.from_dict(data)



                return payload_type_46
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_47 = NoteAddedEvent.from_dict(data)



                return payload_type_47
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_48 = RevisitSuggestedEvent.from_dict(data)



                return payload_type_48
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_49 = RevisitResolvedEvent.from_dict(data)



                return payload_type_49
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_50 = ConfirmationRequestedEvent.from_dict(data)



                return payload_type_50
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_51 = ConfirmationResolvedEvent.from_dict(data)



                return payload_type_51
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_52 = ConfirmationGateSetEvent.from_dict(data)



                return payload_type_52
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_53 = ToolCallProposedEvent.from_dict(data)



                return payload_type_53
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_54 = ConfirmationExpiredEvent.from_dict(data)



                return payload_type_54
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_55 = RevisitExpiredEvent.from_dict(data)



                return payload_type_55
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_56 = ToolInvocationRecordedEvent.from_dict(data)



                return payload_type_56
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_57 = CycleErasedEvent.from_dict(data)



                return payload_type_57
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_58 = UncertaintyFlaggedEventV1.from_dict(data)



                return payload_type_58
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            payload_type_59 = ToolInvocationRecordedEventV1.from_dict(data)



            return payload_type_59

        payload = _parse_payload(d.pop("payload"))


        metadata = EventMetadata.from_dict(d.pop("metadata"))




        event_envelope = cls(
            event_id=event_id,
            cycle_id=cycle_id,
            version=version,
            position=position,
            event_type=event_type,
            schema_version=schema_version,
            recorded_at=recorded_at,
            payload=payload,
            metadata=metadata,
        )


        event_envelope.additional_properties = d
        return event_envelope

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
