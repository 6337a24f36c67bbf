from enum import StrEnum

class Weighting(StrEnum):
    EQUAL = "equal"
    WEIGHTS = "weights"

    def __str__(self) -> str:
        return str(self.value)
