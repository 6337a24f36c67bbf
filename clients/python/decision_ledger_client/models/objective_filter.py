from enum import StrEnum

class ObjectiveFilter(StrEnum):
    ALL = "all"
    FUNDAMENTAL = "fundamental"
    MEANS = "means"

    def __str__(self) -> str:
        return str(self.value)
