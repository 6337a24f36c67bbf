from enum import StrEnum

class WeightMethod(StrEnum):
    DIRECT = "direct"
    RANK_ORDER = "rank_order"
    SWING = "swing"

    def __str__(self) -> str:
        return str(self.value)
