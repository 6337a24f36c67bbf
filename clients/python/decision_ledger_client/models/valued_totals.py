from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.weighting import Weighting
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.consequence_cell import ConsequenceCell
  from ..models.valued_objective import ValuedObjective





T = TypeVar("T", bound="ValuedTotals")



@_attrs_define
class ValuedTotals:
    """ The valued side of the totals: present once an objective of the basis
    has a value function and a measurement.

        Attributes:
            weighting (Weighting): How the valued objectives are weighted: `weights` (the objective
                weights in use, renormalised over the valued objectives) or `equal`
                (no weights set: every valued objective alike).
            objectives (list[ValuedObjective]): The objectives with a value function that the valued totals sum over.
            objectives_not_valued (list[str]): Objectives of the basis without a value function: not in the
                valued totals until they get one.
            unmeasured (list[ConsequenceCell]): Cells of valued objectives not measured yet; an alternative with
                one has no valued total.
            tied_leaders (bool):
            leaders (list[str]):
            leader_id (None | str | Unset): The alternative with the highest valued total (ties: order added);
                `null` when none is measured on every valued objective.
            leader_name (None | str | Unset):
     """

    weighting: Weighting
    objectives: list[ValuedObjective]
    objectives_not_valued: list[str]
    unmeasured: list[ConsequenceCell]
    tied_leaders: bool
    leaders: list[str]
    leader_id: None | str | Unset = UNSET
    leader_name: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.consequence_cell import ConsequenceCell # noqa: PLC0415
        from ..models.valued_objective import ValuedObjective # noqa: PLC0415
        weighting = self.weighting.value

        objectives = []
        for objectives_item_data in self.objectives:
            objectives_item = objectives_item_data.to_dict()
            objectives.append(objectives_item)



        objectives_not_valued = self.objectives_not_valued



        unmeasured = []
        for unmeasured_item_data in self.unmeasured:
            unmeasured_item = unmeasured_item_data.to_dict()
            unmeasured.append(unmeasured_item)



        tied_leaders = self.tied_leaders

        leaders = self.leaders



        leader_id: None | str | Unset
        if isinstance(self.leader_id, Unset):
            leader_id = UNSET
        else:
            leader_id = self.leader_id

        leader_name: None | str | Unset
        if isinstance(self.leader_name, Unset):
            leader_name = UNSET
        else:
            leader_name = self.leader_name


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "weighting": weighting,
            "objectives": objectives,
            "objectives_not_valued": objectives_not_valued,
            "unmeasured": unmeasured,
            "tied_leaders": tied_leaders,
            "leaders": leaders,
        })
        if leader_id is not UNSET:
            field_dict["leader_id"] = leader_id
        if leader_name is not UNSET:
            field_dict["leader_name"] = leader_name

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.consequence_cell import ConsequenceCell # noqa: PLC0415
        from ..models.valued_objective import ValuedObjective # noqa: PLC0415
        d = dict(src_dict)
        weighting = Weighting(d.pop("weighting"))




        objectives = []
        _objectives = d.pop("objectives")
        for objectives_item_data in (_objectives):
            objectives_item = ValuedObjective.from_dict(objectives_item_data)



            objectives.append(objectives_item)


        objectives_not_valued = cast(list[str], d.pop("objectives_not_valued"))


        unmeasured = []
        _unmeasured = d.pop("unmeasured")
        for unmeasured_item_data in (_unmeasured):
            unmeasured_item = ConsequenceCell.from_dict(unmeasured_item_data)



            unmeasured.append(unmeasured_item)


        tied_leaders = d.pop("tied_leaders")

        leaders = cast(list[str], d.pop("leaders"))


        def _parse_leader_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        leader_id = _parse_leader_id(d.pop("leader_id", UNSET))


        def _parse_leader_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        leader_name = _parse_leader_name(d.pop("leader_name", UNSET))


        valued_totals = cls(
            weighting=weighting,
            objectives=objectives,
            objectives_not_valued=objectives_not_valued,
            unmeasured=unmeasured,
            tied_leaders=tied_leaders,
            leaders=leaders,
            leader_id=leader_id,
            leader_name=leader_name,
        )


        valued_totals.additional_properties = d
        return valued_totals

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
