//! `GET /api/openapi.json`: the OpenAPI 3.1 description of [`super::router`].
//! The `tests` module fails the build when a route is left undocumented.

mod components;
#[cfg(test)]
mod tests;

use crate::app::App;
use axum::Json;
use axum::extract::State;
use serde_json::{Map, Value, json};

pub(crate) async fn spec(State(app): State<App>) -> Json<Value> {
    let tools: Vec<&str> = app.catalog().all().iter().map(|t| t.name).collect();
    Json(document(&tools))
}

fn reference(kind: &str, name: &str) -> Value {
    json!({"$ref": format!("#/components/{kind}/{name}")})
}

fn param(name: &str) -> Value {
    reference("parameters", name)
}

fn path_param(name: &str, description: &str, schema: Value) -> Value {
    json!({"name": name, "in": "path", "required": true, "description": description, "schema": schema})
}

fn query(name: &str, description: &str, schema: Value) -> Value {
    json!({"name": name, "in": "query", "description": description, "schema": schema})
}

fn json_content(schema: &str) -> Value {
    json!({"application/json": {"schema": reference("schemas", schema)}})
}

fn ok(description: &str, schema: &str) -> Value {
    json!({"description": description, "content": json_content(schema)})
}

fn body(schema: &str) -> Value {
    json!({"required": true, "content": json_content(schema)})
}

/// One response per error status, each with the `Error` body.
fn with_errors(mut responses: Map<String, Value>, codes: &[u16]) -> Value {
    for code in codes {
        let description = match code {
            400 => "Malformed JSON, path or header.",
            404 => "No such cycle (or item).",
            409 => "Conflict, or contention (retry after `Retry-After`).",
            413 => "Body larger than 256 KiB.",
            415 => "Body not sent as `application/json`.",
            422 => "Well-formed but invalid input (body, query or value).",
            500 => "Internal error (with a reference id).",
            503 => "Event store unavailable (retry after `Retry-After`).",
            _ => "Error.",
        };
        responses.insert(code.to_string(), ok(description, "Error"));
    }
    Value::Object(responses)
}

fn op(summary: &str, params: Vec<Value>, request: Option<Value>, responses: Value) -> Value {
    let mut op = json!({"summary": summary, "parameters": params, "responses": responses});
    if let Some(request) = request {
        op["requestBody"] = request;
    }
    op
}

fn one(status: &str, response: Value) -> Map<String, Value> {
    Map::from_iter([(status.to_owned(), response)])
}

/// A tool call answers a `ToolResponse`, rejected calls included.
fn tool_responses() -> Value {
    let mut accepted = ok(
        "Accepted. A replay carries `Idempotent-Replayed: true`.",
        "ToolResponse",
    );
    accepted["headers"] =
        json!({"Idempotent-Replayed": {"schema": {"type": "string", "const": "true"}}});
    let mut r = with_errors(one("200", accepted), &[400, 413, 415, 503]);
    let either =
        json!({"oneOf": [reference("schemas", "ToolResponse"), reference("schemas", "Error")]});
    for (code, what) in [
        ("404", "Unknown cycle, tool or item."),
        ("409", "Conflict (or contention)."),
        ("422", "Rejected as invalid."),
        ("500", "Internal error."),
    ] {
        r[code] = json!({
            "description": format!("{what} An audited rejection answers a `ToolResponse`, an error before the call an `Error`."),
            "content": {"application/json": {"schema": either.clone()}}
        });
    }
    r
}

const READ: &[u16] = &[404, 422, 500, 503];
const WRITE: &[u16] = &[400, 404, 409, 413, 415, 422, 500, 503];

/// A GET of a per-cycle read model (read-your-writes options included).
fn cycle_view(summary: &str, extra: Vec<Value>) -> Value {
    let mut params = vec![param("CycleId")];
    params.extend(extra);
    params.extend(read_options());
    op(
        summary,
        params,
        None,
        with_errors(one("200", ok("The view.", "View")), READ),
    )
}

fn read_options() -> [Value; 3] {
    [param("MinPosition"), param("WaitMs"), param("XMinPosition")]
}

pub(crate) fn document(tools: &[&str]) -> Value {
    let uuid = json!({"type": "string", "format": "uuid"});
    let text = json!({"type": "string"});
    let datetime = json!({"type": "string", "format": "date-time"});
    let mut create_responses = one("201", ok("The cycle was opened.", "CycleCreated"));
    create_responses.insert(
        "200".into(),
        ok(
            "An idempotent retry: the cycle already opened.",
            "CycleCreated",
        ),
    );
    let mut cycles_params = vec![
        query("owner", "Only this owner's cycles.", text.clone()),
        query("cursor", "The `next_cursor` of the previous page.", uuid),
        param("Limit"),
    ];
    cycles_params.extend(read_options());
    let mut document_ok = ok(
        "The document (JSON, or markdown with `Accept: text/markdown`).",
        "View",
    );
    document_ok["content"]["text/markdown"] = json!({"schema": {"type": "string"}});
    let document_op = op(
        "The decision document.",
        [vec![param("CycleId")], read_options().to_vec()].concat(),
        None,
        with_errors(one("200", document_ok), READ),
    );
    let paths = json!({
        "/healthz": {"get": op("Liveness: 200 when the event store answers.", vec![], None,
            json!({"200": {"description": "Healthy.", "content": {"application/json": {"schema": {"type": "object"}}}},
                   "503": {"description": "Event store unreachable.", "content": {"application/json": {"schema": {"type": "object"}}}}}))},
        "/api/openapi.json": {"get": op("This document.", vec![], None,
            json!({"200": {"description": "The OpenAPI 3.1 document.", "content": {"application/json": {"schema": {"type": "object"}}}}}))},
        "/api/cycles": {
            "post": op("Opens a cycle.", vec![param("IdempotencyKey"), param("CorrelationId")],
                Some(body("CreateCycleBody")), with_errors(create_responses, &[400, 409, 413, 415, 422, 500, 503])),
            "get": op("The cycles list, paged with `next_cursor`.", cycles_params, None,
                with_errors(one("200", ok("A page of cycles.", "View")), &[422, 500, 503]))
        },
        "/api/tools": {"get": op("The whole catalog by component.", vec![param("Format")], None,
            with_errors(one("200", ok("The catalog.", "View")), &[422, 500]))},
        "/api/tools/stats": {"get": op("Per-tool statistics over all cycles.", read_options().to_vec(), None,
            with_errors(one("200", ok("The statistics.", "View")), &[422, 500, 503]))},
        "/api/events": {"get": op("The global event feed, in commit order.", vec![
                query("after", "Position to read after (0 for the start).", json!({"type": "integer", "minimum": 0, "default": 0})),
                query("limit", "Page size (1 to 1000).", json!({"type": "integer", "minimum": 1, "maximum": 1000, "default": 100}))],
            None, with_errors(one("200", ok("A page of events.", "FeedPage")), &[422, 500, 503]))},
        "/api/projections": {"get": op("Each read model's checkpoint and lag, and the relay's.", vec![], None,
            with_errors(one("200", ok("The projections' status.", "View")), &[500, 503]))},
        "/api/cycles/{id}/component": {"put": op("Moves the cycle to another component.",
            vec![param("CycleId"), param("CorrelationId")], Some(body("NavigateBody")),
            with_errors(one("200", ok("Navigated.", "Navigated")), WRITE))},
        "/api/cycles/{id}/tools": {"get": op("The tools callable now, and `next_steps`.",
            vec![param("CycleId"), param("Format")], None,
            with_errors(one("200", ok("The tool list.", "View")), READ))},
        "/api/cycles/{id}/tools/invocations": {"get": cycle_view("The audit log of tool calls, paged with `next_cursor`.", vec![
            query("tool", "Only this tool.", text.clone()),
            query("result", "Only this result class.", json!({"type": "string", "enum": ["success", "validation_error", "not_found", "conflict", "internal_error"]})),
            query("component", "Only calls made in this component.", reference("schemas", "Component")),
            query("since", "Calls at or after.", datetime.clone()),
            query("until", "Calls before.", datetime),
            query("cursor", "The `next_cursor` of the previous page.", json!({"type": "integer"})),
            query("limit", "Page size (1 to 500).", json!({"type": "integer", "minimum": 1, "maximum": 500, "default": 100}))])},
        "/api/cycles/{id}/tools/stats": {"get": cycle_view("Per-tool statistics for the cycle.", vec![])},
        "/api/cycles/{id}/pugh": {"get": cycle_view("The Pugh view.", vec![])},
        "/api/cycles/{id}/document/sections/{component}": {"get": cycle_view("One document section.",
            vec![path_param("component", "The section's component.", reference("schemas", "Component"))])},
        "/api/cycles/{id}/tools/{name}": {"post": op("Calls a tool.", vec![param("CycleId"),
                path_param("name", "The tool's name.", json!({"type": "string", "enum": tools})),
                param("IdempotencyKey"), param("CorrelationId")],
            Some(body("ToolCallBody")), tool_responses())},
        "/api/cycles/{id}/document": {"get": document_op},
        "/api/cycles/{id}/revisits": {"get": cycle_view("Pending revisit suggestions (`has_critical`).", vec![])},
        "/api/cycles/{id}/stream": {"get": op("Live updates as server-sent events (`domain_event`, `sections`).",
            vec![param("CycleId"), json!({"name": "Last-Event-ID", "in": "header", "description": "Resume after this version.", "schema": {"type": "integer", "minimum": 0}})],
            None, with_errors(one("200", json!({"description": "`event: domain_event` (an `EventEnvelope`, `id: <version>`) and `event: sections`.",
                "content": {"text/event-stream": {"schema": {"type": "string"}}}})), &[404, 500, 503]))},
        "/api/cycles/{id}/revisits/{rid}/resolve": {"post": op("Accepts or dismisses a revisit suggestion.",
            vec![param("CycleId"), path_param("rid", "The revisit id.", text.clone()), param("CorrelationId")],
            Some(body("ResolveRevisitBody")), with_errors(one("200", ok("Resolved.", "CommandOutcome")), WRITE))},
        "/api/cycles/{id}/confirmations/pending": {"get": cycle_view("Confirmation requests waiting for the user.", vec![])},
        "/api/cycles/{id}/confirmations/{cid}/respond": {"post": op("Answers a confirmation request.",
            vec![param("CycleId"), path_param("cid", "The confirmation id.", text), param("CorrelationId")],
            Some(body("RespondBody")), with_errors(one("200", ok("Answered.", "CommandOutcome")), WRITE))},
        "/mcp": {"post": {
            "summary": "MCP over streamable HTTP (stateless JSON-RPC): `initialize`, `tools/list`, `tools/call`.",
            "description": "Every catalog tool plus `create_cycle` and `navigate`; see the README, *Agents over MCP and NATS*.",
            "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "description": "A JSON-RPC 2.0 message."}}}},
            "responses": {"200": {"description": "A JSON-RPC 2.0 response.", "content": {"application/json": {"schema": {"type": "object"}}}}}
        }}
    });
    json!({
        "openapi": "3.1.0",
        "info": {
            "title": "Decision Ledger",
            "version": env!("CARGO_PKG_VERSION"),
            "description": "Every error body has the `Error` shape. Authentication is not enforced yet."
        },
        "paths": paths,
        "components": components::components(),
    })
}
