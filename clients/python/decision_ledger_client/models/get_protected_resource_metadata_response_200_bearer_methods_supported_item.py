from enum import StrEnum

class GetProtectedResourceMetadataResponse200BearerMethodsSupportedItem(StrEnum):
    HEADER = "header"

    def __str__(self) -> str:
        return str(self.value)
