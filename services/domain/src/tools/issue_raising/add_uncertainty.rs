//! `add_uncertainty`: something unknown that matters, while raising the issue.

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
pub struct AddUncertainty {
    /// What is not known, e.g. "Will the startup close its next round?"
    #[schemars(length(min = 1, max = 2000))]
    pub description: String,
    /// True if more information could resolve it before deciding.
    pub resolvable: bool,
}

impl Tool for AddUncertainty {
    const NAME: &'static str = "add_uncertainty";
    const COMPONENT: Option<Component> = Some(Component::IssueRaising);
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str = "Flag an unknown that matters to the decision while raising the issue; resolvable if more information could settle it.";
    const DESCRIPTION: &'static str = "Flag something unknown that matters to the decision, while raising the issue. Use it when the person says \"I don't know whether…\" or hinges a choice on a future event. Example: {\"description\": \"Will the startup close its next round?\", \"resolvable\": true}; resolvable means more information could settle it before deciding. In later components use flag_uncertainty instead. Returns its id (unc_1, …), the open count and how many are resolvable.";
}

impl Decide for AddUncertainty {
    const EVENTS: &'static [&'static str] = &[UncertaintyFlagged::EVENT_TYPE];
    type Result = UncertaintyAddedResult;

    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        room_for_uncertainty(cycle, ctx)?;
        Ok(vec![
            UncertaintyFlagged {
                uncertainty_id: sequential("unc", cycle.uncertainties.len()),
                description: non_blank("description", &self.description)?,
                component: Component::IssueRaising,
                resolvable: self.resolvable,
                impact: None,
                cell: None,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> UncertaintyAddedResult {
        uncertainty_added(after)
    }
}
