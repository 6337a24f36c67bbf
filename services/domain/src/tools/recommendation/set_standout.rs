//! `set_standout`: the alternative that stands out, or none.

use crate::decide::checks::{active_alternative, alternative_list, non_blank};
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool, pugh};
use decision_events::values::Component;
use decision_events::{DomainEvent, StandoutSet};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SetStandout {
    /// The standout alternative, or null when no alternative stands out.
    #[schemars(length(min = 1, max = 64))]
    pub alternative_id: Option<String>,
    #[schemars(length(min = 1, max = 2000))]
    pub rationale: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SetStandoutResult {
    pub alternative_id: Option<String>,
    pub alternative_name: Option<String>,
    pub rationale: String,
    /// Whether the standout is the current Pugh leader.
    pub is_pugh_leader: Option<bool>,
}

impl Tool for SetStandout {
    const NAME: &'static str = "set_standout";
    const COMPONENT: Option<Component> = Some(Component::Recommendation);
    // It discards or overrides what the user said: ask first.
    const HINTS: Hints = Hints {
        requires_confirmation: true,
        destructive: true,
        idempotent: true,
    };
    const SUMMARY: &'static str =
        "Name the alternative that stands out, with the rationale, or null for none.";
    const DESCRIPTION: &'static str = "Name the alternative that stands out, with the rationale, or record that none does. Use it when the analysis points to one option, or clearly to none. Example: {\"alternative_id\": \"alt_b\", \"rationale\": \"Best on both fundamental objectives\"}; send alternative_id null for \"no clear standout\". It replaces the earlier standout; an alternative marked dominated is a conflict (clear_dominated first) and an unknown one an error listing the active ones. Returns the standout's id and name (or null), the rationale and whether it is the Pugh leader.";
}

impl Decide for SetStandout {
    const EVENTS: &'static [&'static str] = &[StandoutSet::EVENT_TYPE];
    type Result = SetStandoutResult;

    fn decide(&self, cycle: &Cycle, _ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        let alternative_id = match &self.alternative_id {
            None => None,
            Some(id) => {
                let a = active_alternative(cycle, "alternative_id", id)?;
                if let Some(d) = &a.dominated {
                    return Err(Rejection::conflict(
                        Some("alternative_id"),
                        format!(
                            "{} ({}) is marked dominated by {}, so it cannot stand out; clear_dominated first, or choose one of: {}",
                            a.id,
                            a.name,
                            d.by,
                            alternative_list(cycle, |x| x.dominated.is_none())
                        ),
                    ));
                }
                Some(a.id.clone())
            }
        };
        Ok(vec![
            StandoutSet {
                alternative_id,
                rationale: non_blank("rationale", &self.rationale)?,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> SetStandoutResult {
        let s = after.standout.clone().expect("just set");
        let leader = pugh::totals(after).map(|t| t.leader_id);
        SetStandoutResult {
            alternative_name: s
                .alternative_id
                .as_ref()
                .and_then(|id| after.alternative(id))
                .map(|a| a.name.clone()),
            is_pugh_leader: s
                .alternative_id
                .as_ref()
                .map(|id| leader.as_ref() == Some(id)),
            alternative_id: s.alternative_id,
            rationale: s.rationale,
        }
    }
}
