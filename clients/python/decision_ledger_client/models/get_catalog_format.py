from enum import StrEnum

class GetCatalogFormat(StrEnum):
    ANTHROPIC = "anthropic"
    DTO = "dto"
    MCP = "mcp"
    OPENAI = "openai"
    OPENAI_RESPONSES = "openai-responses"
    VALUE_0 = ""

    def __str__(self) -> str:
        return str(self.value)
