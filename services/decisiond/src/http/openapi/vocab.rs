//! The words operations are documented with: parameters, bodies and
//! answers by the Rust type they carry (its schemars name), and the error
//! answers every operation shares.

use schemars::JsonSchema;
use serde_json::{Map, Value, json};

pub(crate) fn reference(kind: &str, name: &str) -> Value {
    json!({"$ref": format!("#/components/{kind}/{name}")})
}

/// The named schema of `T` (the document's components hold it).
pub(crate) fn schema<T: JsonSchema>() -> Value {
    reference("schemas", &T::schema_name())
}

pub(crate) fn param(name: &str) -> Value {
    reference("parameters", name)
}

pub(crate) fn path_param(name: &str, description: &str, schema: Value) -> Value {
    json!({"name": name, "in": "path", "required": true, "description": description, "schema": schema})
}

pub(crate) fn query(name: &str, description: &str, schema: Value) -> Value {
    json!({"name": name, "in": "query", "description": description, "schema": schema})
}

pub(crate) fn json_content(schema: &str) -> Value {
    json!({"application/json": {"schema": reference("schemas", schema)}})
}

/// An answer with a `T` body.
pub(crate) fn ok<T: JsonSchema>(description: &str) -> Value {
    ok_named(description, &T::schema_name())
}

pub(crate) fn ok_named(description: &str, schema: &str) -> Value {
    json!({"description": description, "content": json_content(schema)})
}

/// A required `T` body.
pub(crate) fn body<T: JsonSchema>() -> Value {
    json!({"required": true, "content": json_content(&T::schema_name())})
}

/// One response per error status, each with the `Error` body.
pub(crate) fn with_errors(mut responses: Map<String, Value>, codes: &[u16]) -> Value {
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
        let mut response = ok::<crate::app::ErrorBody>(description);
        if matches!(code, 409 | 503) {
            response["headers"] =
                json!({"Retry-After": reference("headers", "RetryAfterIfContended")});
        }
        responses.insert(code.to_string(), response);
    }
    Value::Object(responses)
}

pub(crate) fn op(
    summary: &str,
    params: Vec<Value>,
    request: Option<Value>,
    responses: Value,
) -> Value {
    let mut op = json!({"summary": summary, "parameters": params, "responses": responses});
    if let Some(request) = request {
        op["requestBody"] = request;
    }
    op
}

pub(crate) fn one(status: &str, response: Value) -> Map<String, Value> {
    Map::from_iter([(status.to_owned(), response)])
}

/// The errors of a read, and of a write with a body.
pub(crate) const READ: &[u16] = &[404, 422, 500, 503];
pub(crate) const WRITE: &[u16] = &[400, 404, 409, 413, 415, 422, 500, 503];

/// An operation's `operationId` (what a generated client calls the
/// method) and its tag (the group it is listed under).
pub(crate) trait Named {
    fn named(self, id: &str, tag: &str) -> Value;
}

impl Named for Value {
    fn named(mut self, id: &str, tag: &str) -> Value {
        self["operationId"] = json!(id);
        self["tags"] = json!([tag]);
        self
    }
}

/// Read-your-writes: `min_position`, `wait_ms`, `X-Min-Position`.
pub(crate) fn read_options() -> [Value; 3] {
    [param("MinPosition"), param("WaitMs"), param("XMinPosition")]
}

/// `at_version`: a view as it stood.
pub(crate) fn at_version() -> Value {
    query(
        "at_version",
        "The view as it stood after this version of the cycle (1 to the current version; past it, 422 naming the current one): a fold of the stream, cached; `min_position` and `wait_ms` do not apply. See `getHistory` for the versions.",
        json!({"type": "integer", "minimum": 1, "maximum": i64::MAX}),
    )
}
