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
  from ..models.get_confirmations_result import GetConfirmationsResult
  from ..models.tool_response_meta import ToolResponseMeta





T = TypeVar("T", bound="GetConfirmationsResponse")



@_attrs_define
class GetConfirmationsResponse:
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
            data (GetConfirmationsResult | None | Unset): The tool's result (its `returns` schema); null when rejected.
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
    data: GetConfirmationsResult | None | Unset = UNSET
    error: None | str | Unset = UNSET
    confirmation_required: bool | Unset = UNSET
    position: int | None | Unset = UNSET
    suggestions: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.get_confirmations_result import GetConfirmationsResult # noqa: PLC0415
        from ..models.tool_response_meta import ToolResponseMeta # noqa: PLC0415
        success = self.success

        document_updated = self.document_updated

        invocation_id = str(self.invocation_id)

        result = self.result.value

        field_meta = self.field_meta.to_dict()

        data: dict[str, Any] | None | Unset
        if isinstance(self.data, Unset):
            data = UNSET
        elif isinstance(self.data, GetConfirmationsResult):
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
        from ..models.get_confirmations_result import GetConfirmationsResult # noqa: PLC0415
        from ..models.tool_response_meta import ToolResponseMeta # noqa: PLC0415
        d = dict(src_dict)
        success = d.pop("success")

        document_updated = d.pop("document_updated")

        invocation_id = UUID(d.pop("invocation_id"))




        result = ToolResultClass(d.pop("result"))




        field_meta = ToolResponseMeta.from_dict(d.pop("_meta"))




        def _parse_data(data: object) -> GetConfirmationsResult | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_0 = GetConfirmationsResult.from_dict(data)



                return data_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetConfirmationsResult | None | Unset, data)

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


        get_confirmations_response = cls(
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


        get_confirmations_response.additional_properties = d
        return get_confirmations_response

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
