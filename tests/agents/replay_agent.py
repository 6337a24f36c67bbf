"""Runs examples/agent's loop offline: the model's turns come from a
recorded transcript instead of the provider, everything else is real (the
loop, the SDK's response types, decisiond).

    python replay_agent.py openai|anthropic TRANSCRIPT BASE_URL TOKEN

The stand-in replaces only the paid call the loop makes
(`client.responses.create` / `client.messages.create`). It parses each
recorded response with the SDK's own type (so the transcript has the
provider's real shape) and checks every request the loop sends as the
provider would: tools offered in the format's shape, and a result for
every call the previous response made. Prints one JSON line: the loop's
outcome and, per turn, the names of the tools offered.
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples" / "agent"))

import agent  # noqa: E402
from anthropic.types import Message  # noqa: E402
from openai.types.responses import Response  # noqa: E402


class Replay:
    """The recorded responses, in order; fails on a request past the end."""

    def __init__(self, responses, parse):
        self.responses = [parse(r) for r in responses]
        self.sent = 0
        self.offered = []

    def next(self):
        if self.sent >= len(self.responses):
            raise AssertionError(f"the loop asked for turn {self.sent + 1}; the transcript has {len(self.responses)}")
        self.sent += 1
        return self.responses[self.sent - 1]

    def previous(self):
        return self.responses[self.sent - 1] if self.sent else None


def require(condition, message):
    if not condition:
        raise AssertionError(message)


class FakeOpenAI:
    """`client.responses.create`, as the Responses API checks a request."""

    def __init__(self, responses):
        self.replay = Replay(responses, Response.model_validate)
        self.responses = self

    def create(self, *, model, instructions, input, tools):
        for tool in tools:
            require(
                tool.get("type") == "function" and tool.get("strict") is True and tool["parameters"]["type"] == "object",
                f"not a strict Responses function tool: {json.dumps(tool)[:300]}",
            )
        previous = self.replay.previous()
        if previous is not None:
            answered = {i.get("call_id") for i in input if i.get("type") == "function_call_output"}
            for item in previous.output:
                if item.type == "function_call":
                    require(item.call_id in answered, f"no function_call_output for {item.call_id} ({item.name})")
        require(isinstance(instructions, str) and instructions, "instructions")
        self.replay.offered.append([t["name"] for t in tools])
        return self.replay.next()


class FakeAnthropic:
    """`client.messages.create`, as the Messages API checks a request."""

    def __init__(self, responses):
        self.replay = Replay(responses, Message.model_validate)
        self.messages = self

    def create(self, *, model, max_tokens, system, messages, tools):
        for tool in tools:
            require(
                set(tool) == {"name", "description", "input_schema"} and tool["input_schema"]["type"] == "object",
                f"not an Anthropic tool: {json.dumps(tool)[:300]}",
            )
        previous = self.replay.previous()
        if previous is not None:
            last = messages[-1]
            require(last["role"] == "user", "the tool results come in a user message")
            answered = {b["tool_use_id"] for b in last["content"] if b.get("type") == "tool_result"}
            for block in previous.content:
                if block.type == "tool_use":
                    require(block.id in answered, f"no tool_result for {block.id} ({block.name})")
        require(messages[0]["role"] == "user" and max_tokens > 0 and system, "request shape")
        self.replay.offered.append([t["name"] for t in tools])
        return self.replay.next()


def main():
    provider, transcript, base_url, token = sys.argv[1:5]
    recorded = json.loads(Path(transcript).read_text())
    service = agent.Service(base_url, token)
    cycle_id = service.create_cycle(recorded["goal"])
    if provider == "openai":
        fake = FakeOpenAI(recorded["responses"])
        outcome = agent.run_openai(fake, service, cycle_id, recorded["goal"], "replayed")
    else:
        fake = FakeAnthropic(recorded["responses"])
        outcome = agent.run_anthropic(fake, service, cycle_id, recorded["goal"], "replayed")
    require(fake.replay.sent == len(fake.replay.responses), "the loop stopped before the transcript's end")
    print(json.dumps({"outcome": outcome, "offered": fake.replay.offered}))


if __name__ == "__main__":
    main()
