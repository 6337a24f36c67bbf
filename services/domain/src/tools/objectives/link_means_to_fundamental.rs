//! `link_means_to_fundamental`: a means objective serves a fundamental one.

use crate::decide::checks::{active_objective, objective_list};
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, MeansLinkedToFundamental};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LinkMeansToFundamental {
    /// The means objective, e.g. "obj_3".
    #[schemars(length(min = 1, max = 64))]
    pub means_id: String,
    /// The fundamental objective it serves, e.g. "obj_4".
    #[schemars(length(min = 1, max = 64))]
    pub fundamental_id: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct LinkMeansResult {
    pub means_id: String,
    pub means_name: String,
    pub fundamental_id: String,
    pub fundamental_name: String,
    /// Every fundamental objective the means objective now serves.
    pub serves: Vec<String>,
}

impl Tool for LinkMeansToFundamental {
    const NAME: &'static str = "link_means_to_fundamental";
    const COMPONENT: Option<Component> = Some(Component::Objectives);
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str = "Link a means objective to the fundamental objective it serves.";
    const DESCRIPTION: &'static str = "Link a means objective to the fundamental objective it serves. Use it when the person explains why something matters (\"a shorter commute gives me more family time\"). Example: {\"means_id\": \"obj_3\", \"fundamental_id\": \"obj_4\"}. means_id must be a means objective and fundamental_id a fundamental one, else a validation error lists the valid ids of each kind (to change an objective's kind use demote_to_means or promote_to_fundamental); linking the same pair twice is a conflict. Returns both names and every fundamental objective the means objective now serves.";
}

impl Decide for LinkMeansToFundamental {
    const EVENTS: &'static [&'static str] = &[MeansLinkedToFundamental::EVENT_TYPE];
    type Result = LinkMeansResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let means = active_objective(cycle, "means_id", &self.means_id)?;
        let fundamental = active_objective(cycle, "fundamental_id", &self.fundamental_id)?;
        if means.is_fundamental {
            // The seed's own example links an objective first added as
            // fundamental: say which tool turns it into a means objective.
            let advice = match fundamental.is_fundamental && fundamental.id != means.id {
                true => format!(
                    "to make it a means objective serving {} ({}), call demote_to_means with \
                     {{\"id\": \"{}\", \"fundamental_id\": \"{}\"}}",
                    fundamental.id, fundamental.name, means.id, fundamental.id
                ),
                false => "to make it a means objective, call demote_to_means with its id and the \
                          fundamental objective it serves"
                    .to_owned(),
            };
            return Err(Rejection::validation(
                "means_id",
                format!(
                    "`means_id`: {} ({}) is a fundamental objective; means objectives: {}; {advice}",
                    means.id,
                    means.name,
                    objective_list(cycle, |o| !o.is_fundamental),
                ),
            ));
        }
        if !fundamental.is_fundamental {
            return Err(Rejection::validation(
                "fundamental_id",
                format!(
                    "`fundamental_id`: {} ({}) is a means objective; fundamental objectives: {}",
                    fundamental.id,
                    fundamental.name,
                    objective_list(cycle, |o| o.is_fundamental)
                ),
            ));
        }
        if means.serves.contains(&fundamental.id) {
            return Err(Rejection::conflict(
                Some("fundamental_id"),
                format!("{} is already linked to {}", means.id, fundamental.id),
            ));
        }
        Ok(vec![
            MeansLinkedToFundamental {
                means_id: means.id.clone(),
                fundamental_id: fundamental.id.clone(),
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> LinkMeansResult {
        let means = after.objective(&self.means_id).expect("checked");
        let fundamental = after.objective(&self.fundamental_id).expect("checked");
        LinkMeansResult {
            means_id: means.id.clone(),
            means_name: means.name.clone(),
            fundamental_id: fundamental.id.clone(),
            fundamental_name: fundamental.name.clone(),
            serves: means.serves.clone(),
        }
    }
}
