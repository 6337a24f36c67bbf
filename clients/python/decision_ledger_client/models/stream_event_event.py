from enum import StrEnum

class StreamEventEvent(StrEnum):
    CAUGHT_UP = "caught_up"
    DOMAIN_EVENT = "domain_event"
    END = "end"
    SECTIONS = "sections"
    SHUTDOWN = "shutdown"

    def __str__(self) -> str:
        return str(self.value)
