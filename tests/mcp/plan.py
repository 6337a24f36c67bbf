"""The calls that run every tool of the catalog over MCP, gated and not: one
plan, driven by two clients (`every_tool.py` with the official MCP Python
SDK, `pydantic_agent.py` with a pydantic-ai agent), each checking every
result against the tool's published `outputSchema`.

Three sessions, one `decisiond mcp` process each, on one data directory:

1. without the gate: the career-move scenario (cycle A), the family-car
   scenario (cycle F), then every tool neither scenario calls (OTHERS);
2. with the gate (`--require-confirmation`): the career-move scenario again
   (cycle B), where its gated steps answer proposals, then every gated tool
   the scenario does not call, on cycle A (GATED), each a proposal;
3. without the gate: the GATED calls again, on cycle A, now run (what they
   remove, demote, un-mark), but erase_cycle, which is always a proposal.

A step is a dict: `cycle` (the key of the cycle it acts on), `tool`,
`arguments` (without `cycle_id`), `refused` (an `isError` answer is
expected) and `held` (a proposal is expected). A `create` step makes the
cycle its key names.
"""

from __future__ import annotations

import argparse
import asyncio
import json
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"

# Every tool the scenarios do not call, each with arguments valid on the
# scenario's final state: (cycle, component to navigate to or None, tool,
# arguments). In order: an id one call makes, a later call uses.
OTHERS: list[tuple[str, str | None, str, dict[str, Any]]] = [
    ("A", "issue_raising", "add_objective_idea", {"description": "More time with family"}),
    ("A", None, "add_consideration", {"description": "Partner's job is local"}),
    ("A", "problem_frame", "set_scope", {"in_scope": ["Role", "Pay"], "out_scope": ["Moving city"]}),
    ("A", None, "add_party", {"name": "Alex", "role": "affected", "concerns": ["Commute"]}),
    ("A", None, "add_hierarchy_decision", {"description": "Which city to live in", "level": "given",
                                           "status": "decided"}),
    ("A", "objectives", "update_objective_measure", {"id": "obj_2", "new_measure": "Reports and budget"}),
    ("A", None, "promote_to_fundamental", {"id": "obj_3", "reason": "Matters in itself"}),
    ("A", None, "list_objectives", {"include_details": True, "filter": "all"}),
    ("A", "alternatives", "update_alternative", {"id": "alt_b", "description": "Head of platform, remote-first"}),
    ("A", None, "add_strategy_dimension", {"dimension": "Location", "options": ["Remote", "Hybrid", "Office"]}),
    ("A", None, "set_alternative_strategy", {"alternative_id": "alt_a", "dim_id": "dim_1", "option": "Office"}),
    ("A", "consequences", "add_consequence_uncertainty", {"alternative_id": "alt_b", "objective_id": "obj_1",
                                                          "uncertainty": "Equity value unknown"}),
    ("A", None, "update_rating_reasoning", {"alternative_id": "alt_a", "objective_id": "obj_1",
                                            "reasoning": "Base pay only; bonus excluded"}),
    ("A", "decision_quality", "add_quality_improvement", {"action": "Interview a VP at the new company",
                                                          "impact": "More reliable growth ratings"}),
    ("A", None, "calculate_overall_dq", {"response_format": "detailed"}),
    ("A", None, "flag_uncertainty", {"description": "Will the round close?", "component": "consequences",
                                     "resolvable": True, "impact": None}),
    ("A", None, "list_uncertainties", {"filter": None, "response_format": "detailed"}),
    ("A", None, "resolve_uncertainty", {"id": "unc_1", "resolution": "Round closed in March"}),
    ("A", None, "suggest_revisit", {"component": "alternatives", "reason": "Moving abroad is now possible",
                                    "priority": "low", "trigger": None}),
    ("A", None, "get_pending_revisits", {"response_format": "detailed"}),
    ("A", None, "dismiss_revisit", {"id": "rev_1", "reason": "Already covered"}),
    ("A", None, "request_confirmation", {
        "summary": "Keep the health plan objective?",
        "options": [{"label": "Yes", "description": "Keep it"}, {"label": "No", "description": "Drop it"}],
        "default_option": 1, "expires_in_minutes": None}),
    ("A", None, "record_user_choice", {"confirmation_id": "conf_1", "choice": "Yes"}),
    ("A", None, "get_confirmations", {"status": "all", "response_format": "detailed"}),
    ("A", None, "get_document_section", {"component": "objectives", "response_format": "detailed"}),
    ("A", None, "add_note", {"content": "Discuss with Alex on Friday", "component": None}),
    ("A", None, "get_document_summary", {"response_format": "detailed"}),
    ("F", "consequences", "clear_measured_consequence", {"alternative_id": "alt_d", "objective_id": "obj_1",
                                                         "reason": "The sheet was for last year's model"}),
]

# The gated tools the career-move scenario does not call, valid on its final
# state (cycle A), in an order that also runs them all without the gate
# (the standout before its alternative is removed); erase_cycle last.
GATED: list[tuple[str | None, str, dict[str, Any]]] = [
    ("objectives", "remove_objective", {"id": "obj_2", "reason": "Folded into compensation"}),
    ("objectives", "demote_to_means", {"id": "obj_4", "fundamental_id": "obj_1"}),
    ("tradeoffs", "clear_dominated", {"alternative_id": "alt_c", "reason": "Re-rated after the new offer"}),
    ("issue_raising", "set_focal_decision", {"decision_id": "dec_2"}),
    ("recommendation", "set_standout", {"alternative_id": "alt_b", "rationale": "Growth outweighs pay"}),
    ("alternatives", "remove_alternative", {"id": "alt_b", "reason": "The startup withdrew"}),
    (None, "erase_cycle", {}),
]


def _scenario(cycle: str, file: str, gated: set[str], gate_on: bool) -> list[dict[str, Any]]:
    script = json.loads((SCENARIOS / file).read_text())
    steps: list[dict[str, Any]] = [{"cycle": cycle, "create": script["create"]["title"]}]
    for step in script["steps"]:
        if "navigate" in step:
            steps.append(_navigate(cycle, step["navigate"]))
            continue
        refused = "expect_status" in step
        steps.append({"cycle": cycle, "tool": step["tool"], "arguments": step["parameters"], "refused": refused,
                      "held": gate_on and step["tool"] in gated and not refused})
    return steps


def _navigate(cycle: str, component: str) -> dict[str, Any]:
    return {"cycle": cycle, "tool": "navigate", "arguments": {"component": component}, "refused": False,
            "held": False}


def _call(cycle: str, component: str | None, tool: str, arguments: dict[str, Any], held: bool) -> list[dict]:
    steps = [_navigate(cycle, component)] if component else []
    return steps + [{"cycle": cycle, "tool": tool, "arguments": arguments, "refused": False, "held": held}]


def sessions(gated: set[str], proposal_only: set[str]) -> list[tuple[bool, list[dict[str, Any]]]]:
    """(gate on, steps) for each of the three sessions, in order. A
    proposal-only tool (erase_cycle) answers a proposal with the gate off too."""
    free = _scenario("A", "career-move.json", gated, False) + _scenario("F", "family-car.json", gated, False)
    for cycle, component, tool, arguments in OTHERS:
        free += _call(cycle, component, tool, arguments, held=False)
    held = _scenario("B", "career-move.json", gated, True)
    run: list[dict[str, Any]] = []
    for component, tool, arguments in GATED:
        held += _call("A", component, tool, arguments, held=True)
        run += _call("A", component, tool, arguments, held=tool in proposal_only)
    return [(False, free), (True, held), (False, run)]


def call_arguments(step: dict[str, Any], cycles: dict[str, str]) -> tuple[str, dict[str, Any]]:
    """The tool and the arguments a step sends, its cycle's id filled in."""
    if "create" in step:
        return "create_cycle", {"title": step["create"]}
    return step["tool"], {"cycle_id": cycles[step["cycle"]], **step["arguments"]}


class Tally:
    """What a client saw: failures, the tools whose results it validated, the
    tools that answered proposals."""

    def __init__(self) -> None:
        self.failures: list[str] = []
        self.validated: set[str] = set()
        self.proposed: set[str] = set()
        self.calls = 0
        self.discoveries = 0

    def check(self, step: dict[str, Any], cycles: dict[str, str], is_error: bool, data: dict[str, Any]) -> None:
        """Checks one answer against the step's expectation."""
        name, _ = call_arguments(step, cycles)
        self.calls += 1
        if "create" in step:
            if is_error or "cycle_id" not in data:
                self.failures.append(f"create_cycle: {data}")
            else:
                cycles[step["cycle"]] = data["cycle_id"]
            self.validated.add(name)
            return
        if is_error != step["refused"]:
            self.failures.append(f"{name} on {step['cycle']}: isError {is_error}, expected {step['refused']}: {data}")
        if not is_error:
            self.validated.add(name)
        proposal = data.get("confirmation_required") is True
        if step["held"] != proposal:
            self.failures.append(f"{name} on {step['cycle']}: proposal {proposal}, expected {step['held']}")
        if proposal:
            self.proposed.add(name)

    def summary(self, every: set[str], gated: set[str]) -> dict[str, Any]:
        failures = list(self.failures)
        unheld = sorted(gated - self.proposed)
        if unheld:
            failures.append(f"gated tools never held: {unheld}")
        never = sorted(every - self.validated)
        if never:
            failures.append(f"tools never run: {never}")
        return {"ok": not failures, "failures": failures, "calls": self.calls, "discoveries": self.discoveries,
                "proposed": sorted(self.proposed), "validated": sorted(self.validated)}


Runner = Callable[[list[str], set[str], set[str], set[str]], Awaitable[dict[str, Any]]]


def main(description: str, run: Runner) -> int:
    """A client's command line: `--tools`, `--gated`, `--proposal-only`,
    then `-- decisiond mcp …`; prints the JSON summary, 1 on any failure."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--tools", required=True, help="every tool of the catalog, comma separated")
    parser.add_argument("--gated", required=True, help="the tools the gate can hold, comma separated")
    parser.add_argument("--proposal-only", required=True, help="the tools that always answer a proposal")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="-- decisiond mcp …")
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    names = [set(value.split(",")) for value in (args.tools, args.gated, args.proposal_only)]
    summary = asyncio.run(run(command, *names))
    print(json.dumps(summary, indent=1))
    return 0 if summary["ok"] else 1
