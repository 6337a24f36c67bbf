from enum import StrEnum

class ListConfirmationsStatus(StrEnum):
    ALL = "all"
    ANSWERED = "answered"
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
