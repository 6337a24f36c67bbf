#!/usr/bin/env python3
"""Every tool the confirmation gate can hold, gated, through the official MCP
Python SDK, which checks each result's structured content against the
tool's `outputSchema` (a mismatch raises "Invalid structured content").

    python tests/mcp/gated.py --gated remove_objective,… -- target/debug/decisiond mcp --data-dir D --user alice

Over stdio, on the handshake protocol (the session's tool list follows its
cycle, so the SDK has every called tool's output schema; a tool the step
does not offer is found with find_tools first, as an agent would):

1. without the gate, the career-move scenario, step by step, on cycle A;
2. with the gate (`--require-confirmation`, a second process on the same
   data directory): the scenario again on cycle B, where its gated steps
   answer proposals; then, on cycle A, every gated tool the scenario does
   not call (what it removes, demotes, un-marks, and erase_cycle).

Prints one JSON summary and exits 1 on any failure: a result the SDK
refused, a gated call that did not answer a proposal, a step whose outcome
differs from the scenario's, or a gated tool never called.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import Any

from mcp import Client, StdioServerParameters

SCENARIO = Path(__file__).resolve().parents[1] / "scenarios" / "career-move.json"

# The gated calls the scenario does not make, valid on its final state
# (cycle A): each would be accepted, so the gate holds it.
EXTRA = {
    "remove_objective": ("objectives", {"id": "obj_2", "reason": "Folded into compensation"}),
    "demote_to_means": ("objectives", {"id": "obj_2", "fundamental_id": "obj_1"}),
    "remove_alternative": ("alternatives", {"id": "alt_b", "reason": "The startup withdrew"}),
    "clear_dominated": ("tradeoffs", {"alternative_id": "alt_c", "reason": "Re-rated after the new offer"}),
    "set_focal_decision": ("issue_raising", {"decision_id": "dec_2"}),
    "set_standout": ("recommendation", {"alternative_id": "alt_b", "rationale": "Growth outweighs pay"}),
    "erase_cycle": (None, {}),
}


def wire(model: Any) -> dict[str, Any]:
    return model.model_dump(mode="json", by_alias=True, exclude_none=True)


class Session:
    """One SDK client over stdio, re-listing its tools when notified."""

    def __init__(self, client: Client, dirty: list[bool]) -> None:
        self.client = client
        self.dirty = dirty
        self.listed: set[str] = set()
        self.failures: list[str] = []
        self.validated: set[str] = set()
        self.proposed: set[str] = set()

    async def listing(self) -> set[str]:
        if self.dirty[0] or not self.listed:
            self.dirty[0] = False
            self.listed = {t.name for t in (await self.client.list_tools()).tools}
        return self.listed

    async def call(self, name: str, arguments: dict[str, Any]) -> dict[str, Any] | None:
        """The call's result; None (and a failure) when the SDK refused it."""
        if name not in await self.listing():
            found = wire(await self.client.call_tool("find_tools", {**arguments_of(arguments), "query": name,
                                                                     "limit": 1, "detail": None}))
            if found.get("isError"):
                self.failures.append(f"find_tools {name}: {found}")
            if name not in await self.listing():
                self.failures.append(f"{name}: not listed after find_tools found it")
        try:
            result = wire(await self.client.call_tool(name, arguments))
        except Exception as e:  # noqa: BLE001 - the SDK's refusal is the finding
            self.failures.append(f"{name}: the SDK refused the result: {e}")
            return None
        if not result.get("isError"):
            self.validated.add(name)
        return result


def arguments_of(arguments: dict[str, Any]) -> dict[str, Any]:
    return {"cycle_id": arguments["cycle_id"]}


async def scenario(session: Session, gated: set[str], gate_on: bool) -> str:
    script = json.loads(SCENARIO.read_text())
    created = wire(await session.client.call_tool("create_cycle", {"title": script["create"]["title"]}))
    cycle = created["structuredContent"]["cycle_id"]
    for n, step in enumerate(script["steps"]):
        if "navigate" in step:
            await session.call("navigate", {"cycle_id": cycle, "component": step["navigate"]})
            continue
        name = step["tool"]
        result = await session.call(name, {"cycle_id": cycle, **step["parameters"]})
        if result is None:
            continue
        refused = "expect_status" in step
        if bool(result.get("isError")) != refused:
            session.failures.append(f"step {n} {name}: isError {result.get('isError')}, expected {refused}")
        data = result.get("structuredContent") or {}
        held = gate_on and name in gated and not refused
        if held:
            session.proposed.add(name)
        if held != (data.get("confirmation_required") is True):
            session.failures.append(f"step {n} {name}: proposal {data.get('confirmation_required')}, gate {held}")
    return cycle


async def run(command: list[str], gated: set[str]) -> dict[str, Any]:
    dirty = [False]

    async def on_message(message: Any) -> None:
        if getattr(message, "method", None) == "notifications/tools/list_changed":
            dirty[0] = True

    def client(extra: list[str]) -> Client:
        params = StdioServerParameters(command=command[0], args=command[1:] + extra, env={"RUST_LOG": "warn"})
        return Client(params, mode="legacy", message_handler=on_message, cache=None)

    summary: dict[str, Any] = {}
    async with client([]) as open_client:
        free = Session(open_client, dirty)
        cycle_a = await scenario(free, gated, gate_on=False)
    async with client(["--require-confirmation"]) as gated_client:
        held = Session(gated_client, dirty)
        await scenario(held, gated, gate_on=True)
        for name, (component, parameters) in EXTRA.items():
            if name in held.proposed:
                continue
            if component:
                await held.call("navigate", {"cycle_id": cycle_a, "component": component})
            result = await held.call(name, {"cycle_id": cycle_a, **parameters})
            data = (result or {}).get("structuredContent") or {}
            if result is not None and data.get("confirmation_required") is not True:
                held.failures.append(f"{name}: no proposal under the gate: {result}")
            elif result is not None:
                held.proposed.add(name)
    failures = free.failures + held.failures
    unheld = sorted(gated - held.proposed)
    if unheld:
        failures.append(f"gated tools never held: {unheld}")
    summary.update(
        ok=not failures,
        failures=failures,
        proposed=sorted(held.proposed),
        validated=sorted(free.validated | held.validated),
    )
    return summary


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gated", required=True, help="the tools the gate can hold, comma separated")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="-- decisiond mcp …")
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    summary = asyncio.run(run(command, set(args.gated.split(","))))
    print(json.dumps(summary, indent=1))
    return 0 if summary["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
