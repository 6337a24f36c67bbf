//! A session's tool list (decision 23): on the handshake protocols a
//! session's `tools/list` follows the cycle it works on — the entry set,
//! the tools the catalog offers for the cycle's component and state, and
//! what `find_tools` found there — and the server announces
//! `notifications/tools/list_changed` whenever a call changes it. From
//! 2026-07-28 the protocol forbids a list that varies per connection or
//! as a side effect of other requests, so there every session gets the
//! entry set, like `/mcp` (the rest through `find_tools`).

use crate::app::App;
use decision_catalog::FIND_TOOLS;
use decision_events::values::Component;
use rmcp::RoleServer;
use rmcp::service::RequestContext;
use serde_json::Value;
use std::sync::Mutex;
use uuid::Uuid;

/// The tools a session found, at most this many (the rest of a long
/// session's finds push the oldest out).
const MAX_FOUND: usize = 16;

#[derive(Default)]
pub(crate) struct SessionTools {
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    /// The cycle the session's latest successful call was on.
    cycle: Option<Uuid>,
    /// Its component when `found` was found (a move clears them).
    component: Option<Component>,
    found: Vec<&'static str>,
    /// What the session was last listed or told of.
    listed: Option<Vec<&'static str>>,
}

/// Whether the request's protocol lets a list follow its session.
pub(crate) fn may_follow(context: &RequestContext<RoleServer>) -> bool {
    context
        .protocol_version()
        .is_some_and(|version| version.has_initialize())
}

impl SessionTools {
    /// A successful call on `cycle`; `found` names what a `find_tools`
    /// answer returned.
    pub(crate) fn saw(&self, cycle: Uuid, found: Vec<&'static str>) {
        let mut state = self.state.lock().expect("session tools");
        if state.cycle != Some(cycle) {
            (state.cycle, state.component) = (Some(cycle), None);
            state.found.clear();
        }
        for name in found {
            if !state.found.contains(&name) {
                state.found.push(name);
            }
        }
        let excess = state.found.len().saturating_sub(MAX_FOUND);
        state.found.drain(..excess);
    }

    /// The names the list holds beyond the entry set, now; remembered as
    /// listed.
    pub(crate) async fn names(&self, app: &App) -> Vec<&'static str> {
        let names = self.current(app).await;
        self.state.lock().expect("session tools").listed = Some(names.clone());
        names
    }

    /// Whether the list changed since the session was last listed or told;
    /// if so, it counts as told.
    pub(crate) async fn changed(&self, app: &App) -> bool {
        let names = self.current(app).await;
        let mut state = self.state.lock().expect("session tools");
        let changed = state.listed.as_ref().is_some_and(|listed| *listed != names);
        if changed {
            state.listed = Some(names);
        }
        changed
    }

    async fn current(&self, app: &App) -> Vec<&'static str> {
        let Some(cycle) = self.state.lock().expect("session tools").cycle else {
            return Vec::new();
        };
        // The session's own cycle (its calls were authorized); a cycle
        // gone since (erased) lists the entry set.
        let Ok(now) = app.tools_now(cycle).await else {
            return Vec::new();
        };
        let component = now.current_component;
        let found = {
            let mut state = self.state.lock().expect("session tools");
            if state.component != Some(component) {
                state.component = Some(component);
                state.found.clear();
            }
            state.found.clone()
        };
        let mut names: Vec<&'static str> = now
            .offered
            .into_iter()
            .map(|spec| spec.name)
            .filter(|name| *name != FIND_TOOLS)
            .collect();
        for name in found {
            if !names.contains(&name) {
                names.push(name);
            }
        }
        names
    }
}

/// The tool names a `find_tools` answer returned (catalog names only).
pub(crate) fn found_in(app: &App, data: Option<&Value>) -> Vec<&'static str> {
    data.and_then(|d| d.get("tools"))
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|tool| tool.get("name").and_then(Value::as_str))
        .filter_map(|name| app.catalog().get(name).map(|spec| spec.name))
        .collect()
}
