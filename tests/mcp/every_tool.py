#!/usr/bin/env python3
"""Every tool of the catalog, gated and not, through the official MCP Python
SDK, which checks each result's structured content against the tool's
`outputSchema` (a mismatch raises "Invalid structured content").

    python tests/mcp/every_tool.py --tools add_note,… --gated remove_objective,… \
        --proposal-only erase_cycle
        -- target/debug/decisiond mcp --data-dir D --user alice

Over stdio, on the handshake protocol, the three sessions of `plan.py`. The
session's tool list follows its cycle, so a tool the step does not offer is
found with find_tools first, as an agent would; the SDK then has its output
schema.

Prints one JSON summary and exits 1 on any failure: a result the SDK
refused, a step whose outcome differs from the plan's, a gated tool never
held, or a tool never run.
"""

from __future__ import annotations

import sys
from typing import Any

from mcp import Client, StdioServerParameters

from plan import Tally, call_arguments, main, sessions


def wire(model: Any) -> dict[str, Any]:
    return model.model_dump(mode="json", by_alias=True, exclude_none=True)


class Session:
    """One SDK client over stdio, re-listing its tools when notified."""

    def __init__(self, client: Client, dirty: list[bool], tally: Tally) -> None:
        self.client = client
        self.dirty = dirty
        self.tally = tally
        self.listed: set[str] = set()

    async def listing(self) -> set[str]:
        if self.dirty[0] or not self.listed:
            self.dirty[0] = False
            self.listed = {t.name for t in (await self.client.list_tools()).tools}
        return self.listed

    async def run(self, step: dict[str, Any], cycles: dict[str, str]) -> None:
        name, arguments = call_arguments(step, cycles)
        if name not in await self.listing():
            self.tally.discoveries += 1
            found = wire(await self.client.call_tool("find_tools", {"cycle_id": arguments["cycle_id"],
                                                                     "query": name, "limit": 1, "detail": None}))
            if found.get("isError"):
                self.tally.failures.append(f"find_tools {name}: {found}")
            else:
                self.tally.validated.add("find_tools")
            if name not in await self.listing():
                self.tally.failures.append(f"{name}: not listed after find_tools found it")
        try:
            result = wire(await self.client.call_tool(name, arguments))
        except Exception as e:  # noqa: BLE001 - the SDK's refusal is the finding
            self.tally.failures.append(f"{name}: the SDK refused the result: {e}")
            return
        self.tally.check(step, cycles, bool(result.get("isError")), result.get("structuredContent") or {})


async def run(command: list[str], every: set[str], gated: set[str], proposal_only: set[str]) -> dict[str, Any]:
    dirty = [False]

    async def on_message(message: Any) -> None:
        if getattr(message, "method", None) == "notifications/tools/list_changed":
            dirty[0] = True

    tally = Tally()
    cycles: dict[str, str] = {}
    for gate_on, steps in sessions(gated, proposal_only):
        extra = ["--require-confirmation"] if gate_on else []
        params = StdioServerParameters(command=command[0], args=command[1:] + extra, env={"RUST_LOG": "warn"})
        async with Client(params, mode="legacy", message_handler=on_message, cache=None) as client:
            session = Session(client, dirty, tally)
            for step in steps:
                await session.run(step, cycles)
    return tally.summary(every, gated)


if __name__ == "__main__":
    sys.exit(main(__doc__.splitlines()[0], run))
