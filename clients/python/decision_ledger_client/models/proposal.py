from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from uuid import UUID






T = TypeVar("T", bound="Proposal")



@_attrs_define
class Proposal:
    """ A write tool call held by the confirmation gate.

        Attributes:
            tool_name (str): The tool held, e.g. `mark_dominated`.
            parameters (Any): Its parameters, as the agent sent them (the tool's input schema).
            proposed_by (UUID): The agent's invocation that proposed it.
            conversation_turn (int):
     """

    tool_name: str
    parameters: Any
    proposed_by: UUID
    conversation_turn: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        tool_name = self.tool_name

        parameters = self.parameters

        proposed_by = str(self.proposed_by)

        conversation_turn = self.conversation_turn


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "tool_name": tool_name,
            "parameters": parameters,
            "proposed_by": proposed_by,
            "conversation_turn": conversation_turn,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tool_name = d.pop("tool_name")

        parameters = d.pop("parameters")

        proposed_by = UUID(d.pop("proposed_by"))




        conversation_turn = d.pop("conversation_turn")

        proposal = cls(
            tool_name=tool_name,
            parameters=parameters,
            proposed_by=proposed_by,
            conversation_turn=conversation_turn,
        )


        proposal.additional_properties = d
        return proposal

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
