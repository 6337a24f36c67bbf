//! `GET /api/docs`: the OpenAPI document rendered for people by Redoc,
//! whose bundle is embedded in the binary (the page works offline; see
//! `deploy/vendor-redoc.sh` for where it comes from). Public, like the
//! document it renders.
//!
//! It is served from the app's origin, where a script could read the CSRF
//! token (`GET /api/session`), so the page runs under a policy as strict
//! as Redoc allows: scripts only from this origin (the embedded bundle),
//! no framing, no MIME sniffing. Redoc needs inline styles (it injects
//! them) and a `blob:` worker (its search).

use axum::http::{HeaderName, header};
use axum::response::{Html, IntoResponse, Response};

/// The docs page's Content-Security-Policy.
pub const DOCS_CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; \
     style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; \
     connect-src 'self'; worker-src blob:; base-uri 'none'; form-action 'none'; \
     frame-ancestors 'none'";

/// The headers both the page and its bundle carry.
const HARDENING: [(HeaderName, &str); 4] = [
    (
        header::CONTENT_SECURITY_POLICY,
        DOCS_CONTENT_SECURITY_POLICY,
    ),
    (header::X_FRAME_OPTIONS, "DENY"),
    (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
    (header::REFERRER_POLICY, "no-referrer"),
];

const REDOC: &[u8] = include_bytes!("../../assets/redoc/redoc.standalone.js");

const PAGE: &str = r#"<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Decision Ledger API</title>
</head>
<body>
<redoc spec-url="/api/openapi.json" hide-download-button="false"></redoc>
<script src="/api/docs/redoc.standalone.js"></script>
</body>
</html>
"#;

pub(crate) async fn page() -> Response {
    (HARDENING, Html(PAGE)).into_response()
}

pub(crate) async fn redoc() -> Response {
    (
        HARDENING,
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        REDOC,
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;
    use sha2::{Digest, Sha256};

    /// The embedded bundle is the one `deploy/vendor-redoc.sh` checks
    /// against npm.
    #[test]
    fn the_embedded_bundle_matches_its_committed_checksum() {
        let sums = include_str!("../../assets/redoc/SHA256SUMS");
        let expected = sums.split_whitespace().next().expect("a checksum");
        let actual: String = Sha256::digest(REDOC)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        assert_eq!(actual, expected);
        assert!(PAGE.contains("/api/openapi.json"));
    }
}
