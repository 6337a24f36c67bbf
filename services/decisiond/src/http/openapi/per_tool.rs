//! A typed operation per tool: `POST /api/cycles/{id}/tools/<tool>` is
//! the route `callTool` documents with its name fixed, so a generated
//! client gets one method per tool (`callAddObjective`) whose body is that
//! tool's parameters (`<Tool>Call` → `<Tool>Parameters`, the catalog's
//! own schema) and whose answer decodes to that tool's result
//! (`<Tool>Response.data`: `<Tool>Result`, the proposal if the gate can
//! hold it, or null), with the catalog's example call. `callTool` stays
//! for gateways that route by name.

use super::typed_data::{hoist, insert_named, pascal_case, schema_of};
use decision_catalog::ToolSpec;
use decision_domain::proposal::ProposalResult;
use serde_json::{Map, Value, json};
use std::collections::BTreeMap;

/// The generic route every per-tool operation instantiates.
pub(super) const GENERIC_PATH: &str = "/api/cycles/{id}/tools/{name}";
/// The tag the per-tool operations are listed under.
pub(super) const TAG: &str = "Tool calls";

/// The path of `tool`'s own operation.
pub(super) fn path_of(tool: &str) -> String {
    GENERIC_PATH.replace("{name}", tool)
}

/// The operation id of `tool`'s own operation: `add_objective` →
/// `callAddObjective` (`eraseCycle` is the `DELETE` already).
pub(super) fn operation_id(tool: &str) -> String {
    format!("call{}", pascal_case(tool))
}

fn component(name: &str) -> Value {
    json!({"$ref": format!("#/components/schemas/{name}")})
}

/// Adds, per tool, `<Tool>Parameters`, `<Tool>Call` and `<Tool>Response`;
/// `results` names each tool's result component.
pub(super) fn tool_schemas(
    schemas: &mut Map<String, Value>,
    tools: &[&ToolSpec],
    results: &BTreeMap<&'static str, String>,
) {
    let call = schemas.get("ToolCallBody").cloned().expect("ToolCallBody");
    let response = schemas.get("ToolResponse").cloned().expect("ToolResponse");
    let (proposal, _) = schema_of::<ProposalResult>();
    for tool in tools {
        let pascal = pascal_case(tool.name);
        let parameters_name = format!("{pascal}Parameters");
        let parameters = hoist(tool.parameters.clone(), &parameters_name, schemas);
        let required = parameters["required"]
            .as_array()
            .is_some_and(|r| !r.is_empty());
        insert_named(schemas, &parameters_name, parameters);

        let mut typed_call = call.clone();
        typed_call["properties"]["parameters"] = component(&parameters_name);
        typed_call["description"] = json!(format!(
            "A call of `{}`: its parameters{}, and optionally the conversation turn and what triggered it.",
            tool.name,
            if required {
                ""
            } else {
                " (none required: omit them or send `{}`)"
            }
        ));
        if required {
            typed_call["required"] = json!(["parameters"]);
        }
        insert_named(schemas, &format!("{pascal}Call"), typed_call);

        let mut any_of = vec![component(&results[tool.name])];
        if tool.hints.requires_confirmation || tool.proposal_only {
            any_of.push(component(&proposal));
        }
        any_of.push(json!({"type": "null"}));
        let mut typed_response = response.clone();
        let description = typed_response["properties"]["data"]["description"].clone();
        typed_response["properties"]["data"] = json!({"description": description, "anyOf": any_of});
        insert_named(schemas, &format!("{pascal}Response"), typed_response);
    }
}

/// Adds each tool's own operation, made from the generic one.
pub(super) fn tool_operations(paths: &mut Value, tools: &[&ToolSpec]) {
    let generic = paths[GENERIC_PATH]["post"].clone();
    for tool in tools {
        let pascal = pascal_case(tool.name);
        let mut op = generic.clone();
        op["operationId"] = json!(operation_id(tool.name));
        op["tags"] = json!([TAG]);
        op["summary"] = json!(format!("`{}`: {}", tool.name, tool.summary));
        if let Some(parameters) = op["parameters"].as_array_mut() {
            parameters.retain(|p| p["name"] != "name");
        }
        let mut body = json!({"schema": component(&format!("{pascal}Call"))});
        // The catalog's own example (its tests parse every one).
        if let Some(example) = tool.example() {
            body["example"] = json!({"parameters": example});
        }
        op["requestBody"] = json!({"required": true, "content": {"application/json": body}});
        retarget(
            &mut op["responses"],
            &component("ToolResponse"),
            &component(&format!("{pascal}Response")),
        );
        paths[path_of(tool.name)] = json!({"post": op});
    }
}

/// Replaces every `from` inside `value` with `to`.
fn retarget(value: &mut Value, from: &Value, to: &Value) {
    if value == from {
        *value = to.clone();
        return;
    }
    match value {
        Value::Object(map) => map.values_mut().for_each(|v| retarget(v, from, to)),
        Value::Array(items) => items.iter_mut().for_each(|v| retarget(v, from, to)),
        _ => {}
    }
}
