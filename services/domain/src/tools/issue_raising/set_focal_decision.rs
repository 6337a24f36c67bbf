//! `set_focal_decision`: which potential decision the cycle focuses on.

use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, FocalDecisionSet};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SetFocalDecision {
    /// The potential decision to focus on, e.g. "dec_1".
    #[schemars(length(min = 1, max = 64))]
    pub decision_id: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SetFocalDecisionResult {
    pub decision_id: String,
    pub description: String,
}

impl Tool for SetFocalDecision {
    const NAME: &'static str = "set_focal_decision";
    const COMPONENT: Option<Component> = Some(Component::IssueRaising);
    // It discards or overrides what the user said: ask first.
    const HINTS: Hints = Hints {
        requires_confirmation: true,
        destructive: true,
        idempotent: true,
    };
    const SUMMARY: &'static str =
        "Choose which potential decision (dec_N) this cycle works through.";
    const DESCRIPTION: &'static str = "Choose which potential decision (dec_N) this cycle focuses on, once the person has said which one they want to work through. Example: {\"decision_id\": \"dec_1\"}. The id must come from add_potential_decision; an unknown id is not_found and the error lists the valid ids with their text. Calling it again replaces the earlier focus. Returns the chosen id and its description.";
}

impl Decide for SetFocalDecision {
    const EVENTS: &'static [&'static str] = &[FocalDecisionSet::EVENT_TYPE];
    type Result = SetFocalDecisionResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        if cycle
            .potential_decisions
            .iter()
            .all(|d| d.id != self.decision_id)
        {
            let valid: Vec<String> = cycle
                .potential_decisions
                .iter()
                .map(|d| format!("{} ({})", d.id, d.description))
                .collect();
            let hint = if valid.is_empty() {
                "this cycle has no potential decisions yet; add one with add_potential_decision"
                    .into()
            } else {
                format!("valid decisions: {}", valid.join(", "))
            };
            return Err(Rejection::not_found(
                "decision_id",
                format!(
                    "`decision_id`: no potential decision `{}`; {hint}",
                    self.decision_id
                ),
            ));
        }
        Ok(vec![
            FocalDecisionSet {
                decision_id: self.decision_id.clone(),
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> SetFocalDecisionResult {
        SetFocalDecisionResult {
            decision_id: self.decision_id.clone(),
            description: after
                .potential_decisions
                .iter()
                .find(|d| d.id == self.decision_id)
                .map(|d| d.description.clone())
                .unwrap_or_default(),
        }
    }
}
