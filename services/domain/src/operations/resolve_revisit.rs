//! `resolve_revisit`: the user accepts or dismisses a revisit suggestion (the UI, not the agent).

use crate::tools::cross_cutting::{RevisitResolvedResult, pending_revisit, revisit_resolved};
use crate::{Context, Cycle, Decide, Rejection};
use decision_events::values::{Responder, RevisitStatus};
use decision_events::{DomainEvent, RevisitResolved};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The user accepts or dismisses a revisit suggestion.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ResolveRevisit {
    #[schemars(length(min = 1, max = 64))]
    pub id: String,
    pub accept: bool,
    #[schemars(length(max = 2000))]
    pub resolution: String,
}

impl Decide for ResolveRevisit {
    const EVENTS: &'static [&'static str] = &[RevisitResolved::EVENT_TYPE];
    type Result = RevisitResolvedResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let revisit = pending_revisit(cycle, &self.id)?;
        let (status, default) = if self.accept {
            (RevisitStatus::Accepted, "accepted by the user")
        } else {
            (RevisitStatus::Dismissed, "dismissed by the user")
        };
        let resolution = self.resolution.trim();
        Ok(vec![
            RevisitResolved {
                revisit_id: revisit.id.clone(),
                status,
                resolution: if resolution.is_empty() {
                    default.into()
                } else {
                    resolution.into()
                },
                by: Responder::User,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> RevisitResolvedResult {
        revisit_resolved(after, &self.id)
    }
}
