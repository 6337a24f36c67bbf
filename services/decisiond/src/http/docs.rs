//! `GET /api/docs`: the OpenAPI document rendered for people by Redoc,
//! whose bundle is embedded in the binary (the page works offline; see
//! `deploy/vendor-redoc.sh` for where it comes from). Public, like the
//! document it renders.

use axum::http::header;
use axum::response::{Html, IntoResponse, Response};

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

pub(crate) async fn page() -> Html<&'static str> {
    Html(PAGE)
}

pub(crate) async fn redoc() -> Response {
    (
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
