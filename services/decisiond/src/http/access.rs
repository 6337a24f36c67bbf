//! The outermost layer of every request: its span (a child of the
//! caller's W3C `traceparent`, if any), its `X-Request-Id` (the caller's,
//! or a new one, echoed on the response) and one access-log line at info,
//! target `decisiond::access`: method, route template, status, duration,
//! request id and, when spans are traced, the request span's `trace_id`
//! and `span_id`. Never a token, a query string or a body.

use crate::metrics::MatchedRoute;
use axum::extract::Request;
use axum::http::{HeaderMap, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;
use decision_events::TraceContext;
use decision_relay::trace::{TRACEPARENT, TRACESTATE, of_span, rename, set_parent};
use std::time::Instant;
use tracing::Instrument;
use tracing::field::Empty;
use uuid::Uuid;

/// The request id header (taken from the caller when well-formed).
pub const REQUEST_ID: &str = "x-request-id";
/// The access log's target: filter it with `RUST_LOG=decisiond::access=off`.
pub const ACCESS_TARGET: &str = "decisiond::access";
/// Longest caller-chosen request id kept.
const MAX_REQUEST_ID: usize = 128;

/// The probes and the scrape: logged, but not traced (a trace every few
/// seconds per pod says nothing). The OpenAPI document offers them no
/// trace context for that reason.
pub const UNTRACED_PATHS: [&str; 4] = ["/healthz", "/readyz", "/livez", "/metrics"];

use crate::app::RequestTrace;

pub(crate) async fn access(mut request: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = request.method().clone();
    let request_id = request_id(request.headers());
    let incoming = incoming_trace(request.headers());
    // Probes and scrapes get a debug span: at the default level they are
    // not traced, though they are logged.
    let probe = UNTRACED_PATHS.contains(&request.uri().path());
    let span = if probe {
        tracing::debug_span!("HTTP request",
            otel.name = %method,
            otel.kind = "server",
            http.request.method = %method,
            http.route = Empty,
            http.response.status_code = Empty,
            request_id = %request_id,
        )
    } else {
        tracing::info_span!("HTTP request",
            otel.name = %method,
            otel.kind = "server",
            http.request.method = %method,
            http.route = Empty,
            http.response.status_code = Empty,
            request_id = %request_id,
        )
    };
    if let Some(parent) = &incoming {
        set_parent(&span, parent);
    }
    let traced = of_span(&span);
    let continued = traced.clone().or(incoming);
    request.extensions_mut().insert(RequestTrace(continued));
    let mut response = next.run(request).instrument(span.clone()).await;
    let route = response
        .extensions()
        .get::<MatchedRoute>()
        .map_or("unmatched", |route| route.0.as_str())
        .to_owned();
    let status = response.status().as_u16();
    // Untraced (no OpenTelemetry layer), renaming would only format a name.
    if traced.is_some() {
        rename(&span, format!("{method} {route}"));
    }
    span.record("http.route", route.as_str());
    span.record("http.response.status_code", status);
    if let Ok(value) = HeaderValue::from_str(&request_id) {
        response.headers_mut().insert(REQUEST_ID, value);
    }
    // Logged outside the request's span (its own line, not a span event),
    // so the span's ids are given here: the line joins its trace.
    tracing::info!(target: ACCESS_TARGET, parent: None,
        method = %method,
        route = %route,
        status,
        duration_ms = started.elapsed().as_secs_f64() * 1000.0,
        request_id = %request_id,
        trace_id = traced.as_ref().map(TraceContext::trace_id),
        span_id = traced.as_ref().map(TraceContext::span_id),
        "request");
    response
}

/// The caller's `X-Request-Id` when it is 1–128 visible ASCII characters,
/// else a new UUID.
fn request_id(headers: &HeaderMap) -> String {
    headers
        .get(REQUEST_ID)
        .and_then(|v| v.to_str().ok())
        .map(str::trim)
        .filter(|id| {
            !id.is_empty() && id.len() <= MAX_REQUEST_ID && id.bytes().all(|b| b.is_ascii_graphic())
        })
        .map_or_else(|| Uuid::now_v7().to_string(), str::to_owned)
}

/// The caller's W3C trace context, if well-formed.
pub(crate) fn incoming_trace(headers: &HeaderMap) -> Option<TraceContext> {
    let text = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    TraceContext::parse(text(TRACEPARENT)?, text(TRACESTATE))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn request_ids_are_kept_only_when_well_formed() {
        let mut headers = HeaderMap::new();
        headers.insert(REQUEST_ID, HeaderValue::from_static(" abc-1 "));
        assert_eq!(request_id(&headers), "abc-1");
        headers.insert(REQUEST_ID, HeaderValue::from_static("a b"));
        assert_ne!(request_id(&headers), "a b");
        headers.insert(REQUEST_ID, HeaderValue::from_str(&"x".repeat(129)).unwrap());
        assert_eq!(request_id(&headers).len(), 36);
    }
}
