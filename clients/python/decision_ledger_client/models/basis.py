from enum import StrEnum

class Basis(StrEnum):
    PUGH = "pugh"
    WEIGHTED = "weighted"

    def __str__(self) -> str:
        return str(self.value)
