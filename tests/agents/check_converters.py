"""Runs the providers' own strict-schema converters over every tool of
every wire format the catalog serves, and fails on any error or change.

    python check_converters.py CATALOG_DIR

CATALOG_DIR holds `<format>.json`, each the body of
`GET /api/tools?format=<format>` (tests/tests/tool_formats.rs writes them
from the real server). Prints one JSON line: {"checked": N, "failures": [...]}.

The converters:
* openai: `openai.lib._pydantic._ensure_strict_json_schema`, what
  `to_strict_json_schema` and `pydantic_function_tool` run (the public
  entry points take a pydantic model, not a schema);
* openai-agents: `agents.strict_schema.ensure_strict_json_schema`, what a
  `FunctionTool` with `strict_json_schema=True` runs;
* anthropic: `anthropic.transform_schema`, the strict tool-use transformer.
Each gets its own deep copy. Its output must equal the schema it was given,
except for two changes that mean nothing: Anthropic's transformer drops a
`type` beside an `enum` (the values carry their types), and moves the
numeric and item-count bounds the compact schemas keep as keywords into the
description, where its model reads them (`{maximum: 2}`; each bound must be
there).
The envelopes are checked against the SDKs' own parameter types.

And a framework: pydantic-ai's TestModel makes arguments for each tool
from its schema (`_JsonSchemaTestData`, what its `TestModel` calls), with
two seeds so that each nullable value is generated once as a value and
once as null; the arguments must be valid under the schema.
"""

import copy
import json
import sys
from pathlib import Path

import anthropic
import jsonschema
import pydantic
from agents.strict_schema import ensure_strict_json_schema
from anthropic.types import ToolParam
from openai.lib._pydantic import _ensure_strict_json_schema
from openai.types.chat import ChatCompletionFunctionToolParam
from openai.types.responses import FunctionToolParam
from openai.types.shared_params import FunctionDefinition
from pydantic_ai.models.test import _JsonSchemaTestData

SEEDS = (0, 1)


def openai_strict(schema):
    return _ensure_strict_json_schema(schema, path=(), root=schema)


CONVERTERS = {
    "openai": openai_strict,
    "openai-agents": ensure_strict_json_schema,
    "anthropic": anthropic.transform_schema,
}


def without_enum_types(schema):
    """`schema` as Anthropic's transformer writes it: no `type` beside `enum`."""
    if isinstance(schema, list):
        return [without_enum_types(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out = {k: without_enum_types(v) if k != "enum" else v for k, v in schema.items()}
    if "enum" in out:
        out.pop("type", None)
    return out


# The bounds Anthropic's strict transformer moves into the description
# (it keeps `minItems` of 0 or 1).
MOVED = ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "maxItems", "minItems")


def moved_bounds(schema):
    """`schema` as Anthropic's transformer writes it: the bounds it does not
    support moved into the description as `{key: value, …}`."""
    if isinstance(schema, list):
        return [moved_bounds(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out = {k: moved_bounds(v) if k not in MOVED else v for k, v in schema.items()}
    moved = {k: out.pop(k) for k in MOVED if k in out and not (k == "minItems" and out[k] in (0, 1))}
    if moved:
        note = "{" + ", ".join(f"{k}: {v}" for k, v in moved.items()) + "}"
        out["description"] = f"{out['description']}\n\n{note}" if out.get("description") else note
    return out


def same_bounds(schema):
    """Both sides with the moved bounds' words taken out of descriptions:
    only where the transformer writes them may differ."""
    if isinstance(schema, list):
        return [same_bounds(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out = {k: same_bounds(v) for k, v in schema.items()}
    if isinstance(out.get("description"), str) and "{" in out["description"]:
        text = out["description"].split("\n\n{")[0]
        if text.startswith("{") and text.endswith("}"):
            text = ""
        if text:
            out["description"] = text
        else:
            out.pop("description")
    return out


EXPECTED = {
    "openai": lambda s: s,
    "openai-agents": lambda s: s,
    "anthropic": lambda s: without_enum_types(moved_bounds(s)),
}


def differences(want, got, path="$"):
    """Where `got` differs from `want`, as "path: …" lines."""
    if isinstance(want, dict) and isinstance(got, dict):
        found = []
        for key in sorted(set(want) | set(got)):
            if key not in got:
                found.append(f"{path}.{key}: removed")
            elif key not in want:
                found.append(f"{path}.{key}: added {json.dumps(got[key])[:200]}")
            else:
                found += differences(want[key], got[key], f"{path}.{key}")
        return found
    if isinstance(want, list) and isinstance(got, list) and len(want) == len(got):
        found = []
        for i, (w, g) in enumerate(zip(want, got)):
            found += differences(w, g, f"{path}[{i}]")
        return found
    if want != got:
        return [f"{path}: {json.dumps(want)[:200]} became {json.dumps(got)[:200]}"]
    return []


def _bound_notes(schema):
    """Every `key: value` a description states inside `{…}`."""
    found = []
    if isinstance(schema, list):
        for s in schema:
            found += _bound_notes(s)
    elif isinstance(schema, dict):
        text = schema.get("description")
        if isinstance(text, str) and "{" in text:
            inside = text[text.rfind("{") + 1 : text.rfind("}")]
            found += [part.strip() for part in inside.split(",") if ":" in part]
        for k, v in schema.items():
            if k != "description":
                found += _bound_notes(v)
    return found


def envelope_problems(fmt, tool):
    """The tool against the SDK's own parameter type for its format."""
    checks = {
        "openai": [(ChatCompletionFunctionToolParam, tool), (FunctionDefinition, tool.get("function", {}))],
        "openai-responses": [(FunctionToolParam, tool)],
        "anthropic": [(ToolParam, tool)],
    }.get(fmt, [])
    problems = []
    for typed, value in checks:
        known = typed.__required_keys__ | typed.__optional_keys__
        unknown = set(value) - known
        if unknown:
            problems.append(f"{typed.__name__} has no {sorted(unknown)}")
        try:
            pydantic.TypeAdapter(typed).validate_python(value, strict=False)
        except pydantic.ValidationError as e:
            problems.append(f"{typed.__name__}: {e}")
    return problems


def parameters_of(fmt, tool):
    return {
        "openai": lambda t: t["function"]["parameters"],
        "openai-responses": lambda t: t["parameters"],
        "anthropic": lambda t: t["input_schema"],
        "mcp": lambda t: t["inputSchema"],
    }[fmt](tool)


def name_of(fmt, tool):
    return tool["function"]["name"] if fmt == "openai" else tool["name"]


def generated_problems(schema):
    """Arguments pydantic-ai's test model makes for `schema`, checked
    against it."""
    problems = []
    for seed in SEEDS:
        try:
            arguments = _JsonSchemaTestData(copy.deepcopy(schema), seed).generate()
        except Exception as e:
            problems.append(f"seed {seed}: raised {type(e).__name__}: {e}")
            continue
        for error in jsonschema.Draft202012Validator(schema).iter_errors(arguments):
            problems.append(f"seed {seed}: {json.dumps(arguments)[:200]} is invalid: {error.message}")
    return problems


def self_check():
    """The harness catches a refusal: Anthropic's transformer and
    pydantic-ai's generator both refuse the `type` array form the catalog
    used to send."""
    old = {
        "type": "object",
        "properties": {"ids": {"type": ["array", "null"], "items": {"type": "string"}}},
        "required": ["ids"],
        "additionalProperties": False,
    }
    try:
        anthropic.transform_schema(copy.deepcopy(old))
    except Exception:
        pass
    else:
        raise SystemExit("self-check: anthropic.transform_schema accepted a `type` array; the check proves nothing")
    if not generated_problems(old):
        raise SystemExit("self-check: pydantic-ai generated arguments for a `type` array; the check proves nothing")


def main():
    self_check()
    folder = Path(sys.argv[1])
    checked = 0
    generated = 0
    failures = []
    formats = sorted(p.stem for p in folder.glob("*.json"))
    if not formats:
        raise SystemExit(f"no <format>.json in {folder}")
    for fmt in formats:
        body = json.loads((folder / f"{fmt}.json").read_text())
        tools = [t for group in body["components"].values() for t in group]
        if len(tools) != body["total"]:
            failures.append(f"{fmt}: {len(tools)} tools listed, total says {body['total']}")
        for tool in tools:
            name = name_of(fmt, tool)
            failures += [f"{fmt} {name}: {p}" for p in envelope_problems(fmt, tool)]
            schema = parameters_of(fmt, tool)
            for converter, convert in CONVERTERS.items():
                try:
                    got = convert(copy.deepcopy(schema))
                except Exception as e:  # any refusal is a failure
                    failures.append(f"{fmt} {name} [{converter}]: raised {type(e).__name__}: {e}")
                    continue
                want = EXPECTED[converter](schema)
                if converter == "anthropic":
                    # Each moved bound is in the description it wrote.
                    for bound in sorted(set(_bound_notes(want)) - set(_bound_notes(got))):
                        failures.append(f"{fmt} {name} [{converter}] lost the bound {bound}")
                    want, got = same_bounds(want), same_bounds(got)
                for d in differences(want, got):
                    failures.append(f"{fmt} {name} [{converter}] changed {d}")
                checked += 1
            failures += [f"{fmt} {name} [pydantic-ai] {p}" for p in generated_problems(schema)]
            generated += len(SEEDS)
    print(json.dumps({"formats": formats, "checked": checked, "generated": generated, "failures": failures}))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
