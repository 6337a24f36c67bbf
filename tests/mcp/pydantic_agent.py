#!/usr/bin/env python3
"""Every tool of the catalog, gated and not, called by a pydantic-ai agent
over MCP (`MCPToolset`, on the FastMCP client), which checks each result
against the tool's `outputSchema`.

    python tests/mcp/pydantic_agent.py --tools add_note,… --gated remove_objective,… \
        --proposal-only erase_cycle -- target/debug/decisiond mcp --data-dir D --user alice

The model is pydantic-ai's `FunctionModel`, scripted with the three sessions
of `plan.py`: each model request answers the plan's next call, if the agent
offers that tool (the toolset's listing, which follows the cycle and is
re-read on `notifications/tools/list_changed`), else a find_tools call that
brings it into the listing, as a model would. Everything else is the
framework's own: the tool listing, the call, the result's validation, the
tool return handed back to the model.

Prints one JSON summary and exits 1 on any failure: a result the client
refused, an outcome other than the plan's, a tool the agent never got, a
gated tool never held, or a tool never run.
"""

from __future__ import annotations

import sys
from typing import Any

from fastmcp import Client
from fastmcp.client.transports import StdioTransport
from fastmcp.exceptions import ToolError
from pydantic_ai import Agent
from pydantic_ai.mcp import MCPToolset
from pydantic_ai.messages import ModelMessage, ModelResponse, TextPart, ToolCallPart
from pydantic_ai.models.function import AgentInfo, FunctionModel
from pydantic_ai.usage import UsageLimits

from plan import Tally, call_arguments, main, sessions


class Script:
    """The scripted model of one session, and the hook that sees each answer."""

    def __init__(self, steps: list[dict[str, Any]], cycles: dict[str, str], tally: Tally) -> None:
        self.steps = steps
        self.cycles = cycles
        self.tally = tally
        self.next = 0
        self.searched = False
        self.pending: dict[str, Any] | None = None

    def respond(self, messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        offered = {tool.name for tool in info.function_tools}
        while self.next < len(self.steps):
            step = self.steps[self.next]
            name, arguments = call_arguments(step, self.cycles)
            if name in offered:
                self.next += 1
                self.searched = False
                self.pending = step
                return ModelResponse(parts=[ToolCallPart(name, arguments, tool_call_id=f"call_{self.tally.calls}")])
            if not self.searched and "find_tools" in offered:
                self.searched = True
                self.pending = None
                self.tally.discoveries += 1
                query = {"cycle_id": arguments.get("cycle_id"), "query": name, "limit": 1, "detail": None}
                return ModelResponse(parts=[ToolCallPart("find_tools", query, tool_call_id=f"find_{self.next}")])
            self.tally.failures.append(f"{name}: neither offered nor found ({sorted(offered)})")
            self.next += 1
            self.searched = False
        return ModelResponse(parts=[TextPart("The decision is recorded.")])

    async def hook(self, ctx: Any, call_tool: Any, name: str, arguments: dict[str, Any]) -> Any:
        step, self.pending = self.pending, None
        try:
            result = await call_tool(name, arguments)
        except ToolError as e:  # an isError answer (tool_error_behavior="error")
            if step is None:
                self.tally.failures.append(f"{name}: {e}")
            else:
                self.tally.check(step, self.cycles, True, {})
            return f"error: {e}"
        except Exception as e:  # noqa: BLE001 - the client's refusal is the finding
            self.tally.failures.append(f"{name}: the client refused the result: {type(e).__name__}: {e}")
            return f"error: {e}"
        data = result if isinstance(result, dict) else {}
        if step is None:
            self.tally.validated.add(name)
        else:
            self.tally.check(step, self.cycles, False, data)
        return result


async def run(command: list[str], every: set[str], gated: set[str], proposal_only: set[str]) -> dict[str, Any]:
    tally = Tally()
    cycles: dict[str, str] = {}
    for gate_on, steps in sessions(gated, proposal_only):
        extra = ["--require-confirmation"] if gate_on else []
        script = Script(steps, cycles, tally)
        transport = StdioTransport(command[0], command[1:] + extra, env={"RUST_LOG": "warn"})
        # The handshake protocol: from 2026-07-28 a session's tools/list may
        # not follow its cycle, so it holds the entry set alone, and an agent
        # that calls only listed tools never gets the others. A pre-built
        # client gets no list_changed handler from the toolset: the listing
        # is read again before each model request instead.
        client = Client(transport, mode="legacy")
        toolset = MCPToolset(client, tool_error_behavior="error", process_tool_call=script.hook, cache_tools=False)
        agent = Agent(FunctionModel(script.respond), toolsets=[toolset])
        async with agent:
            await agent.run("Carry the decision through.", usage_limits=UsageLimits(request_limit=None))
        if script.next < len(steps):
            tally.failures.append(f"the agent stopped at step {script.next} of {len(steps)}")
    return tally.summary(every, gated)


if __name__ == "__main__":
    sys.exit(main(__doc__.splitlines()[0], run))
