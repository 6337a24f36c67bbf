from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.basis import Basis
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.cell_flip import CellFlip
  from ..models.cell_ref import CellRef
  from ..models.weight_flip import WeightFlip





T = TypeVar("T", bound="FlipAnalysisResult")



@_attrs_define
class FlipAnalysisResult:
    """ 
        Attributes:
            basis (Basis): Which totals the analysis is about.
            leader_id (str):
            leader_name (str):
            tied_leaders (bool):
            cell_flips (list[CellFlip]): Cells whose change flips the leader, smallest change first.
            weight_flips (list[WeightFlip]): Weights whose change flips the leader, smallest change first
                (weighted basis only; empty for pugh).
            cells_checked (int):
            weights_checked (int):
            weights_stale (bool | None | Unset): Weighted basis only: the weights predate a change of objectives.
            robust_cells (list[CellRef] | Unset): Cells no rating within −2…+2 moves off the leader. Only in the `detailed`
                response format.
            robust_weights (list[str] | Unset): Objectives whose weight can go anywhere in 0…1 without a flip. Only in the
                `detailed` response format.
     """

    basis: Basis
    leader_id: str
    leader_name: str
    tied_leaders: bool
    cell_flips: list[CellFlip]
    weight_flips: list[WeightFlip]
    cells_checked: int
    weights_checked: int
    weights_stale: bool | None | Unset = UNSET
    robust_cells: list[CellRef] | Unset = UNSET
    robust_weights: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.cell_flip import CellFlip # noqa: PLC0415
        from ..models.cell_ref import CellRef # noqa: PLC0415
        from ..models.weight_flip import WeightFlip # noqa: PLC0415
        basis = self.basis.value

        leader_id = self.leader_id

        leader_name = self.leader_name

        tied_leaders = self.tied_leaders

        cell_flips = []
        for cell_flips_item_data in self.cell_flips:
            cell_flips_item = cell_flips_item_data.to_dict()
            cell_flips.append(cell_flips_item)



        weight_flips = []
        for weight_flips_item_data in self.weight_flips:
            weight_flips_item = weight_flips_item_data.to_dict()
            weight_flips.append(weight_flips_item)



        cells_checked = self.cells_checked

        weights_checked = self.weights_checked

        weights_stale: bool | None | Unset
        if isinstance(self.weights_stale, Unset):
            weights_stale = UNSET
        else:
            weights_stale = self.weights_stale

        robust_cells: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.robust_cells, Unset):
            robust_cells = []
            for robust_cells_item_data in self.robust_cells:
                robust_cells_item = robust_cells_item_data.to_dict()
                robust_cells.append(robust_cells_item)



        robust_weights: list[str] | Unset = UNSET
        if not isinstance(self.robust_weights, Unset):
            robust_weights = self.robust_weights




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "basis": basis,
            "leader_id": leader_id,
            "leader_name": leader_name,
            "tied_leaders": tied_leaders,
            "cell_flips": cell_flips,
            "weight_flips": weight_flips,
            "cells_checked": cells_checked,
            "weights_checked": weights_checked,
        })
        if weights_stale is not UNSET:
            field_dict["weights_stale"] = weights_stale
        if robust_cells is not UNSET:
            field_dict["robust_cells"] = robust_cells
        if robust_weights is not UNSET:
            field_dict["robust_weights"] = robust_weights

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cell_flip import CellFlip # noqa: PLC0415
        from ..models.cell_ref import CellRef # noqa: PLC0415
        from ..models.weight_flip import WeightFlip # noqa: PLC0415
        d = dict(src_dict)
        basis = Basis(d.pop("basis"))




        leader_id = d.pop("leader_id")

        leader_name = d.pop("leader_name")

        tied_leaders = d.pop("tied_leaders")

        cell_flips = []
        _cell_flips = d.pop("cell_flips")
        for cell_flips_item_data in (_cell_flips):
            cell_flips_item = CellFlip.from_dict(cell_flips_item_data)



            cell_flips.append(cell_flips_item)


        weight_flips = []
        _weight_flips = d.pop("weight_flips")
        for weight_flips_item_data in (_weight_flips):
            weight_flips_item = WeightFlip.from_dict(weight_flips_item_data)



            weight_flips.append(weight_flips_item)


        cells_checked = d.pop("cells_checked")

        weights_checked = d.pop("weights_checked")

        def _parse_weights_stale(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        weights_stale = _parse_weights_stale(d.pop("weights_stale", UNSET))


        _robust_cells = d.pop("robust_cells", UNSET)
        robust_cells: list[CellRef] | Unset = UNSET
        if _robust_cells is not UNSET:
            robust_cells = []
            for robust_cells_item_data in _robust_cells:
                robust_cells_item = CellRef.from_dict(robust_cells_item_data)



                robust_cells.append(robust_cells_item)


        robust_weights = cast(list[str], d.pop("robust_weights", UNSET))


        flip_analysis_result = cls(
            basis=basis,
            leader_id=leader_id,
            leader_name=leader_name,
            tied_leaders=tied_leaders,
            cell_flips=cell_flips,
            weight_flips=weight_flips,
            cells_checked=cells_checked,
            weights_checked=weights_checked,
            weights_stale=weights_stale,
            robust_cells=robust_cells,
            robust_weights=robust_weights,
        )


        flip_analysis_result.additional_properties = d
        return flip_analysis_result

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
