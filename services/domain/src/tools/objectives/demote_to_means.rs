//! `demote_to_means`: a fundamental objective becomes a means to another.

use crate::decide::checks::{active_objective, objective_list};
use crate::report::objective_counts;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, ObjectiveDemotedToMeans};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DemoteToMeans {
    /// The fundamental objective's id, e.g. "obj_3".
    #[schemars(length(min = 1, max = 64))]
    pub id: String,
    /// Another fundamental objective it serves, e.g. "obj_1".
    #[schemars(length(min = 1, max = 64))]
    pub fundamental_id: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct NamedObjective {
    pub objective_id: String,
    pub name: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct DemoteToMeansResult {
    pub objective_id: String,
    pub name: String,
    /// "means".
    pub objective_type: String,
    pub fundamental_id: String,
    pub fundamental_name: String,
    /// What it serves now: `fundamental_id` only.
    pub serves: Vec<String>,
    /// Means objectives linked to it before: they keep their link and
    /// now serve it as a means (a means-ends chain).
    pub served_by: Vec<NamedObjective>,
    pub total_fundamental: usize,
    pub total_means: usize,
}

impl Tool for DemoteToMeans {
    const NAME: &'static str = "demote_to_means";
    const COMPONENT: Option<Component> = Some(Component::Objectives);
    // A change of kind overrides the user's own classification.
    // It discards or overrides what the user said: ask first.
    const HINTS: Hints = Hints {
        requires_confirmation: true,
        destructive: true,
        idempotent: false,
    };
    const SUMMARY: &'static str =
        "Turn a fundamental objective into a means objective serving another fundamental one.";
    const DESCRIPTION: &'static str = "Turn a fundamental objective into a means objective that serves another fundamental one. Use it when the person explains that something they said matters is really a way to get something else (\"the commute matters because I want time with my kids\"). Example: {\"id\": \"obj_3\", \"fundamental_id\": \"obj_1\"}. fundamental_id must be another active fundamental objective, so the last fundamental objective cannot be demoted; a means objective is a conflict (link it with link_means_to_fundamental instead). Means objectives that served it keep their link. Returns the objective, the one it now serves, served_by and the fundamental/means counts.";
}

impl Decide for DemoteToMeans {
    const EVENTS: &'static [&'static str] = &[ObjectiveDemotedToMeans::EVENT_TYPE];
    type Result = DemoteToMeansResult;

    /// A fundamental objective becomes a means objective serving another
    /// fundamental one. It must serve another, so the last fundamental
    /// objective can never be demoted. Means objectives linked to it keep
    /// their link: they now serve it as a means (a means-ends chain).
    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let objective = active_objective(cycle, "id", &self.id)?;
        let others = || {
            let list = objective_list(cycle, |o| o.is_fundamental && o.id != objective.id);
            match list.as_str() {
                "none" => format!(
                    "none: {} is the only fundamental objective, and a decision needs one; add the \
                     objective it serves with add_objective (is_fundamental true) first",
                    objective.id
                ),
                _ => list,
            }
        };
        if !objective.is_fundamental {
            return Err(Rejection::conflict(
                Some("id"),
                format!(
                    "`id`: {} ({}) is already a means objective; link it to another fundamental \
                     objective with link_means_to_fundamental. Fundamental objectives that can be \
                     demoted: {}",
                    objective.id,
                    objective.name,
                    objective_list(cycle, |o| o.is_fundamental)
                ),
            ));
        }
        if self.fundamental_id == objective.id {
            return Err(Rejection::validation(
                "fundamental_id",
                format!(
                    "`fundamental_id`: an objective cannot serve itself; fundamental objectives {} \
                     could serve: {}",
                    objective.id,
                    others()
                ),
            ));
        }
        let fundamental = active_objective(cycle, "fundamental_id", &self.fundamental_id)?;
        if !fundamental.is_fundamental {
            return Err(Rejection::validation(
                "fundamental_id",
                format!(
                    "`fundamental_id`: {} ({}) is a means objective; fundamental objectives {} could \
                     serve: {}",
                    fundamental.id,
                    fundamental.name,
                    objective.id,
                    others()
                ),
            ));
        }
        Ok(vec![
            ObjectiveDemotedToMeans {
                objective_id: objective.id.clone(),
                fundamental_id: fundamental.id.clone(),
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> DemoteToMeansResult {
        let o = after.objective(&self.id).expect("checked");
        let fundamental = after.objective(&self.fundamental_id).expect("checked");
        let (total_fundamental, total_means) = objective_counts(after);
        DemoteToMeansResult {
            objective_id: o.id.clone(),
            name: o.name.clone(),
            objective_type: o.kind().into(),
            fundamental_id: fundamental.id.clone(),
            fundamental_name: fundamental.name.clone(),
            serves: o.serves.clone(),
            served_by: after
                .active_objectives()
                .filter(|m| m.serves.contains(&o.id))
                .map(|m| NamedObjective {
                    objective_id: m.id.clone(),
                    name: m.name.clone(),
                })
                .collect(),
            total_fundamental,
            total_means,
        }
    }
}
