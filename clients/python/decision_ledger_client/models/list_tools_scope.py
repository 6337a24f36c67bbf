from enum import StrEnum

class ListToolsScope(StrEnum):
    ALL = "all"
    COMPONENT = "component"
    STEP = "step"

    def __str__(self) -> str:
        return str(self.value)
