//! `add_rater`: name someone who rates the cells on their own (decision 16).

use crate::decide::checks::{non_blank, same_name};
use crate::ids::sequential;
use crate::raters::{self, MAX_NAME_CHARS, MAX_RATERS, RaterSummary};
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::{Component, RaterKind};
use decision_events::{DomainEvent, RaterAdded};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AddRater {
    pub kind: RaterKind,
    /// The display name, unique in the cycle, e.g. "Sam" or "Dr Lee".
    #[schemars(length(min = 1, max = 80))]
    pub name: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct AddRaterResult {
    pub rater_id: String,
    pub kind: RaterKind,
    pub name: String,
    /// Every rater, in the order added.
    pub raters: Vec<RaterSummary>,
    /// How many more raters the cycle can name.
    pub raters_left: usize,
    /// How a cell's rating is aggregated once raters rate it.
    pub rule: String,
}

impl Tool for AddRater {
    const NAME: &'static str = "add_rater";
    const COMPONENT: Option<Component> = Some(Component::Consequences);
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str =
        "Name a rater (person, partner, expert, agent, other) who rates the matrix on their own.";
    const DESCRIPTION: &'static str = "Name a rater: someone who rates the Pugh matrix cells on their own (the person, a partner, an expert, the agent, or other), so their views can be compared instead of averaged away in conversation. Use it when more than one person's judgement should count. Example: {\"kind\": \"partner\", \"name\": \"Sam\"}. At most 8 raters; names are unique (1-80 characters, one line). Then rate as them with rate_consequence_as: a cell they rate takes the median of their ratings (a half rounded toward 0), and list_rater_disagreements lists the cells they disagree on most. Returns the rater id (rater_1, ...), every rater and how many more can be named.";
}

impl Decide for AddRater {
    const EVENTS: &'static [&'static str] = &[RaterAdded::EVENT_TYPE];
    type Result = AddRaterResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let count = cycle.raters.raters.len();
        if count >= MAX_RATERS {
            return Err(Rejection::conflict(
                Some("name"),
                format!(
                    "this cycle already names {count} raters, the most it can ({MAX_RATERS}); rate as one of them instead: {}",
                    raters::rater_list(cycle)
                ),
            ));
        }
        let name = non_blank("name", &self.name)?;
        if let Some(c) = name.chars().find(|c| c.is_control()) {
            return Err(Rejection::validation(
                "name",
                format!(
                    "`name` is a one-line display name: it contains the control character U+{:04X}; remove it",
                    u32::from(c)
                ),
            ));
        }
        let chars = name.chars().count();
        if chars > MAX_NAME_CHARS {
            return Err(Rejection::validation(
                "name",
                format!(
                    "`name` has {chars} characters; a rater's display name has at most {MAX_NAME_CHARS}"
                ),
            ));
        }
        if let Some(existing) = cycle
            .raters
            .raters
            .iter()
            .find(|r| same_name(&r.name, &name))
        {
            return Err(Rejection::conflict(
                Some("name"),
                format!(
                    "a rater named \"{}\" already exists as {}; raters must have distinct names (the raters are: {})",
                    existing.name,
                    existing.id,
                    raters::rater_list(cycle)
                ),
            ));
        }
        Ok(vec![
            RaterAdded {
                rater_id: sequential("rater", count),
                kind: self.kind,
                name,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> AddRaterResult {
        let r = after.raters.raters.last().expect("just added");
        AddRaterResult {
            rater_id: r.id.clone(),
            kind: r.kind,
            name: r.name.clone(),
            raters: raters::summaries(after),
            raters_left: MAX_RATERS - after.raters.raters.len(),
            rule: raters::RULE.into(),
        }
    }
}
