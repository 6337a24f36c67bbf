//! `set_aside_in_even_swaps`: an alternative the working table shows
//! dominated (outright or practically), or an objective it shows
//! irrelevant, leaves the table (see [`crate::even_swaps`]).

use crate::decide::checks::non_blank;
use crate::decide::room_in_list;
use crate::even_swaps::table::Table;
use crate::even_swaps::{self, StepKind, checks};
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, EvenSwapFindings, EvenSwapSetAside};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SetAsideInEvenSwaps {
    /// A dominated or practically dominated alternative, e.g. "alt_c";
    /// null when setting aside an objective.
    #[schemars(length(min = 1, max = 64))]
    pub alternative_id: Option<String>,
    /// An irrelevant objective, e.g. "obj_2"; null when setting aside an
    /// alternative.
    #[schemars(length(min = 1, max = 64))]
    pub objective_id: Option<String>,
    /// Why, in the person's words.
    #[schemars(length(min = 1, max = 2000))]
    pub reason: String,
    /// Whose judgement it is; null: the decision maker.
    #[schemars(length(min = 1, max = 100))]
    pub judged_by: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SetAsideInEvenSwapsResult {
    pub step_id: String,
    pub alternative_id: Option<String>,
    pub objective_id: Option<String>,
    /// Remaining alternative ids.
    pub remaining_alternatives: Vec<String>,
    /// Remaining objective ids.
    pub remaining_objectives: Vec<String>,
    /// What the table shows now.
    pub findings: EvenSwapFindings,
    pub next: String,
}

impl Tool for SetAsideInEvenSwaps {
    const NAME: &'static str = "set_aside_in_even_swaps";
    const COMPONENT: Option<Component> = Some(Component::Tradeoffs);
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str = "Set aside, in the even-swap table only, an alternative it shows dominated or an objective it shows irrelevant.";
    const DESCRIPTION: &'static str = "Set aside, in the even-swap working table only, an alternative it shows dominated or practically dominated (only slightly better on one objective: at most one rating step, outweighed elsewhere), or an objective it shows irrelevant (the same for every remaining alternative). Use it when record_even_swap or propose_even_swap reports one and the person agrees. The Pugh matrix, totals and marks are unchanged. Example: {\"alternative_id\": \"alt_c\", \"objective_id\": null, \"reason\": \"Its small edge on family time is not worth the rest\", \"judged_by\": null}. Exactly one of the two ids; anything the table does not show dominated or irrelevant is refused, listing what it does show. Returns the step id, what remains, the new findings and next. Undo with undo_even_swap.";
}

impl Decide for SetAsideInEvenSwaps {
    const EVENTS: &'static [&'static str] = &[EvenSwapSetAside::EVENT_TYPE];
    type Result = SetAsideInEvenSwapsResult;

    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        room_in_list(
            cycle.even_swaps.len(),
            "even-swap steps",
            "the log is full",
            ctx,
        )?;
        let table = Table::of(cycle);
        let findings = table.findings();
        let shown = even_swaps::describe(cycle, &findings);
        let shown = if shown.is_empty() {
            "nothing dominated or irrelevant: record a swap first (propose_even_swap suggests one)"
                .to_owned()
        } else {
            shown.join("; ")
        };
        let (alternative_id, objective_id) = match (&self.alternative_id, &self.objective_id) {
            (Some(id), None) => {
                let i = checks::alternative(cycle, &table, "alternative_id", id)?;
                let a = table.alternatives[i];
                if !findings.dominated.iter().any(|d| d.alternative_id == a.id) {
                    return Err(Rejection::conflict(
                        Some("alternative_id"),
                        format!(
                            "`alternative_id`: the even-swap table does not show {} ({}) dominated, outright or practically; it shows {shown}",
                            a.id, a.name
                        ),
                    ));
                }
                (Some(a.id.clone()), None)
            }
            (None, Some(id)) => {
                let j = checks::objective(cycle, &table, "objective_id", id)?;
                let o = table.objectives[j].0;
                if !findings.irrelevant_objectives.contains(&o.id) {
                    return Err(Rejection::conflict(
                        Some("objective_id"),
                        format!(
                            "`objective_id`: {} ({}) still differs between the remaining alternatives, so it is not irrelevant; the table shows {shown}",
                            o.id, o.name
                        ),
                    ));
                }
                (None, Some(o.id.clone()))
            }
            _ => {
                return Err(Rejection::validation(
                    "alternative_id",
                    format!(
                        "give exactly one of `alternative_id` (a dominated alternative) and `objective_id` (an irrelevant objective), the other null; the table shows {shown}"
                    ),
                ));
            }
        };
        let reason = non_blank("reason", &self.reason)?;
        if let Some(j) = &self.judged_by {
            non_blank("judged_by", j)?;
        }
        Ok(vec![
            EvenSwapSetAside {
                step_id: even_swaps::next_step_id(cycle),
                alternative_id,
                objective_id,
                reason,
                judged_by: even_swaps::judged_by(cycle, self.judged_by.as_deref()),
                recorded_at: ctx.now,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> SetAsideInEvenSwapsResult {
        let Some(StepKind::SetAside(s)) = after.even_swaps.last().map(|s| &s.kind) else {
            unreachable!("decide recorded a set-aside")
        };
        let table = Table::of(after);
        let findings = table.findings();
        SetAsideInEvenSwapsResult {
            step_id: s.step_id.clone(),
            alternative_id: s.alternative_id.clone(),
            objective_id: s.objective_id.clone(),
            remaining_alternatives: table.alternatives.iter().map(|a| a.id.clone()).collect(),
            remaining_objectives: table.objectives.iter().map(|(o, _)| o.id.clone()).collect(),
            next: even_swaps::next(&table, &findings),
            findings,
        }
    }
}
