from enum import StrEnum

class HierarchyLevel(StrEnum):
    DEFERRED = "deferred"
    FOCUS = "focus"
    GIVEN = "given"

    def __str__(self) -> str:
        return str(self.value)
