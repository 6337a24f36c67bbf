//! `propose_even_swap`: the even-swap table as it stands and the swap to
//! put to the person next (see [`crate::even_swaps`]).

use crate::even_swaps::proposal::{self, SwapProposal};
use crate::even_swaps::table::Table;
use crate::even_swaps::value::show;
use crate::even_swaps::{self, checks};
use crate::{Answer, Context, Cycle, Hints, Rejection, ResponseFormat, Tool};
use decision_events::EvenSwapFindings;
use decision_events::values::Component;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ProposeEvenSwap {
    /// The objective to swap away, e.g. "obj_2"; null: the one closest to
    /// irrelevant.
    #[schemars(length(min = 1, max = 64))]
    pub objective_id: Option<String>,
    /// The alternative to adjust, e.g. "alt_b"; null: the one closest to
    /// the others.
    #[schemars(length(min = 1, max = 64))]
    pub alternative_id: Option<String>,
    pub response_format: Option<ResponseFormat>,
}

/// One row of the working table.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct WorkingRow {
    pub alternative_id: String,
    pub alternative_name: String,
    /// Values in the order of `remaining_objectives`; null unrated.
    pub values: Vec<Option<f64>>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ProposeEvenSwapResult {
    /// Remaining alternative ids, in the order added.
    pub remaining_alternatives: Vec<String>,
    /// Remaining objective ids, in the order added.
    pub remaining_objectives: Vec<String>,
    /// The units of the remaining objectives' values, in the same order.
    pub units: Vec<String>,
    /// What the table shows now: dominated alternatives, irrelevant objectives.
    pub findings: EvenSwapFindings,
    /// The findings in words.
    pub findings_text: Vec<String>,
    /// Steps whose cells changed under them since they were recorded.
    pub stale_steps: Vec<String>,
    /// The swap to ask about; null when none can be proposed (see `next`).
    pub proposal: Option<SwapProposal>,
    /// What to do next, in words.
    pub next: String,
    /// The working table.
    pub table: Vec<WorkingRow>,
}

impl Tool for ProposeEvenSwap {
    const NAME: &'static str = "propose_even_swap";
    const COMPONENT: Option<Component> = Some(Component::Tradeoffs);
    const HINTS: Hints = Hints::READ;
    const SUMMARY: &'static str = "Propose the next even swap to ask the person, on a working table that starts from the ratings.";
    const DESCRIPTION: &'static str = "Propose the next even swap (Hammond, Keeney & Raiffa): on a working table that starts from the Pugh ratings (never changing them), pick the objective closest to irrelevant and the alternative that differs on it, and ask the person what change on another objective would make moving it to the others' value an even trade. Use it when trade-offs are hard to weigh directly, one swap at a time. Example: {\"objective_id\": null, \"alternative_id\": null, \"response_format\": null}; name an objective or alternative to steer it (the error lists the remaining ids). Returns the proposal (alternative, objective from/to, compensating objective and how far it can go, the question to ask, why), the findings (dominated or practically dominated alternatives, irrelevant objectives) and next; detailed adds the working table and names. Record the person's answer with record_even_swap.";
}

impl Answer for ProposeEvenSwap {
    const ANALYSIS: bool = true;
    const DETAIL_ONLY: &'static [&'static str] = &[
        "table",
        "alternative_name",
        "objective_name",
        "compensating_objective_name",
        "findings_text",
    ];
    type Result = ProposeEvenSwapResult;

    fn response_format(&self) -> ResponseFormat {
        self.response_format.unwrap_or_default()
    }

    fn answer(&self, cycle: &Cycle, _ctx: &Context) -> Result<ProposeEvenSwapResult, Rejection> {
        let table = Table::of(cycle);
        let objective = self
            .objective_id
            .as_deref()
            .map(|id| checks::objective(cycle, &table, "objective_id", id))
            .transpose()?;
        let alternative = self
            .alternative_id
            .as_deref()
            .map(|id| checks::alternative(cycle, &table, "alternative_id", id))
            .transpose()?;
        if let Some(j) = objective {
            self.check_objective(&table, j, alternative)?;
        }
        let findings = table.findings();
        Ok(ProposeEvenSwapResult {
            remaining_alternatives: table.alternatives.iter().map(|a| a.id.clone()).collect(),
            remaining_objectives: table.objectives.iter().map(|(o, _)| o.id.clone()).collect(),
            units: table
                .objectives
                .iter()
                .map(|(_, s)| s.unit.clone())
                .collect(),
            findings_text: even_swaps::describe(cycle, &findings),
            stale_steps: table.stale_steps.clone(),
            proposal: proposal::propose(&table, objective, alternative),
            next: even_swaps::next(&table, &findings),
            table: table
                .alternatives
                .iter()
                .zip(&table.values)
                .map(|(a, row)| WorkingRow {
                    alternative_id: a.id.clone(),
                    alternative_name: a.name.clone(),
                    values: row.clone(),
                })
                .collect(),
            findings,
        })
    }
}

impl ProposeEvenSwap {
    /// A named objective must still tell the alternatives apart, and a
    /// named alternative must differ on it.
    fn check_objective(
        &self,
        table: &Table,
        j: usize,
        alternative: Option<usize>,
    ) -> Result<(), Rejection> {
        let (o, scale) = &table.objectives[j];
        let values: Vec<String> = table
            .alternatives
            .iter()
            .zip(&table.values)
            .map(|(a, row)| {
                format!(
                    "{} {}",
                    a.id,
                    row[j].map_or("unrated".into(), |v| show(v, &scale.unit))
                )
            })
            .collect();
        if table.values.iter().any(|row| row[j].is_none()) {
            return Err(Rejection::conflict(
                Some("objective_id"),
                format!(
                    "`objective_id`: {} ({}) has unrated cells in the even-swap table ({}): rate them first with rate_consequence",
                    o.id,
                    o.name,
                    values.join(", ")
                ),
            ));
        }
        let off = proposal::differing(table, j);
        if off.is_empty() {
            return Err(Rejection::conflict(
                Some("objective_id"),
                format!(
                    "`objective_id`: {} ({}) is already the same for every remaining alternative ({}): set it aside with set_aside_in_even_swaps, or name another objective: {}",
                    o.id,
                    o.name,
                    values.join(", "),
                    table.objective_list()
                ),
            ));
        }
        if let Some(i) = alternative
            && !off.contains(&i)
        {
            let ids: Vec<String> = off
                .iter()
                .map(|&i| {
                    let a = table.alternatives[i];
                    format!("{} ({})", a.id, a.name)
                })
                .collect();
            return Err(Rejection::validation(
                "alternative_id",
                format!(
                    "`alternative_id`: {} already has the value most alternatives share on {} ({}); the alternatives to adjust on it: {}",
                    table.alternatives[i].id,
                    o.id,
                    values.join(", "),
                    ids.join(", ")
                ),
            ));
        }
        Ok(())
    }
}
