from enum import StrEnum

class DqElement(StrEnum):
    CLEAR_OBJECTIVES = "clear_objectives"
    CLEAR_TRADEOFFS = "clear_tradeoffs"
    COMMITMENT_TO_FOLLOW_THROUGH = "commitment_to_follow_through"
    CREATIVE_ALTERNATIVES = "creative_alternatives"
    HELPFUL_PROBLEM_FRAME = "helpful_problem_frame"
    LOGICALLY_CORRECT_REASONING = "logically_correct_reasoning"
    RELIABLE_CONSEQUENCES = "reliable_consequences"

    def __str__(self) -> str:
        return str(self.value)
