"""A small agent loop over Decision Ledger: a model gets the tools of the
cycle's current component (in its provider's wire format) and this loop
runs the calls it makes against the service, until the model answers
without a tool call.

    export DECISIOND_URL=http://127.0.0.1:8080 DECISIOND_TOKEN=...
    export OPENAI_API_KEY=...        # or ANTHROPIC_API_KEY=...
    python agent.py --provider openai "Should I take the job in Berlin?"

Each turn reads `GET /api/cycles/:id/tools?format=openai-responses` (or
`format=anthropic`): the tools this step offers, compact (the component's
tools that apply now, the analysis its work uses, and `find_tools`), and
`next_steps`, what the component still lacks. A tool call is `POST
/api/cycles/:id/tools/{name}` with the model's arguments; the response
(success or an actionable error, with `suggestions`: the next tools) goes
back to the model as the call's result. When the model calls `find_tools`
for a tool it was not offered, the loop offers what it found from then on,
until the cycle moves. The loop adds one tool of its own, `navigate`,
which moves the cycle to another component (`PUT
/api/cycles/:id/component`); the next turn then offers that component's
tools.

The provider client is passed in (`run_openai`, `run_anthropic`), so the
loop runs the same with the SDK's real client and with a replay of
recorded responses (tests/agents/replay_agent.py).
"""

import argparse
import json
import os
import sys
import urllib.error
import urllib.parse
import urllib.request

MAX_TURNS = 30
NAVIGATE = "navigate"
FIND_TOOLS = "find_tools"


class Service:
    """Decision Ledger's HTTP API, as the loop uses it (the standard
    library only: nothing to install but the provider's SDK)."""

    def __init__(self, base_url, token):
        self.base_url = base_url.rstrip("/")
        self.token = token

    def _request(self, method, path, body=None, headers=None):
        """(status, JSON body). A 4xx answer is the service's actionable
        error, for the model to read; 401, 403 and 5xx stop the loop."""
        request = urllib.request.Request(
            self.base_url + path,
            method=method,
            data=None if body is None else json.dumps(body).encode(),
            headers={"Authorization": f"Bearer {self.token}", "Content-Type": "application/json", **(headers or {})},
        )
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return response.status, json.load(response)
        except urllib.error.HTTPError as e:
            text = e.read().decode(errors="replace")
            if e.code >= 500 or e.code in (401, 403):
                raise RuntimeError(f"{method} {path}: {e.code} {text}") from None
            return e.code, json.loads(text)

    def create_cycle(self, title):
        status, body = self._request("POST", "/api/cycles", {"title": title[:200]})
        if status != 201:
            raise RuntimeError(f"opening a cycle: {status} {body}")
        return body["cycle_id"]

    def components(self):
        """The PrOACT components, from the API's own description."""
        _, doc = self._request("GET", "/api/openapi.json")
        return doc["components"]["schemas"]["Component"]["enum"]

    def tools(self, cycle_id, fmt):
        query = urllib.parse.urlencode({"format": fmt})
        status, body = self._request("GET", f"/api/cycles/{cycle_id}/tools?{query}")
        if status != 200:
            raise RuntimeError(f"listing the tools: {status} {body}")
        return body

    def call(self, cycle_id, name, arguments, turn, call_id):
        """One tool call; its response body (`success`, `data` or `error`)."""
        if name == NAVIGATE:
            status, body = self._request("PUT", f"/api/cycles/{cycle_id}/component", arguments)
            if status >= 400:
                return {"success": False, "error": body.get("error")}
            return {"success": True, "data": body}
        _, body = self._request(
            "POST",
            f"/api/cycles/{cycle_id}/tools/{name}",
            {"parameters": arguments, "conversation_turn": turn},
            # The model's call id: a retried request is not run twice.
            {"Idempotency-Key": f"{cycle_id}:{call_id}"[:255]},
        )
        return body


def instructions(listing, goal):
    return (
        "You help a person think through a decision with Decision Ledger, step by step "
        "(PrOACT: problem, objectives, alternatives, consequences, tradeoffs). "
        f"The person's question: {goal}\n"
        f"The cycle is in the `{listing['current_component']}` component. "
        f"What it still lacks: {json.dumps(listing['next_steps'])}. "
        f"Use the tools to record what you learn; call `{NAVIGATE}` to move on. "
        "Answer without a tool call when you are done or need the person's input."
    )


def navigate_schema(components):
    return {
        "type": "object",
        "properties": {
            "component": {
                "type": "string",
                "enum": components,
                "description": "The component to work on next.",
            }
        },
        "required": ["component"],
        "additionalProperties": False,
    }


NAVIGATE_DESCRIPTION = "Move the cycle to another PrOACT component; the next turn offers its tools."


class Found:
    """What `find_tools` found, offered until the cycle moves (each in the
    provider's shape: `wrap`)."""

    def __init__(self, wrap):
        self.wrap = wrap
        self.tools = {}

    def offer(self, listed):
        names = {tool["name"] for tool in listed}
        return listed + [t for name, t in self.tools.items() if name not in names]

    def saw(self, name, result):
        if name == NAVIGATE and result.get("success"):
            self.tools = {}
        elif name == FIND_TOOLS and result.get("success"):
            for tool in (result.get("data") or {}).get("tools", []):
                self.tools[tool["name"]] = self.wrap(tool)


def openai_tool(found):
    return {"type": "function", "name": found["name"], "description": found["description"],
            "parameters": found["parameters"], "strict": True}


def anthropic_tool(found):
    return {"name": found["name"], "description": found["description"], "input_schema": found["parameters"]}


def parse_arguments(text):
    try:
        value = json.loads(text or "{}")
    except json.JSONDecodeError as e:
        return None, f"the arguments are not JSON: {e}"
    return value, None


def run_openai(client, service, cycle_id, goal, model, max_turns=MAX_TURNS):
    """The loop over OpenAI's Responses API (`client.responses.create`)."""
    components = service.components()
    conversation = [{"role": "user", "content": goal}]
    calls = []
    found = Found(openai_tool)
    for turn in range(1, max_turns + 1):
        listing = service.tools(cycle_id, "openai-responses")
        tools = found.offer(listing["tools"]) + [{
            "type": "function",
            "name": NAVIGATE,
            "description": NAVIGATE_DESCRIPTION,
            "parameters": navigate_schema(components),
            "strict": True,
        }]
        response = client.responses.create(
            model=model,
            instructions=instructions(listing, goal),
            input=conversation,
            tools=tools,
        )
        conversation += [item.model_dump(exclude_none=True) for item in response.output]
        requested = [item for item in response.output if item.type == "function_call"]
        if not requested:
            return {"cycle_id": cycle_id, "turns": turn, "calls": calls, "answer": response.output_text}
        for item in requested:
            arguments, problem = parse_arguments(item.arguments)
            result = (
                {"success": False, "error": problem}
                if problem
                else service.call(cycle_id, item.name, arguments, turn, item.call_id)
            )
            calls.append({"tool": item.name, "success": result.get("success")})
            found.saw(item.name, result)
            conversation.append(
                {"type": "function_call_output", "call_id": item.call_id, "output": json.dumps(result)}
            )
    return {"cycle_id": cycle_id, "turns": max_turns, "calls": calls, "answer": None}


def run_anthropic(client, service, cycle_id, goal, model, max_turns=MAX_TURNS):
    """The loop over Anthropic's Messages API (`client.messages.create`)."""
    components = service.components()
    messages = [{"role": "user", "content": goal}]
    calls = []
    found = Found(anthropic_tool)
    for turn in range(1, max_turns + 1):
        listing = service.tools(cycle_id, "anthropic")
        tools = found.offer(listing["tools"]) + [{
            "name": NAVIGATE,
            "description": NAVIGATE_DESCRIPTION,
            "input_schema": navigate_schema(components),
        }]
        response = client.messages.create(
            model=model,
            max_tokens=2048,
            system=instructions(listing, goal),
            messages=messages,
            tools=tools,
        )
        messages.append({"role": "assistant", "content": [b.model_dump(exclude_none=True) for b in response.content]})
        requested = [block for block in response.content if block.type == "tool_use"]
        if not requested:
            text = "".join(block.text for block in response.content if block.type == "text")
            return {"cycle_id": cycle_id, "turns": turn, "calls": calls, "answer": text}
        results = []
        for block in requested:
            result = service.call(cycle_id, block.name, block.input, turn, block.id)
            calls.append({"tool": block.name, "success": result.get("success")})
            found.saw(block.name, result)
            results.append({
                "type": "tool_result",
                "tool_use_id": block.id,
                "content": json.dumps(result),
                "is_error": not result.get("success", False),
            })
        messages.append({"role": "user", "content": results})
    return {"cycle_id": cycle_id, "turns": max_turns, "calls": calls, "answer": None}


DEFAULT_MODELS = {"openai": "gpt-5-mini", "anthropic": "claude-sonnet-4-5"}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("goal", help="the decision to think through")
    parser.add_argument("--provider", choices=["openai", "anthropic"], required=True)
    parser.add_argument("--model", help="default: " + ", ".join(f"{p}: {m}" for p, m in DEFAULT_MODELS.items()))
    parser.add_argument("--cycle", help="an existing cycle id (default: open a new one)")
    parser.add_argument("--max-turns", type=int, default=MAX_TURNS)
    args = parser.parse_args()
    url = os.environ.get("DECISIOND_URL", "http://127.0.0.1:8080")
    token = os.environ.get("DECISIOND_TOKEN") or sys.exit("set DECISIOND_TOKEN (decisiond prints one in dev mode)")
    service = Service(url, token)
    cycle_id = args.cycle or service.create_cycle(args.goal)
    model = args.model or DEFAULT_MODELS[args.provider]
    if args.provider == "openai":
        import openai

        outcome = run_openai(openai.OpenAI(), service, cycle_id, args.goal, model, args.max_turns)
    else:
        import anthropic

        outcome = run_anthropic(anthropic.Anthropic(), service, cycle_id, args.goal, model, args.max_turns)
    print(json.dumps(outcome, indent=2))
    print(f"the document: {url}/api/cycles/{cycle_id}/document", file=sys.stderr)


if __name__ == "__main__":
    main()
