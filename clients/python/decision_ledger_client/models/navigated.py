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

if TYPE_CHECKING:
  from ..models.revisit_item import RevisitItem





T = TypeVar("T", bound="Navigated")



@_attrs_define
class Navigated:
    """ 
        Attributes:
            cycle_id (UUID):
            current_component (Component): A PrOACT component, in the order a cycle walks through them.
            changed (bool):
            version (int):
            revisits_to_prompt (list[RevisitItem]): Leaving a component: the pending high and critical revisit
                suggestions to put to the person now (what `suggest_revisit`'s
                `will_prompt_user` promises). Empty when nothing moved.
            previous_component (Component | None | Unset):
            position (int | None | Unset): Feed position of the move (`None`: nothing moved).
     """

    cycle_id: UUID
    current_component: Component
    changed: bool
    version: int
    revisits_to_prompt: list[RevisitItem]
    previous_component: Component | None | Unset = UNSET
    position: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.revisit_item import RevisitItem # noqa: PLC0415
        cycle_id = str(self.cycle_id)

        current_component = self.current_component.value

        changed = self.changed

        version = self.version

        revisits_to_prompt = []
        for revisits_to_prompt_item_data in self.revisits_to_prompt:
            revisits_to_prompt_item = revisits_to_prompt_item_data.to_dict()
            revisits_to_prompt.append(revisits_to_prompt_item)



        previous_component: None | str | Unset
        if isinstance(self.previous_component, Unset):
            previous_component = UNSET
        elif isinstance(self.previous_component, Component):
            previous_component = self.previous_component.value
        else:
            previous_component = self.previous_component

        position: int | None | Unset
        if isinstance(self.position, Unset):
            position = UNSET
        else:
            position = self.position


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cycle_id": cycle_id,
            "current_component": current_component,
            "changed": changed,
            "version": version,
            "revisits_to_prompt": revisits_to_prompt,
        })
        if previous_component is not UNSET:
            field_dict["previous_component"] = previous_component
        if position is not UNSET:
            field_dict["position"] = position

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.revisit_item import RevisitItem # noqa: PLC0415
        d = dict(src_dict)
        cycle_id = UUID(d.pop("cycle_id"))




        current_component = Component(d.pop("current_component"))




        changed = d.pop("changed")

        version = d.pop("version")

        revisits_to_prompt = []
        _revisits_to_prompt = d.pop("revisits_to_prompt")
        for revisits_to_prompt_item_data in (_revisits_to_prompt):
            revisits_to_prompt_item = RevisitItem.from_dict(revisits_to_prompt_item_data)



            revisits_to_prompt.append(revisits_to_prompt_item)


        def _parse_previous_component(data: object) -> Component | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                previous_component_type_0 = Component(data)



                return previous_component_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Component | None | Unset, data)

        previous_component = _parse_previous_component(d.pop("previous_component", UNSET))


        def _parse_position(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        position = _parse_position(d.pop("position", UNSET))


        navigated = cls(
            cycle_id=cycle_id,
            current_component=current_component,
            changed=changed,
            version=version,
            revisits_to_prompt=revisits_to_prompt,
            previous_component=previous_component,
            position=position,
        )


        navigated.additional_properties = d
        return navigated

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
