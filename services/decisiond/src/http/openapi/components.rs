//! Shared schemas, parameters and responses of the OpenAPI document.

use decision_events::values::Component;
use serde_json::{Value, json};

pub(super) fn components() -> Value {
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
                    "document_updated": {"type": "boolean"},
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
                "required": ["cycle_id", "title", "current_component", "version"],
                "properties": {
                    "cycle_id": {"type": "string", "format": "uuid"},
                    "title": {"type": "string"},
                    "current_component": {"$ref": "#/components/schemas/Component"},
                    "version": {"type": "integer", "minimum": 0}
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
                    "version": {"type": "integer", "minimum": 0}
                }
            },
            "CommandOutcome": {
                "type": "object",
                "required": ["cycle_id", "data", "changed", "version"],
                "properties": {
                    "cycle_id": {"type": "string", "format": "uuid"},
                    "data": {},
                    "changed": {"type": "boolean", "description": "False when the command changed nothing."},
                    "version": {"type": "integer", "minimum": 0}
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
            "CreateCycleBody": {
                "type": "object", "additionalProperties": false, "required": ["title"],
                "properties": {"title": {"type": "string"}}
            },
            "NavigateBody": {
                "type": "object", "additionalProperties": false, "required": ["component"],
                "properties": {"component": {"$ref": "#/components/schemas/Component"}}
            },
            "ToolCallBody": {
                "type": "object", "additionalProperties": false,
                "properties": {
                    "parameters": {"type": ["object", "null"], "description": "The tool's parameters (its `parameters` schema); omitted or null means `{}`."},
                    "conversation_turn": {"type": "integer", "minimum": 0, "default": 0},
                    "trigger_context": {"type": ["string", "null"]}
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
                    "option_index": {"type": ["integer", "null"], "minimum": 0, "description": "0-based index of the chosen option."},
                    "text": {"type": ["string", "null"]},
                    "decline": {"type": "boolean", "default": false}
                }
            }
        },
        "parameters": {
            "CycleId": {"name": "id", "in": "path", "required": true, "description": "The cycle id (a UUID).", "schema": {"type": "string", "format": "uuid"}},
            "MinPosition": {"name": "min_position", "in": "query", "description": "Answer once the read model includes this feed position (read-your-writes).", "schema": {"type": "integer"}},
            "WaitMs": {"name": "wait_ms", "in": "query", "description": "How long to wait for `min_position` (default 2000).", "schema": {"type": "integer", "minimum": 0}},
            "XMinPosition": {"name": "X-Min-Position", "in": "header", "description": "Same as `min_position`.", "schema": {"type": "integer"}},
            "IdempotencyKey": {"name": "Idempotency-Key", "in": "header", "description": "1 to 255 visible ASCII characters; a retry gets the first response.", "schema": {"type": "string", "minLength": 1, "maxLength": 255}},
            "CorrelationId": {"name": "X-Correlation-Id", "in": "header", "description": "A UUID carried into the events' metadata.", "schema": {"type": "string", "format": "uuid"}},
            "Format": {"name": "format", "in": "query", "description": "Wire format of the tool definitions; omitted or `dto` for the catalog's own.", "schema": {"type": "string", "enum": ["dto", "openai", "anthropic", "mcp"]}},
            "Limit": {"name": "limit", "in": "query", "description": "Page size.", "schema": {"type": "integer", "minimum": 1}},
        },
        "securitySchemes": {
            "bearerAuth": {
                "type": "http", "scheme": "bearer", "bearerFormat": "JWT",
                "description": "Planned: NOT enforced yet. Every call currently acts as an anonymous subject."
            }
        }
    })
}
