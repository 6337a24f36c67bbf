//! `add_remaining_uncertainty`: an uncertainty left at recommendation time, and how to resolve it.

use crate::decide::checks::non_blank;
use crate::decide::room_for_uncertainty;
use crate::ids::sequential;
use crate::report::{UncertaintyAddedResult, uncertainty_added};
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, RemainingUncertaintyAdded};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AddRemainingUncertainty {
    #[schemars(length(min = 1, max = 2000))]
    pub uncertainty: String,
    /// How it could be resolved, e.g. "Ask two current VPs".
    #[schemars(length(min = 1, max = 2000))]
    pub resolution_path: String,
}

impl Tool for AddRemainingUncertainty {
    const NAME: &'static str = "add_remaining_uncertainty";
    const COMPONENT: Option<Component> = Some(Component::Recommendation);
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str =
        "Record an uncertainty that remains at recommendation time and how it could be resolved.";
    const DESCRIPTION: &'static str = "Add an uncertainty that remains at recommendation time, with how it could be resolved. Use it when something still unknown could change the recommendation. Example: {\"uncertainty\": \"Startup runway\", \"resolution_path\": \"Ask the CFO for the burn rate\"}. It joins the cycle's uncertainties (see list_uncertainties) and can be closed with resolve_uncertainty. Returns its id (unc_N) and the open count.";
}

impl Decide for AddRemainingUncertainty {
    const EVENTS: &'static [&'static str] = &[RemainingUncertaintyAdded::EVENT_TYPE];
    type Result = UncertaintyAddedResult;

    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        room_for_uncertainty(cycle, ctx)?;
        Ok(vec![
            RemainingUncertaintyAdded {
                uncertainty_id: sequential("unc", cycle.uncertainties.len()),
                uncertainty: non_blank("uncertainty", &self.uncertainty)?,
                resolution_path: non_blank("resolution_path", &self.resolution_path)?,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> UncertaintyAddedResult {
        uncertainty_added(after)
    }
}
