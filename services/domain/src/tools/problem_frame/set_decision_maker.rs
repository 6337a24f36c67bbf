//! `set_decision_maker`: who makes the decision.

use crate::decide::checks::non_blank;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DecisionMakerSet, DomainEvent};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SetDecisionMaker {
    /// Who makes the decision.
    #[schemars(length(min = 1, max = 200))]
    pub name: String,
    /// Their role, e.g. "Engineering manager".
    #[schemars(length(min = 1, max = 200))]
    pub role: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SetDecisionMakerResult {
    pub name: String,
    pub role: String,
}

impl Tool for SetDecisionMaker {
    const NAME: &'static str = "set_decision_maker";
    const COMPONENT: Option<Component> = Some(Component::ProblemFrame);
    const HINTS: Hints = Hints::REPLACES;
    const SUMMARY: &'static str =
        "Say who makes the decision and in what capacity; others involved are parties.";
    const DESCRIPTION: &'static str = "Say who makes the decision and in what capacity. Use it when the person says whose call it is (\"it's my decision, but my manager signs off\"). Example: {\"name\": \"Sam\", \"role\": \"Engineering manager\"}. It replaces any earlier decision maker; others involved belong in add_party. Returns the name and role now recorded.";
}

impl Decide for SetDecisionMaker {
    const EVENTS: &'static [&'static str] = &[DecisionMakerSet::EVENT_TYPE];
    type Result = SetDecisionMakerResult;

    fn decide(&self, _cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        Ok(vec![
            DecisionMakerSet {
                name: non_blank("name", &self.name)?,
                role: non_blank("role", &self.role)?,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> SetDecisionMakerResult {
        let dm = after.decision_maker.clone().expect("just set");
        SetDecisionMakerResult {
            name: dm.name,
            role: dm.role,
        }
    }
}
