from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hierarchy_level import HierarchyLevel






T = TypeVar("T", bound="AddHierarchyDecisionParameters")



@_attrs_define
class AddHierarchyDecisionParameters:
    """ 
        Attributes:
            description (str): A related decision, e.g. "Which city to live in".
            level (HierarchyLevel): Where a decision sits in the decision hierarchy: given (already
                decided), focus (decided now) or deferred (decided later).
            status (str): Free-text status, e.g. "decided", "open".
     """

    description: str
    level: HierarchyLevel
    status: str





    def to_dict(self) -> dict[str, Any]:
        description = self.description

        level = self.level.value

        status = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "description": description,
            "level": level,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        description = d.pop("description")

        level = HierarchyLevel(d.pop("level"))




        status = d.pop("status")

        add_hierarchy_decision_parameters = cls(
            description=description,
            level=level,
            status=status,
        )

        return add_hierarchy_decision_parameters

