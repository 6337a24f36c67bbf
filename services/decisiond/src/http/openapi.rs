//! `GET /api/openapi.json`: the OpenAPI 3.1 description of
//! [`super::router`], written from the same table the router is wired from
//! ([`super::routes::ENDPOINTS`]): each operation's own documentation,
//! plus what its access says (scope, `X-Act-As`, the 401/403/429
//! answers), so no route can be served undocumented or documented
//! unserved. The `tests` module checks the rules every operation follows;
//! `tests/tests/openapi.rs` checks the live router answers every
//! documented operation and only those.

mod components;
mod per_tool;
mod schemas;
#[cfg(test)]
mod tests;
mod typed_data;
pub(crate) mod vocab;

use super::routes::{Access, ENDPOINTS, Endpoint, Spec};
use crate::app::{App, ErrorBody, ServiceLimits};
use axum::Json;
use axum::extract::State;
use decision_auth::Scope;
use decision_catalog::ToolSpec;
use serde_json::{Map, Value, json};
use vocab::{ok, param, reference};

/// The document of a service with the default limits and every catalog
/// tool: what `decisiond openapi` prints and the generated clients are
/// made from.
pub fn default_document() -> Value {
    let catalog = decision_catalog::Catalog::new();
    let tools: Vec<&ToolSpec> = catalog.all().iter().collect();
    document(&tools, &ServiceLimits::default())
}

pub(crate) async fn spec(State(app): State<App>) -> Json<Value> {
    let tools: Vec<&ToolSpec> = app.catalog().all().iter().collect();
    Json(document(&tools, app.limits()))
}

/// A malformed `X-Act-As` is a 400 with the `Error` body, next to any
/// other 400 the operation documents (`/mcp` has its own JSON-RPC one).
fn act_as_refusal(responses: &mut Map<String, Value>) {
    const WHY: &str = "An `X-Act-As` header that is not 1 to 200 visible ASCII characters.";
    let error = json!({"$ref": "#/components/schemas/ErrorBody"});
    let Some(existing) = responses.get_mut("400") else {
        responses.insert("400".into(), ok::<ErrorBody>(WHY));
        return;
    };
    let schema = &mut existing["content"]["application/json"]["schema"];
    if *schema != error {
        *schema = json!({"anyOf": [schema.take(), error]});
    }
    let description = existing["description"].as_str().unwrap_or_default();
    existing["description"] = json!(format!("{description} Or: {WHY}"));
}

/// Makes `op` an authenticated operation: its scope in the description (and
/// `x-required-scope`), the optional `X-Act-As` header, and the 400, 401,
/// 403 and 429 answers; a cycle-scoped one also answers 404 for another user's cycle.
/// `notes` are added to the description after the scope.
fn secured(mut op: Value, endpoint: &Endpoint) -> Value {
    let (scope, cycle_scoped) = endpoint.stated_scope();
    let scope = scope.map(Scope::as_str);
    let mut description = match scope {
        Some("admin") => "**Scope:** `admin`.".to_owned(),
        Some(scope) => format!("**Scope:** `{scope}` (or `admin`, which implies it)."),
        None => "**Scope:** any valid bearer token; no particular scope is needed.".to_owned(),
    };
    if cycle_scoped {
        description.push_str(
            " The cycle must be the caller's own (an `admin` token sees every cycle): \
             another user's cycle answers 404, exactly like an unknown one.",
        );
    }
    for note in endpoint.notes {
        description.push(' ');
        description.push_str(note);
    }
    description.push_str(
        " A service token with the `act_as` scope may send `X-Act-As: <user>` to act for that user.",
    );
    op["description"] = Value::String(description);
    if let Some(scope) = scope {
        op["x-required-scope"] = json!(scope);
    }
    op["parameters"]
        .as_array_mut()
        .expect("operation parameters")
        .push(param("ActAs"));
    let responses = op["responses"]
        .as_object_mut()
        .expect("operation responses");
    responses.insert("401".into(), reference("responses", "Unauthorized"));
    responses.insert("403".into(), reference("responses", "Forbidden"));
    act_as_refusal(responses);
    responses
        .entry("429")
        .or_insert_with(|| reference("responses", "TooManyRequests"));
    // Load shedding answers any authenticated request (but the stream's).
    responses
        .entry("503")
        .or_insert_with(|| reference("responses", "Unavailable"));
    if cycle_scoped {
        let not_found = responses
            .entry("404")
            .or_insert_with(|| ok::<ErrorBody>(""));
        let what = not_found["description"].as_str().unwrap_or_default();
        let what = if what.is_empty() {
            "No such cycle (or item)."
        } else {
            what
        };
        not_found["description"] = json!(format!(
            "{what} Another user's cycle is answered exactly like an unknown one."
        ));
    }
    op
}

/// An operation that needs no token.
fn public(mut op: Value) -> Value {
    op["security"] = json!([]);
    op
}

/// The `application/problem+json` form of an `ErrorBody` answer.
fn problem_json() -> Value {
    json!({"schema": reference("schemas", "Problem")})
}

/// Every error answer outside a tool call also comes as an RFC 9457
/// problem document when the client accepts one (`http/problem.rs`); a
/// tool call keeps its envelope.
fn problem_content(paths: &mut Value) {
    for (path, item) in paths.as_object_mut().expect("paths") {
        let tool_call = path.starts_with("/api/cycles/{id}/tools/")
            && path != "/api/cycles/{id}/tools/invocations"
            && path != "/api/cycles/{id}/tools/stats";
        for (method, op) in item.as_object_mut().expect("path item") {
            if tool_call && method == "post" {
                continue;
            }
            for response in op["responses"]
                .as_object_mut()
                .expect("responses")
                .values_mut()
            {
                let content = &mut response["content"];
                if content.pointer("/application~1json/schema/$ref")
                    == Some(&json!("#/components/schemas/ErrorBody"))
                {
                    content["application/problem+json"] = problem_json();
                }
            }
        }
    }
}

/// The tags, in the order a reader meets them, each with what it groups.
fn tags() -> Value {
    json!([
        {"name": "Cycles", "description": "Open a decision cycle, list them, move one to another PrOACT component."},
        {"name": "Tools", "description": "The tool catalog and the generic tool call (the tool named in the path), for gateways that route by name."},
        {"name": "Tool calls", "description": "One typed operation per tool: its parameters and its result are the tool's own types."},
        {"name": "Read models", "description": "The decision document, the Pugh view, the audit log and statistics, read-your-writes with `min_position`."},
        {"name": "Time travel", "description": "The document and the Pugh view at an earlier version, and what changed between two."},
        {"name": "Person", "description": "What only the person whose decision it is does: answer proposals and revisits, settings, export, erase."},
        {"name": "Events", "description": "The event feed and the live stream, for downstream consumers."},
        {"name": "Agents", "description": "The Model Context Protocol endpoint."},
        {"name": "Browser", "description": "The web app's session: sign-in by link, who is signed in, sign-out."},
        {"name": "Operations", "description": "Probes, metrics, projections and the OAuth metadata, for operators and hosts."}
    ])
}

/// Every request may send `X-Request-Id` (echoed in every response, or a
/// new one) and, except to the probes (which are not traced), W3C
/// `traceparent`/`tracestate` (`http/access.rs`, `telemetry`).
fn request_id_and_trace_context(paths: &mut Value) {
    for (path, item) in paths.as_object_mut().expect("paths") {
        for op in item.as_object_mut().expect("path item").values_mut() {
            let mut added = vec![param("RequestId")];
            if !crate::http::access::UNTRACED_PATHS.contains(&path.as_str()) {
                added.extend([param("Traceparent"), param("Tracestate")]);
            }
            match op.get_mut("parameters").and_then(Value::as_array_mut) {
                Some(parameters) => parameters.extend(added),
                None => op["parameters"] = Value::Array(added),
            }
            for response in op["responses"]
                .as_object_mut()
                .expect("responses")
                .values_mut()
            {
                if response.get("$ref").is_some() {
                    continue; // a shared response: it names the header itself
                }
                response["headers"]["X-Request-Id"] = reference("headers", "RequestId");
            }
        }
    }
}

/// The operations [`public`] marks (`GET /healthz`, …): the description's
/// list cannot miss one.
fn public_operations(paths: &Value) -> String {
    let mut listed: Vec<String> = Vec::new();
    for (path, item) in paths.as_object().into_iter().flatten() {
        for (method, op) in item.as_object().into_iter().flatten() {
            if op["security"] == json!([]) {
                listed.push(format!("`{} {path}`", method.to_uppercase()));
            }
        }
    }
    listed.join(", ")
}

const API_DESCRIPTION: &str = "\
Every error body has the `Error` shape, except the MCP transport's own refusals on `/mcp` (plain text).

**Authentication.** Every operation except the public ones ({PUBLIC}; `/metrics` \
may need its own static token, see its description) needs \
`Authorization: Bearer <JWT>` (`decisiond token` mints one, or an OAuth authorization server). A missing, malformed, invalid or expired token answers 401 with \
`WWW-Authenticate: Bearer realm=\"decisiond\", resource_metadata=\"…\", scope=\"…\"`: the URL of this server's protected-resource metadata (RFC 9728) and the scopes the operation needs (RFC 6750 §3). A token without the operation's scope answers 403 with `WWW-Authenticate: Bearer realm=\"decisiond\", error=\"insufficient_scope\", scope=\"…\"` naming it. The metadata advertises only an agent's scopes (`cycles:read cycles:write`). \
A browser may instead sign in once (`POST /api/session`): the session cookie it gets then \
authenticates every operation and the live stream as the token would, and a write it authenticates \
must carry `X-CSRF-Token`. Pages on other origins (`--cors-allow-origins`) use bearer tokens.

**Scopes** (the token's space-separated `scope` claim): `cycles:read` reads cycles, their views, \
their tools and the catalog; `cycles:write` opens cycles and runs commands (tool calls, navigation, \
revisit and confirmation answers); `cycles:confirm` is the person's own say: it answers calls the \
confirmation gate held and lifts the gate (an agent's token must not carry it); \
`events:read` reads the global event feed; `admin` reads the \
operator endpoints (`/api/tools/stats`, `/api/projections`), sees every user's cycles and events, \
and implies `cycles:read`, `cycles:write` and `events:read` (not `act_as`). Each operation names its \
scope in its description and in `x-required-scope`.

**Ownership.** A cycle belongs to the user who opened it. Another user's cycle answers 404, exactly \
like one that does not exist.

**Acting for a user.** A service token with the `act_as` scope may send `X-Act-As: <user>` to act \
for that user; without the scope (or naming another user than the token's own `act_as` claim) the \
request answers 403.

**Limits.** Past the per-user rate limit, or past a cycle's tool-call budget, a request answers 429 \
with `Retry-After` (seconds); an overloaded instance sheds requests with 503 and `Retry-After`.";

/// The document for a service with these `tools` and `limits` (the limits
/// are configurable, so the sizes it states are the running service's).
pub(crate) fn document(tools: &[&ToolSpec], limits: &ServiceLimits) -> Value {
    let spec = Spec { tools, limits };
    let mut paths = Map::new();
    for endpoint in ENDPOINTS {
        let mut op = (endpoint.doc)(&spec);
        op = match endpoint.access {
            Access::Public => public(op),
            _ => secured(op, endpoint),
        };
        let item = paths
            .entry(endpoint.path.to_owned())
            .or_insert_with(|| Value::Object(Map::new()));
        item[endpoint.verb.as_str()] = op;
    }
    let mut paths = Value::Object(paths);
    per_tool::tool_operations(&mut paths, tools);
    problem_content(&mut paths);
    request_id_and_trace_context(&mut paths);
    // The body limit is configurable: state the running service's.
    let limit = format!("{} bytes", limits.max_body_bytes);
    for item in paths.as_object_mut().expect("paths").values_mut() {
        for op in item.as_object_mut().expect("path item").values_mut() {
            if let Some(response) = op["responses"].get_mut("413") {
                let text = response["description"].as_str().unwrap_or_default();
                response["description"] = json!(text.replacen("the limit", &limit, 1));
            }
        }
    }
    let description = format!(
        "{} A body may have at most {} bytes (413 above).",
        API_DESCRIPTION.replace("{PUBLIC}", &public_operations(&paths)),
        limits.max_body_bytes
    );
    json!({
        "openapi": "3.1.0",
        "info": {
            "title": "Decision Ledger",
            "version": env!("CARGO_PKG_VERSION"),
            "description": description
        },
        "servers": [{"url": "/", "description": "This service (the document is served by the API it describes)."}],
        "tags": tags(),
        "security": [{"bearerAuth": []}],
        "paths": paths,
        "components": components::components(tools, limits),
    })
}
