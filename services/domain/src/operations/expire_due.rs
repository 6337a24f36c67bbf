//! `expire_due`: the sweeper's command. Confirmations past their expiry
//! become `expired` by an event (so every consumer and read model sees it,
//! not only readers that compare times), and so do the revisit suggestions
//! the sweeper names as past the service's revisit expiry (their age is
//! the envelope's, which the state does not keep).

use crate::{Context, Cycle, Decide, Rejection};
use decision_events::values::{ConfirmationStatus, RevisitStatus};
use decision_events::{ConfirmationExpired, DomainEvent, RevisitExpired};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExpireDue {
    /// Pending suggestions old enough to expire (ids no longer pending
    /// are skipped: another sweep got there first).
    pub revisit_ids: Vec<String>,
    /// Said of each expired suggestion.
    pub revisit_reason: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ExpiredResult {
    pub confirmations: Vec<String>,
    pub revisits: Vec<String>,
}

impl ExpireDue {
    fn due<'a>(&self, cycle: &'a Cycle, ctx: &Context) -> (Vec<&'a str>, Vec<&'a str>) {
        let confirmations = cycle
            .confirmations
            .iter()
            .filter(|c| c.status == ConfirmationStatus::Pending && ctx.now >= c.expires_at)
            .map(|c| c.id.as_str())
            .collect();
        let revisits = cycle
            .revisits
            .iter()
            .filter(|r| r.status == RevisitStatus::Pending && self.revisit_ids.contains(&r.id))
            .map(|r| r.id.as_str())
            .collect();
        (confirmations, revisits)
    }
}

impl Decide for ExpireDue {
    const EVENTS: &'static [&'static str] =
        &[ConfirmationExpired::EVENT_TYPE, RevisitExpired::EVENT_TYPE];
    type Result = ExpiredResult;

    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let (confirmations, revisits) = self.due(cycle, ctx);
        let mut events: Vec<DomainEvent> = Vec::new();
        for id in confirmations {
            let c = cycle
                .confirmations
                .iter()
                .find(|c| c.id == id)
                .expect("due");
            events.push(
                ConfirmationExpired {
                    confirmation_id: c.id.clone(),
                    expired_at: c.expires_at,
                }
                .into(),
            );
        }
        for id in revisits {
            events.push(
                RevisitExpired {
                    revisit_id: id.to_owned(),
                    reason: self.revisit_reason.clone(),
                }
                .into(),
            );
        }
        Ok(events)
    }

    fn report(&self, before: &Cycle, after: &Cycle) -> ExpiredResult {
        let newly = |was: bool, now: bool| was && !now;
        ExpiredResult {
            confirmations: before
                .confirmations
                .iter()
                .zip(&after.confirmations)
                .filter(|(b, a)| {
                    newly(
                        b.status == ConfirmationStatus::Pending,
                        a.status == ConfirmationStatus::Pending,
                    )
                })
                .map(|(b, _)| b.id.clone())
                .collect(),
            revisits: before
                .revisits
                .iter()
                .zip(&after.revisits)
                .filter(|(b, a)| {
                    newly(
                        b.status == RevisitStatus::Pending,
                        a.status == RevisitStatus::Pending,
                    )
                })
                .map(|(b, _)| b.id.clone())
                .collect(),
        }
    }
}
