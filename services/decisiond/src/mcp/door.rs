//! Which transport a request came through, and so who is calling: `/mcp`
//! leaves the caller its HTTP door authenticated in the request; stdio
//! acts as the one configured local user, in one long session.

use super::session_tools::SessionTools;
use super::subscriptions::Subscriptions;
use crate::app::{App, Caller, ReadOptions};
use axum::http::request::Parts;
use rmcp::RoleServer;
use rmcp::service::RequestContext;
use serde_json::Value;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

#[derive(Clone)]
pub(crate) enum Door {
    /// Streamable HTTP, stateless: nothing outlives a request.
    Http,
    /// stdio: one process, one client, one user.
    Local(Arc<LocalSession>),
}

pub(crate) struct LocalSession {
    pub(crate) caller: Caller,
    /// The feed position of this session's latest write: its reads wait
    /// for the projections to include it, so a resource read right after a
    /// tool call shows the call.
    last_write: AtomicI64,
    pub(crate) subscriptions: Subscriptions,
    /// What this session's `tools/list` holds (handshake protocols).
    pub(crate) tools: SessionTools,
}

impl LocalSession {
    pub(crate) fn new(app: App, caller: Caller) -> LocalSession {
        LocalSession {
            subscriptions: Subscriptions::new(app, caller.clone()),
            caller,
            last_write: AtomicI64::new(0),
            tools: SessionTools::default(),
        }
    }
}

impl Door {
    /// Who calls: the local user, or the caller `/mcp`'s authentication
    /// left in the request.
    pub(crate) fn caller(&self, context: &RequestContext<RoleServer>) -> Result<Caller, String> {
        match self {
            Door::Local(session) => Ok(session.caller.clone()),
            Door::Http => context
                .extensions
                .get::<Parts>()
                .and_then(|parts| parts.extensions.get::<Caller>())
                .cloned()
                .ok_or_else(|| "authentication required".to_owned()),
        }
    }

    /// Remembers the position a write of this session returned.
    pub(crate) fn wrote(&self, position: Option<i64>) {
        if let (Door::Local(session), Some(position)) = (self, position) {
            session.last_write.fetch_max(position, Ordering::Relaxed);
        }
    }

    /// Read-your-writes for a read: `_meta.min_position` if the request
    /// names one, else (stdio) this session's latest write.
    pub(crate) fn read_options(
        &self,
        context: &RequestContext<RoleServer>,
    ) -> Result<ReadOptions, String> {
        let asked = match context.meta.get("min_position") {
            None | Some(Value::Null) => None,
            Some(v) => Some(v.as_i64().filter(|p| *p >= 0).ok_or_else(|| {
                format!(
                    "`_meta.min_position` must be a non-negative integer (the position a \
                     write returned), not {v}"
                )
            })?),
        };
        let own = match self {
            Door::Local(session) => Some(session.last_write.load(Ordering::Relaxed)),
            Door::Http => None,
        };
        Ok(ReadOptions {
            min_position: asked.or(own).filter(|p| *p > 0),
            ..ReadOptions::default()
        })
    }
}
