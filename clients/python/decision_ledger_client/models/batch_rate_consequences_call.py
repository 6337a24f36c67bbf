from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.batch_rate_consequences_parameters import BatchRateConsequencesParameters





T = TypeVar("T", bound="BatchRateConsequencesCall")



@_attrs_define
class BatchRateConsequencesCall:
    """ A call of `batch_rate_consequences`: its parameters, and optionally the conversation turn and what triggered it.

        Attributes:
            parameters (BatchRateConsequencesParameters):
            conversation_turn (int | Unset):  Default: 0.
            trigger_context (None | str | Unset):
     """

    parameters: BatchRateConsequencesParameters
    conversation_turn: int | Unset = 0
    trigger_context: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.batch_rate_consequences_parameters import BatchRateConsequencesParameters # noqa: PLC0415
        parameters = self.parameters.to_dict()

        conversation_turn = self.conversation_turn

        trigger_context: None | str | Unset
        if isinstance(self.trigger_context, Unset):
            trigger_context = UNSET
        else:
            trigger_context = self.trigger_context


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "parameters": parameters,
        })
        if conversation_turn is not UNSET:
            field_dict["conversation_turn"] = conversation_turn
        if trigger_context is not UNSET:
            field_dict["trigger_context"] = trigger_context

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_rate_consequences_parameters import BatchRateConsequencesParameters # noqa: PLC0415
        d = dict(src_dict)
        parameters = BatchRateConsequencesParameters.from_dict(d.pop("parameters"))




        conversation_turn = d.pop("conversation_turn", UNSET)

        def _parse_trigger_context(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        trigger_context = _parse_trigger_context(d.pop("trigger_context", UNSET))


        batch_rate_consequences_call = cls(
            parameters=parameters,
            conversation_turn=conversation_turn,
            trigger_context=trigger_context,
        )

        return batch_rate_consequences_call

