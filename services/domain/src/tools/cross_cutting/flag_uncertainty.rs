//! `flag_uncertainty`: something unknown that matters, in any component.

use crate::decide::checks::non_blank;
use crate::decide::room_for_uncertainty;
use crate::ids::sequential;
use crate::report::{UncertaintyAddedResult, uncertainty_added};
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, UncertaintyFlagged};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FlagUncertainty {
    #[schemars(length(min = 1, max = 2000))]
    pub description: String,
    /// The component it concerns.
    pub component: Component,
    /// True if more information could resolve it before deciding.
    pub resolvable: bool,
    /// How it affects the decision.
    #[schemars(length(min = 1, max = 2000))]
    pub impact: Option<String>,
}

impl Tool for FlagUncertainty {
    const NAME: &'static str = "flag_uncertainty";
    const COMPONENT: Option<Component> = None;
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str =
        "Flag an unknown that matters, in any component, naming the component it concerns.";
    const DESCRIPTION: &'static str = "Flag something unknown that matters, in any component, and say which component it concerns. Use it when the person is unsure about a fact or a future event (\"I don't know if the round will close\"). Example: {\"description\": \"Will the round close?\", \"component\": \"consequences\", \"resolvable\": true, \"impact\": null}; impact (how it affects the decision) is optional. Close it later with resolve_uncertainty. Returns its id (unc_N) and the open count.";
}

impl Decide for FlagUncertainty {
    const EVENTS: &'static [&'static str] = &[UncertaintyFlagged::EVENT_TYPE];
    type Result = UncertaintyAddedResult;

    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        room_for_uncertainty(cycle, ctx)?;
        Ok(vec![
            UncertaintyFlagged {
                uncertainty_id: sequential("unc", cycle.uncertainties.len()),
                description: non_blank("description", &self.description)?,
                component: self.component,
                resolvable: self.resolvable,
                impact: self
                    .impact
                    .as_deref()
                    .map(|i| non_blank("impact", i))
                    .transpose()?,
                cell: None,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> UncertaintyAddedResult {
        uncertainty_added(after)
    }
}
