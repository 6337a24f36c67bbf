//! Conditional reads for the read-model GETs: every 200 carries an `ETag`
//! (a digest of its content type and body), and a request whose
//! `If-None-Match` names it gets `304 Not Modified` without the body.
//!
//! The digest is taken of the answer the handler gave *this* caller, after
//! it authorized the read: a tag is only ever compared with the body the
//! caller may see, so another user's tag neither reveals nor serves
//! anything (their cycle is a 404 for this caller, whatever tag is sent).
//! `Cache-Control: private, no-cache` keeps shared caches out and makes a
//! client revalidate each time.

use axum::body::Body;
use axum::extract::Request;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use sha2::{Digest, Sha256};

/// The largest body tagged; a larger one is answered as it is.
const MAX_TAGGED_BODY: usize = 16 * 1024 * 1024;

/// The middleware (see the module).
pub(crate) async fn etag(request: Request, next: Next) -> Response {
    let if_none_match = request.headers().get(header::IF_NONE_MATCH).cloned();
    let response = next.run(request).await;
    if response.status() != StatusCode::OK {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let bytes = match axum::body::to_bytes(body, MAX_TAGGED_BODY).await {
        Ok(bytes) => bytes,
        Err(_) => return StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    };
    let tag = tag_of(&parts.headers, &bytes);
    parts.headers.insert(header::ETAG, tag.clone());
    parts
        .headers
        .entry(header::CACHE_CONTROL)
        .or_insert(HeaderValue::from_static("private, no-cache"));
    if if_none_match.is_some_and(|v| matches(&v, &tag)) {
        parts.status = StatusCode::NOT_MODIFIED;
        parts.headers.remove(header::CONTENT_LENGTH);
        parts.headers.remove(header::CONTENT_TYPE);
        return Response::from_parts(parts, Body::empty());
    }
    Response::from_parts(parts, Body::from(bytes))
}

/// A strong tag: the first 128 bits of SHA-256 over the content type and
/// the body, hex, quoted.
fn tag_of(headers: &HeaderMap, body: &[u8]) -> HeaderValue {
    let mut digest = Sha256::new();
    if let Some(content_type) = headers.get(header::CONTENT_TYPE) {
        digest.update(content_type.as_bytes());
    }
    digest.update([0]);
    digest.update(body);
    let hex: String = digest.finalize()[..16]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    HeaderValue::from_str(&format!("\"{hex}\"")).expect("hex is a valid header value")
}

/// `If-None-Match`: `*`, or a list of tags, weak ones compared weakly
/// (RFC 9110 13.1.2).
fn matches(if_none_match: &HeaderValue, tag: &HeaderValue) -> bool {
    let Ok(list) = if_none_match.to_str() else {
        return false;
    };
    let tag = tag.to_str().unwrap_or_default();
    list.split(',').map(str::trim).any(|candidate| {
        candidate == "*" || candidate.strip_prefix("W/").unwrap_or(candidate) == tag
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_differ_by_body_and_content_type_and_match_lists() {
        let json = HeaderMap::from_iter([(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )]);
        let markdown = HeaderMap::from_iter([(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/markdown; charset=utf-8"),
        )]);
        let a = tag_of(&json, b"{}");
        assert_eq!(a, tag_of(&json, b"{}"), "the same answer, the same tag");
        assert_ne!(a, tag_of(&json, b"{ }"));
        assert_ne!(a, tag_of(&markdown, b"{}"));
        let list = |s: &'static str| HeaderValue::from_static(s);
        let quoted = a.to_str().unwrap().to_owned();
        assert!(matches(&HeaderValue::from_str(&quoted).unwrap(), &a));
        assert!(matches(
            &HeaderValue::from_str(&format!("\"x\", W/{quoted}")).unwrap(),
            &a
        ));
        assert!(matches(&list("*"), &a));
        assert!(!matches(&list("\"x\", \"y\""), &a));
        assert!(!matches(&list(""), &a));
    }
}
