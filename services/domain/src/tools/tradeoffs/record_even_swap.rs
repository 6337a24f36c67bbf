//! `record_even_swap`: the person judged two changes to one alternative
//! equally good; the working table takes them, and what it then shows is
//! recorded with the swap (see [`crate::even_swaps`]).

use crate::decide::checks::non_blank;
use crate::decide::room_in_list;
use crate::even_swaps::table::Table;
use crate::even_swaps::value::show;
use crate::even_swaps::{self, StepKind, checks};
use crate::weights::{EPSILON, round};
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, EvenSwapFindings, EvenSwapRecorded};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RecordEvenSwap {
    /// The alternative changed, e.g. "alt_b".
    #[schemars(length(min = 1, max = 64))]
    pub alternative_id: String,
    /// The objective changed, e.g. "obj_2" (usually the one being swapped away).
    #[schemars(length(min = 1, max = 64))]
    pub objective_id: String,
    /// The change on it in its unit (ratings: steps, e.g. -1 or 0.5); not 0.
    #[schemars(range(min = -1000000, max = 1000000))]
    pub change: f64,
    /// The objective that compensates, e.g. "obj_1".
    #[schemars(length(min = 1, max = 64))]
    pub compensating_objective_id: String,
    /// The change on it, in the opposite direction of preference; not 0.
    #[schemars(range(min = -1000000, max = 1000000))]
    pub compensation: f64,
    /// Why the person judges the two changes equally good.
    #[schemars(length(min = 1, max = 2000))]
    pub reasoning: String,
    /// Whose judgement it is; null: the decision maker.
    #[schemars(length(min = 1, max = 100))]
    pub judged_by: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct RecordEvenSwapResult {
    /// e.g. "es_1".
    pub step_id: String,
    pub alternative_id: String,
    pub objective_id: String,
    pub from: f64,
    pub to: f64,
    pub compensating_objective_id: String,
    pub compensation_from: f64,
    pub compensation_to: f64,
    /// What the working table shows after the swap.
    pub revealed: EvenSwapFindings,
    /// The findings in words.
    pub revealed_text: Vec<String>,
    pub remaining_alternatives: usize,
    pub remaining_objectives: usize,
    /// What to do next, in words.
    pub next: String,
}

impl Tool for RecordEvenSwap {
    const NAME: &'static str = "record_even_swap";
    const COMPONENT: Option<Component> = Some(Component::Tradeoffs);
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str = "Record an even swap the person judged fair: one change on an objective compensated on another.";
    const DESCRIPTION: &'static str = "Record an even swap the person judged fair: alternative X changes by `change` on one objective and by `compensation` on another, in opposite directions of preference, and X is just as good as before. It changes only the even-swap working table (which starts from the Pugh ratings, -2..2, higher better), never the ratings. Use it after propose_even_swap, with the person's answer and reasoning. Example: {\"alternative_id\": \"alt_b\", \"objective_id\": \"obj_2\", \"change\": -1, \"compensating_objective_id\": \"obj_1\", \"compensation\": 1, \"reasoning\": \"A step less growth is worth a step more pay\", \"judged_by\": null}. New values must stay on the scale (-2..2); both ids must be remaining in the table (the error lists them). Returns the step id, the values before and after, what the table now reveals (dominated and practically dominated alternatives, irrelevant objectives) and next. Undo with undo_even_swap.";
}

impl Decide for RecordEvenSwap {
    const EVENTS: &'static [&'static str] = &[EvenSwapRecorded::EVENT_TYPE];
    type Result = RecordEvenSwapResult;

    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        room_in_list(
            cycle.even_swaps.len(),
            "even-swap steps",
            "the log is full",
            ctx,
        )?;
        let mut table = Table::of(cycle);
        checks::swappable(&table)?;
        let i = checks::alternative(cycle, &table, "alternative_id", &self.alternative_id)?;
        let a = checks::objective(cycle, &table, "objective_id", &self.objective_id)?;
        let b = checks::objective(
            cycle,
            &table,
            "compensating_objective_id",
            &self.compensating_objective_id,
        )?;
        if a == b {
            return Err(Rejection::validation(
                "compensating_objective_id",
                format!(
                    "`compensating_objective_id` must differ from `objective_id` ({}): a swap trades one objective against another; remaining objectives: {}",
                    table.objectives[a].0.id,
                    table.objective_list()
                ),
            ));
        }
        let (from, to) = self.moved(&table, i, a, "objective_id", "change", self.change)?;
        let (compensation_from, compensation_to) = self.moved(
            &table,
            i,
            b,
            "compensating_objective_id",
            "compensation",
            self.compensation,
        )?;
        let (sa, sb) = (table.objectives[a].1.clone(), table.objectives[b].1.clone());
        let gains = sa.advantage(to, from) > 0.0;
        if gains == (sb.advantage(compensation_to, compensation_from) > 0.0) {
            let sign = if gains { "better" } else { "worse" };
            return Err(Rejection::validation(
                "compensation",
                format!(
                    "`compensation` must go the opposite way of `change`: the change makes {} {sign} on {}, so the compensation must make it {} on {} (a {} number on this scale)",
                    table.alternatives[i].name,
                    table.objectives[a].0.name,
                    if gains { "worse" } else { "better" },
                    table.objectives[b].0.name,
                    if gains == sb.higher_is_better {
                        "negative"
                    } else {
                        "positive"
                    }
                ),
            ));
        }
        let reasoning = non_blank("reasoning", &self.reasoning)?;
        if let Some(j) = &self.judged_by {
            non_blank("judged_by", j)?;
        }
        table.set(i, a, to);
        table.set(i, b, compensation_to);
        Ok(vec![
            EvenSwapRecorded {
                step_id: even_swaps::next_step_id(cycle),
                alternative_id: table.alternatives[i].id.clone(),
                objective_id: table.objectives[a].0.id.clone(),
                from,
                to,
                unit: sa.unit.clone(),
                compensating_objective_id: table.objectives[b].0.id.clone(),
                compensation_from,
                compensation_to,
                compensation_unit: sb.unit.clone(),
                reasoning,
                judged_by: even_swaps::judged_by(cycle, self.judged_by.as_deref()),
                recorded_at: ctx.now,
                revealed: table.findings(),
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> RecordEvenSwapResult {
        let Some(StepKind::Swap(s)) = after.even_swaps.last().map(|s| &s.kind) else {
            unreachable!("decide recorded a swap")
        };
        let table = Table::of(after);
        let findings = table.findings();
        RecordEvenSwapResult {
            step_id: s.step_id.clone(),
            alternative_id: s.alternative_id.clone(),
            objective_id: s.objective_id.clone(),
            from: s.from,
            to: s.to,
            compensating_objective_id: s.compensating_objective_id.clone(),
            compensation_from: s.compensation_from,
            compensation_to: s.compensation_to,
            revealed_text: even_swaps::describe(after, &s.revealed),
            revealed: s.revealed.clone(),
            remaining_alternatives: table.alternatives.len(),
            remaining_objectives: table.objectives.len(),
            next: even_swaps::next(&table, &findings),
        }
    }
}

impl RecordEvenSwap {
    /// The cell (i, j)'s value and the value after `delta`, or why not.
    fn moved(
        &self,
        table: &Table,
        i: usize,
        j: usize,
        id_field: &str,
        field: &str,
        delta: f64,
    ) -> Result<(f64, f64), Rejection> {
        let (o, scale) = &table.objectives[j];
        let alternative = table.alternatives[i];
        let Some(from) = table.values[i][j] else {
            return Err(Rejection::conflict(
                Some(id_field),
                format!(
                    "`{id_field}`: {} ({}) is not rated on {} ({}) yet: rate the cell with rate_consequence first",
                    alternative.id, alternative.name, o.id, o.name
                ),
            ));
        };
        let allowed = format!(
            "allowed changes of {}'s {} (now {}, scale {}..{}) are {}..{}, not 0",
            alternative.name,
            o.name,
            show(from, &scale.unit),
            show(scale.min, &scale.unit),
            show(scale.max, &scale.unit),
            show(round(scale.min - from), &scale.unit),
            show(round(scale.max - from), &scale.unit),
        );
        let delta = round(delta);
        if !delta.is_finite() || delta.abs() <= EPSILON {
            return Err(Rejection::validation(
                field,
                format!(
                    "`{field}` must be a non-zero number in {}'s unit ({}): {allowed}",
                    o.name, scale.unit
                ),
            ));
        }
        let to = round(from + delta);
        if !scale.contains(to) {
            return Err(Rejection::validation(
                field,
                format!(
                    "`{field}` {} would take it to {}, off the scale: {allowed}",
                    show(delta, &scale.unit),
                    show(to, &scale.unit),
                ),
            ));
        }
        Ok((round(from), to))
    }
}
