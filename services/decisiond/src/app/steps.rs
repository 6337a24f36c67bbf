//! What a cycle offers now, asked the same way by every door: the tools of
//! its step (`GET …/tools`, an MCP session's `tools/list`), what a
//! component still lacks (MCP's prompts), and a move that says what the
//! component moved to lacks (MCP's `navigate`).
//!
//! Like [`App::load`], these read the cycle without authorizing: the door
//! has (the cycle routes' layer, a session's own calls, the prompt's
//! document read).

use super::{App, AppError, Caller, IdempotencyKey, Navigated};
use decision_catalog::ToolSpec;
use decision_domain::{NextSteps, next_steps};
use decision_events::values::Component;
use uuid::Uuid;

/// The tools a cycle's current step offers, and what its component lacks.
pub struct ToolsNow<'a> {
    pub current_component: Component,
    /// What the current component still lacks and which tools close it.
    pub next_steps: NextSteps,
    /// The step's set (decision 23): `find_tools` first, then the tools
    /// the state calls for.
    pub offered: Vec<&'a ToolSpec>,
}

/// A move, and what the component moved to still lacks.
pub struct Navigation {
    pub navigated: Navigated,
    pub next_steps: NextSteps,
    /// An idempotent replay of an earlier move.
    pub replayed: bool,
}

impl App {
    /// The tools the cycle's step offers now (see [`ToolsNow`]).
    pub async fn tools_now(&self, cycle_id: Uuid) -> Result<ToolsNow<'_>, AppError> {
        let loaded = self.load(cycle_id).await?;
        let current = loaded
            .state
            .current_component
            .unwrap_or(Component::IssueRaising);
        Ok(ToolsNow {
            current_component: current,
            next_steps: next_steps(&loaded.state, current),
            offered: self.catalog().offered(&loaded.state, current),
        })
    }

    /// What `component` of the cycle still lacks now.
    pub async fn next_steps(
        &self,
        cycle_id: Uuid,
        component: Component,
    ) -> Result<NextSteps, AppError> {
        Ok(next_steps(&self.load(cycle_id).await?.state, component))
    }

    /// [`App::navigate`], then what the component still lacks: where an
    /// agent starts there, and when it is done (one more read of the
    /// stream, from the cached fold).
    pub async fn navigate_with_next_steps(
        &self,
        cycle_id: Uuid,
        component: Component,
        caller: &Caller,
        correlation_id: Option<Uuid>,
        idempotency_key: Option<IdempotencyKey>,
    ) -> Result<Navigation, AppError> {
        let (navigated, replayed) = self
            .navigate(cycle_id, component, caller, correlation_id, idempotency_key)
            .await?;
        Ok(Navigation {
            navigated,
            next_steps: self.next_steps(cycle_id, component).await?,
            replayed,
        })
    }
}
