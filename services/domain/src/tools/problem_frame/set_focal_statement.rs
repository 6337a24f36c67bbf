//! `set_focal_statement`: the decision as the question being answered.

use crate::decide::checks::non_blank;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, FocalStatementSet};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SetFocalStatement {
    /// The focal decision as a question, e.g. "Which role should I take?"
    #[schemars(length(min = 1, max = 2000))]
    pub statement: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SetFocalStatementResult {
    pub statement: String,
}

impl Tool for SetFocalStatement {
    const NAME: &'static str = "set_focal_statement";
    const COMPONENT: Option<Component> = Some(Component::ProblemFrame);
    const HINTS: Hints = Hints::REPLACES;
    const SUMMARY: &'static str = "State the decision being made as the one question to answer.";
    const DESCRIPTION: &'static str = "Set the focal decision statement: the decision phrased as the question being answered. Use it once the person agrees on what exactly is being decided. Example: {\"statement\": \"Which role should I take next year?\"}. It replaces any earlier statement; keep it one question, not a list. Returns the statement.";
}

impl Decide for SetFocalStatement {
    const EVENTS: &'static [&'static str] = &[FocalStatementSet::EVENT_TYPE];
    type Result = SetFocalStatementResult;

    fn decide(&self, _cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        Ok(vec![
            FocalStatementSet {
                statement: non_blank("statement", &self.statement)?,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> SetFocalStatementResult {
        SetFocalStatementResult {
            statement: after.focal_statement.clone().unwrap_or_default(),
        }
    }
}
