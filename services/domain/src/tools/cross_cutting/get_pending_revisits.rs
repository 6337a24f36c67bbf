//! `get_pending_revisits`: the revisit suggestions still pending.

use crate::{Answer, Context, Cycle, Hints, Rejection, ResponseFormat, Tool};
use decision_events::values::{Component, RevisitPriority};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GetPendingRevisits {
    pub response_format: Option<ResponseFormat>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RevisitItem {
    pub suggestion_id: String,
    pub target_component: Component,
    pub reason: String,
    pub priority: RevisitPriority,
    /// Detailed.
    pub trigger: String,
}

impl RevisitItem {
    pub fn of(r: &crate::Revisit) -> RevisitItem {
        RevisitItem {
            suggestion_id: r.id.clone(),
            target_component: r.component,
            reason: r.reason.clone(),
            priority: r.priority,
            trigger: r.trigger.clone(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct PendingRevisits {
    pub revisits: Vec<RevisitItem>,
    pub has_critical: bool,
}

impl Tool for GetPendingRevisits {
    const NAME: &'static str = "get_pending_revisits";
    const COMPONENT: Option<Component> = None;
    const HINTS: Hints = Hints::READ;
    const SUMMARY: &'static str = "List the revisit suggestions still pending.";
    const DESCRIPTION: &'static str = "List the revisit suggestions still pending. Use it when a component is finished or before moving on, to see what should be looked at again. Example: {\"response_format\": null}. concise (default) gives each suggestion_id, target component, reason and priority; detailed adds the trigger. Read-only; returns the list and has_critical; dismiss one with dismiss_revisit.";
}

impl Answer for GetPendingRevisits {
    const DETAIL_ONLY: &'static [&'static str] = &["trigger"];
    type Result = PendingRevisits;

    fn response_format(&self) -> ResponseFormat {
        self.response_format.unwrap_or_default()
    }

    fn answer(&self, cycle: &Cycle, _ctx: &Context) -> Result<PendingRevisits, Rejection> {
        Ok(PendingRevisits {
            revisits: cycle.pending_revisits().map(RevisitItem::of).collect(),
            has_critical: cycle
                .pending_revisits()
                .any(|r| r.priority == RevisitPriority::Critical),
        })
    }
}
