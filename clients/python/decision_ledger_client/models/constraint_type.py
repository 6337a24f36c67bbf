from enum import StrEnum

class ConstraintType(StrEnum):
    BUDGET = "budget"
    OTHER = "other"
    POLICY = "policy"
    RESOURCE = "resource"
    TIME = "time"

    def __str__(self) -> str:
        return str(self.value)
