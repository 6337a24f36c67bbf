//! `GET /.well-known/oauth-protected-resource`: this server's OAuth 2.0
//! protected-resource metadata (RFC 9728), public like the probes. A
//! hosted MCP client reads it from the `resource_metadata` of a 401's
//! challenge ([`super::auth::bearer_refusal`]) to learn which
//! authorization server issues tokens for this resource.
//!
//! The document is answered on its own path only: the well-known path
//! plus the resource's path, if `DECISIOND_AUTH_RESOURCE` has one (RFC
//! 9728 §3.1). `/mcp` is part of the resource, not a resource of its own,
//! so there is no `…/mcp` document.

use super::ApiError;
use crate::app::App;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use decision_auth::{METADATA_PATH, ProtectedResource};

/// Clients may cache the document for this long.
const CACHE_CONTROL: &str = "public, max-age=3600";

/// The route of a resource with a path (its document is not at the
/// well-known path itself); none otherwise.
pub(crate) fn with_path(resource: Option<&ProtectedResource>) -> Router<App> {
    match resource.map(ProtectedResource::metadata_path) {
        Some(path) if path != METADATA_PATH => Router::new().route(path, get(metadata)),
        _ => Router::new(),
    }
}

pub(crate) async fn metadata(State(app): State<App>, uri: Uri) -> Response {
    match app.resource() {
        Some(resource) if uri.path() == resource.metadata_path() => {
            let mut response = Json(resource.metadata()).into_response();
            response.headers_mut().insert(
                header::CACHE_CONTROL,
                HeaderValue::from_static(CACHE_CONTROL),
            );
            response
        }
        Some(resource) => ApiError::new(
            StatusCode::NOT_FOUND,
            format!(
                "no such metadata document: this server is one protected resource, described at {}",
                resource.metadata_url()
            ),
        )
        .into_response(),
        None => super::error::no_route().await.into_response(),
    }
}
