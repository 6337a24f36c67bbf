//! `add_strategy_dimension`: a row of the strategy table.

use crate::decide::checks::{distinct_items, non_blank, same_name};
use crate::decide::room_in_list;
use crate::ids::sequential;
use crate::{Context, Cycle, Decide, Hints, Rejection, Tool};
use decision_events::values::Component;
use decision_events::{DomainEvent, StrategyDimensionAdded};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AddStrategyDimension {
    /// A row of the strategy table, e.g. "Location".
    #[schemars(length(min = 1, max = 200))]
    pub dimension: String,
    /// Its distinct options, e.g. ["Remote", "Hybrid", "Office"] (1 to 20).
    #[schemars(length(min = 1, max = 20))]
    pub options: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct AddStrategyDimensionResult {
    pub dimension_id: String,
    pub dimension: String,
    pub options: Vec<String>,
    pub total_dimensions: usize,
}

impl Tool for AddStrategyDimension {
    const NAME: &'static str = "add_strategy_dimension";
    const COMPONENT: Option<Component> = Some(Component::Alternatives);
    const HINTS: Hints = Hints::WRITE;
    const SUMMARY: &'static str =
        "Add a strategy-table dimension along which alternatives differ, with its options.";
    const DESCRIPTION: &'static str = "Add a row to the strategy table: a dimension along which alternatives differ and its distinct options. Use it to generate alternatives systematically (\"where would you work: remote, hybrid or office?\"). Example: {\"dimension\": \"Location\", \"options\": [\"Remote\", \"Hybrid\", \"Office\"]}. Options must be distinct and a dimension name unique. Returns its id (dim_1, …), the options and the total.";
}

impl Decide for AddStrategyDimension {
    const EVENTS: &'static [&'static str] = &[StrategyDimensionAdded::EVENT_TYPE];
    type Result = AddStrategyDimensionResult;

    fn decide(&self, cycle: &Cycle, ctx: &Context) -> Result<Vec<DomainEvent>, Rejection> {
        room_in_list(
            cycle.strategy_dimensions.len(),
            "strategy dimensions",
            "combine related dimensions",
            ctx,
        )?;
        let dimension = non_blank("dimension", &self.dimension)?;
        if let Some(existing) = cycle
            .strategy_dimensions
            .iter()
            .find(|d| same_name(&d.dimension, &dimension))
        {
            return Err(Rejection::conflict(
                Some("dimension"),
                format!(
                    "strategy dimension {} is already \"{}\"",
                    existing.id, existing.dimension
                ),
            ));
        }
        let options = distinct_items("options", &self.options)?;
        if options.is_empty() {
            return Err(Rejection::validation(
                "options",
                "`options` needs at least one option",
            ));
        }
        Ok(vec![
            StrategyDimensionAdded {
                dimension_id: sequential("dim", cycle.strategy_dimensions.len()),
                dimension,
                options,
            }
            .into(),
        ])
    }

    fn report(&self, _before: &Cycle, after: &Cycle) -> AddStrategyDimensionResult {
        let d = after.strategy_dimensions.last().expect("just added");
        AddStrategyDimensionResult {
            dimension_id: d.id.clone(),
            dimension: d.dimension.clone(),
            options: d.options.clone(),
            total_dimensions: after.strategy_dimensions.len(),
        }
    }
}
