from enum import StrEnum

class RevisitAction(StrEnum):
    ACCEPT = "accept"
    DISMISS = "dismiss"

    def __str__(self) -> str:
        return str(self.value)
