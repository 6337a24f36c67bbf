from enum import StrEnum

class ValueFunctionKind(StrEnum):
    LINEAR = "linear"
    STEPWISE = "stepwise"

    def __str__(self) -> str:
        return str(self.value)
