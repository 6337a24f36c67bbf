//! The MCP edge, with the official Rust SDK (rmcp): `/mcp` over streamable
//! HTTP, statelessly, and `decisiond mcp` over stdio ([`stdio`]), one
//! handler for both.
//!
//! * [`toolbox`] — the tools: every catalog tool in its compact MCP wire
//!   form, each input schema gaining a required `cycle_id`, plus
//!   `create_cycle` and `navigate` so an agent can carry a cycle through
//!   the components with MCP alone. `tools/list` holds the entry set
//!   (create_cycle, navigate, find_tools) and, on a handshake-protocol
//!   session, the step's tools ([`session_tools`], with
//!   `notifications/tools/list_changed`); every tool stays callable.
//! * [`handler`] — the rmcp `ServerHandler`: `initialize`, tools,
//!   resources, prompts, subscriptions; [`door`] says who calls (the HTTP
//!   request's caller, or stdio's one local user).
//! * [`resources`] — the decision as resources ([`uris`]: the one parser
//!   of `decision://` URIs); [`prompts`] — one prompt per PrOACT component;
//!   [`subscriptions`] — resource-updated notifications (stdio).
//! * [`calls`] — one `tools/call`: arguments to an [`App`] call
//!   ([`lifecycle`] for `create_cycle` and `navigate`), and [`results`]
//!   turns the outcome into a tool result. Rejections (validation, allow-list, unknown ids,
//!   conflicts, unknown cycle) are results with `isError: true` and the
//!   actionable text, so the model can correct itself; only an unknown tool
//!   name is a protocol error, as the MCP spec asks. A refusal's remedy is
//!   worded with MCP's own means ([`remedy`]: call `navigate`, call
//!   `create_cycle`, retry in N s), never an HTTP route or header.
//!
//! `/mcp` is stateless because the protocol carries the cycle in every
//! call: no MCP session is kept, so any `api` replica can answer any
//! request and a restart loses nothing. Responses are plain JSON (no SSE
//! stream): every call answers once, without notifications, so `/mcp`
//! declares no resource subscriptions; stdio, one long session, does.
//!
//! Optional request `_meta` keys: `conversation_turn` (integer, default 0),
//! `trigger_context` (string) and `idempotency_key` (string, as the HTTP
//! `Idempotency-Key` header). `X-Correlation-Id` is honoured as over HTTP.

mod calls;
mod door;
mod handler;
mod lifecycle;
mod prompts;
mod remedy;
mod resources;
mod results;
mod session_tools;
mod stdio;
mod subscriptions;
mod toolbox;
mod uris;

pub use handler::DecisionTools;
pub use stdio::{StdioError, serve_stdio};

use crate::app::App;
use rmcp::transport::streamable_http_server::session::never::NeverSessionManager;
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};
use std::sync::Arc;
use toolbox::Toolbox;

/// Comma-separated `Host` values `/mcp` accepts (`*` accepts any). Unset:
/// loopback only, rmcp's guard against DNS rebinding of a local server; a
/// deployment reached by name (e.g. `api:8080` in compose) lists it here.
pub const ALLOWED_HOSTS_ENV: &str = "DECISIOND_MCP_ALLOWED_HOSTS";

/// The `/mcp` endpoint as a tower service, to mount with `nest_service`.
pub fn service(app: App) -> StreamableHttpService<DecisionTools, NeverSessionManager> {
    // Built once: rmcp asks the factory for a handler on every request.
    let toolbox = Arc::new(Toolbox::new(app.catalog()));
    let config = allowed_hosts(
        StreamableHttpServerConfig::default()
            .with_legacy_session_mode(false)
            .with_json_response(true)
            .with_max_request_body_bytes(app.limits().max_body_bytes),
        std::env::var(ALLOWED_HOSTS_ENV).ok().as_deref(),
    );
    StreamableHttpService::new(
        move || Ok(DecisionTools::new(app.clone(), toolbox.clone())),
        Arc::new(NeverSessionManager::default()),
        config,
    )
}

fn allowed_hosts(
    config: StreamableHttpServerConfig,
    setting: Option<&str>,
) -> StreamableHttpServerConfig {
    let Some(setting) = setting.map(str::trim).filter(|s| !s.is_empty()) else {
        return config;
    };
    if setting == "*" {
        return config.disable_allowed_hosts();
    }
    config.with_allowed_hosts(
        setting
            .split(',')
            .map(str::trim)
            .filter(|host| !host.is_empty()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allowed_hosts_default_to_loopback_and_can_be_listed_or_opened() {
        let base = StreamableHttpServerConfig::default;
        assert_eq!(
            allowed_hosts(base(), None).allowed_hosts,
            base().allowed_hosts
        );
        assert_eq!(
            allowed_hosts(base(), Some(" ")).allowed_hosts,
            base().allowed_hosts
        );
        assert!(allowed_hosts(base(), Some("*")).allowed_hosts.is_empty());
        assert_eq!(
            allowed_hosts(base(), Some("api:8080, localhost,")).allowed_hosts,
            vec!["api:8080".to_owned(), "localhost".to_owned()]
        );
    }
}
