"""Tokens per decision: the worked scenarios replayed as an agent would
send them, counting every token a model reads or writes.

    python bench/tokens/bench.py --url http://127.0.0.1:8080 --token "$T" \
        [--mcp-stdio -- decisiond mcp --data-dir DIR] [--json out.json]

Each scenario step (a tool call or a move to another component) is one
model request. A request carries the tool definitions the agent offers at
that moment; its output is the call; the call's answer is read by the
model on the next request. Per decision, per door and per tokenizer:

* definitions: the definitions sent with every request (as each door
  serves them: the HTTP listing in `--http-format`, MCP `tools/list`);
  `definitions_cached`: the same with a prompt cache that bills nothing for
  a request whose definitions equal the previous request's;
* calls: the model's output, `{"name", "arguments"}` as JSON;
* results: what the model reads of each answer (the HTTP body as the
  example agent passes it, an MCP result's text);
* discovery: a step whose tool the agent was not offered costs one more
  request: the discovery call (its definitions, call and result count in
  the totals above and again here), after which the agent offers what it
  found. A step is `offered`, `found` (one discovery call) or `missed`;
* total = definitions + calls + results, and its ratio to seed 000's
  free-text baseline (31 document-changing calls x (2,000 + 500) =
  77,500 for career-move; the same rule for every scenario).

The doors:
* `http`: the example agent's loop (examples/agent): `GET
  /api/cycles/:id/tools?format=…` plus the loop's own `navigate` tool;
* `mcp` over `/mcp` (streamable HTTP, the 2026-07-28 protocol, no session)
  and, with `--mcp-stdio`, over stdio (the handshake protocol: a session
  whose `tools/list` the host re-reads when notified
  `notifications/tools/list_changed`). For MCP two figures: the tools as
  served, and what a host forwards to the model (name, description,
  input schema).

Token counts are deterministic: the same server build gives the same
figures (tests/tests/tokens.rs holds an upper bound per door).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import urllib.error
import urllib.request
import uuid
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import tokenizers  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "tests" / "scenarios"
# Seed 000, "Token Optimization Strategies": a free-text section update
# costs ~2,000 tokens in and ~500 out; a tool call ~500 in and ~50 out.
FREE_TEXT_PER_UPDATE = 2000 + 500
SEED_PER_CALL = 500 + 50
DISCOVERY = "find_tools"
NAVIGATE = "navigate"
# What the agent asks discovery for when a step's tool was not offered:
# the intent a model would state, in its words, not the tool's name.
INTENTS = json.loads((Path(__file__).resolve().parent / "intents.json").read_text())


def compact(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


class Tally:
    """One door's counts for one scenario, per tokenizer."""

    def __init__(self) -> None:
        self.requests = 0
        self.discovery_requests = 0
        self.steps: list[dict[str, Any]] = []
        self.parts: dict[str, dict[str, int]] = {
            enc: {k: 0 for k in PARTS} for enc in tokenizers.ENCODINGS
        }
        self.previous_definitions: str | None = None

    def request(self, definitions: list[dict[str, Any]], call: dict[str, Any], result_text: str,
                served: list[dict[str, Any]] | None = None, discovery: bool = False) -> None:
        """One model request: the definitions it carried, the call it made
        and the answer the model reads next."""
        self.requests += 1
        self.discovery_requests += int(discovery)
        shown = compact(definitions)
        cached = shown == self.previous_definitions
        self.previous_definitions = shown
        for enc, part in self.parts.items():
            d = tokenizers.count(enc, shown)
            c = tokenizers.count(enc, compact(call))
            r = tokenizers.count(enc, result_text)
            part["definitions"] += d
            part["definitions_cached"] += 0 if cached else d
            part["served"] += tokenizers.count(enc, compact(served)) if served is not None else d
            part["calls"] += c
            part["results"] += r
            if discovery:
                part["discovery"] += d + c + r

    def summary(self, baseline: int) -> dict[str, Any]:
        out: dict[str, Any] = {
            "requests": self.requests,
            "discovery_requests": self.discovery_requests,
            "steps": {k: sum(1 for s in self.steps if s["how"] == k) for k in ("offered", "found", "missed", "mistake")},
            "tools_offered_max": max((s["offered_count"] for s in self.steps), default=0),
        }
        for enc, part in self.parts.items():
            total = part["definitions"] + part["calls"] + part["results"]
            cached_total = part["definitions_cached"] + part["calls"] + part["results"]
            out[enc] = {**part, "total": total, "total_cached": cached_total,
                        "ratio_to_free_text": round(total / baseline, 2),
                        "ratio_cached": round(cached_total / baseline, 2)}
        return out


PARTS = ("definitions", "definitions_cached", "served", "calls", "results", "discovery")


def baseline(script: dict[str, Any]) -> int:
    """Seed 000's free-text cost: every document-changing call that was
    accepted rewrites its section (career-move: 31 x 2,500 = 77,500)."""
    return FREE_TEXT_PER_UPDATE * sum(
        1 for s in script["steps"] if "tool" in s and "expect_status" not in s and s["tool"] in WRITE_TOOLS
    )


WRITE_TOOLS: set[str] = set()


# ---------------------------------------------------------------- HTTP door

class Http:
    """The example agent's door: its listing each request, its `navigate`."""

    def __init__(self, url: str, token: str, fmt: str) -> None:
        self.url, self.token, self.fmt = url.rstrip("/"), token, fmt
        self.cycle = ""
        self.found: list[dict[str, Any]] = []

    def request(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        req = urllib.request.Request(
            self.url + path, method=method, data=None if body is None else json.dumps(body).encode(),
            headers={"Authorization": f"Bearer {self.token}", "Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=60) as r:
                return r.status, json.load(r)
        except urllib.error.HTTPError as e:
            return e.code, json.loads(e.read() or b"null")

    def start(self, title: str) -> None:
        status, body = self.request("POST", "/api/cycles", {"title": title})
        assert status == 201, body
        self.cycle = body["cycle_id"]

    def navigate_definition(self, components: list[str]) -> dict[str, Any]:
        # examples/agent/agent.py's own tool, in the listing's format.
        schema = {"type": "object", "properties": {"component": {"type": "string", "enum": components,
                  "description": "The component to work on next."}},
                  "required": ["component"], "additionalProperties": False}
        description = "Move the cycle to another PrOACT component; the next turn offers its tools."
        if self.fmt == "anthropic":
            return {"name": NAVIGATE, "description": description, "input_schema": schema}
        if self.fmt == "openai-responses":
            return {"type": "function", "name": NAVIGATE, "description": description, "parameters": schema,
                    "strict": True}
        return {"type": "function", "function": {"name": NAVIGATE, "description": description,
                                                 "parameters": schema, "strict": True}}

    def offered(self) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        status, listing = self.request("GET", f"/api/cycles/{self.cycle}/tools?format={self.fmt}")
        assert status == 200, listing
        components = ["issue_raising", "problem_frame", "objectives", "alternatives", "consequences",
                      "tradeoffs", "recommendation", "decision_quality"]
        tools = listing["tools"] + [self.navigate_definition(components)]
        names = {name_of(t) for t in tools}
        tools += [t for t in self.found if name_of(t) not in names]
        return tools, tools

    def call(self, name: str, arguments: dict[str, Any]) -> tuple[bool, str, Any]:
        if name == NAVIGATE:
            status, body = self.request("PUT", f"/api/cycles/{self.cycle}/component", arguments)
            result = {"success": status < 400, "data": body} if status < 400 else {"success": False,
                                                                                    "error": body.get("error")}
            self.found = []  # a new listing: what was found for the last component goes
            return status < 400, json.dumps(result), result
        status, body = self.request("POST", f"/api/cycles/{self.cycle}/tools/{name}",
                                    {"parameters": arguments, "conversation_turn": 0})
        return bool(body.get("success")), json.dumps(body), body

    def discovered(self, answer: Any) -> list[dict[str, Any]]:
        """What find_tools found, wrapped as the loop offers it (the
        listing's format)."""
        data = (answer or {}).get("data") or {}
        return [wrap(t, self.fmt) for t in data.get("tools") or []]

    def arguments(self, arguments: dict[str, Any]) -> dict[str, Any]:
        return arguments


def wrap(found: dict[str, Any], fmt: str) -> dict[str, Any]:
    """A find_tools definition in a provider's format (as examples/agent does)."""
    name, description, parameters = found["name"], found["description"], found["parameters"]
    if fmt == "anthropic":
        return {"name": name, "description": description, "input_schema": parameters}
    if fmt == "openai-responses":
        return {"type": "function", "name": name, "description": description, "parameters": parameters,
                "strict": True}
    return {"type": "function", "function": {"name": name, "description": description, "parameters": parameters,
                                             "strict": True}}


def name_of(tool: dict[str, Any]) -> str:
    return tool.get("name") or tool.get("function", {}).get("name", "")


# ----------------------------------------------------------------- MCP door

def wire(model: Any) -> dict[str, Any]:
    return model.model_dump(mode="json", by_alias=True, exclude_none=True)


def forwarded(tool: dict[str, Any]) -> dict[str, Any]:
    """What a host forwards to the model of an MCP tool."""
    return {k: tool[k] for k in ("name", "description", "inputSchema") if k in tool}


class Mcp:
    """An MCP host: the tools it was listed (re-listed when notified), and
    what discovery found (stateless: the host adds the definitions)."""

    def __init__(self, client: Any, notified: list[str]) -> None:
        self.client = client
        self.notified = notified
        self.cycle = ""
        self.tools: list[dict[str, Any]] | None = None
        self.seen_notifications = 0
        self.found: list[dict[str, Any]] = []
        self.relisted: list[list[dict[str, Any]]] = []

    async def relist(self) -> None:
        listed = await self.client.list_tools(cache_mode="refresh")
        self.tools = [wire(t) for t in listed.tools]
        self.listed_max = max(getattr(self, "listed_max", 0), len(self.tools))
        self.relisted.append(self.tools)

    async def offered(self) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        if self.tools is None or len(self.notified) > self.seen_notifications:
            self.seen_notifications = len(self.notified)
            await self.relist()
        served = list(self.tools or [])
        names = {t["name"] for t in served}
        served += [t for t in self.found if t["name"] not in names]
        return [forwarded(t) for t in served], served

    async def start(self, title: str) -> None:
        result = wire(await self.client.call_tool("create_cycle", {"title": title}))
        self.cycle = result["structuredContent"]["cycle_id"]

    async def call(self, name: str, arguments: dict[str, Any]) -> tuple[bool, str, Any]:
        if name == NAVIGATE:
            self.found = []  # like the example agent: what was found served the last component
        result = wire(await self.client.call_tool(name, arguments))
        text = " ".join(c.get("text", "") for c in result.get("content", []) if c.get("type") == "text")
        return not result.get("isError"), text, result

    def discovered(self, answer: Any) -> list[dict[str, Any]]:
        """What find_tools found, as a host adds it (an MCP tool)."""
        data = (answer or {}).get("structuredContent") or {}
        return [{"name": t["name"], "description": t["description"], "inputSchema": t["parameters"]}
                for t in data.get("tools") or []]

    def arguments(self, arguments: dict[str, Any]) -> dict[str, Any]:
        return {"cycle_id": self.cycle, **arguments}


# ------------------------------------------------------------------ replay

async def maybe(value: Any) -> Any:
    return await value if asyncio.iscoroutine(value) else value


async def replay(door: Any, script: dict[str, Any], tally: Tally) -> None:
    await maybe(door.start(script["create"]["title"]))
    for n, step in enumerate(script["steps"]):
        if "navigate" in step:
            name, arguments, mistake = NAVIGATE, {"component": step["navigate"]}, False
        else:
            name, arguments, mistake = step["tool"], step["parameters"], "expect_status" in step
        shown, served = await maybe(door.offered())
        names = [name_of(t) for t in shown]
        how = "offered" if name in names else "mistake" if mistake else "missed"
        if how == "missed" and DISCOVERY in names:
            intent = INTENTS.get(name, name.replace("_", " "))
            query = door.arguments({"query": intent})
            ok, text, answer = await maybe(door.call(DISCOVERY, query))
            tally.request(shown, {"name": DISCOVERY, "arguments": query}, text, served, discovery=True)
            found = door.discovered(answer) if ok else []
            door.found += [t for t in found if name_of(t) not in {name_of(f) for f in door.found}]
            shown, served = await maybe(door.offered())
            if name in [name_of(t) for t in shown]:
                how = "found"
        call_arguments = door.arguments(arguments)
        ok, text, _ = await maybe(door.call(name, call_arguments))
        tally.request(shown, {"name": name, "arguments": call_arguments}, text, served)
        expected_ok = "expect_status" not in step
        if ok != expected_ok:
            raise AssertionError(f"step {n} ({name}): success {ok}, expected {expected_ok}: {text[:500]}")
        tally.steps.append({"step": n, "tool": name, "how": how, "offered_count": len(shown)})


async def run_mcp(client_factory: Any, script: dict[str, Any]) -> Tally:
    from mcp import Client

    notified: list[str] = []

    async def on_message(message: Any) -> None:
        if getattr(message, "method", None) == "notifications/tools/list_changed":
            notified.append("tools")

    server, mode = client_factory()
    async with Client(server, mode=mode, message_handler=on_message, cache=None) as client:
        tally = Tally()
        host = Mcp(client, notified)
        await replay(host, script, tally)
        tally.protocol = client.session.protocol_version  # type: ignore[attr-defined]
        tally.listed_max = host.listed_max  # type: ignore[attr-defined]
        # What tools/list served, counted once per listing (the host lists
        # again only when notified).
        tally.list_traffic = {enc: sum(tokenizers.count(enc, compact(t)) for t in host.relisted)  # type: ignore[attr-defined]
                              for enc in tokenizers.ENCODINGS}
        return tally


def load_write_tools(url: str, token: str) -> None:
    """The catalog's write tools: which steps the free-text baseline counts."""
    req = urllib.request.Request(url.rstrip("/") + "/api/tools", headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(req, timeout=60) as r:
        catalog = json.load(r)
    for tools in catalog["components"].values():
        WRITE_TOOLS.update(t["name"] for t in tools if t.get("access") == "write")


def report_table(results: dict[str, Any]) -> str:
    lines = []
    for scenario, doors in results["scenarios"].items():
        lines.append(f"\n{scenario} (free-text baseline {doors['baseline']:,} tokens; "
                     f"seed's tool estimate {doors['seed_estimate']:,})")
        head = ("door", "tokenizer", "requests", "defs/request", "definitions", "cached", "calls", "results",
                "discovery", "total", "x free text", "offered/found/missed")
        lines.append(" | ".join(head))
        for door, t in doors["doors"].items():
            for enc in tokenizers.ENCODINGS:
                p = t[enc]
                steps = t["steps"]
                lines.append(" | ".join(str(x) for x in (
                    door, enc, t["requests"], round(p["definitions"] / max(t["requests"], 1)),
                    f"{p['definitions']:,}", f"{p['definitions_cached']:,}", f"{p['calls']:,}",
                    f"{p['results']:,}", f"{p['discovery']:,}", f"{p['total']:,}", p["ratio_to_free_text"],
                    f"{steps['offered']}/{steps['found']}/{steps['missed']}")))
                if door.startswith("mcp"):
                    lines.append(f"   (as served with each request: {p['served']:,}; tools/list traffic, "
                                 f"served when it changed: {t['list_traffic'][enc]:,}; "
                                 f"tools/list held at most {t['listed_max']} tools)")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--token", required=True)
    parser.add_argument("--scenarios", default="career-move,family-car")
    parser.add_argument("--http-format", default="openai")
    parser.add_argument("--doors", default="http,mcp", help="http, mcp (/mcp, stateless) and mcp-stdio")
    parser.add_argument("--json", help="write the figures here as JSON")
    parser.add_argument("--mcp-stdio", nargs=argparse.REMAINDER, help="the command of `decisiond mcp`")
    args = parser.parse_args()
    for enc in tokenizers.ENCODINGS:
        tokenizers.encoding(enc)
    load_write_tools(args.url, args.token)
    doors = args.doors.split(",")
    if args.mcp_stdio and "mcp-stdio" not in doors:
        doors.append("mcp-stdio")
    results: dict[str, Any] = {"tokenizers": {e: tokenizers.encoding(e).checked_sha256 for e in tokenizers.ENCODINGS},
                               "http_format": args.http_format, "scenarios": {}}
    for name in args.scenarios.split(","):
        script = json.loads((SCENARIOS / f"{name}.json").read_text())
        base = baseline(script)
        calls = sum(1 for s in script["steps"] if "tool" in s)
        entry: dict[str, Any] = {"baseline": base, "seed_estimate": SEED_PER_CALL * calls, "doors": {}}
        if "http" in doors:
            tally = Tally()
            asyncio.run(replay(Http(args.url, args.token, args.http_format), script, tally))
            entry["doors"]["http"] = {**tally.summary(base), "per_step": tally.steps}
        if "mcp" in doors:
            from mcp.client.streamable_http import create_mcp_http_client, streamable_http_client

            def over_http() -> tuple[Any, str]:
                http = create_mcp_http_client(headers={"Authorization": f"Bearer {args.token}"})
                return streamable_http_client(args.url.rstrip("/") + "/mcp", http_client=http), "auto"

            tally = asyncio.run(run_mcp(over_http, script))
            entry["doors"]["mcp"] = {**tally.summary(base), "protocol": tally.protocol, "listed_max": tally.listed_max,
                                     "list_traffic": tally.list_traffic, "per_step": tally.steps}
        if "mcp-stdio" in doors:
            from mcp import StdioServerParameters

            command, *rest = args.mcp_stdio

            def over_stdio() -> tuple[Any, str]:
                return StdioServerParameters(command=command, args=rest, env={"RUST_LOG": "warn"}), "legacy"

            tally = asyncio.run(run_mcp(over_stdio, script))
            entry["doors"]["mcp-stdio"] = {**tally.summary(base), "protocol": tally.protocol,
                                           "listed_max": tally.listed_max, "list_traffic": tally.list_traffic,
                                           "per_step": tally.steps}
        results["scenarios"][name] = entry
    print(report_table(results), file=sys.stderr)
    text = json.dumps(results, indent=1)
    if args.json:
        Path(args.json).write_text(text)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
