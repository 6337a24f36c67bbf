from enum import StrEnum

class PartyRole(StrEnum):
    ADVISOR = "advisor"
    AFFECTED = "affected"
    APPROVER = "approver"
    DECISION_MAKER = "decision_maker"
    OTHER = "other"
    STAKEHOLDER = "stakeholder"

    def __str__(self) -> str:
        return str(self.value)
