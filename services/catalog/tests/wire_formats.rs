//! The provider wire formats (DESIGN.md §5): every tool of the catalog, in
//! every format, stays inside the strict subset OpenAI (`strict: true`) and
//! Anthropic accept, and the server accepts what a strict client sends.
//! The tests iterate the catalog, so a tool added later is covered as soon
//! as it is registered.

use crate::support;

use decision_catalog::{
    Access, COMPACT_BOUNDS, CONFIRMATION_NOTE, Detail, ToolSpec, WireFormat, compact_schema,
    human_title, strict_schema, wire_description,
};
use serde_json::{Map, Value, json};
use std::collections::BTreeSet;
use support::catalog;

/// The only keywords a strict wire schema may use.
const ALLOWED: [&str; 8] = [
    "type",
    "anyOf",
    "properties",
    "required",
    "additionalProperties",
    "items",
    "enum",
    "description",
];
const MAX_DEPTH: usize = 5;
/// OpenAI's limit on properties in one schema.
const MAX_PROPERTIES: usize = 100;

/// `^[a-zA-Z0-9_-]{1,64}$`
fn valid_name(name: &str) -> bool {
    (1..=64).contains(&name.len())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}

fn types_of(schema: &Map<String, Value>) -> Vec<&str> {
    match schema.get("type") {
        Some(Value::String(t)) => vec![t.as_str()],
        Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    }
}

/// Everything in `schema` outside the strict subset, as "path: problem".
fn violations(schema: &Value) -> Vec<String> {
    let mut found = Vec::new();
    let mut properties = 0;
    match schema.get("type") {
        Some(t) if t == "object" => {}
        other => found.push(format!("$: the root must be `type: object`, not {other:?}")),
    }
    walk(schema, "$", 1, &mut properties, &mut found);
    if properties > MAX_PROPERTIES {
        found.push(format!(
            "$: {properties} properties, more than {MAX_PROPERTIES}"
        ));
    }
    found
}

fn walk(schema: &Value, path: &str, depth: usize, count: &mut usize, found: &mut Vec<String>) {
    let Value::Object(s) = schema else {
        found.push(format!("{path}: a schema must be an object, not {schema}"));
        return;
    };
    if let Some(branches) = s.get("anyOf") {
        return nullable(s, branches, path, depth, count, found);
    }
    for key in s.keys().filter(|k| !ALLOWED.contains(&k.as_str())) {
        found.push(format!(
            "{path}: keyword `{key}` is outside the strict subset"
        ));
    }
    let types = types_of(s);
    if s.get("type").is_some_and(Value::is_array) {
        found.push(format!(
            "{path}: a `type` array (Anthropic's strict transformer refuses it): use `anyOf` with a `null` branch"
        ));
    }
    const JSON_TYPES: [&str; 7] = [
        "string", "number", "integer", "boolean", "object", "array", "null",
    ];
    if types.is_empty() || types.iter().any(|t| !JSON_TYPES.contains(t)) {
        found.push(format!(
            "{path}: needs a JSON `type`, has {:?}",
            s.get("type")
        ));
    }
    if let Some(d) = s.get("description").filter(|d| !d.is_string()) {
        found.push(format!("{path}: description must be a string, not {d}"));
    }
    if let Some(values) = s.get("enum") {
        match values.as_array() {
            Some(values) if !values.is_empty() => {
                for v in values.iter().filter(|v| !value_has_type(v, &types)) {
                    found.push(format!(
                        "{path}: enum value {v} does not match type {types:?}"
                    ));
                }
                if types.contains(&"null") && !values.contains(&Value::Null) {
                    found.push(format!("{path}: nullable but `null` is not in the enum"));
                }
            }
            _ => found.push(format!("{path}: enum must be a non-empty array")),
        }
    }
    let container = types.contains(&"object") || types.contains(&"array");
    if container && depth > MAX_DEPTH {
        found.push(format!(
            "{path}: nested {depth} levels deep, more than {MAX_DEPTH}"
        ));
    }
    if types.contains(&"object") {
        if s.get("additionalProperties") != Some(&json!(false)) {
            found.push(format!(
                "{path}: an object needs `additionalProperties: false`"
            ));
        }
        let properties = s.get("properties").and_then(Value::as_object);
        let required: BTreeSet<&str> = s
            .get("required")
            .and_then(Value::as_array)
            .map(|r| r.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        let Some(properties) = properties else {
            found.push(format!(
                "{path}: an object needs `properties` (may be empty)"
            ));
            return;
        };
        if s.get("required").and_then(Value::as_array).is_none() {
            found.push(format!("{path}: an object needs `required` (may be empty)"));
        }
        for name in required.iter().filter(|r| !properties.contains_key(**r)) {
            found.push(format!("{path}: `{name}` is required but not a property"));
        }
        for (name, property) in properties {
            *count += 1;
            if !valid_name(name) {
                found.push(format!(
                    "{path}: property name `{name}` is not ^[a-zA-Z0-9_-]{{1,64}}$"
                ));
            }
            if !required.contains(name.as_str()) {
                found.push(format!(
                    "{path}: property `{name}` is missing from `required`"
                ));
            }
            walk(property, &format!("{path}.{name}"), depth + 1, count, found);
        }
    } else if s.contains_key("properties") || s.contains_key("additionalProperties") {
        found.push(format!(
            "{path}: `properties` on a schema that is not an object"
        ));
    }
    if types.contains(&"array") {
        match s.get("items") {
            Some(items) => walk(items, &format!("{path}[]"), depth + 1, count, found),
            None => found.push(format!("{path}: an array needs `items`")),
        }
    }
}

/// The one union the subset allows: `{"description"?, "anyOf": [<schema>,
/// {"type": "null"}]}`, below the root; it is no level of nesting.
fn nullable(
    s: &Map<String, Value>,
    branches: &Value,
    path: &str,
    depth: usize,
    count: &mut usize,
    found: &mut Vec<String>,
) {
    if depth == 1 {
        found.push(format!("{path}: `anyOf` at the root"));
    }
    for key in s
        .keys()
        .filter(|k| !["anyOf", "description"].contains(&k.as_str()))
    {
        found.push(format!(
            "{path}: `{key}` beside `anyOf` (put it in the branch)"
        ));
    }
    let null = json!({"type": "null"});
    match branches.as_array().map(Vec::as_slice) {
        Some([schema, last]) if *last == null && *schema != null => {
            if schema.get("anyOf").is_some() {
                found.push(format!("{path}: `anyOf` inside `anyOf`"));
            }
            walk(schema, path, depth, count, found)
        }
        _ => found.push(format!(
            "{path}: `anyOf` is only for a nullable value, [<schema>, {null}], not {branches}"
        )),
    }
}

fn value_has_type(value: &Value, types: &[&str]) -> bool {
    let t = match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if n.is_i64() || n.is_u64() => {
            return types.contains(&"integer") || types.contains(&"number");
        }
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    };
    types.contains(&t)
}

/// A compact schema less the bounds it keeps as keywords (numeric ones on
/// numbers, item counts on arrays): what remains must be the strict subset.
fn without_compact_bounds(schema: &Value, found: &mut Vec<String>) -> Value {
    match schema {
        Value::Object(map) => {
            let types = types_of(map);
            let mut out = Map::new();
            for (key, value) in map {
                if COMPACT_BOUNDS.contains(&key.as_str()) {
                    let on = if key.ends_with("Items") {
                        "array"
                    } else {
                        "number"
                    };
                    let fits = types
                        .iter()
                        .any(|t| *t == on || (on == "number" && *t == "integer"));
                    if !fits || !value.is_number() {
                        found.push(format!("`{key}` on {types:?}: {value}"));
                    }
                    continue;
                }
                out.insert(key.clone(), without_compact_bounds(value, found));
            }
            Value::Object(out)
        }
        Value::Array(items) => Value::Array(
            items
                .iter()
                .map(|v| without_compact_bounds(v, found))
                .collect(),
        ),
        other => other.clone(),
    }
}

/// The strict-subset violations of a wire schema of `detail`.
fn violations_of(schema: &Value, detail: Detail) -> Vec<String> {
    match detail {
        Detail::Full => violations(schema),
        Detail::Compact => {
            let mut found = Vec::new();
            let rest = without_compact_bounds(schema, &mut found);
            found.extend(violations(&rest));
            found
        }
    }
}

/// The parameter schema inside a wire tool.
fn parameters_of(tool: &Value, format: WireFormat) -> &Value {
    match format {
        WireFormat::OpenAi => &tool["function"]["parameters"],
        WireFormat::OpenAiResponses => &tool["parameters"],
        WireFormat::Anthropic => &tool["input_schema"],
        WireFormat::Mcp => &tool["inputSchema"],
    }
}

fn keys(value: &Value) -> BTreeSet<&str> {
    value
        .as_object()
        .map(|m| m.keys().map(String::as_str).collect())
        .unwrap_or_default()
}

#[test]
fn every_tool_in_every_format_stays_inside_the_strict_subset() {
    let mut failures = Vec::new();
    for spec in catalog().all() {
        if !valid_name(spec.name) {
            failures.push(format!(
                "{}: tool name is not ^[a-zA-Z0-9_-]{{1,64}}$",
                spec.name
            ));
        }
        for format in WireFormat::ALL {
            for detail in Detail::ALL {
                let tool = spec.wire(format, detail);
                for problem in violations_of(parameters_of(&tool, format), detail) {
                    failures.push(format!(
                        "{} ({format}, {}) {problem}",
                        spec.name,
                        detail.as_str()
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The checker itself: each kind of violation is caught.
#[test]
fn the_strict_checker_catches_each_kind_of_violation() {
    let ok = json!({"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a"], "additionalProperties": false});
    assert_eq!(violations(&ok), Vec::<String>::new());
    let nullable = json!({"type": "object", "properties": {"a": {"description": "A.", "anyOf": [{"type": "string", "enum": ["x"]}, {"type": "null"}]}}, "required": ["a"], "additionalProperties": false});
    assert_eq!(violations(&nullable), Vec::<String>::new());
    let mut deep = json!({"type": "string"});
    for _ in 0..MAX_DEPTH {
        deep = json!({"type": "object", "properties": {"x": deep}, "required": ["x"], "additionalProperties": false});
    }
    assert!(
        violations(&deep).is_empty(),
        "{MAX_DEPTH} levels are allowed"
    );
    let too_deep = json!({"type": "object", "properties": {"x": deep}, "required": ["x"], "additionalProperties": false});
    let bad = [
        (
            json!({"type": "array", "items": {"type": "string"}}),
            "root must be",
        ),
        (
            json!({"type": "object", "properties": {}, "required": []}),
            "additionalProperties: false",
        ),
        (
            json!({"type": "object", "properties": {"a": {"type": "string"}}, "required": [], "additionalProperties": false}),
            "missing from `required`",
        ),
        (
            json!({"type": "object", "properties": {"a": {"type": "string", "maxLength": 3}}, "required": ["a"], "additionalProperties": false}),
            "`maxLength`",
        ),
        (
            json!({"type": "object", "properties": {"a": {"anyOf": [{"type": "string"}, {"type": "integer"}]}}, "required": ["a"], "additionalProperties": false}),
            "only for a nullable value",
        ),
        (
            json!({"type": "object", "properties": {"a": {"type": ["string", "null"]}}, "required": ["a"], "additionalProperties": false}),
            "`type` array",
        ),
        (
            json!({"anyOf": [{"type": "object", "properties": {}, "required": [], "additionalProperties": false}, {"type": "null"}]}),
            "`anyOf` at the root",
        ),
        (
            json!({"type": "object", "properties": {"a": {"type": "string", "anyOf": [{"type": "string"}, {"type": "null"}]}}, "required": ["a"], "additionalProperties": false}),
            "beside `anyOf`",
        ),
        (
            json!({"type": "object", "properties": {"a b": {"type": "string"}}, "required": ["a b"], "additionalProperties": false}),
            "property name",
        ),
        (
            json!({"type": "object", "$defs": {}, "properties": {}, "required": [], "additionalProperties": false}),
            "`$defs`",
        ),
        (too_deep, "levels deep"),
    ];
    for (schema, expected) in bad {
        let found = violations(&schema);
        assert!(
            found.iter().any(|f| f.contains(expected)),
            "expected {expected:?} for {schema}, got {found:?}"
        );
    }
}

/// The generator on the shapes schemars emits: refs, `Option` unions,
/// documented enum variants, bounds, formats, defaults.
#[test]
fn strict_schema_turns_canonical_shapes_into_the_subset() {
    let canonical = json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Example",
        "type": "object",
        "additionalProperties": false,
        "properties": {
            "name": {"type": "string", "description": "Brief name.", "minLength": 1, "maxLength": 200},
            "score": {"type": "integer", "format": "uint8", "minimum": 0, "maximum": 100},
            "rating": {"$ref": "#/$defs/PughRating"},
            "priority": {"anyOf": [{"$ref": "#/$defs/Priority"}, {"type": "null"}], "description": "How urgent."},
            "due": {"type": ["string", "null"], "format": "date"},
            "cells": {"type": "array", "items": {"$ref": "#/$defs/Cell"}, "minItems": 1, "maxItems": 100},
            "flag": {"type": "boolean", "default": false}
        },
        "required": ["name", "score", "rating", "cells"],
        "$defs": {
            "PughRating": {"type": "integer", "enum": [-2, -1, 0, 1, 2], "description": "Pugh rating."},
            "Priority": {"oneOf": [
                {"type": "string", "const": "low", "description": "nice to have"},
                {"type": "string", "const": "high", "description": "important"}
            ]},
            "Cell": {"type": "object", "properties": {"id": {"type": "string"}, "note": {"type": ["string", "null"]}}, "required": ["id"]}
        }
    });
    let strict = strict_schema(&canonical);
    assert_eq!(violations(&strict), Vec::<String>::new(), "{strict:#}");
    let p = &strict["properties"];
    assert_eq!(p["name"]["description"], "Brief name. 1 to 200 characters.");
    assert_eq!(p["score"]["description"], "0 to 100.");
    assert_eq!(p["rating"]["enum"], json!([-2, -1, 0, 1, 2]));
    assert_eq!(p["rating"]["type"], "integer");
    assert_eq!(
        p["priority"]["anyOf"],
        json!([{"type": "string", "enum": ["low", "high"]}, {"type": "null"}])
    );
    let priority = p["priority"]["description"].as_str().unwrap();
    assert!(
        priority.starts_with("How urgent.")
            && priority.contains("low: nice to have; high: important"),
        "{priority}"
    );
    assert!(
        p["due"]["description"]
            .as_str()
            .unwrap()
            .contains("Format: date"),
        "{}",
        p["due"]
    );
    assert!(
        p["cells"]["description"]
            .as_str()
            .unwrap()
            .contains("1 to 100 items")
    );
    assert_eq!(p["cells"]["items"]["required"], json!(["id", "note"]));
    assert_eq!(
        p["flag"]["anyOf"],
        json!([{"type": "boolean"}, {"type": "null"}])
    );
    assert_eq!(
        p["cells"]["items"]["properties"]["note"]["anyOf"],
        json!([{"type": "string"}, {"type": "null"}]),
        "a canonical `type` array becomes the `anyOf` form"
    );
    assert!(
        p["flag"]["description"]
            .as_str()
            .unwrap()
            .contains("Default: false")
    );
    assert_eq!(strict["required"].as_array().unwrap().len(), 7);
    // What the subset cannot express is left visible, not silently dropped.
    let map = json!({"type": "object", "properties": {"m": {"type": "object", "additionalProperties": {"type": "string"}}}, "required": ["m"]});
    assert!(!violations(&strict_schema(&map)).is_empty());
}

/// Fills every optional property the call leaves out with `null`, nested
/// objects included, following the canonical schema.
fn with_nulls(schema: &Value, root: &Value, value: &mut Value) {
    let schema = resolve(schema, root);
    if let Some(branch) = ["anyOf", "oneOf"]
        .iter()
        .filter_map(|k| schema.get(*k).and_then(Value::as_array))
        .flatten()
        .find(|b| resolve(b, root).get("type") != Some(&json!("null")))
    {
        return with_nulls(branch, root, value);
    }
    match value {
        Value::Object(call) => {
            let required = schema.get("required").cloned().unwrap_or(json!([]));
            for (name, property) in schema
                .get("properties")
                .and_then(Value::as_object)
                .into_iter()
                .flatten()
            {
                match call.get_mut(name) {
                    Some(v) => with_nulls(property, root, v),
                    None if !required.as_array().unwrap().contains(&json!(name)) => {
                        call.insert(name.clone(), Value::Null);
                    }
                    None => {}
                }
            }
        }
        Value::Array(items) => {
            if let Some(item) = schema.get("items") {
                items.iter_mut().for_each(|v| with_nulls(item, root, v));
            }
        }
        _ => {}
    }
}

fn resolve<'a>(schema: &'a Value, root: &'a Value) -> &'a Value {
    match schema.get("$ref").and_then(Value::as_str) {
        Some(r) => resolve(root.pointer(&r[1..]).expect("a local $ref"), root),
        None => schema,
    }
}

/// The smallest call the canonical schema allows: required fields only,
/// the first enum value, the shortest strings, the fewest items.
fn minimal_call(schema: &Value, root: &Value) -> Value {
    let s = resolve(schema, root);
    if let Some(value) = s.get("const") {
        return value.clone();
    }
    if let Some(first) = s["enum"]
        .as_array()
        .and_then(|e| e.iter().find(|v| !v.is_null()))
    {
        return first.clone();
    }
    if let Some(branch) = ["anyOf", "oneOf"]
        .iter()
        .filter_map(|k| s.get(*k).and_then(Value::as_array))
        .flatten()
        .find(|b| resolve(b, root).get("type") != Some(&json!("null")))
    {
        return minimal_call(branch, root);
    }
    let types = s.as_object().map(types_of).unwrap_or_default();
    let count = |key: &str| s[key].as_u64().unwrap_or(0) as usize;
    match types.into_iter().find(|t| *t != "null") {
        Some("object") => {
            let required = s["required"].as_array().cloned().unwrap_or_default();
            let properties = s["properties"].as_object().into_iter().flatten();
            Value::Object(
                properties
                    .filter(|(name, _)| required.contains(&json!(name)))
                    .map(|(name, p)| (name.clone(), minimal_call(p, root)))
                    .collect(),
            )
        }
        Some("array") => Value::Array(vec![minimal_call(&s["items"], root); count("minItems")]),
        Some("string") => match s["format"].as_str() {
            Some("date") => json!("2026-12-15"),
            Some("date-time") => json!("2026-12-15T10:00:00Z"),
            _ => json!("x".repeat(count("minLength").max(1))),
        },
        Some("integer" | "number") => s.get("minimum").cloned().unwrap_or(json!(0)),
        Some("boolean") => json!(false),
        _ => Value::Null,
    }
}

/// For each tool, a call with every optional parameter left out, then the
/// same call with each of them `null`, must mean the same to the server.
/// Tools without an example in tests/support use their minimal call.
#[test]
fn a_strict_client_may_send_null_for_every_optional_parameter() {
    let examples = support::examples();
    let mut checked = 0;
    let mut synthesized = Vec::new();
    let mut skipped = Vec::new();
    let mut failures = Vec::new();
    for spec in catalog().all() {
        let call = match examples.iter().find(|(name, ..)| *name == spec.name) {
            Some((_, call, _)) => call.clone(),
            None => {
                synthesized.push(spec.name);
                minimal_call(&spec.parameters, &spec.parameters)
            }
        };
        let Ok(omitted) = spec.parse(&call) else {
            skipped.push(spec.name);
            continue;
        };
        let mut nulls = call.clone();
        with_nulls(&spec.parameters, &spec.parameters, &mut nulls);
        match spec.parse(&nulls) {
            Ok(parsed) if parsed == omitted => {}
            Ok(parsed) => failures.push(format!(
                "{}: {nulls} parses as {parsed:?}, not as the call without nulls",
                spec.name
            )),
            Err(e) => failures.push(format!(
                "{}: the server rejects {nulls}: {}",
                spec.name, e.message
            )),
        }
        let strict = strict_schema(&spec.parameters);
        let validator = jsonschema::validator_for(&strict).expect("a strict schema compiles");
        for error in validator.iter_errors(&nulls) {
            failures.push(format!(
                "{}: {nulls} breaks its own wire schema: {error}",
                spec.name
            ));
        }
        checked += 1;
    }
    if !synthesized.is_empty() {
        println!(
            "no example in tests/support, checked with a minimal call: {}",
            synthesized.join(", ")
        );
    }
    if !skipped.is_empty() {
        println!(
            "no valid call, null acceptance not checked: {}",
            skipped.join(", ")
        );
    }
    assert!(checked >= 20, "only {checked} tools had a valid example");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every bound the subset drops is still stated in the property's
/// description, where the model reads it.
#[test]
fn dropped_bounds_are_stated_in_the_description() {
    let bounds = [
        "minLength",
        "maxLength",
        "minItems",
        "maxItems",
        "minimum",
        "maximum",
    ];
    let mut failures = Vec::new();
    for spec in catalog().all() {
        let strict = strict_schema(&spec.parameters);
        let properties = spec.parameters["properties"]
            .as_object()
            .into_iter()
            .flatten();
        for (name, canonical) in properties {
            let said = strict["properties"][name]["description"]
                .as_str()
                .unwrap_or("");
            for bound in bounds {
                let Some(n) = canonical.get(bound) else {
                    continue;
                };
                if !said.contains(&n.to_string()) {
                    failures.push(format!("{}.{name}: {bound} {n} not in {said:?}", spec.name));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every keyword used anywhere in `schema` (property names are not keywords).
fn keywords<'a>(schema: &'a Value, out: &mut BTreeSet<&'a str>) {
    let Value::Object(s) = schema else { return };
    for (key, child) in s {
        out.insert(key);
        match (key.as_str(), child) {
            ("properties" | "patternProperties" | "$defs", Value::Object(children)) => {
                children.values().for_each(|c| keywords(c, out))
            }
            ("anyOf" | "oneOf" | "allOf" | "prefixItems", Value::Array(branches)) => {
                branches.iter().for_each(|c| keywords(c, out))
            }
            ("items" | "additionalProperties" | "not", child) => keywords(child, out),
            _ => {}
        }
    }
}

fn check_envelope(
    spec: &ToolSpec,
    format: WireFormat,
    detail: Detail,
    tool: &Value,
) -> Result<(), String> {
    let description = match detail {
        Detail::Compact => spec.summary.to_owned(),
        Detail::Full => wire_description(spec),
    };
    let expect = |ok: bool, what: &str| {
        if ok {
            Ok(())
        } else {
            Err(format!("{what}: {tool}"))
        }
    };
    match format {
        WireFormat::OpenAi => {
            expect(keys(tool) == BTreeSet::from(["type", "function"]), "keys")?;
            let f = &tool["function"];
            expect(tool["type"] == "function", "type function")?;
            expect(
                keys(f) == BTreeSet::from(["name", "description", "parameters", "strict"]),
                "function keys",
            )?;
            expect(f["strict"] == json!(true), "strict: true")?;
            expect(
                f["name"] == spec.name && f["description"] == description,
                "name, description",
            )
        }
        WireFormat::OpenAiResponses => {
            expect(
                keys(tool)
                    == BTreeSet::from(["type", "name", "description", "parameters", "strict"]),
                "keys",
            )?;
            expect(tool["type"] == "function", "type function")?;
            expect(tool["strict"] == json!(true), "strict: true")?;
            expect(
                tool["name"] == spec.name && tool["description"] == description,
                "name, description",
            )
        }
        WireFormat::Anthropic => {
            expect(
                keys(tool) == BTreeSet::from(["name", "description", "input_schema"]),
                "keys",
            )?;
            expect(
                tool["name"] == spec.name && tool["description"] == description,
                "name, description",
            )
        }
        WireFormat::Mcp => {
            let allowed = BTreeSet::from([
                "name",
                "title",
                "description",
                "inputSchema",
                "outputSchema",
                "annotations",
            ]);
            expect(
                keys(tool).is_subset(&allowed) && keys(tool).len() >= 5,
                "keys",
            )?;
            expect(
                tool["name"] == spec.name && tool["description"] == description,
                "name, description",
            )?;
            let title = human_title(spec.name);
            let a = &tool["annotations"];
            // The full form repeats the title in the annotations.
            let annotated = match detail {
                Detail::Compact => a.get("title").is_none(),
                Detail::Full => a["title"] == title,
            };
            expect(tool["title"] == title && annotated, "title")?;
            expect(
                a["readOnlyHint"] == json!(spec.access == Access::Read),
                "readOnlyHint",
            )?;
            expect(
                a["destructiveHint"] == json!(spec.hints.destructive),
                "destructiveHint",
            )?;
            expect(
                a["idempotentHint"] == json!(spec.hints.idempotent),
                "idempotentHint",
            )?;
            expect(a["openWorldHint"] == json!(false), "openWorldHint")?;
            expect(
                !(spec.access == Access::Read && spec.hints.destructive),
                "a read tool is not destructive",
            )?;
            match tool.get("outputSchema") {
                None => Ok(()),
                Some(out) => {
                    let mut used = BTreeSet::new();
                    keywords(out, &mut used);
                    expect(out["type"] == "object", "outputSchema is an object schema")?;
                    expect(
                        used.is_disjoint(&BTreeSet::from(["$ref", "$defs", "$schema", "title"])),
                        "outputSchema has no refs or annotations",
                    )?;
                    expect(
                        detail == Detail::Full || !used.contains("description"),
                        "a compact outputSchema has no descriptions (no model reads it)",
                    )?;
                    let shaped = spec.parameters["properties"]
                        .get("response_format")
                        .is_some();
                    expect(
                        !(shaped && used.contains("required")),
                        "a concise result need not carry the detailed fields",
                    )?;
                    jsonschema::validator_for(out)
                        .map(drop)
                        .map_err(|e| format!("outputSchema does not compile: {e}"))
                }
            }
        }
    }
}

#[test]
fn each_format_has_its_providers_envelope() {
    let mut failures = Vec::new();
    for spec in catalog().all() {
        for detail in Detail::ALL {
            let schemas: Vec<Value> = WireFormat::ALL
                .into_iter()
                .map(|format| {
                    let tool = spec.wire(format, detail);
                    if let Err(e) = check_envelope(spec, format, detail, &tool) {
                        failures.push(format!("{} ({format}): {e}", spec.name));
                    }
                    parameters_of(&tool, format).clone()
                })
                .collect();
            let expected = match detail {
                Detail::Compact => compact_schema(&spec.parameters),
                Detail::Full => strict_schema(&spec.parameters),
            };
            if schemas.iter().any(|s| *s != expected) {
                failures.push(format!(
                    "{}: the formats carry different parameter schemas",
                    spec.name
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let outputs = catalog().all().iter().filter(|s| {
        s.wire(WireFormat::Mcp, Detail::Compact)
            .get("outputSchema")
            .is_some()
    });
    assert!(
        outputs.count() >= catalog().all().len() / 2,
        "most tools have an object result"
    );
}

/// The compact form says nothing the schema says: no "Optional", no
/// lengths in words, no enum glosses; numeric and item-count bounds stay,
/// as keywords (issue 29).
#[test]
fn compact_schemas_leave_constraints_to_keywords() {
    let mut failures = Vec::new();
    let mut kept = 0;
    for spec in catalog().all() {
        let compact = compact_schema(&spec.parameters);
        let text = compact.to_string();
        for prose in [
            "Optional (null",
            " characters.",
            " items.",
            "Values: ",
            "Default: ",
        ] {
            if text.contains(prose) {
                failures.push(format!("{}: {prose:?} in {text}", spec.name));
            }
        }
        let mut used = BTreeSet::new();
        keywords(&compact, &mut used);
        kept += usize::from(used.contains("maximum"));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(kept >= 5, "ratings and scores keep their bounds: {kept}");
    let rating = &compact_schema(&catalog().get("rate_consequence").unwrap().parameters)["properties"]
        ["rating"];
    assert_eq!(rating["enum"], json!([-2, -1, 0, 1, 2]), "{rating}");
}

#[test]
fn confirmation_is_asked_for_exactly_where_the_hints_require_it() {
    let mut needing = 0;
    for spec in catalog().all() {
        let description = wire_description(spec);
        let needs = spec.access == Access::Write && spec.hints.requires_confirmation;
        needing += usize::from(needs);
        assert_eq!(
            description.contains(CONFIRMATION_NOTE),
            needs,
            "{}: {description}",
            spec.name
        );
        assert!(
            description.starts_with(spec.description.trim()),
            "{}",
            spec.name
        );
    }
    assert!(
        needing >= 2,
        "remove_objective and remove_alternative need confirmation"
    );
    assert!(
        wire_description(catalog().get("remove_objective").unwrap())
            .contains("request_confirmation")
    );
}

#[test]
fn descriptions_read_like_docstrings_and_fit_provider_limits() {
    for spec in catalog().all() {
        let d = wire_description(spec);
        assert!(d.len() <= 1024, "{}: {} characters", spec.name, d.len());
        assert!(
            d.contains("Example: {"),
            "{} has no example call: {d}",
            spec.name
        );
        assert!(
            !d.contains('#') && !d.contains("**"),
            "{}: no markdown",
            spec.name
        );
    }
}

#[test]
fn format_names_parse_and_titles_read_well() {
    assert_eq!(WireFormat::parse("openai"), Some(WireFormat::OpenAi));
    assert_eq!(
        WireFormat::parse(" Anthropic "),
        Some(WireFormat::Anthropic)
    );
    assert_eq!(WireFormat::parse("MCP"), Some(WireFormat::Mcp));
    assert_eq!(
        WireFormat::parse("OpenAI-Responses"),
        Some(WireFormat::OpenAiResponses)
    );
    assert_eq!(WireFormat::parse("dto"), None);
    assert_eq!(WireFormat::parse(""), None);
    for format in WireFormat::ALL {
        assert_eq!(WireFormat::parse(format.as_str()), Some(format));
    }
    let error = "gemini".parse::<WireFormat>().unwrap_err();
    assert!(
        ["gemini", "openai", "anthropic", "mcp"]
            .iter()
            .all(|p| error.contains(p)),
        "{error}"
    );
    assert_eq!(human_title("compute_pugh_totals"), "Compute Pugh totals");
    assert_eq!(human_title("rate_dq_element"), "Rate DQ element");
    assert_eq!(human_title("add_objective"), "Add objective");
}
