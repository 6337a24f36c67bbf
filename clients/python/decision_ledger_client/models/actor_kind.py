from enum import StrEnum

class ActorKind(StrEnum):
    AGENT = "agent"
    PERSON = "person"
    SERVICE = "service"
    SYSTEM = "system"

    def __str__(self) -> str:
        return str(self.value)
