//! The person's web app: `GET /` and `GET /assets/{file}`, plain HTML, CSS
//! and JavaScript modules from `services/decisiond/web/`, embedded in the
//! binary (no build step, so what is served is what is committed).
//!
//! Public, like the probes: the page holds no data; it signs in with
//! `POST /api/session` and reads the API like any client. Every answer
//! carries a strict Content-Security-Policy (scripts and styles from this
//! origin only, no inline code, no framing), so even a rendering bug that
//! put user text into markup could not run it. The page's own rule is
//! stronger: user text is only ever set as text.

use axum::Router;
use axum::extract::Path;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use sha2::{Digest, Sha256};
use std::sync::LazyLock;

/// One embedded file: its name under `/assets/`, content type and bytes.
struct Asset {
    name: &'static str,
    content_type: &'static str,
    body: &'static [u8],
}

macro_rules! asset {
    ($name:literal, $type:expr) => {
        Asset {
            name: $name,
            content_type: $type,
            body: include_bytes!(concat!("../../web/", $name)),
        }
    };
}

const JS: &str = "text/javascript; charset=utf-8";

/// Every file the page loads; `index.html` is served at `/`.
const ASSETS: &[Asset] = &[
    asset!("index.html", "text/html; charset=utf-8"),
    asset!("app.css", "text/css; charset=utf-8"),
    asset!("favicon.svg", "image/svg+xml"),
    asset!("main.js", JS),
    asset!("api.js", JS),
    asset!("dom.js", JS),
    asset!("session.js", JS),
    asset!("cycles.js", JS),
    asset!("cycle.js", JS),
    asset!("document.js", JS),
    asset!("markdown.js", JS),
    asset!("pugh.js", JS),
    asset!("flips.js", JS),
    asset!("analysis.js", JS),
    asset!("verdict.js", JS),
    asset!("charts.js", JS),
    asset!("swaps.js", JS),
    asset!("flows.js", JS),
    asset!("audit.js", JS),
    asset!("travel.js", JS),
    asset!("live.js", JS),
    asset!("link-used.html", "text/html; charset=utf-8"),
];

pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; \
     style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; \
     form-action 'self'; frame-ancestors 'none'";

/// Each asset's strong ETag (a hash of its bytes), computed once.
static ETAGS: LazyLock<Vec<HeaderValue>> = LazyLock::new(|| {
    ASSETS
        .iter()
        .map(|a| {
            let digest = Sha256::digest(a.body);
            let hex: String = digest[..12].iter().map(|b| format!("{b:02x}")).collect();
            HeaderValue::from_str(&format!("\"{hex}\"")).expect("hex is a header value")
        })
        .collect()
});

/// The app's routes, merged into the public part of the router. They are
/// not API operations, so the OpenAPI document does not list them.
pub(crate) fn routes<S: Clone + Send + Sync + 'static>() -> Router<S> {
    Router::new()
        .route("/", get(index))
        .route("/assets/{file}", get(asset))
}

/// `link-used.html` as the answer to a sign-in link that no longer works
/// (`GET /session/start`): 400, never cached, with the page's headers.
pub(crate) fn link_used() -> Response {
    let i = ASSETS
        .iter()
        .position(|a| a.name == "link-used.html")
        .expect("link-used.html is embedded");
    let mut response = serve(i, &HeaderMap::new());
    *response.status_mut() = StatusCode::BAD_REQUEST;
    let h = response.headers_mut();
    h.remove(header::ETAG);
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

async fn index(headers: HeaderMap) -> Response {
    serve(0, &headers)
}

async fn asset(Path(file): Path<String>, headers: HeaderMap) -> Response {
    match ASSETS.iter().position(|a| a.name == file) {
        Some(i) if i > 0 => serve(i, &headers),
        _ => (
            StatusCode::NOT_FOUND,
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            "no such asset",
        )
            .into_response(),
    }
}

/// The asset, or 304 when the browser's copy is current. `no-cache`: the
/// names carry no hash, so a browser revalidates (cheap: an ETag match) and
/// never runs a page of one release with a script of another.
fn serve(i: usize, headers: &HeaderMap) -> Response {
    let asset = &ASSETS[i];
    let etag = ETAGS[i].clone();
    let fresh = headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.split(',')
                .any(|t| t.trim() == etag.to_str().unwrap_or(""))
        });
    let mut response = if fresh {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        asset.body.into_response()
    };
    let h = response.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(asset.content_type),
    );
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    h.insert(header::ETAG, etag);
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CONTENT_SECURITY_POLICY),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every module the page imports is embedded, and nothing in the
    /// assets reaches outside this origin or writes markup from strings.
    #[test]
    fn the_assets_are_complete_and_self_contained() {
        let names: Vec<&str> = ASSETS.iter().map(|a| a.name).collect();
        for asset in ASSETS {
            let text = std::str::from_utf8(asset.body).expect("assets are UTF-8");
            // The SVG namespace is a name (createElementNS), never fetched.
            let text = text.replace("'http://www.w3.org/2000/svg'", "");
            for import in text.split("from './").skip(1) {
                let name = import.split('\'').next().expect("a quoted name");
                assert!(
                    names.contains(&name),
                    "{} imports missing {name}",
                    asset.name
                );
            }
            for banned in [
                "innerHTML",
                "outerHTML",
                "insertAdjacentHTML",
                "document.write",
                "eval(",
                "http://",
                "https://",
            ] {
                let allowed = banned.starts_with("http") && asset.name.ends_with(".svg");
                assert!(
                    allowed || !text.contains(banned),
                    "{} contains {banned}",
                    asset.name
                );
            }
        }
        let page = std::str::from_utf8(ASSETS[0].body).expect("UTF-8");
        assert!(page.contains("/assets/main.js"));
        assert!(
            !page.contains("<script>"),
            "no inline script (the CSP forbids it)"
        );
        assert!(
            !page.contains("style="),
            "no inline style (the CSP forbids it)"
        );
    }
}
