from enum import StrEnum

class RelayStateType0(StrEnum):
    STOPPED = "stopped"

    def __str__(self) -> str:
        return str(self.value)
