//! Outcomes as MCP tool results. Anything the model can fix is a result
//! with `isError: true` and the actionable text (MCP clients show protocol
//! errors to nobody); a success carries its data both as
//! `structuredContent` and as the same JSON in a text block.

use super::remedy::McpWords;
use crate::app::{AppError, ErrorAnswer, ToolResponse};
use rmcp::model::{CallToolResult, ContentBlock, MetaObject};
use serde_json::{Map, Value, json};

/// Why a call produced no result of its own.
#[derive(Debug)]
pub(crate) enum Failure {
    /// Bad arguments caught before the application saw them.
    Rejected(String),
    App(AppError),
}

impl From<AppError> for Failure {
    fn from(e: AppError) -> Self {
        Failure::App(e)
    }
}

impl Failure {
    pub(crate) fn rejected(text: impl Into<String>) -> Failure {
        Failure::Rejected(text.into())
    }

    pub(crate) fn into_result(self) -> CallToolResult {
        CallToolResult::error(vec![ContentBlock::text(self.text())])
    }

    fn text(self) -> String {
        match self {
            Failure::Rejected(text) => text,
            // The application's answer, remedy in MCP's words (a cycle to
            // create is a create_cycle call, a wait is seconds, not a
            // header).
            Failure::App(e) => ErrorAnswer::from(e).text(&McpWords::default()),
        }
    }
}

/// A successful result: `data` as structured content and as JSON text,
/// with `meta` (ids and bookkeeping the model does not need) in `_meta`.
pub(crate) fn success(data: Value, meta: Option<Map<String, Value>>) -> CallToolResult {
    CallToolResult::structured(data).with_meta(meta.map(MetaObject::from))
}

/// A catalog tool's response. Its suggestions (the next tools) follow the
/// data as a second, one-line text block: what a model reads of them.
pub(crate) fn tool_response(response: ToolResponse, replayed: bool) -> CallToolResult {
    let meta = response_meta(&response, replayed);
    if response.success {
        // rmcp's structured content is JSON it holds: the one conversion.
        let data = response.data.map_or_else(
            || json!({}),
            |d| serde_json::to_value(d).expect("results serialize"),
        );
        let mut result = success(data, Some(meta));
        if !response.suggestions.is_empty() {
            result.content.push(ContentBlock::text(format!(
                "next: {}",
                response.suggestions.join(", ")
            )));
        }
        return result;
    }
    let text = response
        .error
        .unwrap_or_else(|| format!("the call failed ({})", response.result.as_str()));
    CallToolResult::error(vec![ContentBlock::text(text)]).with_meta(Some(MetaObject::from(meta)))
}

/// What the HTTP response carries besides `data`, for UIs and audit
/// links: the invocation, its feed position, whether the document changed.
fn response_meta(response: &ToolResponse, replayed: bool) -> Map<String, Value> {
    [
        ("invocation_id", json!(response.invocation_id)),
        ("position", json!(response.position)),
        ("document_updated", json!(response.document_updated)),
        ("result", json!(response.result.as_str())),
        ("component", json!(response.meta.component)),
        ("duration_ms", json!(response.meta.duration_ms)),
        ("events_appended", json!(response.meta.events_appended)),
        ("idempotent_replayed", json!(replayed)),
        ("suggestions", json!(response.suggestions)),
    ]
    .into_iter()
    .map(|(key, value)| (key.to_owned(), value))
    .collect()
}
