//! RFC 9457 problem details, for clients that ask for them: an error
//! outside a tool call's envelope (an unknown cycle, a bad query, a
//! missing scope, a full queue…) answers `application/problem+json` when
//! the request's `Accept` names that type, and the usual `ErrorBody`
//! otherwise. A tool call's answers keep their envelope (`ToolResponse`
//! or `ErrorBody`) whatever the client accepts: that shape is the tools'
//! contract on every door.
//!
//! A response layer rather than a second error type: the refusals come
//! from many places (handlers, authentication, admission, the rate
//! limiter, axum's own extractors), and every one of them is an
//! `ErrorBody` already; this turns that one shape into the other.

use crate::app::ErrorBody;
use axum::body::{Body, to_bytes};
use axum::extract::Request;
use axum::http::{HeaderValue, Method, header};
use axum::middleware::Next;
use axum::response::Response;
use serde::Serialize;
use uuid::Uuid;

/// The media type of a problem document.
pub(crate) const PROBLEM_JSON: &str = "application/problem+json";
/// An error body is a sentence or two; anything larger is not ours.
const MAX_ERROR_BYTES: usize = 64 * 1024;

/// A problem document (RFC 9457 §3), with this API's extension members.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct Problem {
    /// Always `about:blank`: the status says what kind of problem it is.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// The status's reason phrase.
    pub title: String,
    /// The HTTP status code.
    pub status: u16,
    /// What went wrong and what to send instead (`ErrorBody.error`).
    pub detail: String,
    /// The request's path.
    pub instance: String,
    /// A failed tool call's invocation; absent for every other error.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub invocation_id: Option<Uuid>,
}

/// Whether the client named `application/problem+json` in `Accept`
/// (with a q above 0).
fn wants_problem(request: &Request) -> bool {
    request
        .headers()
        .get_all(header::ACCEPT)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|range| {
            let mut parts = range.split(';').map(str::trim);
            let media = parts.next().unwrap_or_default();
            let refused = parts.any(|p| {
                p.strip_prefix("q=")
                    .and_then(|q| q.parse::<f32>().ok())
                    .is_some_and(|q| q <= 0.0)
            });
            media.eq_ignore_ascii_case(PROBLEM_JSON) && !refused
        })
}

/// A tool call (`POST /api/cycles/{id}/tools/{name}`): its envelope stays.
fn is_tool_call(method: &Method, path: &str) -> bool {
    method == Method::POST
        && path
            .strip_prefix("/api/cycles/")
            .and_then(|rest| rest.split_once('/'))
            .is_some_and(|(_, rest)| rest.starts_with("tools/") && !rest[6..].contains('/'))
}

/// The layer: an `ErrorBody` answer becomes a problem document when the
/// client asked for one.
pub(crate) async fn problem_details(request: Request, next: Next) -> Response {
    let wanted = wants_problem(&request) && !is_tool_call(request.method(), request.uri().path());
    let instance = request.uri().path().to_owned();
    let response = next.run(request).await;
    let is_json_error = response.status().as_u16() >= 400
        && response
            .headers()
            .get(header::CONTENT_TYPE)
            .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if !wanted || !is_json_error {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = to_bytes(body, MAX_ERROR_BYTES).await else {
        // Not an error body of ours (too large to be one): unreachable in
        // practice, and the bytes are gone, so say so plainly.
        parts.headers.remove(header::CONTENT_LENGTH);
        return Response::from_parts(parts, Body::from("error body too large"));
    };
    let Ok(error) = serde_json::from_slice::<ErrorBody>(&bytes) else {
        return Response::from_parts(parts, Body::from(bytes));
    };
    let problem = Problem {
        kind: "about:blank",
        title: parts
            .status
            .canonical_reason()
            .unwrap_or("Error")
            .to_owned(),
        status: parts.status.as_u16(),
        detail: error.error,
        instance,
        invocation_id: error.invocation_id,
    };
    let body = serde_json::to_vec(&problem).expect("a problem serializes");
    parts.headers.remove(header::CONTENT_LENGTH);
    parts
        .headers
        .insert(header::CONTENT_TYPE, HeaderValue::from_static(PROBLEM_JSON));
    Response::from_parts(parts, Body::from(body))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accepting(accept: &str) -> Request {
        Request::builder()
            .header(header::ACCEPT, accept)
            .body(Body::empty())
            .unwrap()
    }

    #[test]
    fn only_a_client_that_names_the_type_gets_problems() {
        assert!(wants_problem(&accepting("application/problem+json")));
        assert!(wants_problem(&accepting(
            "application/json;q=0.9, application/problem+json"
        )));
        assert!(!wants_problem(&accepting("application/json")));
        assert!(!wants_problem(&accepting("*/*")));
        assert!(!wants_problem(&accepting("application/problem+json;q=0")));
    }

    #[test]
    fn tool_calls_keep_their_envelope() {
        assert!(is_tool_call(&Method::POST, "/api/cycles/x/tools/add_note"));
        assert!(!is_tool_call(
            &Method::GET,
            "/api/cycles/x/tools/invocations"
        ));
        assert!(!is_tool_call(&Method::POST, "/api/cycles/x/component"));
        assert!(!is_tool_call(&Method::POST, "/api/cycles/x/tools/a/b"));
    }
}
