//! `decisiond`: the Decision Ledger service.
//!
//! * [`app`] — the application service: loads a cycle, runs a tool call
//!   through the catalog and the domain, appends the events and the audit
//!   record with optimistic concurrency and idempotency. No HTTP here.
//! * The doors, none of which imports another: [`http`] (the axum edge:
//!   routes, request parsing, error bodies), [`mcp`] (the MCP server) and
//!   [`nats_intake`] (tool calls as NATS requests, same answers as HTTP).
//!   What two doors share lives outside them: the request's trace context
//!   ([`app::RequestTrace`]) and the HTTP API's remedy words
//!   ([`api_words`], which NATS gateways read too).
//! * [`security`] — how `serve` authenticates (configured key, dev mode,
//!   or refused).
//! * [`metrics`] — Prometheus series, the state gauges' background refresh
//!   and the optional `/metrics` token.
//! * [`serve`] — the accept loop: header-read and idle timeouts, the
//!   connection cap, graceful shutdown.
//! * [`startup`] — picks the store (Postgres or embedded SQLite), builds the
//!   app, serves until SIGTERM/Ctrl-C with graceful shutdown.
//! * [`projections_cli`] — `decisiond projections status|rebuild`.
//! * [`telemetry`] — installs the tracing subscriber and the OTLP trace
//!   export (binaries only); the current span's W3C trace context.
//! * [`healthcheck`] — `decisiond healthcheck`, the image's probe.
//! * [`environment`] — the variables read outside the command line.

pub mod api_words;
pub mod app;
pub mod background;
pub mod environment;
pub mod healthcheck;
pub mod http;
pub mod mcp;
pub mod metrics;
pub mod nats_intake;
pub mod projections_cli;
pub mod roles;
pub mod security;
pub mod serve;
pub mod startup;
pub mod telemetry;
pub mod verify;
