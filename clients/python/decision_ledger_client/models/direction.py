from enum import StrEnum

class Direction(StrEnum):
    HIGHER = "higher"
    LOWER = "lower"
    TARGET = "target"

    def __str__(self) -> str:
        return str(self.value)
