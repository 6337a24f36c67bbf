from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.value_function_kind import ValueFunctionKind
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.step_input import StepInput





T = TypeVar("T", bound="SetValueFunctionParameters")



@_attrs_define
class SetValueFunctionParameters:
    """ 
        Attributes:
            objective_id (str): e.g. "obj_2".
            unit (str): The unit the function reads, e.g. "min"; the objective's
                measurements must be in it.
            kind (ValueFunctionKind): linear (worst and best) or stepwise (steps).
            worst (float | None | Unset): linear: the value that scores 0; null for stepwise.
            best (float | None | Unset): linear: the value that scores 1 (below worst: lower is better);
                null for stepwise.
            steps (list[StepInput] | None | Unset): stepwise: 2–20 steps with increasing `from`, scores spanning 0 to 1;
                null for linear.
     """

    objective_id: str
    unit: str
    kind: ValueFunctionKind
    worst: float | None | Unset = UNSET
    best: float | None | Unset = UNSET
    steps: list[StepInput] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.step_input import StepInput # noqa: PLC0415
        objective_id = self.objective_id

        unit = self.unit

        kind = self.kind.value

        worst: float | None | Unset
        if isinstance(self.worst, Unset):
            worst = UNSET
        else:
            worst = self.worst

        best: float | None | Unset
        if isinstance(self.best, Unset):
            best = UNSET
        else:
            best = self.best

        steps: list[dict[str, Any]] | None | Unset
        if isinstance(self.steps, Unset):
            steps = UNSET
        elif isinstance(self.steps, list):
            steps = []
            for steps_type_0_item_data in self.steps:
                steps_type_0_item = steps_type_0_item_data.to_dict()
                steps.append(steps_type_0_item)


        else:
            steps = self.steps


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "objective_id": objective_id,
            "unit": unit,
            "kind": kind,
        })
        if worst is not UNSET:
            field_dict["worst"] = worst
        if best is not UNSET:
            field_dict["best"] = best
        if steps is not UNSET:
            field_dict["steps"] = steps

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.step_input import StepInput # noqa: PLC0415
        d = dict(src_dict)
        objective_id = d.pop("objective_id")

        unit = d.pop("unit")

        kind = ValueFunctionKind(d.pop("kind"))




        def _parse_worst(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        worst = _parse_worst(d.pop("worst", UNSET))


        def _parse_best(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        best = _parse_best(d.pop("best", UNSET))


        def _parse_steps(data: object) -> list[StepInput] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                steps_type_0 = []
                _steps_type_0 = data
                for steps_type_0_item_data in (_steps_type_0):
                    steps_type_0_item = StepInput.from_dict(steps_type_0_item_data)



                    steps_type_0.append(steps_type_0_item)

                return steps_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[StepInput] | None | Unset, data)

        steps = _parse_steps(d.pop("steps", UNSET))


        set_value_function_parameters = cls(
            objective_id=objective_id,
            unit=unit,
            kind=kind,
            worst=worst,
            best=best,
            steps=steps,
        )

        return set_value_function_parameters

