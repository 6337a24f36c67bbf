from enum import StrEnum

class StreamEventEvent(StrEnum):
    DOMAIN_EVENT = "domain_event"
    SECTIONS = "sections"

    def __str__(self) -> str:
        return str(self.value)
