"""Drives the career-move scenario (tests/scenarios/career-move.json)
against a live decisiond with the generated Python client
(clients/python), and checks every expectation the scenario states.

Each call goes through the tool's own typed operation
(`api.tool_calls.call_<tool>`, its body `<Tool>Call` of
`<Tool>Parameters`), and its answer must decode to the tool's own result
class (`<Tool>Result`); a step whose parameters the typed models refuse
(the scenario's deliberate mistakes, such as an unknown `direction`) goes
through the generic `call_tool`, as a gateway's would, and must be refused
by the service too.

    python clients/tests/career_move.py <base-url> <token> <scenario.json>

The generated package must be importable (pip install clients/python).
"""

import importlib
import json
import sys
from typing import Any
from uuid import UUID

from decision_ledger_client import AuthenticatedClient, models
from decision_ledger_client.api.cycles import create_cycle, navigate
from decision_ledger_client.api.read_models import get_document, get_pugh, list_invocations
from decision_ledger_client.api.tools import call_tool
from decision_ledger_client.models import (
    CallToolName,
    Component,
    CreateBody,
    DocumentView,
    InvocationsPage,
    NavigateBody,
    PughDoc,
    ToolCallBody,
)


def matches(expected: Any, actual: Any, at: str = "data") -> None:
    """Subset match, as the Rust suite's `scenario::matches`."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            raise AssertionError(f"{at}: expected an object, got {actual!r}")
        for key, value in expected.items():
            if key not in actual:
                raise AssertionError(f"{at}: missing key {key}")
            matches(value, actual[key], f"{at}.{key}")
    elif isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            raise AssertionError(f"{at}: expected {len(expected)} items, got {actual!r}")
        used: set[int] = set()
        for i, item in enumerate(expected):
            for j, candidate in enumerate(actual):
                if j in used:
                    continue
                try:
                    matches(item, candidate, f"{at}[{i}]")
                except AssertionError:
                    continue
                used.add(j)
                break
            else:
                raise AssertionError(f"{at}[{i}]: {item!r} matches no item")
    elif expected != actual:
        raise AssertionError(f"{at}: expected {expected!r}, got {actual!r}")


def pascal(tool: str) -> str:
    return "".join(word.capitalize() for word in tool.split("_"))


def call(client: AuthenticatedClient, cycle: UUID, tool: str, parameters: dict[str, Any], turn: int) -> tuple[Any, bool]:
    """The tool's own operation when its typed models take `parameters`;
    the generic one (False) when they refuse them."""
    operation = importlib.import_module(f"decision_ledger_client.api.tool_calls.call_{tool}")
    body_class = getattr(models, f"{pascal(tool)}Call")
    parameters_class = getattr(models, f"{pascal(tool)}Parameters")
    try:
        body = body_class(parameters=parameters_class.from_dict(parameters), conversation_turn=turn)
    except (KeyError, TypeError, ValueError):
        generic = call_tool.sync_detailed(cycle, CallToolName(tool), client=client,
                                          body=ToolCallBody(parameters=parameters, conversation_turn=turn))
        return generic, False
    return operation.sync_detailed(cycle, client=client, body=body), True


def main() -> None:
    base_url, token, scenario_path = sys.argv[1:4]
    scenario = json.load(open(scenario_path, encoding="utf-8"))
    client = AuthenticatedClient(base_url=base_url, token=token)

    created = create_cycle.sync(client=client, body=CreateBody(title=scenario["create"]["title"]))
    assert created is not None and not hasattr(created, "error"), created
    cycle: UUID = created.cycle_id
    last_position = created.position
    calls = 0
    decoded: set[str] = set()

    for n, step in enumerate(scenario["steps"]):
        if "navigate" in step:
            moved = navigate.sync(cycle, client=client, body=NavigateBody(component=Component(step["navigate"])))
            assert moved is not None and not hasattr(moved, "error"), f"step {n}: {moved}"
            continue
        response, typed = call(client, cycle, step["tool"], step["parameters"], n)
        calls += 1
        answer = response.parsed
        status = int(response.status_code)
        where = f"step {n} ({step['tool']})"
        if "expect_status" in step:
            assert status == step["expect_status"], f"{where}: {status}"
            assert not answer.success, f"{where}: {answer}"
            for mention in step.get("expect_error_mentions", []):
                assert mention.lower() in answer.error.lower(), f"{where}: {answer.error}"
        else:
            assert status == 200 and answer.success, f"{where}: {answer}"
            assert typed, f"{where}: valid parameters the typed models refused"
            result = getattr(models, f"{pascal(step['tool'])}Result", None)
            assert result is None or isinstance(answer.data, result), f"{where}: decoded as {type(answer.data)}"
            decoded.add(type(answer.data).__name__)
            if "expect" in step:
                matches(step["expect"], answer.to_dict()["data"])
        if hasattr(answer, "position") and isinstance(answer.position, int):
            last_position = max(last_position, answer.position)

    # The read models, read after the last write.
    pugh = get_pugh.sync(cycle, client=client, min_position=last_position)
    assert isinstance(pugh, PughDoc) and pugh.totals is not None, pugh
    matches(scenario["final"]["pugh"], pugh.totals.to_dict(), "pugh")

    document = get_document.sync(cycle, client=client, min_position=last_position)
    assert isinstance(document, DocumentView), document
    for text in scenario["final"]["document_contains"]:
        assert text in document.markdown, f"the document lacks {text}"

    log = list_invocations.sync(cycle, client=client, min_position=last_position)
    assert isinstance(log, InvocationsPage), log
    expected = scenario["final"]["invocations"]
    assert (log.total, log.rejected) == (expected["total"], expected["rejected"]), (log.total, log.rejected)

    print(json.dumps({"cycle_id": str(cycle), "tool_calls": calls, "leader": pugh.totals.leader_id,
                      "result_classes": sorted(decoded)}))


if __name__ == "__main__":
    main()
