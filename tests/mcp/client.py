#!/usr/bin/env python3
"""Drive decisiond's MCP server with the official MCP Python SDK.

    python tests/mcp/client.py http://127.0.0.1:8080 --token "$DECISIOND_TOKEN"
    python tests/mcp/client.py --stdio -- target/debug/decisiond mcp --data-dir ./data

The first drives `/mcp` (streamable HTTP), the second launches `decisiond mcp`
and speaks to it over stdin/stdout, as a local agent host does.

Runs one decision through MCP alone, twice: once negotiating the stateless
2026-07-28 protocol ("auto"), once with the initialize handshake of the
earlier versions ("legacy"). Each run lists the tools, creates a cycle,
navigates issue_raising -> objectives -> alternatives -> consequences, adds
objectives and alternatives, rates cells, computes the Pugh totals and makes
calls that must fail with an actionable `isError` result. Then it reads the
decision as resources (the cycles, the document, a section, the Pugh matrix)
and gets the component prompts, checking that none of it appended an event,
and that bad URIs, prompts and arguments are refused naming what is allowed.
Over stdio it also subscribes to the document (`resources/subscribe` on the
handshake versions, `subscriptions/listen` on 2026-07-28) and checks that a
write is announced, after which a read shows it.

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

import anyio

try:
    from mcp import Client, StdioServerParameters
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


def data_text(result: dict[str, Any]) -> str:
    """The first text block: a result's data as JSON (a second block, if
    any, names the next tools: `next: …`)."""
    texts = [c.get("text", "") for c in result.get("content", []) if c.get("type") == "text"]
    return texts[0] if texts else ""


class Run:
    """One decision carried through MCP by one client."""

    def __init__(self, client: Client, checks: Checks) -> None:
        self.client = client
        self.checks = checks
        self.cycle_id = ""
        # The feed position of the latest audited call (from `_meta`), so a
        # caller can read the read models once they include it.
        self.last_position = 0
        # Every audited call's invocation id (from `_meta`): the audit log
        # must hold exactly these.
        self.invocations: list[str] = []

    async def call(self, name: str, arguments: dict[str, Any], meta: dict[str, Any] | None = None) -> dict[str, Any]:
        result = wire(await self.client.call_tool(name, arguments, meta=meta))
        position = result.get("_meta", {}).get("position")
        if isinstance(position, int):
            self.last_position = max(self.last_position, position)
        invocation = result.get("_meta", {}).get("invocation_id")
        if isinstance(invocation, str) and invocation not in self.invocations:
            self.invocations.append(invocation)
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
        # The same JSON as text, for clients that only read text; then, for
        # catalog tools, the next tools in one line.
        c.expect(json.loads(data_text(result) or "null") == data, f"{name}: text content is the structured JSON")
        texts = [b for b in result.get("content", []) if b.get("type") == "text"]
        if len(texts) > 1:
            suggested = result.get("_meta", {}).get("suggestions") or []
            c.expect(texts[1]["text"] == "next: " + ", ".join(suggested), f"{name}: the second block names the next tools")
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


async def full_definition(client: Client, name: str) -> dict[str, Any]:
    """A tool's full guidance: the resource decision://tools/{name}."""
    mime, text = contents_of(await client.read_resource(f"decision://tools/{name}"))
    return json.loads(text) if mime == "application/json" else {}


async def check_tools(client: Client, c: Checks) -> int:
    """tools/list holds the entry set (the step's tools join it on a
    handshake session once a cycle is worked on); every tool's full
    definition is one resource away."""
    tools = {t.name: wire(t) for t in (await client.list_tools()).tools}
    for name in ["create_cycle", "navigate", "find_tools"]:
        c.expect(name in tools, f"tools/list has {name}")
    c.expect(len(tools) <= 30, f"tools/list holds at most 30 tools: {len(tools)}")
    for name in ["add_objective", "compute_pugh_totals", "remove_objective"]:
        tools.setdefault(name, await full_definition(client, name))
        c.expect(len(tools[name].get("description", "")) > 200, f"{name}: the resource has the full guidance")
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

    # Measured commutes scored by a value function (60 min scores 0, 10 min
    # 1): Stay 40 -> 0.4, VP 25 (20-40) -> 0.7, company 40 -> 0.4. Only the
    # commute is valued, so its weight renormalises to 1. VP's range keeps
    # it above 0.4 in every sample: it leads in all of them.
    await run.ok("set_value_function", {"objective_id": obj_commute, "unit": "min", "kind": "linear",
                                        "worst": 60, "best": 10, "steps": None})
    for alternative, minutes, low, high in [(stay, 40, None, None), (vp, 25, 20, 40), (company, 40, None, None)]:
        recorded = await run.ok("record_measured_consequence", {
            "alternative_id": alternative, "objective_id": obj_commute, "value": minutes, "unit": "min",
            "low": low, "high": high, "source": None})
    c.expect(recorded.get("valued_leader_id") == vp, f"valued leader: {recorded}")
    accept = await run.ok("rank_acceptability", {"samples": 500, "seed": 3, "weight_spread": None,
                                                  "response_format": None})
    shares = {a.get("alternative_id"): a.get("first_rank_share") for a in accept.get("alternatives", [])}
    c.expect(shares == {stay: 0.0, vp: 1.0, company: 0.0}, f"rank acceptability: {accept}")

    # Several raters (decision 16): two rate the company's commute (plain 0)
    # +1 and -1; the cell's median (+1 - 1)/2 = 0 leaves every total as it
    # was, and the disagreement tool lists the cell with spread 2.
    sam = await run.ok("add_rater", {"kind": "partner", "name": "Sam"})
    lee = await run.ok("add_rater", {"kind": "expert", "name": "Dr Lee"})
    c.expect((sam.get("rater_id"), lee.get("rater_id")) == ("rater_1", "rater_2"), f"raters: {sam} {lee}")
    await run.ok("rate_consequence_as", {"rater_id": "rater_1", "alternative_id": company,
                                         "objective_id": obj_commute, "rating": 1, "reasoning": "We could move"})
    cell = await run.ok("rate_consequence_as", {"rater_id": "rater_2", "alternative_id": company,
                                                "objective_id": obj_commute, "rating": -1,
                                                "reasoning": "Founders travel"})
    c.expect(cell.get("cell", {}).get("aggregate") == 0 and cell.get("cell", {}).get("spread") == 2, f"cell: {cell}")
    spread = await run.ok("list_rater_disagreements", {"limit": None, "min_spread": None, "response_format": None})
    listed = [(x.get("alternative_id"), x.get("spread")) for x in spread.get("cells", [])]
    c.expect(listed == [(company, 2)], f"disagreements: {spread}")

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


async def protocol_error(c: Checks, what: str, call: Any, must_mention: list[str]) -> str:
    """A request that must fail with a JSON-RPC error naming what is allowed."""
    try:
        await call
    except MCPError as e:
        text = str(e)
        for word in must_mention:
            c.expect(word in text, f"{what}: the error mentions {word!r}: {text}")
        return text
    c.expect(False, f"{what}: a protocol error expected")
    return ""


def contents_of(result: Any) -> tuple[str, str]:
    """The (mime type, text) of a one-content resource read."""
    content = wire(result)["contents"][0]
    return content.get("mimeType", ""), content.get("text", "")


async def cycle_version(client: Client, cycle_id: str, min_position: int = 0) -> int:
    """The cycle's stream version, from the cycles resource once it has
    caught up with `min_position` (the read-your-writes contract: the list
    is a read model and may lag the last write)."""
    meta = {"min_position": min_position} if min_position else None
    _, text = contents_of(await client.read_resource("decision://cycles", meta=meta))
    rows = [r for r in json.loads(text)["cycles"] if r["cycle_id"] == cycle_id]
    return rows[0]["version"] if rows else -1


async def resources_and_prompts(run: Run, c: Checks, ids: dict[str, Any], foreign: str | None) -> dict[str, Any]:
    """The decision read as resources and prompts: right, and appending nothing."""
    client, cycle = run.client, run.cycle_id
    base = f"decision://cycles/{cycle}"
    before = await cycle_version(client, cycle, run.last_position)
    c.expect(before > 0, f"decision://cycles lists the run's cycle ({before})")

    templates = {t.uri_template for t in (await client.list_resource_templates()).resource_templates}
    c.expect(templates == {"decision://cycles/{cycle_id}/document", "decision://cycles/{cycle_id}/pugh",
                           "decision://cycles/{cycle_id}/sections/{component}", "decision://tools/{name}"},
             f"templates: {templates}")
    listed = {r.uri for r in (await client.list_resources()).resources}
    c.expect({"decision://cycles", f"{base}/document", f"{base}/pugh"} <= listed, f"resources/list: {listed}")

    # Read-your-writes: the read waits for the run's last write (over stdio
    # the session does this by itself; here it is asked for explicitly).
    fresh = {"min_position": run.last_position}
    mime, document = contents_of(await client.read_resource(f"{base}/document", meta=fresh))
    c.expect(mime == "text/markdown", f"the document is markdown ({mime})")
    c.expect("# Career move" in document and "Maximize compensation" in document, f"document: {document[:300]}")
    mime, section = contents_of(await client.read_resource(f"{base}/sections/objectives"))
    c.expect(section.startswith("## Objectives") and "Minimize commute" in section, f"section: {section[:300]}")
    c.expect("Accept VP offer" not in section, "a section is only its component")
    mime, pugh = contents_of(await client.read_resource(f"{base}/pugh", meta=fresh))
    c.expect(mime == "application/json", f"the Pugh matrix is JSON ({mime})")
    c.expect(json.loads(pugh).get("totals", {}).get("leader_id") == ids["alternatives"]["Accept VP offer"],
             f"pugh leader: {pugh[:300]}")

    prompts = [p.name for p in (await client.list_prompts()).prompts]
    c.expect(prompts == ["issue_raising", "problem_frame", "objectives", "alternatives", "consequences",
                         "tradeoffs", "recommendation", "decision_quality"], f"prompts: {prompts}")
    got = wire(await client.get_prompt("tradeoffs", {"cycle_id": cycle}, meta=fresh))
    text = got["messages"][0]["content"]["text"]
    for word in [cycle, "Career move", "2 objectives, 3 alternatives", "current component: consequences",
                 "call navigate", "Maximize compensation"]:
        c.expect(word in text, f"the tradeoffs prompt mentions {word!r}: {text}")

    await protocol_error(c, "a bad min_position", client.read_resource(f"{base}/pugh", meta={"min_position": "soon"}),
                         ["min_position", "non-negative integer"])
    await protocol_error(c, "a min_position no write returned",
                         client.read_resource(f"{base}/pugh", meta={"min_position": 10**12}),
                         ["min_position", "past the last stored event"])
    errors = {
        "unknown_uri": await protocol_error(c, "unknown URI", client.read_resource("decision://cycle"),
                                            ["decision://cycles/{cycle_id}/pugh"]),
        "bad_component": await protocol_error(c, "bad component", client.read_resource(f"{base}/sections/tradeofs"),
                                              ["tradeoffs", "allowed"]),
        "unknown_cycle": await protocol_error(c, "unknown cycle",
                                              client.read_resource(f"decision://cycles/{uuid.uuid4()}/document"),
                                              ["no cycle"]),
        "unknown_prompt": await protocol_error(c, "unknown prompt", client.get_prompt("objectivs", {"cycle_id": cycle}),
                                               ["objectives", "allowed"]),
        "missing_argument": await protocol_error(c, "missing argument", client.get_prompt("objectives", {}),
                                                 ["cycle_id"]),
    }
    if foreign:
        for uri in [f"decision://cycles/{foreign}/document", f"decision://cycles/{foreign}/pugh"]:
            errors["foreign_cycle"] = await protocol_error(c, "another user's cycle", client.read_resource(uri),
                                                           [f"no cycle {foreign}"])
        await protocol_error(c, "another user's prompt", client.get_prompt("objectives", {"cycle_id": foreign}),
                             [f"no cycle {foreign}"])
        _, mine = contents_of(await client.read_resource("decision://cycles"))
        c.expect(foreign not in mine, "another user's cycle is not listed")

    after = await cycle_version(client, cycle)
    c.expect(after == before, f"reading resources and prompts appended nothing (version {before} -> {after})")
    return {"resource_errors": errors, "version_after_reads": after}


async def wait_for(what: str, condition: Any, seconds: float = 10.0) -> bool:
    with anyio.move_on_after(seconds):
        while not condition():
            await anyio.sleep(0.05)
        return True
    return False


async def subscribe_legacy(run: Run, c: Checks, updates: list[str]) -> dict[str, Any]:
    """resources/subscribe: a write is announced; after unsubscribing, not."""
    uri = f"decision://cycles/{run.cycle_id}/document"
    await run.client.session.subscribe_resource(uri)
    await protocol_error(c, "subscribe to the list", run.client.session.subscribe_resource("decision://cycles"),
                         ["cannot be subscribed to"])
    await protocol_error(c, "subscribe to an unknown cycle",
                         run.client.session.subscribe_resource(f"decision://cycles/{uuid.uuid4()}/pugh"), ["no cycle"])
    await run.ok("add_note", {"content": "Announced by a subscription", "component": None})
    announced = await wait_for("update", lambda: uri in updates)
    c.expect(announced, f"notifications/resources/updated for {uri} after a write: {updates}")
    _, document = contents_of(await run.client.read_resource(uri))
    c.expect("Announced by a subscription" in document, "a read after the notification shows the write")
    await run.client.session.unsubscribe_resource(uri)
    seen = len(updates)
    await run.ok("add_note", {"content": "Not announced", "component": None})
    await anyio.sleep(1.5)
    c.expect(len(updates) == seen, f"no notification after unsubscribing: {updates[seen:]}")
    # A session holds at most 32 subscriptions (each is a watch task).
    cycles = [run.cycle_id]
    for n in range(3):
        extra = await run.client.call_tool("create_cycle", {"title": f"Subscription cap {n}"})
        cycles.append(wire(extra)["structuredContent"]["cycle_id"])
    components = ["issue_raising", "problem_frame", "objectives", "alternatives", "consequences",
                  "tradeoffs", "recommendation", "decision_quality"]
    uris = [f"decision://cycles/{cid}/{leaf}" for cid in cycles
            for leaf in ["document", "pugh", *(f"sections/{comp}" for comp in components)]]
    for one in uris[:32]:
        await run.client.session.subscribe_resource(one)
    await run.client.session.subscribe_resource(uris[0])  # again: idempotent, not a 33rd
    await protocol_error(c, "a 33rd subscription", run.client.session.subscribe_resource(uris[32]),
                         ["32 subscriptions", "unsubscribe from one first"])
    await run.client.session.unsubscribe_resource(uris[1])
    await run.client.session.subscribe_resource(uris[32])
    return {"subscribed": uri, "updates": len(updates)}


async def subscribe_listen(run: Run, c: Checks) -> dict[str, Any]:
    """subscriptions/listen (2026-07-28): a write made right after the
    acknowledgment is announced on the stream (the server arms its watch
    before acknowledging; a few listens give the race a few chances)."""
    uri = f"decision://cycles/{run.cycle_id}/pugh"
    for n in range(3):
        async with run.client.listen(resource_subscriptions=[uri]) as sub:
            c.expect(list(sub.honored.resource_subscriptions or []) == [uri], f"honored: {sub.honored}")
            await run.ok("add_note", {"content": f"Announced on the listen stream ({n})", "component": None})
            event = None
            with anyio.move_on_after(10):
                event = await sub.__anext__()
            c.expect(getattr(event, "uri", None) == uri, f"listen {n}: a ResourceUpdated for {uri}: {event}")
    return {"listened": uri}


async def one_run(server: Any, mode: str, foreign: str | None, stdio: bool) -> tuple[dict[str, Any], list[str]]:
    c = Checks(mode)
    updates: list[str] = []

    async def on_message(message: Any) -> None:
        params = getattr(message, "params", None)
        if getattr(message, "method", None) == "notifications/resources/updated" and params is not None:
            updates.append(params.uri)

    async with Client(server, mode=mode, message_handler=on_message) as client:
        summary: dict[str, Any] = {"mode": mode, "protocol_version": client.session.protocol_version}
        summary["tools"] = await check_tools(client, c)
        run = Run(client, c)
        ids = await decide(run, c)
        summary.update(cycle_id=run.cycle_id, **ids)
        if ids.get("alternatives") and None not in ids["alternatives"].values():
            summary["errors"] = await mistakes(run, c, ids)
            summary.update(await resources_and_prompts(run, c, ids, foreign))
            if stdio and mode == "legacy":
                summary.update(await subscribe_legacy(run, c, updates))
            elif stdio:
                summary.update(await subscribe_listen(run, c))
        summary["last_position"] = run.last_position
        summary["invocations"] = run.invocations
    return summary, c.failures


def describe(e: BaseException) -> str:
    """The leaf errors of an exception (anyio wraps them in groups)."""
    inner = getattr(e, "exceptions", None)
    if inner:
        return "; ".join(describe(x) for x in inner)
    return f"{type(e).__name__}: {e}"


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("target", nargs="+",
                        help="decisiond's base URL (e.g. http://127.0.0.1:8080), or with --stdio the command to run")
    parser.add_argument("--stdio", action="store_true", help="launch the target command and speak MCP over stdio")
    parser.add_argument("--modes", default="auto,legacy", help="connect modes to run (comma separated)")
    parser.add_argument("--token", help="a bearer token with cycles:read and cycles:write (HTTP)")
    parser.add_argument("--foreign-cycle", help="another user's cycle: it must be invisible")
    args = parser.parse_args()
    if args.stdio:
        command, *rest = args.target
        parameters = StdioServerParameters(command=command, args=rest)

        def server() -> Any:
            return parameters
    else:
        if not args.token:
            parser.error("--token is required over HTTP")
        url = args.target[0].rstrip("/") + "/mcp"

        def server() -> Any:  # a transport serves one connection
            http = create_mcp_http_client(headers={"Authorization": f"Bearer {args.token}"})
            return streamable_http_client(url, http_client=http)
    runs, failures = [], []
    for mode in args.modes.split(","):
        try:
            summary, failed = await one_run(server(), mode, args.foreign_cycle, args.stdio)
        except Exception as e:  # noqa: BLE001 - reported in the summary, never swallowed
            summary, failed = {"mode": mode}, [f"[{mode}] {describe(e)}"]
        runs.append(summary)
        failures.extend(failed)
    print(json.dumps({"ok": not failures, "failures": failures, "runs": runs}, indent=2))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
