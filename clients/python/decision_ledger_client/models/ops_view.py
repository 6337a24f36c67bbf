from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.projection_status import ProjectionStatus
  from ..models.relay_status import RelayStatus





T = TypeVar("T", bound="OpsView")



@_attrs_define
class OpsView:
    """ `GET /api/projections`: every projection's checkpoint and lag, and the
    relay's when NATS is configured.

        Attributes:
            projections (list[ProjectionStatus]):
            relay (None | RelayStatus | Unset):
     """

    projections: list[ProjectionStatus]
    relay: None | RelayStatus | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.projection_status import ProjectionStatus # noqa: PLC0415
        from ..models.relay_status import RelayStatus # noqa: PLC0415
        projections = []
        for projections_item_data in self.projections:
            projections_item = projections_item_data.to_dict()
            projections.append(projections_item)



        relay: dict[str, Any] | None | Unset
        if isinstance(self.relay, Unset):
            relay = UNSET
        elif isinstance(self.relay, RelayStatus):
            relay = self.relay.to_dict()
        else:
            relay = self.relay


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "projections": projections,
        })
        if relay is not UNSET:
            field_dict["relay"] = relay

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.projection_status import ProjectionStatus # noqa: PLC0415
        from ..models.relay_status import RelayStatus # noqa: PLC0415
        d = dict(src_dict)
        projections = []
        _projections = d.pop("projections")
        for projections_item_data in (_projections):
            projections_item = ProjectionStatus.from_dict(projections_item_data)



            projections.append(projections_item)


        def _parse_relay(data: object) -> None | RelayStatus | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                relay_type_0 = RelayStatus.from_dict(data)



                return relay_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RelayStatus | Unset, data)

        relay = _parse_relay(d.pop("relay", UNSET))


        ops_view = cls(
            projections=projections,
            relay=relay,
        )


        ops_view.additional_properties = d
        return ops_view

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
