//! `update_alternative`: replace an alternative's description.

use super::{AlternativeChangedResult, alternative_changed};
use crate::decide::checks::active_alternative;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{AlternativeUpdated, DomainEvent};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct UpdateAlternative {
    /// The alternative's id, e.g. "alt_b".
    #[schemars(length(min = 1, max = 64))]
    pub id: String,
    #[schemars(length(max = 2000))]
    pub description: String,
}

impl Tool for UpdateAlternative {
    const NAME: &'static str = "update_alternative";
    const COMPONENT: Option<Component> = Some(Component::Alternatives);
    const HINTS: Hints = Hints::REPLACES;
    const SUMMARY: &'static str =
        "Replace an alternative's description, keeping its id, name and ratings.";
    const DESCRIPTION: &'static str = "Replace an alternative's description, keeping its id, name and ratings. Use it when the person refines what the option means (\"remote-first, not fully remote\"). Example: {\"id\": \"alt_b\", \"description\": \"Remote-first role\"}. An unknown or removed id is an error listing the active alternatives. Returns the alternative, the remaining count and the current datum.";
}

impl Decide for UpdateAlternative {
    const EVENTS: &'static [&'static str] = &[AlternativeUpdated::EVENT_TYPE];
    type Result = AlternativeChangedResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let alternative = active_alternative(cycle, "id", &self.id)?;
        Ok(vec![
            AlternativeUpdated {
                alternative_id: alternative.id.clone(),
                description: self.description.trim().to_owned(),
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> AlternativeChangedResult {
        alternative_changed(after, &self.id)
    }
}
