//! Every operation, in the order the document lists them (a reader's
//! order: signing in, probes, cycles, their tools and views, the person's
//! answers, agents). A new handler is served and documented by adding
//! its line here.

use super::{Access, Endpoint, Handler, Needs, Verb, browser, cycles, person, probes, views};
use crate::http::{conditional, docs, feed, flows, health, oauth, ops, session, stream};
use crate::http::{cycles as cycle_handlers, openapi, time_travel, tools, views as view_handlers};
use axum::middleware::{from_fn, from_fn_with_state};
use axum::routing::{MethodRouter, delete, get, post, put};
use decision_auth::Scope;

use Access::{Cycle, Public, Stream, Token};
use Verb::{Delete, Get, Post, Put};

/// A `GET` answering `ETag` and `If-None-Match` (304).
fn conditional_get<H, T>(handler: H) -> Handler
where
    H: axum::handler::Handler<T, crate::app::App>,
    T: 'static,
{
    let route: MethodRouter<crate::app::App> = get(handler).layer(from_fn(conditional::etag));
    route.into()
}

/// One of the caller's own cycles; the method says which scope.
const OWN: Access = Cycle { confirm: false };

pub(crate) static ENDPOINTS: &[Endpoint] = &[
    Endpoint {
        verb: Post,
        path: "/api/session",
        access: Public,
        wire: |_| post(session::create).into(),
        doc: browser::create_session,
        notes: &[],
    },
    Endpoint {
        verb: Get,
        path: "/api/session",
        access: Token(Needs::AnyToken),
        wire: |_| get(session::show).into(),
        doc: browser::show_session,
        notes: &["The session cookie or a bearer token."],
    },
    Endpoint {
        verb: Delete,
        path: "/api/session",
        access: Public,
        wire: |_| delete(session::delete).into(),
        doc: browser::delete_session,
        notes: &[],
    },
    Endpoint {
        verb: Get,
        path: "/session/start",
        access: Public,
        wire: |_| get(session::start).into(),
        doc: browser::start_session,
        notes: &[],
    },
    Endpoint {
        verb: Get,
        path: "/livez",
        access: Public,
        wire: |_| get(health::livez).into(),
        doc: probes::livez,
        notes: &[],
    },
    Endpoint {
        verb: Get,
        path: "/healthz",
        access: Public,
        wire: |_| get(health::healthz).into(),
        doc: probes::healthz,
        notes: &[],
    },
    Endpoint {
        verb: Get,
        path: "/readyz",
        access: Public,
        wire: |_| get(health::readyz).into(),
        doc: probes::readyz,
        notes: &[],
    },
    Endpoint {
        verb: Get,
        path: "/metrics",
        access: Public,
        wire: |w| {
            get(health::metrics)
                .route_layer(from_fn_with_state(
                    w.metrics_token.clone(),
                    health::require_metrics_token,
                ))
                .into()
        },
        doc: probes::metrics,
        notes: &[],
    },
    // The API's description is public, like the probes: a client
    // generator or a person reads it before having a token.
    Endpoint {
        verb: Get,
        path: "/api/openapi.json",
        access: Public,
        wire: |_| get(openapi::spec).into(),
        doc: probes::openapi,
        notes: &[],
    },
    Endpoint {
        verb: Get,
        path: "/api/docs",
        access: Public,
        wire: |_| get(docs::page).into(),
        doc: probes::api_docs,
        notes: &[],
    },
    Endpoint {
        verb: Get,
        path: "/api/docs/redoc.standalone.js",
        access: Public,
        wire: |_| get(docs::redoc).into(),
        doc: probes::api_docs_script,
        notes: &[],
    },
    // RFC 9728: read before a client has a token.
    Endpoint {
        verb: Get,
        path: "/.well-known/oauth-protected-resource",
        access: Public,
        wire: |_| get(oauth::metadata).into(),
        doc: probes::resource_metadata,
        notes: &[],
    },
    Endpoint {
        verb: Post,
        path: "/api/cycles",
        access: Token(Needs::Scope(Scope::CyclesWrite)),
        wire: |_| post(cycle_handlers::create).into(),
        doc: cycles::create,
        notes: &["The caller's user owns the new cycle."],
    },
    Endpoint {
        verb: Get,
        path: "/api/cycles",
        access: Token(Needs::Scope(Scope::CyclesRead)),
        wire: |_| get(view_handlers::cycles).into(),
        doc: cycles::list,
        notes: &["Lists the caller's own cycles (an `admin` token: every user's)."],
    },
    Endpoint {
        verb: Get,
        path: "/api/tools",
        access: Token(Needs::Scope(Scope::CyclesRead)),
        wire: |_| get(tools::catalog).into(),
        doc: cycles::catalog,
        notes: &[],
    },
    Endpoint {
        verb: Get,
        path: "/api/tools/stats",
        access: Token(Needs::Scope(Scope::Admin)),
        wire: |_| conditional_get(view_handlers::all_stats),
        doc: views::all_stats,
        notes: &[],
    },
    Endpoint {
        verb: Get,
        path: "/api/events",
        access: Token(Needs::Scope(Scope::EventsRead)),
        wire: |_| get(feed::events).into(),
        doc: views::events,
        notes: &[
            "Only an `admin` token sees other users' events; any other caller gets the events of its own cycles.",
        ],
    },
    Endpoint {
        verb: Get,
        path: "/api/projections",
        access: Token(Needs::Scope(Scope::Admin)),
        wire: |_| get(ops::projections).into(),
        doc: probes::projections,
        notes: &[],
    },
    Endpoint {
        verb: Put,
        path: "/api/cycles/{id}/component",
        access: OWN,
        wire: |_| put(cycle_handlers::navigate).into(),
        doc: cycles::navigate,
        notes: &[],
    },
    Endpoint {
        verb: Get,
        path: "/api/cycles/{id}/tools",
        access: OWN,
        wire: |_| get(tools::list).into(),
        doc: cycles::tools,
        notes: &[],
    },
    Endpoint {
        verb: Get,
        path: "/api/cycles/{id}/tools/invocations",
        access: OWN,
        wire: |_| conditional_get(view_handlers::invocations),
        doc: views::invocations,
        notes: &[],
    },
    Endpoint {
        verb: Get,
        path: "/api/cycles/{id}/tools/stats",
        access: OWN,
        wire: |_| conditional_get(view_handlers::cycle_stats),
        doc: views::cycle_stats,
        notes: &[],
    },
    Endpoint {
        verb: Get,
        path: "/api/cycles/{id}/pugh",
        access: OWN,
        wire: |_| conditional_get(view_handlers::pugh),
        doc: views::pugh,
        notes: &[],
    },
    Endpoint {
        verb: Get,
        path: "/api/cycles/{id}/document/sections/{component}",
        access: OWN,
        wire: |_| conditional_get(view_handlers::document_section),
        doc: views::section,
        notes: &[],
    },
    Endpoint {
        verb: Post,
        path: "/api/cycles/{id}/tools/{name}",
        access: OWN,
        wire: |_| post(tools::call).into(),
        doc: cycles::call_tool,
        notes: &[
            "Read tools too: every call is audited. Each cycle has a tool-call budget; past it, 429.",
        ],
    },
    Endpoint {
        verb: Get,
        path: "/api/cycles/{id}/document",
        access: OWN,
        wire: |_| conditional_get(view_handlers::document),
        doc: views::document,
        notes: &[],
    },
    Endpoint {
        verb: Get,
        path: "/api/cycles/{id}/revisits",
        access: OWN,
        wire: |_| conditional_get(view_handlers::revisits),
        doc: views::revisits,
        notes: &[],
    },
    Endpoint {
        verb: Get,
        path: "/api/cycles/{id}/confirmations",
        access: OWN,
        wire: |_| conditional_get(view_handlers::confirmations),
        doc: views::confirmations,
        notes: &[],
    },
    Endpoint {
        verb: Delete,
        path: "/api/cycles/{id}",
        access: Cycle { confirm: true },
        wire: |_| delete(cycle_handlers::erase).into(),
        doc: person::erase,
        notes: &[
            "Needs `cycles:confirm` too (the person's own say; an agent's token must not carry it), or `admin` for an operator. What the service cannot erase (backups, WAL archives, copies consumers keep) is in the README.",
        ],
    },
    Endpoint {
        verb: Get,
        path: "/api/cycles/{id}/export",
        access: OWN,
        wire: |_| get(cycle_handlers::export).into(),
        doc: person::export,
        notes: &[],
    },
    Endpoint {
        verb: Get,
        path: "/api/cycles/{id}/settings",
        access: OWN,
        wire: |_| get(cycle_handlers::settings).into(),
        doc: person::settings,
        notes: &[],
    },
    Endpoint {
        verb: Put,
        path: "/api/cycles/{id}/settings",
        access: OWN,
        wire: |_| put(cycle_handlers::set_settings).into(),
        doc: person::set_settings,
        notes: &[
            "Turning the gate off needs `cycles:confirm` too (the person's scope; an agent's token must not carry it), so an agent cannot lift the gate it is held by; turning it on needs only `cycles:write`.",
        ],
    },
    Endpoint {
        verb: Get,
        path: "/api/cycles/{id}/history",
        access: OWN,
        wire: |_| get(time_travel::history).into(),
        doc: views::history,
        notes: &[],
    },
    Endpoint {
        verb: Get,
        path: "/api/cycles/{id}/diff",
        access: OWN,
        wire: |_| get(time_travel::diff).into(),
        doc: views::diff,
        notes: &[],
    },
    Endpoint {
        verb: Get,
        path: "/api/cycles/{id}/stream",
        access: Stream,
        wire: |_| get(stream::stream).into(),
        doc: views::stream,
        notes: &[],
    },
    Endpoint {
        verb: Post,
        path: "/api/cycles/{id}/revisits/{rid}/resolve",
        access: OWN,
        wire: |_| post(flows::resolve_revisit).into(),
        doc: person::resolve_revisit,
        notes: &[],
    },
    Endpoint {
        verb: Get,
        path: "/api/cycles/{id}/confirmations/pending",
        access: OWN,
        wire: |_| conditional_get(view_handlers::pending_confirmations),
        doc: views::pending_confirmations,
        notes: &[],
    },
    Endpoint {
        verb: Post,
        path: "/api/cycles/{id}/confirmations/{cid}/respond",
        access: Cycle { confirm: true },
        wire: |_| post(flows::respond).into(),
        doc: person::respond,
        notes: &[
            "Answering a proposed call (a confirmation the gate made) needs `cycles:confirm` too; approving it (`option_index: 0`) runs the call in the same append, as the caller's, and `data.executed` is its tool response.",
        ],
    },
    Endpoint {
        verb: Post,
        path: "/mcp",
        access: Token(Needs::Agent),
        wire: |w| {
            Handler::Mount(
                w.mcp
                    .clone()
                    .expect("the MCP transport is wired on an api instance"),
            )
        },
        doc: cycles::mcp,
        notes: &[
            "`initialize` needs only a valid token and `tools/list` `cycles:read`; every `tools/call` (read tools too, `create_cycle` and `navigate`) needs `cycles:write`, \
             and one without it, or on another user's cycle, is answered with an `isError` result rather than an HTTP error.",
            "Every catalog tool plus `create_cycle` and `navigate`; see the README, *Agents over MCP and NATS*.",
            "The client must send `Accept: application/json, text/event-stream` (406 otherwise); a `Host` other than loopback or one \
             listed in `DECISIOND_MCP_ALLOWED_HOSTS` gets a plain-text 403 (DNS-rebinding protection).",
        ],
    },
];
