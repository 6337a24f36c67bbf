//! The JSON log line with the OpenTelemetry ids of the span it was logged
//! in: `trace_id` and `span_id` (lower-case hex), so a log search finds a
//! trace and a trace view finds its lines. Only when spans are traced
//! (the OpenTelemetry layer is installed); otherwise lines are as before.

use std::fmt::Write as _;
use tracing::{Event, Subscriber};
use tracing_subscriber::fmt::format::Writer;
use tracing_subscriber::fmt::{FmtContext, FormatEvent, FormatFields};
use tracing_subscriber::registry::LookupSpan;

/// Wraps the JSON event format: the line it writes, with the two ids
/// added as the object's last members.
pub struct WithTraceIds<F>(pub F);

impl<S, N, F> FormatEvent<S, N> for WithTraceIds<F>
where
    S: Subscriber + for<'a> LookupSpan<'a>,
    N: for<'a> FormatFields<'a> + 'static,
    F: FormatEvent<S, N>,
{
    fn format_event(
        &self,
        ctx: &FmtContext<'_, S, N>,
        mut writer: Writer<'_>,
        event: &Event<'_>,
    ) -> std::fmt::Result {
        let Some((trace_id, span_id)) = ctx.parent_span().and_then(|span| ids(&span.id())) else {
            return self.0.format_event(ctx, writer, event);
        };
        let mut line = String::new();
        self.0.format_event(ctx, Writer::new(&mut line), event)?;
        writer.write_str(&with_ids(&line, &trace_id, &span_id))
    }
}

/// The trace and span ids of the span `id`, when it is traced. Starts its
/// OpenTelemetry span if it had not started yet (its parent is set when
/// it is created, before anything is logged in it).
fn ids(id: &tracing::span::Id) -> Option<(String, String)> {
    use opentelemetry::trace::TraceContextExt;
    let context = tracing::dispatcher::get_default(|dispatch| {
        tracing_opentelemetry::get_otel_context(id, dispatch)
    })?;
    let span = context.span();
    let span = span.span_context();
    span.is_valid()
        .then(|| (span.trace_id().to_string(), span.span_id().to_string()))
}

/// `{…}\n` as `{…,"trace_id":"…","span_id":"…"}\n`; a line that is not a
/// JSON object is left alone. The ids are hex, so they need no escaping.
fn with_ids(line: &str, trace_id: &str, span_id: &str) -> String {
    let Some(end) = line.rfind('}').filter(|_| line.starts_with('{')) else {
        return line.to_owned();
    };
    let mut out = String::with_capacity(line.len() + 64);
    out.push_str(&line[..end]);
    let _ = write!(out, r#","trace_id":"{trace_id}","span_id":"{span_id}""#);
    out.push_str(&line[end..]);
    out
}

#[cfg(test)]
mod tests {
    use super::with_ids;

    #[test]
    fn the_ids_close_the_object() {
        let line = "{\"level\":\"INFO\",\"message\":\"a } b\"}\n";
        let out = with_ids(line, "0af7651916cd43dd8448eb211c80319c", "b7ad6b7169203331");
        let value: serde_json::Value = serde_json::from_str(out.trim_end()).unwrap();
        assert_eq!(value["message"], "a } b");
        assert_eq!(value["trace_id"], "0af7651916cd43dd8448eb211c80319c");
        assert_eq!(value["span_id"], "b7ad6b7169203331");
        assert!(out.ends_with("}\n"));
        assert_eq!(with_ids("not json\n", "a", "b"), "not json\n");
    }
}
