//! Opening and listing cycles, navigating, the tools and calling them,
//! and MCP's door.

use super::Spec;
use crate::app::{CycleCreated, CyclesPage, Navigated, ToolResponse};
use crate::http::cycles::{CreateBody, NavigateBody};
use crate::http::openapi::vocab::{
    Named, READ, WRITE, body, ok, ok_named, one, op, param, path_param, query, read_options,
    reference, with_errors,
};
use crate::http::tools::{CatalogView, ToolList};
use decision_catalog::ToolCallBody;
use serde_json::{Value, json};

pub(super) fn create(_: &Spec<'_>) -> Value {
    let mut responses = one("201", ok::<CycleCreated>("The cycle was opened."));
    responses.insert(
        "200".into(),
        ok::<CycleCreated>("An idempotent retry: the cycle already opened."),
    );
    op(
        "Opens a cycle.",
        vec![param("IdempotencyKey"), param("CorrelationId")],
        Some(body::<CreateBody>()),
        with_errors(responses, &[400, 409, 413, 415, 422, 500, 503]),
    )
    .named("createCycle", "Cycles")
}

pub(super) fn list(_: &Spec<'_>) -> Value {
    let mut params = vec![
        query(
            "owner",
            "Only this owner's cycles (useful with an `admin` token; any other caller sees only its own).",
            json!({"type": "string"}),
        ),
        query(
            "cursor",
            "The `next_cursor` of the previous page.",
            json!({"type": "string", "format": "uuid"}),
        ),
        param("Limit"),
    ];
    params.extend(read_options());
    op(
        "The cycles list, paged with `next_cursor`.",
        params,
        None,
        with_errors(
            one("200", ok::<CyclesPage>("A page of cycles.")),
            &[422, 500, 503],
        ),
    )
    .named("listCycles", "Cycles")
}

pub(super) fn catalog(_: &Spec<'_>) -> Value {
    op(
        "The whole catalog by component.",
        vec![param("Format"), param("Detail")],
        None,
        with_errors(one("200", ok::<CatalogView>("The catalog.")), &[422, 500]),
    )
    .named("getCatalog", "Tools")
}

pub(super) fn navigate(_: &Spec<'_>) -> Value {
    op(
        "Moves the cycle to another component.",
        vec![
            param("CycleId"),
            param("IdempotencyKey"),
            param("CorrelationId"),
        ],
        Some(body::<NavigateBody>()),
        with_errors(one("200", ok::<Navigated>("Navigated.")), WRITE),
    )
    .named("navigate", "Cycles")
}

pub(super) fn tools(_: &Spec<'_>) -> Value {
    op(
        "The tools this step offers, and `next_steps`.",
        vec![
            param("CycleId"),
            param("Format"),
            param("Scope"),
            param("Detail"),
        ],
        None,
        with_errors(one("200", ok::<ToolList>("The tool list.")), READ),
    )
    .named("listTools", "Tools")
}

pub(super) fn call_tool(spec: &Spec<'_>) -> Value {
    let names: Vec<&str> = spec.tools.iter().map(|t| t.name).collect();
    op(
        "Calls a tool.",
        vec![
            param("CycleId"),
            path_param(
                "name",
                "The tool's name.",
                json!({"type": "string", "enum": names}),
            ),
            param("IdempotencyKey"),
            param("CorrelationId"),
        ],
        Some(body::<ToolCallBody>()),
        tool_responses(spec),
    )
    .named("callTool", "Tools")
}

/// A tool call answers a `ToolResponse`, rejected calls included.
fn tool_responses(spec: &Spec<'_>) -> Value {
    let mut accepted =
        ok::<ToolResponse>("Accepted. A replay carries `Idempotent-Replayed: true`.");
    accepted["headers"] =
        json!({"Idempotent-Replayed": {"schema": {"type": "string", "const": "true"}}});
    let mut held = ok::<ToolResponse>(
        "Held by the confirmation gate (the cycle's setting or the service's `--require-confirmation`): the call did not run. \
         `confirmation_required: true`, and `data` is the proposal (`ProposalResult`: its `confirmation_id`); the person's approval \
         (`respondToConfirmation` with `option_index: 0`, scope `cycles:confirm`) runs exactly this call, once.",
    );
    held["headers"] = accepted["headers"].clone();
    let mut responses = one("200", accepted);
    responses.insert("202".into(), held);
    let mut r = with_errors(responses, &[400, 413, 415, 503]);
    let either =
        json!({"oneOf": [reference("schemas", "ToolResponse"), reference("schemas", "ErrorBody")]});
    let input = &spec.limits.input;
    let invalid = format!(
        "Rejected as invalid: parameters against the tool's schema, the tool not allowed in the current component, \
         or a string or list over its limit ({} characters for names, titles, labels and ids, {} for other text \
         (`trigger_context` too), {} items per list, {} levels of nesting).",
        input.max_name_chars, input.max_text_chars, input.max_list_items, input.max_depth
    );
    for (code, what) in [
        ("404", "Unknown cycle, tool or item."),
        ("409", "Conflict (or contention)."),
        ("422", invalid.as_str()),
        ("500", "Internal error."),
    ] {
        r[code] = json!({
            "description": format!("{what} An audited rejection answers a `ToolResponse`, an error before the call an `Error`."),
            "content": {"application/json": {"schema": either.clone()}}
        });
    }
    r["409"]["headers"] = json!({"Retry-After": reference("headers", "RetryAfterIfContended")});
    r["429"] = reference("responses", "ToolCallLimited");
    r
}

/// `POST /mcp`, answered by rmcp's streamable HTTP transport (stateless,
/// JSON responses): its own refusals are plain text, not `Error` bodies.
pub(super) fn mcp(_: &Spec<'_>) -> Value {
    let text = |description: &str| json!({"description": description});
    op(
        "MCP over streamable HTTP (stateless JSON-RPC): `initialize`, `tools/list`, `tools/call`.",
        vec![],
        Some(json!({"required": true, "content": crate::http::openapi::vocab::json_content("JsonRpcMessage")})),
        json!({
            "200": ok_named("A JSON-RPC 2.0 response to a request: its `result`, or its `error` (an unknown method, bad parameters).", "JsonRpcResponse"),
            "202": text("A notification (a message without `id`) was accepted; no body."),
            "400": ok_named("A JSON-RPC response or error was sent: this stateless server takes only requests and notifications.", "JsonRpcResponse"),
            "406": text("`Accept` does not list both `application/json` and `text/event-stream` (plain-text body)."),
            "413": text("Body larger than the limit (plain-text body)."),
            "415": text("Not `Content-Type: application/json`, not JSON, or not one JSON-RPC 2.0 request or notification (batches are refused); plain-text body."),
        }),
    )
    .named("mcp", "Agents")
}
