from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.component import Component
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="CycleRow")



@_attrs_define
class CycleRow:
    """ A cycle's row in the cycles list.

        Attributes:
            cycle_id (UUID):
            title (str):
            owner (str): The user who created the cycle.
            components_complete (int): Components whose completion status is `complete`.
            completion (float): `components_complete` out of the eight components, 0 to 1.
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            version (int):
            current_component (Component | None | Unset):
     """

    cycle_id: UUID
    title: str
    owner: str
    components_complete: int
    completion: float
    created_at: datetime.datetime
    updated_at: datetime.datetime
    version: int
    current_component: Component | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cycle_id = str(self.cycle_id)

        title = self.title

        owner = self.owner

        components_complete = self.components_complete

        completion = self.completion

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        version = self.version

        current_component: None | str | Unset
        if isinstance(self.current_component, Unset):
            current_component = UNSET
        elif isinstance(self.current_component, Component):
            current_component = self.current_component.value
        else:
            current_component = self.current_component


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cycle_id": cycle_id,
            "title": title,
            "owner": owner,
            "components_complete": components_complete,
            "completion": completion,
            "created_at": created_at,
            "updated_at": updated_at,
            "version": version,
        })
        if current_component is not UNSET:
            field_dict["current_component"] = current_component

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cycle_id = UUID(d.pop("cycle_id"))




        title = d.pop("title")

        owner = d.pop("owner")

        components_complete = d.pop("components_complete")

        completion = d.pop("completion")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        version = d.pop("version")

        def _parse_current_component(data: object) -> Component | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                current_component_type_0 = Component(data)



                return current_component_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Component | None | Unset, data)

        current_component = _parse_current_component(d.pop("current_component", UNSET))


        cycle_row = cls(
            cycle_id=cycle_id,
            title=title,
            owner=owner,
            components_complete=components_complete,
            completion=completion,
            created_at=created_at,
            updated_at=updated_at,
            version=version,
            current_component=current_component,
        )


        cycle_row.additional_properties = d
        return cycle_row

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
