//! Cross-origin access for UIs hosted elsewhere: only the origins of
//! `--cors-allow-origins`, with bearer tokens (the session cookie is
//! `SameSite=Strict` and never rides a cross-site request, so credentials
//! are not allowed). Without origins, no CORS header is ever sent.

use super::session::CSRF_HEADER;
use crate::app::ACT_AS_HEADER;
use axum::http::{HeaderName, HeaderValue, Method, header};
use std::time::Duration;
use tower_http::cors::{AllowOrigin, CorsLayer};

/// How long a browser may cache a preflight's answer.
const PREFLIGHT_MAX_AGE: Duration = Duration::from_secs(600);

/// The CORS layer for `origins` (each checked by
/// [`crate::app::browser::parse_origins`]); `None` when the list is empty.
pub(crate) fn layer(origins: &[String]) -> Option<CorsLayer> {
    let origins: Vec<HeaderValue> = origins
        .iter()
        .filter_map(|origin| HeaderValue::from_str(origin).ok())
        .collect();
    if origins.is_empty() {
        return None;
    }
    let request_headers = [
        header::AUTHORIZATION,
        header::CONTENT_TYPE,
        header::ACCEPT,
        header::IF_NONE_MATCH,
        HeaderName::from_static("idempotency-key"),
        HeaderName::from_static("x-correlation-id"),
        HeaderName::from_static(ACT_AS_HEADER),
        HeaderName::from_static(CSRF_HEADER),
        HeaderName::from_static("x-request-id"),
        HeaderName::from_static("traceparent"),
        HeaderName::from_static("tracestate"),
        HeaderName::from_static("last-event-id"),
        HeaderName::from_static("mcp-session-id"),
        HeaderName::from_static("mcp-protocol-version"),
    ];
    let exposed = [
        header::RETRY_AFTER,
        header::LOCATION,
        header::ETAG,
        header::WWW_AUTHENTICATE,
        HeaderName::from_static("x-request-id"),
        HeaderName::from_static("idempotent-replayed"),
        HeaderName::from_static("mcp-session-id"),
    ];
    Some(
        CorsLayer::new()
            .allow_origin(AllowOrigin::list(origins))
            .allow_methods([
                Method::GET,
                Method::POST,
                Method::PUT,
                Method::DELETE,
                Method::OPTIONS,
            ])
            .allow_headers(request_headers)
            .expose_headers(exposed)
            .max_age(PREFLIGHT_MAX_AGE),
    )
}
