from enum import StrEnum

class ConfirmationStatus(StrEnum):
    CONFIRMED = "confirmed"
    EXPIRED = "expired"
    PENDING = "pending"
    REJECTED = "rejected"

    def __str__(self) -> str:
        return str(self.value)
