//! The request context every door that serves HTTP shares: the HTTP API
//! and MCP over streamable HTTP. The HTTP access layer sets it on the
//! request; where a call starts, the door reads it into
//! [`super::ToolRequest::trace`], so the work continues the request's trace.

use decision_events::TraceContext;

/// The trace context work done for this request continues: the request
/// span's own when traces are exported, else the caller's `traceparent`.
#[derive(Debug, Clone, Default)]
pub struct RequestTrace(pub Option<TraceContext>);
