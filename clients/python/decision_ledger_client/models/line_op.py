from enum import StrEnum

class LineOp(StrEnum):
    ADDED = "added"
    REMOVED = "removed"
    SAME = "same"

    def __str__(self) -> str:
        return str(self.value)
