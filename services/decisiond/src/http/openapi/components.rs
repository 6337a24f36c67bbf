//! Shared schemas, parameters and responses of the OpenAPI document.

use crate::app::ServiceLimits;
use decision_events::values::Component;
use serde_json::{Value, json};

pub(super) fn components(limits: &ServiceLimits) -> Value {
    let max_name = limits.input.max_name_chars;
    let max_text = limits.input.max_text_chars;
    let components: Vec<&str> = Component::ALL.iter().map(|c| c.as_str()).collect();
    let loose = json!({"type": "object", "additionalProperties": true});
    json!({
        "schemas": {
            "Component": {"type": "string", "enum": components, "description": "A PrOACT component."},
            "Error": {
                "type": "object",
                "description": "Every error body: the tool-response shape with `success: false`.",
                "required": ["success", "data", "error", "document_updated", "invocation_id", "position"],
                "properties": {
                    "success": {"const": false},
                    "data": {"type": "null"},
                    "error": {"type": "string", "description": "What went wrong and what to send instead."},
                    "document_updated": {"const": false},
                    "invocation_id": {"type": "null"},
                    "position": {"type": "null"}
                }
            },
            "ToolResponse": {
                "type": "object",
                "description": "The answer to a tool call, accepted or rejected alike.",
                "required": ["success", "data", "error", "document_updated", "invocation_id", "position", "result", "_meta"],
                "properties": {
                    "success": {"type": "boolean"},
                    "data": {"description": "The tool's result (see the tool's `returns` schema); null when rejected."},
                    "error": {"type": ["string", "null"]},
                    "document_updated": {"type": "boolean", "description": "True when the call changed what the decision document shows (a section's markdown or status, or the general notes); a revisit suggestion, a confirmation request or the same rating again leave it false."},
                    "invocation_id": {"type": "string", "format": "uuid"},
                    "position": {"type": ["integer", "null"], "description": "Global feed position of the call's audit record; pass as `min_position` to read your write."},
                    "result": {"type": "string", "enum": ["success", "validation_error", "not_found", "conflict", "internal_error"]},
                    "_meta": {
                        "type": "object",
                        "required": ["tool", "component", "duration_ms", "events_appended"],
                        "properties": {
                            "tool": {"type": "string"},
                            "component": {"$ref": "#/components/schemas/Component"},
                            "duration_ms": {"type": "integer", "minimum": 0},
                            "events_appended": {"type": "integer", "minimum": 0}
                        }
                    }
                }
            },
            "CycleCreated": {
                "type": "object",
                "required": ["cycle_id", "title", "current_component", "version", "position"],
                "properties": {
                    "cycle_id": {"type": "string", "format": "uuid"},
                    "title": {"type": "string"},
                    "current_component": {"$ref": "#/components/schemas/Component"},
                    "version": {"type": "integer", "minimum": 0},
                    "position": {"type": "integer", "description": "Feed position of the cycle's creation (for `min_position`)."}
                }
            },
            "Navigated": {
                "type": "object",
                "required": ["cycle_id", "previous_component", "current_component", "changed", "version"],
                "properties": {
                    "cycle_id": {"type": "string", "format": "uuid"},
                    "previous_component": {"oneOf": [{"$ref": "#/components/schemas/Component"}, {"type": "null"}]},
                    "current_component": {"$ref": "#/components/schemas/Component"},
                    "changed": {"type": "boolean"},
                    "version": {"type": "integer", "minimum": 0},
                    "position": {"type": ["integer", "null"], "description": "Feed position of the move (null: nothing moved)."}
                }
            },
            "CommandOutcome": {
                "type": "object",
                "required": ["cycle_id", "data", "changed", "version"],
                "properties": {
                    "cycle_id": {"type": "string", "format": "uuid"},
                    "data": {},
                    "changed": {"type": "boolean", "description": "False when the command changed nothing."},
                    "version": {"type": "integer", "minimum": 0},
                    "position": {"type": ["integer", "null"], "description": "Feed position of the command's last event (null: nothing changed), for `min_position`."}
                }
            },
            "EventEnvelope": {
                "type": "object",
                "description": "A stored domain event with its metadata (loose schema).",
                "additionalProperties": true
            },
            "FeedPage": {
                "type": "object",
                "required": ["events", "next_after"],
                "properties": {
                    "events": {"type": "array", "items": {"$ref": "#/components/schemas/EventEnvelope"}},
                    "next_after": {"type": "integer", "description": "Pass as `after` for the next page."}
                }
            },
            "View": loose,
            "StreamEvent": {
                "type": "object",
                "description": "One server-sent event (each item of the `text/event-stream`, as OpenAPI 3.2 describes them): \
                    `domain_event` carries an `EventEnvelope` as JSON with `id` = its version; \
                    `sections` carries `{version, sections}`: the document sections that changed.",
                "required": ["event", "data"],
                "properties": {
                    "event": {"type": "string", "enum": ["domain_event", "sections"]},
                    "data": {"type": "string", "contentMediaType": "application/json"},
                    "id": {"type": "string", "pattern": "^[0-9]+$"}
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
            },
            "CreateCycleBody": {
                "type": "object", "additionalProperties": false, "required": ["title"],
                "properties": {"title": {"type": "string", "minLength": 1, "maxLength": max_name, "pattern": "\\S",
                    "description": format!("Not blank; at most {max_name} characters (the limit for names).")}}
            },
            "NavigateBody": {
                "type": "object", "additionalProperties": false, "required": ["component"],
                "properties": {"component": {"$ref": "#/components/schemas/Component"}}
            },
            "ToolCallBody": {
                "type": "object", "additionalProperties": false,
                "properties": {
                    "parameters": {"type": ["object", "null"], "description": "The tool's parameters (its `parameters` schema); omitted or null means `{}`."},
                    "conversation_turn": {"type": "integer", "minimum": 0, "maximum": u32::MAX, "default": 0},
                    "trigger_context": {"type": ["string", "null"], "maxLength": max_text}
                }
            },
            "ResolveRevisitBody": {
                "type": "object", "additionalProperties": false, "required": ["action"],
                "properties": {
                    "action": {"type": "string", "enum": ["accept", "dismiss"]},
                    "resolution": {"type": ["string", "null"]}
                }
            },
            "RespondBody": {
                "type": "object", "additionalProperties": false,
                "description": "Choose an option, answer in text, or decline.",
                "properties": {
                    "option_index": {"type": ["integer", "null"], "minimum": 0, "maximum": u64::MAX, "description": "0-based index of the chosen option."},
                    "text": {"type": ["string", "null"]},
                    "decline": {"type": "boolean", "default": false}
                }
            }
        },
        "parameters": {
            "CycleId": {"name": "id", "in": "path", "required": true, "description": "The cycle id (a UUID).", "schema": {"type": "string", "format": "uuid"}},
            "MinPosition": {"name": "min_position", "in": "query", "description": "Answer once the read model includes this feed position (read-your-writes).", "schema": {"type": "integer", "minimum": i64::MIN, "maximum": i64::MAX}},
            "WaitMs": {"name": "wait_ms", "in": "query", "description": "How long to wait for `min_position`, in milliseconds (default 2000, at most 10000: a larger value waits 10000). Past it the answer comes anyway, with `X-Read-Model-Stale: true`.", "schema": {"type": "integer", "minimum": 0, "maximum": u64::MAX}},
            "XMinPosition": {"name": "X-Min-Position", "in": "header", "description": "Same as `min_position` (the query parameter wins); a value that is not an integer is ignored.", "schema": {"type": "string"}},
            "IdempotencyKey": {"name": "Idempotency-Key", "in": "header", "description": "1 to 255 visible ASCII characters (otherwise 400). Bound to its first request (route, body, caller): the same request again gets the first response (`Idempotent-Replayed: true`); another request with the key is a 422. A duplicate sent while the first runs waits for it. Keys expire after the retention (24 h by default).", "schema": {"type": "string", "minLength": 1, "maxLength": 255, "pattern": "^[\\t -~]*[!-~][\\t -~]*$"}},
            "CorrelationId": {"name": "X-Correlation-Id", "in": "header", "description": "A UUID carried into the events' metadata; any other value is ignored (a fresh id is used).", "schema": {"type": "string"}},
            "Format": {"name": "format", "in": "query", "description": "Wire format of the tool definitions; omitted, empty or `dto` for the catalog's own.", "schema": {"type": "string", "enum": ["", "dto", "openai", "anthropic", "mcp"]}},
            "Limit": {"name": "limit", "in": "query", "description": "Page size (1 to 500).", "schema": {"type": "integer", "minimum": 1, "maximum": 500, "default": 100}},
            "ActAs": {"name": "X-Act-As", "in": "header", "required": false,
                "description": "The user to act for: 1 to 200 visible ASCII characters (`!` to `~`; anything else, empty included, is a 400). Only a token with the `act_as` scope may send it (otherwise 403); the request then runs as that user: their cycles, recorded as their actions.",
                "schema": {"type": "string", "minLength": 1, "maxLength": 200, "pattern": "^[!-~]+$"}},
        },
        "headers": {
            "RetryAfter": {"description": "Seconds to wait before retrying.", "required": true, "schema": {"type": "integer", "minimum": 0}},
            "RetryAfterIfContended": {"description": "Seconds to wait before retrying; sent on contention, unavailability, overload and a passed deadline.", "schema": {"type": "integer", "minimum": 0}},
        },
        "responses": {
            "Unauthorized": {
                "description": "Missing, malformed, invalid or expired bearer token.",
                "headers": {"WWW-Authenticate": {"required": true,
                    "description": "`Bearer realm=\"decisiond\"` (RFC 6750).",
                    "schema": {"type": "string", "pattern": "^Bearer"}}},
                "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}
            },
            "Forbidden": {
                "description": "The token lacks the scope this operation needs, or it sent `X-Act-As` without the `act_as` scope (or naming another user than its own `act_as` claim).",
                "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}
            },
            "TooManyRequests": {
                "description": "Rate limit exceeded; retry after `Retry-After` seconds.",
                "headers": {"Retry-After": {"$ref": "#/components/headers/RetryAfter"}},
                "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}
            },
            "Unavailable": {
                "description": "The event store is unavailable, the service is overloaded (load shedding), or the request passed its deadline (`--request-timeout-ms`); retry after `Retry-After` seconds.",
                "headers": {"Retry-After": {"$ref": "#/components/headers/RetryAfterIfContended"}},
                "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}
            },
            "ToolCallLimited": {
                "description": "Rate limit exceeded, or the cycle's tool-call budget is spent; retry after `Retry-After` seconds.",
                "headers": {"Retry-After": {"$ref": "#/components/headers/RetryAfter"}},
                "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}
            }
        },
        "securitySchemes": {
            "bearerAuth": {
                "type": "http", "scheme": "bearer", "bearerFormat": "JWT",
                "description": "A signed JWT (`decisiond token` mints one) whose `scope` claim lists space-separated scopes: `cycles:read`, `cycles:write`, `events:read`, `admin` (implies the first three) and `act_as` (may send `X-Act-As`)."
            }
        }
    })
}
