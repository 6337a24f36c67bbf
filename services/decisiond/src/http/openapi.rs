//! `GET /api/openapi.json`: the OpenAPI 3.1 description of [`super::router`].
//! The `tests` module fails the build when a route is left undocumented, and
//! when an authenticated operation does not document its scope and its
//! 401/403/429 answers.

mod components;
mod per_tool;
mod schemas;
#[cfg(test)]
mod tests;
mod typed_data;

use crate::app::{App, ServiceLimits};
use axum::Json;
use axum::extract::State;
use decision_catalog::ToolSpec;
use serde_json::{Map, Value, json};

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
            413 => "Body larger than the limit.",
            415 => "Body not sent as `application/json`.",
            422 => "Well-formed but invalid input (body, query or value).",
            500 => "Internal error (with a reference id).",
            503 => {
                "Event store unavailable, the service overloaded, or the request past its deadline (retry after `Retry-After`)."
            }
            _ => "Error.",
        };
        let mut response = ok(description, "ErrorBody");
        if matches!(code, 409 | 503) {
            response["headers"] =
                json!({"Retry-After": reference("headers", "RetryAfterIfContended")});
        }
        responses.insert(code.to_string(), response);
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

/// What an operation needs from the caller's bearer token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Needs {
    /// `cycles:read`, on one of the caller's own cycles (the `{id}`).
    CycleRead,
    /// `cycles:write`, on one of the caller's own cycles (the `{id}`).
    CycleWrite,
    /// This scope, on no cycle in particular.
    Scope(&'static str),
    /// Any valid token (or session), whatever its scopes.
    AnyToken,
}

impl Needs {
    fn scope(self) -> Option<&'static str> {
        match self {
            Needs::CycleRead => Some("cycles:read"),
            Needs::CycleWrite => Some("cycles:write"),
            Needs::Scope(scope) => Some(scope),
            Needs::AnyToken => None,
        }
    }

    fn cycle_scoped(self) -> bool {
        matches!(self, Needs::CycleRead | Needs::CycleWrite)
    }
}

/// A malformed `X-Act-As` is a 400 with the `Error` body, next to any
/// other 400 the operation documents (`/mcp` has its own JSON-RPC one).
fn act_as_refusal(responses: &mut Map<String, Value>) {
    const WHY: &str = "An `X-Act-As` header that is not 1 to 200 visible ASCII characters.";
    let error = json!({"$ref": "#/components/schemas/ErrorBody"});
    let Some(existing) = responses.get_mut("400") else {
        responses.insert("400".into(), ok(WHY, "ErrorBody"));
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
fn secured(mut op: Value, needs: Needs, notes: &[&str]) -> Value {
    let mut description = match needs.scope() {
        Some("admin") => "**Scope:** `admin`.".to_owned(),
        Some(scope) => format!("**Scope:** `{scope}` (or `admin`, which implies it)."),
        None => "**Scope:** any valid bearer token; no particular scope is needed.".to_owned(),
    };
    if needs.cycle_scoped() {
        description.push_str(
            " The cycle must be the caller's own (an `admin` token sees every cycle): \
             another user's cycle answers 404, exactly like an unknown one.",
        );
    }
    for note in notes {
        description.push(' ');
        description.push_str(note);
    }
    description.push_str(
        " A service token with the `act_as` scope may send `X-Act-As: <user>` to act for that user.",
    );
    op["description"] = Value::String(description);
    if let Some(scope) = needs.scope() {
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
    if needs.cycle_scoped() {
        let not_found = responses
            .entry("404")
            .or_insert_with(|| ok("", "ErrorBody"));
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

/// `/api/session` (sign in, who, sign out) and `/session/start` (a
/// one-time link): how a browser gets the session cookie.
fn session_operations() -> (Value, Value) {
    let mut signed_in = ok(
        "Signed in: the cookie is set; `data.csrf_token` goes in `X-CSRF-Token` on every write.",
        "SessionAnswer",
    );
    signed_in["headers"] = json!({"Set-Cookie": {"required": true,
        "description": "`decisiond_session=<token>; Path=/; HttpOnly; SameSite=Strict; Max-Age=<until the token expires>` (`; Secure` per `--cookie-secure`).",
        "schema": {"type": "string"}}});
    let mut create = with_errors(one("200", signed_in), &[400, 413, 415, 422]);
    create["401"] = reference("responses", "Unauthorized");
    create["429"] = reference("responses", "TooManyRequests");
    let create = public(
        op(
            "Signs a browser in: a bearer token for an `HttpOnly`, `SameSite=Strict` session cookie that every operation and the live stream accept. A write the cookie authenticates must send `X-CSRF-Token` (403 otherwise).",
            vec![],
            Some(body("SessionBody")),
            create,
        )
        .named("createSession", "Browser"),
    );
    let show = secured(
        op(
            "Who is signed in: the user, scopes, expiry and (when the cookie authenticated this request) the CSRF token.",
            vec![],
            None,
            with_errors(one("200", ok("The session.", "SessionAnswer")), &[500]),
        )
        .named("getSession", "Browser"),
        Needs::AnyToken,
        &["The session cookie or a bearer token."],
    );
    let delete = public(
        op(
            "Signs out: clears the session cookie (the token itself stays valid until it expires).",
            vec![],
            None,
            json!({"204": {"description": "Signed out; the cookie is cleared.",
                "headers": {"Set-Cookie": {"required": true, "schema": {"type": "string"}}}}}),
        )
        .named("deleteSession", "Browser"),
    );
    let start = public(
        op(
            "Redeems a one-time sign-in link (dev mode prints one at start-up; each works once, for 15 minutes): sets the session cookie and redirects to the app.",
            vec![query("code", "The link's code.", json!({"type": "string"}))],
            None,
            json!({"303": {"description": "Signed in (the cookie is set); or the code no longer works but the request's session cookie still signs in (no new cookie): on to `/` either way.",
                    "headers": {"Set-Cookie": {"required": false, "description": "Set when the code was redeemed.", "schema": {"type": "string"}},
                                "Location": {"required": true, "schema": {"type": "string", "const": "/"}}}},
                   "400": {"description": "A used, expired or unknown code, without a session that signs in: an HTML page saying what happened and how to sign in instead.",
                    "content": {"text/html": {"schema": {"type": "string"}}}}}),
        )
        .named("startSession", "Browser"),
    );
    (
        json!({"post": create, "get": show, "delete": delete}),
        json!({"get": start}),
    )
}

/// A tool call answers a `ToolResponse`, rejected calls included.
fn tool_responses(limits: &ServiceLimits) -> Value {
    let mut accepted = ok(
        "Accepted. A replay carries `Idempotent-Replayed: true`.",
        "ToolResponse",
    );
    accepted["headers"] =
        json!({"Idempotent-Replayed": {"schema": {"type": "string", "const": "true"}}});
    let mut held = ok(
        "Held by the confirmation gate (the cycle's setting or the service's `--require-confirmation`): the call did not run. \
         `confirmation_required: true`, and `data` is the proposal (`ProposalResult`: its `confirmation_id`); the person's approval \
         (`respondToConfirmation` with `option_index: 0`, scope `cycles:confirm`) runs exactly this call, once.",
        "ToolResponse",
    );
    held["headers"] = accepted["headers"].clone();
    let mut responses = one("200", accepted);
    responses.insert("202".into(), held);
    let mut r = with_errors(responses, &[400, 413, 415, 503]);
    let either =
        json!({"oneOf": [reference("schemas", "ToolResponse"), reference("schemas", "ErrorBody")]});
    let input = &limits.input;
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

const READ: &[u16] = &[404, 422, 500, 503];
const WRITE: &[u16] = &[400, 404, 409, 413, 415, 422, 500, 503];

/// A GET of a per-cycle read model (read-your-writes options included),
/// answering the `schema` view.
fn cycle_view(id: &str, summary: &str, schema: &str, extra: Vec<Value>) -> Value {
    let mut params = vec![param("CycleId")];
    params.extend(extra);
    params.extend(read_options());
    secured(
        op(
            summary,
            params,
            None,
            with_errors(one("200", ok("The view.", schema)), READ),
        )
        .named(id, "Read models"),
        Needs::CycleRead,
        &[],
    )
}

/// An operation's `operationId` (what a generated client calls the
/// method) and its tag (the group it is listed under).
trait Named {
    fn named(self, id: &str, tag: &str) -> Value;
}

impl Named for Value {
    fn named(mut self, id: &str, tag: &str) -> Value {
        self["operationId"] = json!(id);
        self["tags"] = json!([tag]);
        self
    }
}

fn read_options() -> [Value; 3] {
    [param("MinPosition"), param("WaitMs"), param("XMinPosition")]
}

/// `POST /mcp`, answered by rmcp's streamable HTTP transport (stateless,
/// JSON responses): its own refusals are plain text, not `Error` bodies.
fn mcp_op() -> Value {
    let text = |description: &str| json!({"description": description});
    op(
        "MCP over streamable HTTP (stateless JSON-RPC): `initialize`, `tools/list`, `tools/call`.",
        vec![],
        Some(body("JsonRpcMessage")),
        json!({
            "200": ok("A JSON-RPC 2.0 response to a request: its `result`, or its `error` (an unknown method, bad parameters).", "JsonRpcResponse"),
            "202": text("A notification (a message without `id`) was accepted; no body."),
            "400": ok("A JSON-RPC response or error was sent: this stateless server takes only requests and notifications.", "JsonRpcResponse"),
            "406": text("`Accept` does not list both `application/json` and `text/event-stream` (plain-text body)."),
            "413": text("Body larger than the limit (plain-text body)."),
            "415": text("Not `Content-Type: application/json`, not JSON, or not one JSON-RPC 2.0 request or notification (batches are refused); plain-text body."),
        }),
    )
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
    let names: Vec<&str> = tools.iter().map(|t| t.name).collect();
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
        query(
            "owner",
            "Only this owner's cycles (useful with an `admin` token; any other caller sees only its own).",
            text.clone(),
        ),
        query("cursor", "The `next_cursor` of the previous page.", uuid),
        param("Limit"),
    ];
    cycles_params.extend(read_options());
    let at_version = || {
        query(
            "at_version",
            "The view as it stood after this version of the cycle (1 to the current version; past it, 422 naming the current one): a fold of the stream, cached; `min_position` and `wait_ms` do not apply. See `getHistory` for the versions.",
            json!({"type": "integer", "minimum": 1, "maximum": i64::MAX}),
        )
    };
    let flow_status = || {
        query(
            "status",
            "Which ones: `pending` (the default), `answered` (with their outcome) or `all` (expired ones too).",
            json!({"type": "string", "enum": ["pending", "answered", "all"], "default": "pending"}),
        )
    };
    let mut document_ok = ok(
        "The document (JSON, or markdown with `Accept: text/markdown`).",
        "DocumentView",
    );
    document_ok["content"]["text/markdown"] = json!({"schema": {"type": "string"}});
    let document_op = secured(
        op(
            "The decision document.",
            [
                vec![param("CycleId"), at_version()],
                read_options().to_vec(),
            ]
            .concat(),
            None,
            with_errors(one("200", document_ok), READ),
        )
        .named("getDocument", "Read models"),
        Needs::CycleRead,
        &[],
    );
    let mut livez = op(
        "Liveness: 200 while the process serves HTTP. Asks no dependency, so a database or \
         NATS outage never fails it (a liveness probe that did would restart every instance).",
        vec![],
        None,
        json!({"200": ok("Alive.", "Health")}),
    )
    .named("livez", "Operations");
    livez["description"] = json!("Public: no token needed.");
    livez["security"] = json!([]);
    let mut healthz = op(
        "Store health: 200 when the event store answers (use `/livez` for liveness, `/readyz` \
         for readiness).",
        vec![],
        None,
        json!({"200": ok("Healthy.", "Health"), "503": ok("Event store unreachable.", "Health")}),
    )
    .named("healthz", "Operations");
    healthz["description"] = json!("Public: no token needed.");
    healthz["security"] = json!([]);
    let mut readyz = op(
        "Readiness: 200 when the event store answers (NATS is reported; while it is down the \
         instance stays ready, `degraded: true`, since commands are still accepted).",
        vec![],
        None,
        json!({"200": ok("Ready.", "Readiness"),
               "503": {"description": "Event store unreachable.",
                       "headers": {"Retry-After": {"schema": {"type": "integer"}}},
                       "content": json_content("Readiness")}}),
    )
    .named("readyz", "Operations");
    readyz["security"] = json!([]);
    let mut metrics = op(
        "Prometheus metrics (text exposition format).",
        vec![],
        None,
        json!({"200": {"description": "The metrics.", "content": {"text/plain": {"schema": {"type": "string"}}}},
               "401": {"description": "Only when the service runs with `--metrics-token`: the request lacks `Authorization: Bearer <metrics token>`.",
                       "headers": {"WWW-Authenticate": {"schema": {"type": "string"}}},
                       "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorBody"}}}}}),
    )
    .named("metrics", "Operations");
    metrics["description"] = json!(
        "No JWT. Open unless the service runs with `--metrics-token` (`DECISIOND_METRICS_TOKEN`): \
         then it needs that static token as `Authorization: Bearer <token>`. The state gauges are \
         refreshed in the background (`decisiond_metrics_state_age_seconds`), never per scrape."
    );
    metrics["security"] = json!([]);
    let (session, session_start) = session_operations();
    let mut paths = json!({
        "/api/session": session,
        "/session/start": session_start,
        "/livez": {"get": livez},
        "/healthz": {"get": healthz},
        "/readyz": {"get": readyz},
        "/metrics": {"get": metrics},
        "/api/openapi.json": {"get": public(op("This document; no token needed.", vec![], None,
            json!({"200": {"description": "The OpenAPI 3.1 document.", "content": {"application/json": {"schema": {"type": "object", "description": "An OpenAPI 3.1 document (its own schema is the OpenAPI specification's)."}}}}}))
            .named("getOpenApi", "Operations"))},
        "/api/docs": {"get": public(op("This document, rendered for people (an HTML page that works offline).", vec![], None,
            json!({"200": {"description": "The documentation page.", "content": {"text/html": {"schema": {"type": "string"}}}}}))
            .named("getApiDocs", "Operations"))},
        "/api/docs/redoc.standalone.js": {"get": public(op("The documentation page's script (Redoc, embedded).", vec![], None,
            json!({"200": {"description": "The script.", "content": {"text/javascript": {"schema": {"type": "string"}}}}}))
            .named("getApiDocsScript", "Operations"))},
        "/.well-known/oauth-protected-resource": {"get": public(op("This server's OAuth 2.0 protected-resource metadata (RFC 9728): the resource identifier its tokens must name as audience (`DECISIOND_AUTH_RESOURCE`; unset, the listen address), the authorization servers that issue them (`DECISIOND_AUTH_AUTHORIZATION_SERVERS`), the scopes an agent may ask for (`cycles:read cycles:write`; the others are granted deliberately, not advertised) and the bearer method. A 401's `WWW-Authenticate` names this document in `resource_metadata`. When the resource has a path, the document is served at this path plus that path instead.", vec![], None,
            json!({"200": ok("The metadata.", "ProtectedResourceMetadata"),
                "404": {"description": "Not this server's document path (its resource has a path).", "content": json_content("ErrorBody")}}))
            .named("getProtectedResourceMetadata", "Operations"))},
        "/api/cycles": {
            "post": secured(op("Opens a cycle.", vec![param("IdempotencyKey"), param("CorrelationId")],
                Some(body("CreateBody")), with_errors(create_responses, &[400, 409, 413, 415, 422, 500, 503]))
                .named("createCycle", "Cycles"),
                Needs::Scope("cycles:write"), &["The caller's user owns the new cycle."]),
            "get": secured(op("The cycles list, paged with `next_cursor`.", cycles_params, None,
                with_errors(one("200", ok("A page of cycles.", "CyclesPage")), &[422, 500, 503]))
                .named("listCycles", "Cycles"),
                Needs::Scope("cycles:read"), &["Lists the caller's own cycles (an `admin` token: every user's)."])
        },
        "/api/tools": {"get": secured(op("The whole catalog by component.", vec![param("Format"), param("Detail")], None,
            with_errors(one("200", ok("The catalog.", "CatalogView")), &[422, 500]))
            .named("getCatalog", "Tools"),
            Needs::Scope("cycles:read"), &[])},
        "/api/tools/stats": {"get": secured(op("Per-tool statistics over all cycles.", read_options().to_vec(), None,
            with_errors(one("200", ok("The statistics.", "AllStatsView")), &[422, 500, 503]))
            .named("getAllToolStats", "Operations"),
            Needs::Scope("admin"), &[])},
        "/api/events": {"get": secured(op("The global event feed, in commit order.", vec![
                query("after", "Position to read after (0 for the start).", json!({"type": "integer", "minimum": 0, "maximum": i64::MAX, "default": 0})),
                query("limit", "Page size (1 to 1000).", json!({"type": "integer", "minimum": 1, "maximum": 1000, "default": 100}))],
            None, with_errors(one("200", ok("A page of events.", "FeedPage")), &[422, 500, 503]))
            .named("listEvents", "Events"),
            Needs::Scope("events:read"), &["Only an `admin` token sees other users' events; any other caller gets the events of its own cycles."])},
        "/api/projections": {"get": secured(op("Each read model's checkpoint and lag, and the relay's.", vec![], None,
            with_errors(one("200", ok("The projections' status.", "OpsView")), &[500, 503]))
            .named("getProjections", "Operations"),
            Needs::Scope("admin"), &[])},
        "/api/cycles/{id}/component": {"put": secured(op("Moves the cycle to another component.",
            vec![param("CycleId"), param("IdempotencyKey"), param("CorrelationId")], Some(body("NavigateBody")),
            with_errors(one("200", ok("Navigated.", "Navigated")), WRITE))
            .named("navigate", "Cycles"),
            Needs::CycleWrite, &[])},
        "/api/cycles/{id}/tools": {"get": secured(op("The tools this step offers, and `next_steps`.",
            vec![param("CycleId"), param("Format"), param("Scope"), param("Detail")], None,
            with_errors(one("200", ok("The tool list.", "ToolList")), READ))
            .named("listTools", "Tools"),
            Needs::CycleRead, &[])},
        "/api/cycles/{id}/tools/invocations": {"get": cycle_view("listInvocations", "The audit log of tool calls, paged with `next_cursor`.", "InvocationsPage", vec![
            query("tool", "Only this tool.", text.clone()),
            query("result", "Only this result class.", json!({"type": "string", "enum": ["success", "validation_error", "not_found", "conflict", "internal_error"]})),
            query("component", "Only calls made in this component.", reference("schemas", "Component")),
            query("since", "Calls at or after.", datetime.clone()),
            query("until", "Calls before.", datetime),
            query("cursor", "The `next_cursor` of the previous page.", json!({"type": "integer", "minimum": i64::MIN, "maximum": i64::MAX})),
            query("limit", "Page size (1 to 500).", json!({"type": "integer", "minimum": 1, "maximum": 500, "default": 100}))])},
        "/api/cycles/{id}/tools/stats": {"get": cycle_view("getToolStats", "Per-tool statistics for the cycle.", "CycleStatsView", vec![])},
        "/api/cycles/{id}/pugh": {"get": cycle_view("getPugh", "The Pugh view.", "PughDoc", vec![at_version()])},
        "/api/cycles/{id}/document/sections/{component}": {"get": cycle_view("getDocumentSection", "One document section.", "OneSection",
            vec![path_param("component", "The section's component.", reference("schemas", "Component")), at_version()])},
        "/api/cycles/{id}/tools/{name}": {"post": secured(op("Calls a tool.", vec![param("CycleId"),
                path_param("name", "The tool's name.", json!({"type": "string", "enum": names})),
                param("IdempotencyKey"), param("CorrelationId")],
            Some(body("ToolCallBody")), tool_responses(limits))
            .named("callTool", "Tools"),
            Needs::CycleWrite, &["Read tools too: every call is audited. Each cycle has a tool-call budget; past it, 429."])},
        "/api/cycles/{id}/document": {"get": document_op},
        "/api/cycles/{id}/revisits": {"get": cycle_view("listRevisits", "Revisit suggestions, pending ones by default (`has_critical`: a pending one is critical).", "RevisitsView", vec![flow_status()])},
        "/api/cycles/{id}/confirmations": {"get": cycle_view("listConfirmations", "Confirmation requests, pending ones by default; answered ones with their outcome.", "ConfirmationsView", vec![flow_status()])},
        "/api/cycles/{id}": {
            "delete": secured(op("Erases the cycle everywhere the service keeps it: its events keep only their place in the log, its audit records, idempotency records, read models, caches and parked events go, and the relay purges its messages from the JetStream stream. A `CycleErased` tombstone (who, when, why; no content) stays, and consumers are told to delete their copies. Erasing again is a 404.",
                vec![param("CycleId"), param("CorrelationId")], None,
                with_errors(one("200", ok("Erased (`views_erased` false: a lagging projection deletes the views when it catches up).", "CycleErasure")), &[404, 409, 500, 503]))
                .named("eraseCycle", "Person"),
                Needs::CycleWrite, &["Needs `cycles:confirm` too (the person's own say; an agent's token must not carry it), or `admin` for an operator. What the service cannot erase (backups, WAL archives, copies consumers keep) is in the README."]),
        },
        "/api/cycles/{id}/export": {"get": secured(op("The whole cycle as one JSON file, to take it elsewhere (before erasing it, say): every event as stored, the document at the last version and the audit log of every call.",
            vec![param("CycleId")], None,
            with_errors(one("200", ok("The export (`Content-Disposition: attachment`).", "CycleExport")), READ))
            .named("exportCycle", "Person"),
            Needs::CycleRead, &[])},
        "/api/cycles/{id}/settings": {
            "get": secured(op("The cycle's settings: its confirmation gate, and the service's.", vec![param("CycleId")], None,
                with_errors(one("200", ok("The settings.", "CycleSettings")), READ))
                .named("getSettings", "Person"),
                Needs::CycleRead, &[]),
            "put": secured(op("Turns the cycle's confirmation gate on or off (an event, `ConfirmationGateSet`).",
                vec![param("CycleId"), param("IdempotencyKey"), param("CorrelationId")], Some(body("SettingsBody")),
                with_errors(one("200", ok("Set (`data.changed` false when it already was).", "CommandOutcome")), WRITE))
                .named("setSettings", "Person"),
                Needs::CycleWrite, &["Turning the gate off needs `cycles:confirm` too (the person's scope; an agent's token must not carry it), so an agent cannot lift the gate it is held by; turning it on needs only `cycles:write`."]),
        },
        "/api/cycles/{id}/history": {"get": secured(op("The cycle's history: one entry per tool call or command, oldest first, with who, which tool, the trigger and a one-line summary of what changed; paged with `next_after_version`.",
            vec![param("CycleId"),
                query("after_version", "The `next_after_version` of the previous page.", json!({"type": "integer", "minimum": 0, "maximum": i64::MAX})),
                query("limit", "Page size (1 to 500).", json!({"type": "integer", "minimum": 1, "maximum": 500, "default": 100}))],
            None, with_errors(one("200", ok("A page of the history.", "HistoryPage")), READ))
            .named("getHistory", "Time travel"),
            Needs::CycleRead, &[])},
        "/api/cycles/{id}/diff": {"get": secured(op("What changed between two versions: sections (both texts and a line diff), Pugh cells, totals and leader.",
            vec![param("CycleId"),
                json!({"name": "from", "in": "query", "required": true, "description": "A version (1 to the current one).", "schema": {"type": "integer", "minimum": 1, "maximum": i64::MAX}}),
                json!({"name": "to", "in": "query", "required": true, "description": "A version (1 to the current one).", "schema": {"type": "integer", "minimum": 1, "maximum": i64::MAX}})],
            None, with_errors(one("200", ok("The changes.", "VersionDiff")), READ))
            .named("diffVersions", "Time travel"),
            Needs::CycleRead, &[])},
        "/api/cycles/{id}/stream": {"get": secured(op("Live updates as server-sent events (`domain_event`, `sections`).",
            vec![param("CycleId"), json!({"name": "Last-Event-ID", "in": "header",
                "description": "Resume after this version (the `id` of the last event seen); a value that is not a version reads as 0, the start.",
                "schema": {"type": "string"}})],
            None, with_errors(one("200", json!({"description": "`event: domain_event` (an `EventEnvelope`, `id: <version>`) and `event: sections`, then `event: caught_up`; the stream stays open until the token expires (`event: end`) or the server stops (`event: shutdown`: reconnect with `Last-Event-ID`).",
                "content": {"text/event-stream": {"schema": reference("schemas", "StreamEvent")}}})), &[404, 500, 503]))
            .named("streamCycle", "Read models"),
            Needs::CycleRead, &[])},
        "/api/cycles/{id}/revisits/{rid}/resolve": {"post": secured(op("Accepts or dismisses a revisit suggestion.",
            vec![param("CycleId"), path_param("rid", "The revisit id.", text.clone()), param("IdempotencyKey"), param("CorrelationId")],
            Some(body("ResolveBody")), with_errors(one("200", ok("Resolved.", "CommandOutcome")), WRITE))
            .named("resolveRevisit", "Person"),
            Needs::CycleWrite, &[])},
        "/api/cycles/{id}/confirmations/pending": {"get": cycle_view("listPendingConfirmations", "Confirmation requests waiting for the user.", "ConfirmationsView", vec![])},
        "/api/cycles/{id}/confirmations/{cid}/respond": {"post": secured(op("Answers a confirmation request.",
            vec![param("CycleId"), path_param("cid", "The confirmation id.", text), param("IdempotencyKey"), param("CorrelationId")],
            Some(body("RespondBody")), with_errors(one("200", ok("Answered.", "CommandOutcome")), WRITE))
            .named("respondToConfirmation", "Person"),
            Needs::CycleWrite, &["Answering a proposed call (a confirmation the gate made) needs `cycles:confirm` too; approving it (`option_index: 0`) runs the call in the same append, as the caller's, and `data.executed` is its tool response."])},
        "/mcp": {"post": secured(mcp_op().named("mcp", "Agents"), Needs::Scope("cycles:write"), &[
            "`initialize` and `tools/list` need only a valid token; every `tools/call` (read tools too, `create_cycle` and `navigate`) needs `cycles:write`, \
             and one without it, or on another user's cycle, is answered with an `isError` result rather than an HTTP error.",
            "Every catalog tool plus `create_cycle` and `navigate`; see the README, *Agents over MCP and NATS*.",
            "The client must send `Accept: application/json, text/event-stream` (406 otherwise); a `Host` other than loopback or one \
             listed in `DECISIOND_MCP_ALLOWED_HOSTS` gets a plain-text 403 (DNS-rebinding protection).",
        ])}
    });
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
