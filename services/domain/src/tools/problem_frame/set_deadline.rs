//! `set_deadline`: when the decision is due.

use crate::decide::checks::non_blank;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DeadlineSet, DomainEvent};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SetDeadline {
    /// When the decision is due: a date YYYY-MM-DD or an RFC 3339 date-time.
    #[schemars(length(min = 1, max = 64))]
    pub deadline: String,
    /// True if the deadline cannot move.
    pub hard: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SetDeadlineResult {
    pub deadline: String,
    pub hard: bool,
}

impl Tool for SetDeadline {
    const NAME: &'static str = "set_deadline";
    const COMPONENT: Option<Component> = Some(Component::ProblemFrame);
    const HINTS: Hints = Hints::REPLACES;
    const SUMMARY: &'static str = "Set when the decision is due and whether that date is hard.";
    const DESCRIPTION: &'static str = "Set when the decision is due and whether that date can move. Use it when the person mentions a date or time pressure. Example: {\"deadline\": \"2026-12-15\", \"hard\": true}; give a date YYYY-MM-DD or an RFC 3339 date-time, anything else is a validation error. It replaces any earlier deadline. Returns the deadline and whether it is hard.";
}

impl Decide for SetDeadline {
    const EVENTS: &'static [&'static str] = &[DeadlineSet::EVENT_TYPE];
    type Result = SetDeadlineResult;

    fn decide(&self, _cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let deadline = non_blank("deadline", &self.deadline)?;
        let is_date = chrono::NaiveDate::parse_from_str(&deadline, "%Y-%m-%d").is_ok();
        let is_date_time = chrono::DateTime::parse_from_rfc3339(&deadline).is_ok();
        if !is_date && !is_date_time {
            return Err(Rejection::validation(
                "deadline",
                format!(
                    "`deadline` \"{deadline}\" is not a date: use YYYY-MM-DD (e.g. 2026-12-15) or an RFC 3339 date-time (e.g. 2026-12-15T17:00:00Z)"
                ),
            ));
        }
        Ok(vec![
            DeadlineSet {
                deadline,
                hard: self.hard,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> SetDeadlineResult {
        let d = after.deadline.clone().expect("just set");
        SetDeadlineResult {
            deadline: d.deadline,
            hard: d.hard,
        }
    }
}
