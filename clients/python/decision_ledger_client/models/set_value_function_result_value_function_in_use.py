from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.set_value_function_result_value_function_type_0 import SetValueFunctionResultValueFunctionType0
  from ..models.set_value_function_result_value_function_type_1 import SetValueFunctionResultValueFunctionType1





T = TypeVar("T", bound="SetValueFunctionResultValueFunctionInUse")



@_attrs_define
class SetValueFunctionResultValueFunctionInUse:
    """ One objective's value function as the views show it.

        Attributes:
            objective_id (str):
            name (str):
            unit (str):
            function (SetValueFunctionResultValueFunctionType0 | SetValueFunctionResultValueFunctionType1): How a measured
                value scores, from 0 (worst) to 1 (best).
     """

    objective_id: str
    name: str
    unit: str
    function: SetValueFunctionResultValueFunctionType0 | SetValueFunctionResultValueFunctionType1
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.set_value_function_result_value_function_type_0 import SetValueFunctionResultValueFunctionType0 # noqa: PLC0415
        from ..models.set_value_function_result_value_function_type_1 import SetValueFunctionResultValueFunctionType1 # noqa: PLC0415
        objective_id = self.objective_id

        name = self.name

        unit = self.unit

        function: dict[str, Any]
        if isinstance(self.function, SetValueFunctionResultValueFunctionType0):
            function = self.function.to_dict()
        else:
            function = self.function.to_dict()



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "objective_id": objective_id,
            "name": name,
            "unit": unit,
            "function": function,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.set_value_function_result_value_function_type_0 import SetValueFunctionResultValueFunctionType0 # noqa: PLC0415
        from ..models.set_value_function_result_value_function_type_1 import SetValueFunctionResultValueFunctionType1 # noqa: PLC0415
        d = dict(src_dict)
        objective_id = d.pop("objective_id")

        name = d.pop("name")

        unit = d.pop("unit")

        def _parse_function(data: object) -> SetValueFunctionResultValueFunctionType0 | SetValueFunctionResultValueFunctionType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_set_value_function_result_value_function_type_0 = SetValueFunctionResultValueFunctionType0.from_dict(data)



                return componentsschemas_set_value_function_result_value_function_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_set_value_function_result_value_function_type_1 = SetValueFunctionResultValueFunctionType1.from_dict(data)



            return componentsschemas_set_value_function_result_value_function_type_1

        function = _parse_function(d.pop("function"))


        set_value_function_result_value_function_in_use = cls(
            objective_id=objective_id,
            name=name,
            unit=unit,
            function=function,
        )


        set_value_function_result_value_function_in_use.additional_properties = d
        return set_value_function_result_value_function_in_use

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
