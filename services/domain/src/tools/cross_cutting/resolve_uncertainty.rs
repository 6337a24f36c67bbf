//! `resolve_uncertainty`: how an open uncertainty was resolved.

use crate::decide::checks::non_blank;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, UncertaintyResolved};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ResolveUncertainty {
    /// The uncertainty, e.g. "unc_1".
    #[schemars(length(min = 1, max = 64))]
    pub id: String,
    #[schemars(length(min = 1, max = 2000))]
    pub resolution: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ResolveUncertaintyResult {
    pub uncertainty_id: String,
    pub description: String,
    pub total_open_uncertainties: usize,
}

impl Tool for ResolveUncertainty {
    const NAME: &'static str = "resolve_uncertainty";
    const COMPONENT: Option<Component> = None;
    const HINTS: Hints = Hints {
        requires_confirmation: false,
        destructive: true,
        idempotent: false,
    };
    const SUMMARY: &'static str = "Record how an open uncertainty was resolved.";
    const DESCRIPTION: &'static str = "Record how an open uncertainty was resolved. Use it when the person learns the answer (\"they closed the round last week\"). Example: {\"id\": \"unc_1\", \"resolution\": \"Round closed in March\"}. An unknown id is not_found and an already resolved one a conflict; both errors list the open uncertainties. Returns the uncertainty and the open count.";
}

impl Decide for ResolveUncertainty {
    const EVENTS: &'static [&'static str] = &[UncertaintyResolved::EVENT_TYPE];
    type Result = ResolveUncertaintyResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let Some(u) = cycle.uncertainties.iter().find(|u| u.id == self.id) else {
            return Err(Rejection::not_found(
                "id",
                format!(
                    "`id`: no uncertainty `{}`; open uncertainties: {}",
                    self.id,
                    open_uncertainties(cycle)
                ),
            ));
        };
        if let Some(resolution) = &u.resolution {
            return Err(Rejection::conflict(
                Some("id"),
                format!(
                    "{} is already resolved (\"{resolution}\"); open uncertainties: {}",
                    u.id,
                    open_uncertainties(cycle)
                ),
            ));
        }
        Ok(vec![
            UncertaintyResolved {
                uncertainty_id: u.id.clone(),
                resolution: non_blank("resolution", &self.resolution)?,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> ResolveUncertaintyResult {
        ResolveUncertaintyResult {
            uncertainty_id: self.id.clone(),
            description: after
                .uncertainties
                .iter()
                .find(|u| u.id == self.id)
                .map(|u| u.description.clone())
                .unwrap_or_default(),
            total_open_uncertainties: after.open_uncertainties().count(),
        }
    }
}

fn open_uncertainties(cycle: &Cycle) -> String {
    let open: Vec<String> = cycle
        .open_uncertainties()
        .map(|u| format!("{} ({})", u.id, u.description))
        .collect();
    if open.is_empty() {
        "none".into()
    } else {
        open.join(", ")
    }
}
