//! W3C trace context between event metadata and OpenTelemetry: the
//! remote parent a stored context names, and the context of a span (what a
//! message or an event carries on). Without an OpenTelemetry layer in the
//! subscriber, spans have no context and the stored one is passed on as is.

use decision_events::TraceContext;
use opentelemetry::trace::{SpanContext, SpanId, TraceContextExt, TraceFlags, TraceId, TraceState};
use std::str::FromStr;
use tracing_opentelemetry::OpenTelemetrySpanExt;

/// The W3C header names.
pub const TRACEPARENT: &str = "traceparent";
pub const TRACESTATE: &str = "tracestate";

/// The remote parent `context` names, as an OpenTelemetry context.
pub fn remote_parent(context: &TraceContext) -> opentelemetry::Context {
    let flags = u8::from_str_radix(&context.traceparent[53..55], 16).unwrap_or(0);
    let state = context
        .tracestate
        .as_deref()
        .and_then(|s| TraceState::from_str(s).ok())
        .unwrap_or_default();
    let span = SpanContext::new(
        TraceId::from_hex(context.trace_id()).unwrap_or(TraceId::INVALID),
        SpanId::from_hex(context.span_id()).unwrap_or(SpanId::INVALID),
        TraceFlags::new(flags),
        true,
        state,
    );
    opentelemetry::Context::new().with_remote_span_context(span)
}

/// Makes `span` a child of `context` (no-op without an OpenTelemetry
/// layer, or if the span already started recording).
pub fn set_parent(span: &tracing::Span, context: &TraceContext) {
    let _ = span.set_parent(remote_parent(context));
}

/// The trace context of `span` (its own span id as the parent of what
/// follows), or `None` when spans are not traced.
pub fn of_span(span: &tracing::Span) -> Option<TraceContext> {
    let otel = span.context();
    let span_ref = otel.span();
    let context = span_ref.span_context();
    if !context.is_valid() {
        return None;
    }
    let state = context.trace_state().header();
    Some(TraceContext {
        traceparent: format!(
            "00-{}-{}-{:02x}",
            context.trace_id(),
            context.span_id(),
            context.trace_flags().to_u8()
        ),
        tracestate: (!state.is_empty()).then_some(state),
    })
}

/// Renames `span` in OpenTelemetry once its name is known (a route
/// template after routing): `otel.name` recorded after the span started is
/// not applied.
pub fn rename(span: &tracing::Span, name: String) {
    span.context().span().update_name(name);
}
