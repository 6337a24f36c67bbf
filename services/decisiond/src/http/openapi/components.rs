//! Shared schemas, parameters and responses of the OpenAPI document.

use crate::app::ServiceLimits;
use decision_catalog::{ToolSpec, WireFormat};
use serde_json::{Value, json};

/// The `format` query values: the catalog's own, then every wire format.
fn format_names() -> Vec<&'static str> {
    ["", "dto"]
        .into_iter()
        .chain(WireFormat::ALL.iter().map(|f| f.as_str()))
        .collect()
}

pub(super) fn components(tools: &[&ToolSpec], limits: &ServiceLimits) -> Value {
    let mut components = json!({
        "schemas": {
            "StreamEvent": {
                "type": "object",
                "description": "One server-sent event (each item of the `text/event-stream`, as OpenAPI 3.2 describes them): \
                    `domain_event` carries an `EventEnvelope` as JSON with `id` = its version; \
                    `sections` carries `{version, sections}`: the document sections that changed; \
                    `caught_up` (`{version}`), once per connection, says everything stored before it was sent; \
                    `end` (`{reason: \"token_expired\"}`) ends the stream for good; \
                    `shutdown` (`{reason: \"shutdown\", retry_ms}`, with `retry`) ends it because the server is stopping: reconnect with `Last-Event-ID`.",
                "required": ["event", "data"],
                "properties": {
                    "event": {"type": "string", "enum": ["domain_event", "sections", "caught_up", "end", "shutdown"]},
                    "data": {"type": "string", "contentMediaType": "application/json"},
                    "id": {"type": "string", "pattern": "^[0-9]+$"},
                    "retry": {"type": "integer", "minimum": 0, "description": "Milliseconds to wait before reconnecting (on `shutdown`)."}
                }
            },
            "ProtectedResourceMetadata": {
                "type": "object",
                "description": "OAuth 2.0 protected-resource metadata (RFC 9728 §2).",
                "required": ["resource", "scopes_supported", "bearer_methods_supported", "resource_name"],
                "properties": {
                    "resource": {"type": "string", "format": "uri", "description": "The resource identifier: the audience a token must carry."},
                    "authorization_servers": {"type": "array", "items": {"type": "string", "format": "uri"}, "description": "Issuers of tokens for this resource; omitted when none is configured."},
                    "scopes_supported": {"type": "array", "items": {"type": "string"}},
                    "bearer_methods_supported": {"type": "array", "items": {"type": "string", "enum": ["header"]}},
                    "resource_name": {"type": "string"}
                }
            },
            "JsonRpcMessage": {
                "type": "object",
                "description": "A JSON-RPC 2.0 request (with `id`) or notification (without).",
                "required": ["jsonrpc", "method"],
                "properties": {
                    "jsonrpc": {"const": "2.0"},
                    "id": {"anyOf": [{"type": "string"}, {"type": "integer", "minimum": i64::MIN, "maximum": i64::MAX}]},
                    "method": {"type": "string", "description": "e.g. `initialize`, `tools/list`, `tools/call`."},
                    "params": {"type": ["object", "null"], "description": "Omitted or null: none."}
                }
            },
            "JsonRpcResponse": {
                "type": "object",
                "required": ["jsonrpc"],
                "properties": {
                    "jsonrpc": {"const": "2.0"},
                    "id": {"anyOf": [{"type": "string"}, {"type": "integer"}, {"type": "null"}]},
                    "result": {},
                    "error": {
                        "type": "object",
                        "required": ["code", "message"],
                        "properties": {"code": {"type": "integer"}, "message": {"type": "string"}, "data": {}}
                    }
                }
            }
        },
        "parameters": {
            "RequestId": {"name": "X-Request-Id", "in": "header", "description": "An id for this request, 1 to 128 visible ASCII characters, echoed in the response's `X-Request-Id` and the access log; without one (or with another value) the service makes one.", "schema": {"type": "string"}},
            "Traceparent": {"name": "traceparent", "in": "header", "description": "W3C trace context: the request's span continues this trace, and the events it appends carry it to their published messages. A malformed value starts a new trace.", "schema": {"type": "string"}},
            "Tracestate": {"name": "tracestate", "in": "header", "description": "W3C trace state, kept with `traceparent`.", "schema": {"type": "string"}},
            "CycleId": {"name": "id", "in": "path", "required": true, "description": "The cycle id (a UUID).", "schema": {"type": "string", "format": "uuid"}},
            "MinPosition": {"name": "min_position", "in": "query", "description": "Answer once the read model includes this feed position (read-your-writes).", "schema": {"type": "integer", "minimum": i64::MIN, "maximum": i64::MAX}},
            "WaitMs": {"name": "wait_ms", "in": "query", "description": "How long to wait for `min_position`, in milliseconds (default 2000, at most 10000: a larger value waits 10000). Past it the answer comes anyway, with `X-Read-Model-Stale: true`.", "schema": {"type": "integer", "minimum": 0, "maximum": u64::MAX}},
            "XMinPosition": {"name": "X-Min-Position", "in": "header", "description": "Same as `min_position` (the query parameter wins); a value that is not an integer is ignored.", "schema": {"type": "string"}},
            "IdempotencyKey": {"name": "Idempotency-Key", "in": "header", "description": "1 to 255 visible ASCII characters, `!` to `~`: no spaces (otherwise 400; the same rule over NATS and for MCP's `_meta.idempotency_key`). Bound to its first request (route, body, caller): the same request again gets the first response (`Idempotent-Replayed: true`); another request with the key is a 422. A duplicate sent while the first runs waits for it. Keys expire after the retention (24 h by default).", "schema": {"type": "string", "minLength": 1, "maxLength": 255, "pattern": "^[!-~]+$"}},
            "CorrelationId": {"name": "X-Correlation-Id", "in": "header", "description": "A UUID carried into the events' metadata; any other value is ignored (a fresh id is used).", "schema": {"type": "string"}},
            "Format": {"name": "format", "in": "query", "description": "Wire format of the tool definitions; omitted, empty or `dto` for the catalog's own.", "schema": {"type": "string", "enum": format_names()}},
            "Detail": {"name": "detail", "in": "query", "description": "How much guidance each definition carries: `compact` (the default: what the tool does and when, constraints as schema keywords) or `full` (the whole description, every bound in words).", "schema": {"type": "string", "enum": ["compact", "full"]}},
            "Scope": {"name": "scope", "in": "query", "description": "Which tools: `step` (the default: `find_tools`, the component's tools that apply in the cycle's state and the analysis its work uses), `component` (every tool callable in the current component) or `all` (every tool; outside the step's set marked `defer_loading: true` in `anthropic` and `openai-responses`).", "schema": {"type": "string", "enum": ["step", "component", "all"]}},
            "Limit": {"name": "limit", "in": "query", "description": "Page size (1 to 500).", "schema": {"type": "integer", "minimum": 1, "maximum": 500, "default": 100}},
            "ActAs": {"name": "X-Act-As", "in": "header", "required": false,
                "description": "The user to act for: 1 to 200 visible ASCII characters (`!` to `~`; anything else, empty included, is a 400). Only a token with the `act_as` scope may send it (otherwise 403); the request then runs as that user: their cycles, recorded as their actions.",
                "schema": {"type": "string", "minLength": 1, "maxLength": 200, "pattern": "^[!-~]+$"}},
        },
        "headers": {
            "RequestId": {"description": "The request's id: the `X-Request-Id` sent, or one the service made (also in its access log).", "required": true, "schema": {"type": "string"}},
            "RetryAfter": {"description": "Seconds to wait before retrying.", "required": true, "schema": {"type": "integer", "minimum": 0}},
            "RetryAfterIfContended": {"description": "Seconds to wait before retrying; sent on contention, unavailability, overload and a passed deadline.", "schema": {"type": "integer", "minimum": 0}},
        },
        "responses": {
            "Unauthorized": {
                "description": "Missing, malformed, invalid or expired bearer token.",
                "headers": {"WWW-Authenticate": {"required": true,
                    "description": "`Bearer realm=\"decisiond\", resource_metadata=\"<the protected-resource metadata URL>\", scope=\"<the scopes the operation needs>\"` (RFC 6750, RFC 9728): an OAuth client reads there which authorization servers issue tokens for this resource, and asks for those scopes.",
                    "schema": {"type": "string", "pattern": "^Bearer"}}},
                "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorBody"}}}
            },
            "Forbidden": {
                "description": "The token lacks the scope this operation needs, or it sent `X-Act-As` without the `act_as` scope (or naming another user than its own `act_as` claim).",
                "headers": {"WWW-Authenticate": {
                    "description": "For a missing scope: `Bearer realm=\"decisiond\", error=\"insufficient_scope\", scope=\"<the scope>\"` (RFC 6750 §3.1).",
                    "schema": {"type": "string", "pattern": "^Bearer"}}},
                "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorBody"}}}
            },
            "TooManyRequests": {
                "description": "Rate limit exceeded; retry after `Retry-After` seconds.",
                "headers": {"Retry-After": {"$ref": "#/components/headers/RetryAfter"}},
                "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorBody"}}}
            },
            "Unavailable": {
                "description": "The event store is unavailable, the service is overloaded (load shedding), or the request passed its deadline (`--request-timeout-ms`); retry after `Retry-After` seconds.",
                "headers": {"Retry-After": {"$ref": "#/components/headers/RetryAfterIfContended"}},
                "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorBody"}}}
            },
            "ToolCallLimited": {
                "description": "Rate limit exceeded, or the cycle's tool-call budget is spent; retry after `Retry-After` seconds.",
                "headers": {"Retry-After": {"$ref": "#/components/headers/RetryAfter"}},
                "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorBody"}}}
            }
        },
        "securitySchemes": {
            "bearerAuth": {
                "type": "http", "scheme": "bearer", "bearerFormat": "JWT",
                "description": "A signed JWT (`decisiond token` mints one) whose `scope` claim lists space-separated scopes: `cycles:read`, `cycles:write`, `events:read`, `admin` (implies the first three) and `act_as` (may send `X-Act-As`)."
            }
        }
    });
    let schemas = components["schemas"]
        .as_object_mut()
        .expect("schemas is an object");
    schemas.extend(super::schemas::derived(limits));
    // Every answer carries its request id, the shared ones too.
    let responses = components["responses"]
        .as_object_mut()
        .expect("responses is an object");
    for (name, response) in responses.iter_mut() {
        response["headers"]["X-Request-Id"] = json!({"$ref": "#/components/headers/RequestId"});
        // A refusal before a tool call keeps the tool envelope; the others
        // come as problem documents to a client that accepts them.
        if name != "ToolCallLimited" {
            response["content"]["application/problem+json"] =
                json!({"schema": {"$ref": "#/components/schemas/Problem"}});
        }
    }
    let schemas = components["schemas"]
        .as_object_mut()
        .expect("schemas is an object");
    let results = super::typed_data::type_tool_data(schemas, tools);
    super::per_tool::tool_schemas(schemas, tools, &results);
    super::typed_data::type_command_data(schemas);
    super::typed_data::type_event_payloads(schemas);
    components
}
