from enum import StrEnum

class Component(StrEnum):
    ALTERNATIVES = "alternatives"
    CONSEQUENCES = "consequences"
    DECISION_QUALITY = "decision_quality"
    ISSUE_RAISING = "issue_raising"
    OBJECTIVES = "objectives"
    PROBLEM_FRAME = "problem_frame"
    RECOMMENDATION = "recommendation"
    TRADEOFFS = "tradeoffs"

    def __str__(self) -> str:
        return str(self.value)
