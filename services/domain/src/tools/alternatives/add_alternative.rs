//! `add_alternative`: one option the person could choose.

use crate::decide::checks::{non_blank, same_name};
use crate::ids::{alternative_id, alternative_letter};
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{AlternativeAdded, DomainEvent};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AddAlternative {
    /// Short name, e.g. "Accept VP offer".
    #[schemars(length(min = 1, max = 200))]
    pub name: String,
    #[schemars(length(max = 2000))]
    pub description: String,
    /// True for "keep things as they are"; at most one per cycle. The
    /// status quo is the Pugh datum.
    pub is_status_quo: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct AddAlternativeResult {
    pub alternative_id: String,
    /// "A", "B", … in the order added.
    pub letter: String,
    pub name: String,
    pub total_alternatives: usize,
    pub has_status_quo: bool,
}

impl Tool for AddAlternative {
    const NAME: &'static str = "add_alternative";
    const COMPONENT: Option<Component> = Some(Component::Alternatives);
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str = "Add an option the person could choose, including keeping things as they are (the status quo, the Pugh datum).";
    const DESCRIPTION: &'static str = "Add an alternative: one option the person could choose. Use it whenever a distinct option comes up, including \"keep things as they are\". Example: {\"name\": \"Accept VP offer\", \"description\": \"Move to the startup as VP\", \"is_status_quo\": false}. At most one status quo: it is the Pugh datum (baseline), else the first alternative is; a duplicate name is a conflict. Returns its id (alt_a, …), its letter (A, …), the total and whether a status quo exists.";
}

impl Decide for AddAlternative {
    const EVENTS: &'static [&'static str] = &[AlternativeAdded::EVENT_TYPE];
    type Result = AddAlternativeResult;

    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        if cycle.alternatives.len() >= ctx.limits.max_alternatives {
            return Err(Rejection::validation(
                "name",
                format!(
                    "this cycle has reached its limit of {} alternatives (removed ones count, since ids are never reused); update an existing alternative instead, or start a new cycle",
                    ctx.limits.max_alternatives
                ),
            ));
        }
        let name = non_blank("name", &self.name)?;
        if let Some(existing) = cycle
            .active_alternatives()
            .find(|a| same_name(&a.name, &name))
        {
            return Err(Rejection::conflict(
                Some("name"),
                format!(
                    "alternative {} is already named \"{}\"; use a distinct name, or update_alternative to change its description",
                    existing.id, existing.name
                ),
            ));
        }
        if self.is_status_quo
            && let Some(sq) = cycle.active_alternatives().find(|a| a.is_status_quo)
        {
            return Err(Rejection::conflict(
                Some("is_status_quo"),
                format!(
                    "{} ({}) is already the status quo; a cycle has one status quo — add this one with is_status_quo false",
                    sq.id, sq.name
                ),
            ));
        }
        let index = cycle.alternatives.len();
        Ok(vec![
            AlternativeAdded {
                alternative_id: alternative_id(index),
                letter: alternative_letter(index),
                name,
                description: self.description.trim().to_owned(),
                is_status_quo: self.is_status_quo,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> AddAlternativeResult {
        let a = after.alternatives.last().expect("just added");
        AddAlternativeResult {
            alternative_id: a.id.clone(),
            letter: a.letter.clone(),
            name: a.name.clone(),
            total_alternatives: after.active_alternatives().count(),
            has_status_quo: after.active_alternatives().any(|a| a.is_status_quo),
        }
    }
}
