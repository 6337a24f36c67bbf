from enum import StrEnum

class RaterKind(StrEnum):
    AGENT = "agent"
    EXPERT = "expert"
    OTHER = "other"
    PARTNER = "partner"
    PERSON = "person"

    def __str__(self) -> str:
        return str(self.value)
