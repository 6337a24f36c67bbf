from enum import StrEnum

class ToolResultClass(StrEnum):
    CONFLICT = "conflict"
    INTERNAL_ERROR = "internal_error"
    NOT_FOUND = "not_found"
    SUCCESS = "success"
    VALIDATION_ERROR = "validation_error"

    def __str__(self) -> str:
        return str(self.value)
