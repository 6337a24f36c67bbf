#!/usr/bin/env python3
"""Drive decisiond's /mcp endpoint with the official MCP Python SDK.

    python tests/mcp/client.py http://127.0.0.1:8080 --token "$DECISIOND_TOKEN"

Runs one decision through MCP alone, twice: once negotiating the stateless
2026-07-28 protocol ("auto"), once with the initialize handshake of the
earlier versions ("legacy"). Each run lists the tools, creates a cycle,
navigates issue_raising -> objectives -> alternatives -> consequences, adds
objectives and alternatives, rates cells, computes the Pugh totals and makes
calls that must fail with an actionable `isError` result.

Prints one JSON summary on stdout and exits 1 if any check failed (2 if the
`mcp` package is missing). tests/tests/mcp.rs runs it against the real binary.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import uuid
from typing import Any

try:
    from mcp import Client
    from mcp.client.streamable_http import create_mcp_http_client, streamable_http_client
    from mcp.shared.exceptions import MCPError
except ImportError as e:  # Say how to get it rather than a bare traceback.
    print(
        f"the `mcp` package is missing ({e}): run deploy/test.sh, or "
        "pip install -r tests/mcp/requirements.txt in a venv and set DECISION_MCP_PYTHON",
        file=sys.stderr,
    )
    sys.exit(2)


class Checks:
    """Collects failed expectations instead of stopping at the first one."""

    def __init__(self, mode: str) -> None:
        self.mode = mode
        self.failures: list[str] = []

    def expect(self, condition: bool, what: str) -> bool:
        if not condition:
            self.failures.append(f"[{self.mode}] {what}")
        return condition


def wire(model: Any) -> dict[str, Any]:
    """A result or tool as it was on the wire (camelCase names)."""
    return model.model_dump(mode="json", by_alias=True, exclude_none=True)


def text_of(result: dict[str, Any]) -> str:
    return " ".join(c.get("text", "") for c in result.get("content", []) if c.get("type") == "text")


class Run:
    """One decision carried through MCP by one client."""

    def __init__(self, client: Client, checks: Checks) -> None:
        self.client = client
        self.checks = checks
        self.cycle_id = ""
        # The feed position of the latest audited call (from `_meta`), so a
        # caller can read the read models once they include it.
        self.last_position = 0

    async def call(self, name: str, arguments: dict[str, Any], meta: dict[str, Any] | None = None) -> dict[str, Any]:
        result = wire(await self.client.call_tool(name, arguments, meta=meta))
        position = result.get("_meta", {}).get("position")
        if isinstance(position, int):
            self.last_position = max(self.last_position, position)
        return result

    async def ok(self, name: str, arguments: dict[str, Any], meta: dict[str, Any] | None = None) -> dict[str, Any]:
        """A call that must succeed; returns its structured content."""
        args = {"cycle_id": self.cycle_id, **arguments} if name != "create_cycle" else arguments
        result = await self.call(name, args, meta)
        c = self.checks
        if not c.expect(not result.get("isError"), f"{name} failed: {text_of(result)}"):
            return {}
        data = result.get("structuredContent")
        c.expect(isinstance(data, dict), f"{name}: structuredContent is an object")
        # The same JSON as text, for clients that only read text.
        c.expect(json.loads(text_of(result) or "null") == data, f"{name}: text content is the structured JSON")
        return data or {}

    async def rejected(self, name: str, arguments: dict[str, Any], must_mention: list[str]) -> str:
        """A call that must come back as a tool error naming what to fix."""
        result = await self.call(name, arguments)
        text = text_of(result)
        c = self.checks
        c.expect(result.get("isError") is True, f"{name} {arguments}: isError expected, got {result}")
        c.expect("structuredContent" not in result, f"{name}: an error carries no structured content")
        for word in must_mention:
            c.expect(word in text, f"{name}: error text mentions {word!r}: {text}")
        for http in ["/api/", "Retry-After", "Idempotency-Key header"]:
            c.expect(http not in text, f"{name}: an MCP error names no HTTP mechanism ({http!r}): {text}")
        return text


async def check_tools(client: Client, c: Checks) -> int:
    tools = {t.name: wire(t) for t in (await client.list_tools()).tools}
    for name in ["create_cycle", "navigate", "add_objective", "add_alternative", "rate_consequence", "compute_pugh_totals"]:
        c.expect(name in tools, f"tools/list has {name}")
    for name, tool in tools.items():
        schema = tool.get("inputSchema", {})
        properties = schema.get("properties", {})
        c.expect(schema.get("type") == "object", f"{name}: inputSchema is an object schema")
        c.expect(schema.get("additionalProperties") is False, f"{name}: inputSchema is closed")
        c.expect(set(schema.get("required", [])) == set(properties), f"{name}: every property required")
        if name != "create_cycle":
            c.expect(properties.get("cycle_id", {}).get("type") == "string", f"{name}: cycle_id in inputSchema")
            c.expect("cycle_id" in schema.get("required", []), f"{name}: cycle_id required")
        c.expect(tool.get("annotations", {}).get("openWorldHint") is False, f"{name}: openWorldHint false")
    hints = {
        "compute_pugh_totals": {"readOnlyHint": True, "idempotentHint": True, "destructiveHint": False},
        "add_objective": {"readOnlyHint": False, "destructiveHint": False},
        "remove_objective": {"readOnlyHint": False, "destructiveHint": True},
        "navigate": {"readOnlyHint": False, "idempotentHint": True},
    }
    for name, expected in hints.items():
        annotations = tools.get(name, {}).get("annotations", {})
        for hint, value in expected.items():
            c.expect(annotations.get(hint) is value, f"{name}: {hint} is {value}, got {annotations}")
    c.expect("cycle_id" not in tools.get("create_cycle", {}).get("inputSchema", {}).get("properties", {}),
             "create_cycle takes no cycle_id")
    c.expect("outputSchema" in tools.get("compute_pugh_totals", {}), "compute_pugh_totals has an outputSchema")
    return len(tools)


async def decide(run: Run, c: Checks) -> dict[str, Any]:
    created = await run.ok("create_cycle", {"title": "Career move (MCP)"})
    run.cycle_id = created.get("cycle_id", "")
    c.expect(created.get("current_component") == "issue_raising", f"a cycle starts in issue_raising: {created}")
    c.expect("add_potential_decision" in created.get("component_tools", []), "create_cycle lists the component's tools")
    await run.ok("add_potential_decision", {"description": "Whether to accept the VP offer"}, meta={"conversation_turn": 1})

    moved = await run.ok("navigate", {"component": "objectives"})
    c.expect(moved.get("previous_component") == "issue_raising" and moved.get("changed") is True, f"navigate: {moved}")
    c.expect("add_objective" in moved.get("component_tools", []), "navigate lists the component's tools")
    pay = await run.ok("add_objective", {"name": "Maximize compensation", "measure": "Total comp ($/year)",
                                          "direction": "higher", "is_fundamental": True}, meta={"conversation_turn": 2})
    commute = await run.ok("add_objective", {"name": "Minimize commute", "measure": "Minutes per day",
                                              "direction": "lower", "is_fundamental": True})
    obj_pay, obj_commute = pay.get("objective_id"), commute.get("objective_id")
    c.expect((obj_pay, obj_commute) == ("obj_1", "obj_2"), f"objective ids: {obj_pay}, {obj_commute}")

    await run.ok("navigate", {"component": "alternatives"})
    alternatives = {}
    for name, status_quo in [("Stay", True), ("Accept VP offer", False), ("Start a company", False)]:
        added = await run.ok("add_alternative", {"name": name, "description": "", "is_status_quo": status_quo})
        alternatives[name] = added.get("alternative_id")
    stay, vp, company = alternatives["Stay"], alternatives["Accept VP offer"], alternatives["Start a company"]

    await run.ok("navigate", {"component": "consequences"})
    rated = await run.ok("rate_consequence", {"alternative_id": vp, "objective_id": obj_pay, "rating": 2,
                                               "reasoning": "40% higher total comp"})
    c.expect(rated.get("rating") == 2, f"rate_consequence: {rated}")
    await run.ok("batch_rate_consequences", {"ratings": [
        {"alternative_id": vp, "objective_id": obj_commute, "rating": 1, "reasoning": "Office is closer"},
        {"alternative_id": company, "objective_id": obj_pay, "rating": -1, "reasoning": "No salary at first"},
        {"alternative_id": company, "objective_id": obj_commute, "rating": 0, "reasoning": "Same commute"},
    ]})

    totals = await run.ok("compute_pugh_totals", {"response_format": None})
    by_id = {a.get("alternative_id"): a.get("total_score") for a in totals.get("alternatives", [])}
    c.expect(totals.get("leader_id") == vp, f"leader is the VP offer: {totals}")
    c.expect(totals.get("baseline_id") == stay, f"the status quo is the datum: {totals}")
    c.expect(by_id == {stay: 0, vp: 3, company: -1}, f"totals: {by_id}")
    c.expect(totals.get("tied_leaders") is False, "no tie")

    # Weights beside the Pugh totals, and the flip analysis (the SDK checks
    # both results against the tools' output schemas). Rank-order centroid
    # of 2: commute (1/1 + 1/2)/2 = 0.75, pay (1/2)/2 = 0.25; weighted VP
    # 0.25*2 + 0.75*1 = 1.25, company -0.25, Stay 0. The only flip: VP's
    # commute 1 -> -1 (VP -0.25; Stay, added first, leads at 0).
    await run.ok("navigate", {"component": "tradeoffs"})
    weighted = await run.ok("set_objective_weights", {"method": "rank_order", "values": None,
                                                      "ranking": [obj_commute, obj_pay]})
    c.expect([w.get("weight") for w in weighted.get("weights", [])] == [0.25, 0.75], f"weights: {weighted}")
    c.expect(weighted.get("weighted_leader_id") == vp, f"weighted leader: {weighted}")
    flips = await run.ok("flip_analysis", {"basis": None, "response_format": None})
    found = [(f.get("alternative_id"), f.get("objective_id"), f.get("steps"), f.get("new_leader_id"))
             for f in flips.get("cell_flips", [])]
    c.expect(flips.get("basis") == "weighted" and found == [(vp, obj_commute, -2, stay)], f"flips: {flips}")
    c.expect(flips.get("weight_flips") == [], f"no weight flips: {flips}")
    await run.ok("navigate", {"component": "consequences"})

    # Idempotency over MCP: the same key returns the first response.
    note = {"content": "Talked it through with family", "component": None}
    key = {"idempotency_key": f"note-{uuid.uuid4()}"}
    first = await run.call("add_note", {"cycle_id": run.cycle_id, **note}, key)
    again = await run.call("add_note", {"cycle_id": run.cycle_id, **note}, key)
    c.expect(not first.get("isError"), f"add_note: {text_of(first)}")
    c.expect(again.get("_meta", {}).get("idempotent_replayed") is True, f"replayed: {again.get('_meta')}")
    c.expect(first.get("_meta", {}).get("invocation_id") == again.get("_meta", {}).get("invocation_id"),
             "a replay answers with the first invocation")
    return {"leader": totals.get("leader_id"), "leader_name": totals.get("leader_name"), "totals": by_id,
            "alternatives": alternatives, "objectives": [obj_pay, obj_commute]}


async def mistakes(run: Run, c: Checks, ids: dict[str, Any]) -> dict[str, str]:
    """Calls an agent gets wrong: each must be a result with isError and a way out."""
    cycle = run.cycle_id
    vp = ids["alternatives"]["Accept VP offer"]
    stay = ids["alternatives"]["Stay"]
    obj = ids["objectives"][0]
    cell = {"cycle_id": cycle, "alternative_id": vp, "objective_id": obj, "reasoning": "x"}
    errors = {
        "rating_out_of_range": await run.rejected("rate_consequence", {**cell, "rating": 3}, ["rating", "-2"]),
        "rating_the_datum": await run.rejected(
            "rate_consequence", {**cell, "alternative_id": stay, "rating": 1}, [stay, vp]),
        # The way there is the navigate call to make, from the structured
        # remedy (never an HTTP route).
        "tool_of_another_component": await run.rejected(
            "add_objective", {"cycle_id": cycle, "name": "Growth", "measure": "Promotions", "direction": "higher",
                              "is_fundamental": True},
            [f'call navigate with {{"cycle_id": "{cycle}", "component": "objectives"}}']),
        "missing_cycle_id": await run.rejected("compute_pugh_totals", {"response_format": None},
                                               ["cycle_id", "create_cycle"]),
        "unknown_cycle": await run.rejected(
            "compute_pugh_totals", {"cycle_id": str(uuid.uuid4()), "response_format": None},
            ["no cycle", "call create_cycle"]),
        "unknown_component": await run.rejected(
            "navigate", {"cycle_id": cycle, "component": "tradeofs"}, ["tradeoffs"]),
        "blank_title": await run.rejected("create_cycle", {"title": "  "}, ["title"]),
    }
    # An unknown tool is the one protocol error (JSON-RPC), as the spec asks.
    try:
        await run.client.call_tool("compute_pugh_total", {"cycle_id": cycle})
        c.expect(False, "an unknown tool is a protocol error")
    except MCPError as e:
        c.expect("compute_pugh_totals" in str(e), f"the unknown-tool error suggests the close name: {e}")
        errors["unknown_tool"] = str(e)
    return errors


async def one_run(url: str, mode: str, token: str) -> tuple[dict[str, Any], list[str]]:
    c = Checks(mode)
    http = create_mcp_http_client(headers={"Authorization": f"Bearer {token}"})
    async with Client(streamable_http_client(url, http_client=http), mode=mode) as client:
        summary: dict[str, Any] = {"mode": mode, "protocol_version": client.session.protocol_version}
        summary["tools"] = await check_tools(client, c)
        run = Run(client, c)
        ids = await decide(run, c)
        summary.update(cycle_id=run.cycle_id, **ids)
        if ids.get("alternatives") and None not in ids["alternatives"].values():
            summary["errors"] = await mistakes(run, c, ids)
        summary["last_position"] = run.last_position
    return summary, c.failures


def describe(e: BaseException) -> str:
    """The leaf errors of an exception (anyio wraps them in groups)."""
    inner = getattr(e, "exceptions", None)
    if inner:
        return "; ".join(describe(x) for x in inner)
    return f"{type(e).__name__}: {e}"


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("base_url", help="decisiond's base URL, e.g. http://127.0.0.1:8080")
    parser.add_argument("--modes", default="auto,legacy", help="connect modes to run (comma separated)")
    parser.add_argument("--token", required=True, help="a bearer token with cycles:read and cycles:write")
    args = parser.parse_args()
    url = args.base_url.rstrip("/") + "/mcp"
    runs, failures = [], []
    for mode in args.modes.split(","):
        try:
            summary, failed = await one_run(url, mode, args.token)
        except Exception as e:  # noqa: BLE001 - reported in the summary, never swallowed
            summary, failed = {"mode": mode}, [f"[{mode}] {describe(e)}"]
        runs.append(summary)
        failures.extend(failed)
    print(json.dumps({"ok": not failures, "failures": failures, "runs": runs}, indent=2))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
