//! `create_cycle`: opens a decision cycle (`POST /api/cycles`, MCP's own
//! tool).

use crate::decide::checks::non_blank;
use crate::{Context, Cycle, Decide, Rejection};
use decision_events::values::Component;
use decision_events::{CycleCreated, DomainEvent};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Open a new decision cycle.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateCycle {
    /// A short title for the decision, e.g. "Career move: the VP offer".
    #[schemars(length(min = 1, max = 200))]
    pub title: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct CycleCreatedResult {
    pub title: String,
    pub current_component: Component,
}

impl Decide for CreateCycle {
    const EVENTS: &'static [&'static str] = &[CycleCreated::EVENT_TYPE];
    type Result = CycleCreatedResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        if cycle.exists {
            return Err(Rejection::conflict(None, "this cycle already exists"));
        }
        Ok(vec![
            CycleCreated {
                title: non_blank("title", &self.title)?,
                component: Component::IssueRaising,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> CycleCreatedResult {
        CycleCreatedResult {
            title: after.title.clone(),
            current_component: after.current_component.unwrap_or(Component::IssueRaising),
        }
    }
}
