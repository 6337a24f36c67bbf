//! `set_scope`: the decision's boundaries.

use crate::decide::checks::{distinct_items, same_name};
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, ScopeSet};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SetScope {
    /// What the decision covers (at most 50 items).
    #[schemars(length(max = 50))]
    pub in_scope: Vec<String>,
    /// What it deliberately leaves out (at most 50 items).
    #[schemars(length(max = 50))]
    pub out_scope: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SetScopeResult {
    pub in_scope: Vec<String>,
    pub out_scope: Vec<String>,
}

impl Tool for SetScope {
    const NAME: &'static str = "set_scope";
    const COMPONENT: Option<Component> = Some(Component::ProblemFrame);
    const HINTS: Hints = Hints::REPLACES;
    const SUMMARY: &'static str =
        "Set what is in scope and what is deliberately left out (replaces both lists).";
    const DESCRIPTION: &'static str = "Define the decision's boundaries: what is in scope and what is deliberately left out. Use it when the person rules things in or out (\"moving city is off the table\"). Example: {\"in_scope\": [\"Role\", \"Pay\"], \"out_scope\": [\"Moving city\"]}. It replaces the whole earlier scope, so send both lists complete; an item in both lists or listed twice is a validation error. Returns both lists.";
}

impl Decide for SetScope {
    const EVENTS: &'static [&'static str] = &[ScopeSet::EVENT_TYPE];
    type Result = SetScopeResult;

    fn decide(&self, _cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let in_scope = distinct_items("in_scope", &self.in_scope)?;
        let out_scope = distinct_items("out_scope", &self.out_scope)?;
        if in_scope.is_empty() && out_scope.is_empty() {
            return Err(Rejection::validation(
                "in_scope",
                "give at least one item in `in_scope` or `out_scope`",
            ));
        }
        if let Some(both) = in_scope
            .iter()
            .find(|i| out_scope.iter().any(|o| same_name(i, o)))
        {
            return Err(Rejection::validation(
                "out_scope",
                format!(
                    "\"{both}\" is both in `in_scope` and in `out_scope`; put it in one of them"
                ),
            ));
        }
        Ok(vec![
            ScopeSet {
                in_scope,
                out_scope,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> SetScopeResult {
        let s = after.scope.clone().expect("just set");
        SetScopeResult {
            in_scope: s.in_scope,
            out_scope: s.out_scope,
        }
    }
}
