//! Outcomes as MCP tool results. Anything the model can fix is a result
//! with `isError: true` and the actionable text (MCP clients show protocol
//! errors to nobody); a success carries its data both as
//! `structuredContent` and as the same JSON in a text block.

use crate::app::{AppError, ToolResponse};
use rmcp::model::{CallToolResult, ContentBlock, MetaObject};
use serde_json::{Map, Value, json};
use uuid::Uuid;

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
        let e = match self {
            Failure::Rejected(text) => return text,
            Failure::App(e) => e,
        };
        match &e {
            // The app's text points at the HTTP route; over MCP the way
            // out is a tool.
            AppError::CycleNotFound(id) => {
                format!("no cycle {id}: check the cycle_id, or call create_cycle to open a cycle")
            }
            AppError::Rejected { .. }
            | AppError::Contended(_)
            | AppError::Forbidden(_)
            | AppError::BadRequest(_) => e.to_string(),
            AppError::RateLimited { retry_after, .. } => {
                format!("{e} (retry in {retry_after} s)")
            }
            AppError::Unavailable(detail) => {
                tracing::warn!(error = %detail, "event store unavailable (mcp)");
                e.to_string()
            }
            // Details are logged with a reference, never sent to clients.
            AppError::Internal(detail) => {
                let reference = Uuid::now_v7();
                tracing::error!(%reference, error = %detail, "internal error (mcp)");
                format!("internal error (reference {reference}); the call may be retried")
            }
        }
    }
}

/// A successful result: `data` as structured content and as JSON text,
/// with `meta` (ids and bookkeeping the model does not need) in `_meta`.
pub(crate) fn success(data: Value, meta: Option<Map<String, Value>>) -> CallToolResult {
    CallToolResult::structured(data).with_meta(meta.map(MetaObject::from))
}

/// A catalog tool's response.
pub(crate) fn tool_response(response: ToolResponse, replayed: bool) -> CallToolResult {
    let meta = response_meta(&response, replayed);
    if response.success {
        let data = response.data.unwrap_or_else(|| json!({}));
        return success(data, Some(meta));
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
    ]
    .into_iter()
    .map(|(key, value)| (key.to_owned(), value))
    .collect()
}
