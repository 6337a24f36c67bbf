from enum import StrEnum

class ResponseFormat(StrEnum):
    CONCISE = "concise"
    DETAILED = "detailed"

    def __str__(self) -> str:
        return str(self.value)
