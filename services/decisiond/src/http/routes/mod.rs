//! The HTTP API's one table ([`ENDPOINTS`]): every operation with its
//! method, path, who may call it, its handler and its documentation.
//! [`super::router`] wires the handlers from it and
//! [`super::openapi`] writes the document from it, and the 401
//! challenge names the scopes it states, so the router, the document and
//! the scopes a client is told to ask for cannot disagree.
//!
//! The documentation of each operation is a function beside its peers in
//! this folder (`cycles.rs`, `views.rs`, …); its schemas are the Rust types
//! the handler takes and returns, named through schemars.

mod browser;
mod cycles;
mod person;
mod probes;
mod table;
mod views;

pub(crate) use table::ENDPOINTS;

use crate::app::{App, ServiceLimits};
use crate::metrics::MetricsToken;
use axum::Router;
use axum::extract::Request;
use axum::http::Method;
use axum::response::{IntoResponse, Response};
use axum::routing::MethodRouter;
use decision_auth::Scope;
use decision_catalog::ToolSpec;
use serde_json::Value;
use std::convert::Infallible;
use std::sync::Arc;
use tower::util::BoxCloneSyncService;

/// One operation of the HTTP API.
pub(crate) struct Endpoint {
    pub verb: Verb,
    /// The path template, axum's and OpenAPI's syntax alike (`{id}`).
    pub path: &'static str,
    pub access: Access,
    /// The handler, with any layer of its own (ETags, the metrics token).
    pub wire: fn(&Wiring) -> Handler,
    /// The operation's documentation, without what [`Access`] says (its
    /// scope, `X-Act-As`, 401/403/429 answers: the document adds those).
    pub doc: fn(&Spec<'_>) -> Value,
    /// Sentences the description adds after the scope.
    pub notes: &'static [&'static str],
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Verb {
    Get,
    Post,
    Put,
    Delete,
}

impl Verb {
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Verb::Get => "get",
            Verb::Post => "post",
            Verb::Put => "put",
            Verb::Delete => "delete",
        }
    }

    fn method(self) -> Method {
        match self {
            Verb::Get => Method::GET,
            Verb::Post => Method::POST,
            Verb::Put => Method::PUT,
            Verb::Delete => Method::DELETE,
        }
    }
}

/// Who may call an operation, and through which gates it passes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Access {
    /// No token: the probes, the API's description, signing in.
    Public,
    /// A bearer token (or the page's session); admitted by the
    /// load-shedding gate.
    Token(Needs),
    /// One of the caller's own cycles (the `{id}`): `cycles:read` to `GET`,
    /// `cycles:write` otherwise ([`super::auth::cycle_scope`]); `confirm`:
    /// the person's own say, so the 401 challenge names `cycles:confirm` too.
    Cycle { confirm: bool },
    /// The live stream: a cycle read that stays open, so the gate does not
    /// hold it.
    Stream,
}

/// The scope a [`Access::Token`] operation needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Needs {
    Scope(Scope),
    /// Any valid token (or session), whatever its scopes.
    AnyToken,
    /// An agent's door (`/mcp`): each call checks its own scope; the
    /// document states `cycles:write`, the challenge an agent's scopes.
    Agent,
}

/// What an operation's handler is.
pub(crate) enum Handler {
    /// Boxed: a method router is large, and a handler is made once.
    Route(Box<MethodRouter<App>>),
    /// A whole service mounted at the path (MCP's transport).
    Mount(Mounted),
}

impl From<MethodRouter<App>> for Handler {
    fn from(route: MethodRouter<App>) -> Self {
        Handler::Route(Box::new(route))
    }
}

/// A service another door provides, mounted by the composition root.
pub type Mounted = BoxCloneSyncService<Request, Response, Infallible>;

/// Boxes `service` for [`Wiring::mcp`].
pub fn mounted<S, B: 'static>(service: S) -> Mounted
where
    S: tower::Service<Request, Response = axum::http::Response<B>, Error = Infallible>
        + Clone
        + Send
        + Sync
        + 'static,
    S::Future: Send + 'static,
    axum::http::Response<B>: IntoResponse,
{
    BoxCloneSyncService::new(tower::ServiceExt::map_response(
        service,
        IntoResponse::into_response,
    ))
}

/// What the handlers are wired with.
pub(crate) struct Wiring {
    pub metrics_token: Option<Arc<MetricsToken>>,
    /// The MCP transport (absent on an instance without the `api` role).
    pub mcp: Option<Mounted>,
}

/// What the documentation is written for: the running service's tools
/// and limits (the sizes it states are configuration).
pub(crate) struct Spec<'a> {
    pub tools: &'a [&'a ToolSpec],
    pub limits: &'a ServiceLimits,
}

impl Endpoint {
    /// The scope the document states (`x-required-scope`), and whether the
    /// operation is on one of the caller's own cycles.
    pub(crate) fn stated_scope(&self) -> (Option<Scope>, bool) {
        match self.access {
            Access::Public | Access::Token(Needs::AnyToken) => (None, false),
            Access::Token(Needs::Scope(scope)) => (Some(scope), false),
            Access::Token(Needs::Agent) => (Some(Scope::CyclesWrite), false),
            Access::Cycle { .. } | Access::Stream => {
                (Some(super::auth::cycle_scope(&self.verb.method())), true)
            }
        }
    }

    /// The scopes a 401 challenge names for this operation (RFC 6750 §3):
    /// what a client should ask for, no more.
    pub(crate) fn challenge(&'static self) -> &'static [Scope] {
        const READ: &[Scope] = &[Scope::CyclesRead];
        const WRITE: &[Scope] = &[Scope::CyclesWrite];
        const CONFIRM: &[Scope] = &[Scope::CyclesWrite, Scope::CyclesConfirm];
        match &self.access {
            Access::Token(Needs::Scope(scope)) => std::slice::from_ref(scope),
            Access::Token(Needs::Agent) => &Scope::AGENT,
            Access::Cycle { confirm: true } => CONFIRM,
            Access::Public
            | Access::Token(Needs::AnyToken)
            | Access::Cycle { .. }
            | Access::Stream => {
                if self.verb == Verb::Get {
                    READ
                } else {
                    WRITE
                }
            }
        }
    }

    /// Whether this operation answers `method` on `path` (a concrete path:
    /// `{…}` matches one segment).
    fn answers(&self, method: &Method, path: &str) -> bool {
        if *method != self.verb.method() && !(*method == Method::HEAD && self.verb == Verb::Get) {
            return false;
        }
        let mut template = self.path.split('/');
        let mut concrete = path.split('/');
        loop {
            match (template.next(), concrete.next()) {
                (None, None) => return true,
                (Some(t), Some(c)) if t.starts_with('{') || t == c => continue,
                _ => return false,
            }
        }
    }
}

/// The operation answering `method` on `path`, if any.
pub(crate) fn find(method: &Method, path: &str) -> Option<&'static Endpoint> {
    ENDPOINTS.iter().find(|e| e.answers(method, path))
}

/// The paths an instance without the `api` role serves (health and
/// operations).
const OPS_PATHS: [&str; 5] = [
    "/livez",
    "/healthz",
    "/readyz",
    "/metrics",
    "/api/projections",
];

/// The routers the endpoints make, by the gates they pass.
pub(super) struct Wired {
    pub public: Router<App>,
    pub authenticated: Router<App>,
    pub cycles: Router<App>,
    pub stream: Router<App>,
}

/// Wires every endpoint (with `ops_only`, only health and operations').
/// The handler's own method router says which method it answers; the
/// router's test checks it is the one [`Endpoint::verb`] documents.
pub(super) fn wire(wiring: &Wiring, ops_only: bool) -> Wired {
    let mut wired = Wired {
        public: Router::new(),
        authenticated: Router::new(),
        cycles: Router::new(),
        stream: Router::new(),
    };
    for endpoint in ENDPOINTS {
        if ops_only && !OPS_PATHS.contains(&endpoint.path) {
            continue;
        }
        let group = match endpoint.access {
            Access::Public => &mut wired.public,
            Access::Token(_) => &mut wired.authenticated,
            Access::Cycle { .. } => &mut wired.cycles,
            Access::Stream => &mut wired.stream,
        };
        let router = std::mem::take(group);
        *group = match (endpoint.wire)(wiring) {
            Handler::Route(route) => router.route(endpoint.path, *route),
            Handler::Mount(service) => router.nest_service(endpoint.path, service),
        };
    }
    wired
}
