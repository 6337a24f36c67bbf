//! `navigate`: moves the cycle to another PrOACT component
//! (`PUT /api/cycles/:id/component`, MCP's own tool).

use crate::tools::cross_cutting::RevisitItem;
use crate::{Context, Cycle, Decide, Rejection};
use decision_events::values::{Component, RevisitPriority};
use decision_events::{ComponentNavigated, DomainEvent};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Move the cycle to another PrOACT component.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Navigate {
    pub component: Component,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct NavigatedResult {
    pub previous_component: Option<Component>,
    pub current_component: Component,
    pub changed: bool,
    /// Leaving a component: the pending high and critical revisit
    /// suggestions, which the person should be asked about now (what
    /// `suggest_revisit`'s `will_prompt_user` promises). Empty otherwise.
    pub revisits_to_prompt: Vec<RevisitItem>,
}

impl Decide for Navigate {
    const EVENTS: &'static [&'static str] = &[ComponentNavigated::EVENT_TYPE];
    type Result = NavigatedResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        Ok(match cycle.current_component {
            Some(from) if from == self.component => Vec::new(),
            from => vec![
                ComponentNavigated {
                    from: from.unwrap_or(Component::IssueRaising),
                    to: self.component,
                }
                .into(),
            ],
        })
    }

    fn report(&self, before: &Cycle, after: &Cycle) -> NavigatedResult {
        NavigatedResult {
            previous_component: before.current_component,
            current_component: self.component,
            // Navigating to where the cycle is appends nothing.
            changed: before.current_component != after.current_component,
            revisits_to_prompt: if before.current_component != after.current_component {
                after
                    .pending_revisits()
                    .filter(|r| r.priority >= RevisitPriority::High)
                    .map(RevisitItem::of)
                    .collect()
            } else {
                Vec::new()
            },
        }
    }
}
